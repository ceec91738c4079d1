import { toast } from "~/components/ui/toast";
import type { RecordConflict } from "~/forms/form-data";
import { HISTORY_MESSAGES } from "./history-dialog";
import { AdminButton } from "./ui/admin-button";

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

type RecordConflictPanelProps = {
  conflict: RecordConflict;
  /** The fields to show of their version: label and the record's field name. */
  fields: ReadonlyArray<readonly [label: string, name: string]>;
  /** Closes the editor: their version stays (the page shows it). */
  onKeepTheirs: () => void;
  /** Saves the editor's values again, over their version (`conflict.version`). */
  onOverwrite: () => void;
  busy: boolean;
};

/**
 * A record's save refused because someone else saved it after the editor opened: who, when,
 * what they saved, and the two ways out. Nothing is overwritten without this choice.
 */
export function RecordConflictPanel({ conflict, fields, onKeepTheirs, onOverwrite, busy }: RecordConflictPanelProps) {
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
        {fields.map(([label, name]) => (
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
        <AdminButton variant="primary" disabled={busy} onClick={onOverwrite}>
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
