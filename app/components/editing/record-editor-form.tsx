import type { ComponentProps } from "react";
import { FormAlert } from "~/components/admin/field";
import { Check, X } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import type { RecordConflict } from "~/forms/form-data";
import { cn } from "~/lib/utils";
import { HISTORY_MESSAGES } from "./history-dialog";
import { AdminButton } from "./ui/admin-button";
import type { RecordEditor } from "./use-record-editor";

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

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

/**
 * A record's save refused because someone else saved it after the editor opened: who, when,
 * what they saved, and the two ways out. Nothing is overwritten without this choice.
 */
function ConflictPanel({ editor, conflict, onKeepTheirs }: { editor: RecordEditor; conflict: RecordConflict; onKeepTheirs: () => void }) {
  return (
    <div
      role="alert"
      data-testid="edit-conflict"
      className="rounded-2xl border border-amber-500/60 bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
    >
      <strong className="block">
        {`${conflict.by} changed this${conflict.at ? ` on ${when.format(new Date(conflict.at))}` : ""} while you were editing.`}
      </strong>
      <p className="mt-1">Their version:</p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {editor.kind.conflictFields.map(([label, name]) => (
          <div key={name} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="line-clamp-3 break-words">{shown(conflict.value[name])}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <AdminButton
          onClick={() => {
            toast({ title: HISTORY_MESSAGES.keptTheirs });
            onKeepTheirs();
          }}
        >
          Keep theirs
        </AdminButton>
        <AdminButton
          variant="primary"
          disabled={editor.busy}
          onClick={(event) => editor.submit(conflict.version, event.currentTarget.form)}
        >
          Overwrite with mine
        </AdminButton>
      </div>
    </div>
  );
}

function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (Array.isArray(value)) return value.length > 0 ? value.join(", ") : "(none)";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return String(value);
}
