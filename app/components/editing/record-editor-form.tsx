import type { ComponentProps } from "react";
import { RichText } from "~/components/content/rich-text";
import { FormAlert } from "~/components/admin/field";
import { Check, X } from "~/components/ui/icons";
import type { RecordConflict } from "~/forms/form-data";
import { cn } from "~/lib/utils";
import { ConflictNotice } from "./conflict-notice";
import { AdminButton } from "./ui/admin-button";
import type { RecordEditor } from "./use-record-editor";

type RecordEditorFormProps = Omit<ComponentProps<"form">, "ref" | "onSubmit"> & {
  editor: RecordEditor;
  saveLabel: string;
  /** Closes the editor: 'Cancel', and 'Keep theirs' in a conflict; none: no 'Cancel' (a draft). */
  onCancel?: () => void;
  /** In a dialog the buttons stand at the right, 'Cancel' first; on a page, under a rule. */
  inDialog?: boolean;
  /** The case editor's buttons carry icons, and it says a refusal of no field in its notice only. */
  caseLook?: boolean;
};

/**
 * A record editor's form around its own fields: the server's refusal, the conflict (below),
 * and Save ('Saving…' while it goes) and Cancel.
 */
export function RecordEditorForm({ editor, saveLabel, onCancel, inDialog, caseLook, children, ...form }: RecordEditorFormProps) {
  const save = (
    <AdminButton type="submit" variant="primary" size="md" disabled={editor.busy}>
      {caseLook ? <Check /> : null}
      {editor.busy ? "Saving…" : saveLabel}
    </AdminButton>
  );
  const cancel = onCancel ? (
    <AdminButton size="md" onClick={onCancel}>
      {caseLook ? <X /> : null}
      Cancel
    </AdminButton>
  ) : null;
  return (
    <form onSubmit={editor.onSubmit} noValidate {...form}>
      {children}
      {caseLook ? null : <FormAlert message={editor.errors.form} />}
      {editor.conflict ? <ConflictPanel editor={editor} conflict={editor.conflict} onKeepTheirs={onCancel ?? editor.reset} /> : null}
      <div className={cn("flex gap-2", inDialog ? "justify-end pt-2" : "flex-wrap border-t border-border pt-5")}>
        {inDialog ? cancel : save}
        {inDialog ? save : cancel}
      </div>
    </form>
  );
}

function ConflictPanel({ editor, conflict, onKeepTheirs }: { editor: RecordEditor; conflict: RecordConflict; onKeepTheirs: () => void }) {
  return (
    <ConflictNotice
      conflict={conflict}
      busy={editor.busy}
      onKeepTheirs={onKeepTheirs}
      onOverwrite={(event) => editor.submit(conflict.version, event.currentTarget.form)}
      className="rounded-2xl p-4"
    >
      <p className="mt-1">Their version:</p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {editor.kind.conflictFields.map(([label, name]) => (
          <div key={name} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="line-clamp-3 break-words whitespace-pre-line">
              {typeof conflict.value[name] === "string" && conflict.value[name] !== "" ? (
                <RichText value={conflict.value[name]} links={false} />
              ) : (
                shown(conflict.value[name])
              )}
            </dd>
          </div>
        ))}
      </dl>
    </ConflictNotice>
  );
}

function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (Array.isArray(value)) return value.length > 0 ? value.join(", ") : "(none)";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return String(value);
}
