import { useEffect } from "react";
import { useFetcher } from "react-router";
import type { RevisionView } from "~/models/revisions.server";
import { AdminButton } from "./ui/admin-button";
import { AdminDialog } from "./ui/admin-dialog";

export const HISTORY_MESSAGES = {
  restored: "Version restored",
  failed: "Unable to restore this version.",
  empty: "No earlier versions yet: this shows the default.",
} as const;

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

const ACTION_LABEL: Record<RevisionView["action"], string> = {
  create: "Written",
  update: "Changed",
  delete: "Deleted",
  restore: "Restored",
};

type HistoryDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The item's name in the revisions (models/revisions.server.ts). */
  item: string;
  title: string;
  kind: "text" | "image";
  /** Saves the version of `revision` as the item's value, as a new revision. */
  onRestore: (revision: string) => void;
  busy: boolean;
};

/**
 * The versions of one text or image, the latest first: who, when, and what it was; any
 * earlier one can be restored (saved again as a new revision).
 */
export function HistoryDialog({ open, onOpenChange, item, title, kind, onRestore, busy }: HistoryDialogProps) {
  const history = useFetcher<{ revisions: RevisionView[] }>();
  const load = history.load;
  useEffect(() => {
    if (open) void load(`/api/history?item=${encodeURIComponent(item)}`);
  }, [open, item, load]);
  const revisions = history.data?.revisions;

  return (
    <AdminDialog open={open} onOpenChange={onOpenChange} title={`History: ${title}`}>
      {!revisions ? (
        <p className="text-sm text-muted-foreground">Loading…</p>
      ) : revisions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{HISTORY_MESSAGES.empty}</p>
      ) : (
        <ol aria-label="Versions" className="grid gap-3">
          {revisions.map((revision, index) => (
            <li key={revision.id} data-testid="history-version" className="rounded-2xl border border-border p-4">
              <p className="text-xs text-muted-foreground">
                {`${ACTION_LABEL[revision.action]} by ${revision.by}, ${when.format(new Date(revision.at))}`}
                {index === 0 ? <span className="ml-2 font-semibold text-primary">Current</span> : null}
              </p>
              <VersionPreview value={revision.after} kind={kind} />
              {index > 0 ? (
                <AdminButton
                  className="mt-3"
                  disabled={busy}
                  onClick={() => onRestore(revision.id)}
                  aria-label={`Restore the version of ${when.format(new Date(revision.at))}`}
                >
                  Restore
                </AdminButton>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </AdminDialog>
  );
}

function VersionPreview({ value, kind }: { value: unknown; kind: "text" | "image" }) {
  if (typeof value !== "string") {
    return <p className="mt-2 text-sm italic">{kind === "image" ? "The default image" : "The default text"}</p>;
  }
  if (kind === "image") {
    return <img src={value} alt="" className="mt-2 h-24 w-auto max-w-full rounded-xl border border-border object-cover" />;
  }
  return <p className="mt-2 line-clamp-4 text-sm whitespace-pre-line">{value}</p>;
}
