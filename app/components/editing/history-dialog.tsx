import { useEffect } from "react";
import { RichText } from "~/components/content/rich-text";
import { useFetcher } from "react-router";
import type { RevisionView } from "~/models/revisions.server";
import { toast } from "~/components/ui/toast";
import { AdminButton } from "./ui/admin-button";
import { AdminDialog } from "./ui/admin-dialog";
import { useAdminAction } from "./use-admin-action";

export const HISTORY_MESSAGES = {
  restored: "Version restored",
  failed: "Unable to restore this version.",
  empty: "No earlier versions yet: this shows the default.",
  keptTheirs: "Kept their version",
} as const;

/** Restores a past version of a content slot; `onRestored` closes what showed it. */
export function useSlotRestore(onRestored: () => void) {
  return useAdminAction("/api/content", {
    onSuccess: () => {
      onRestored();
      toast({ title: HISTORY_MESSAGES.restored });
    },
    onError: (result) => toast({ title: HISTORY_MESSAGES.failed, description: result.error, variant: "destructive" }),
  });
}

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

const ACTION_LABEL: Record<RevisionView["action"], string> = {
  create: "Written",
  update: "Changed",
  delete: "Deleted",
  restore: "Restored",
  publish: "Published",
};

/** What the versions are of: a text or an image slot, a record, or a picture's framing. */
export type HistoryKind = "text" | "image" | "case" | "team" | "logo" | "framing";

export type HistoryDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The item's name in the revisions (models/revisions.server.ts). */
  item: string;
  title: string;
  kind: HistoryKind;
  /** Saves the version of `revision` as the item's value, as a new revision; none: look only. */
  onRestore?: (revision: string) => void;
  /** What the item was before its first kept version, restorable when it is not the current one (a picture's centre). */
  original?: { label: string; current: boolean; onRestore: () => void };
  busy?: boolean;
  /** Where the focus goes once it closes (AdminDialog). */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * The versions of one text, image or record, the latest first: who, when, and what it was;
 * any earlier one can be restored (saved again as a new revision). A delete is listed, and
 * undone from the toast or /admin, not here.
 */
export function HistoryDialog({ open, onOpenChange, item, title, kind, onRestore, original, busy, onCloseAutoFocus }: HistoryDialogProps) {
  const history = useFetcher<{ revisions: RevisionView[] }>();
  const load = history.load;
  useEffect(() => {
    if (open) void load(`/api/history?item=${encodeURIComponent(item)}`);
  }, [open, item, load]);
  const revisions = history.data?.revisions;

  return (
    <AdminDialog open={open} onOpenChange={onOpenChange} title={`History: ${title}`} onCloseAutoFocus={onCloseAutoFocus}>
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
              {kind === "framing" ? (
                <p className="mt-2 text-sm">{framingWords(revision.after)}</p>
              ) : kind === "text" || kind === "image" ? (
                <VersionPreview value={revision.after} kind={kind} />
              ) : (
                <RecordPreview value={revision.after} kind={kind} />
              )}
              {onRestore && index > 0 && revision.after !== null && revision.action !== "delete" ? (
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
          {original ? (
            <li className="rounded-2xl border border-border p-4">
              <p className="text-sm">{original.label}</p>
              {original.current ? null : (
                <AdminButton
                  className="mt-3"
                  disabled={busy}
                  onClick={original.onRestore}
                  aria-label={`Restore the original: ${original.label}`}
                >
                  Restore
                </AdminButton>
              )}
            </li>
          ) : null}
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
  if (value === "") return <p className="mt-2 text-sm italic">Empty</p>;
  // Formatted, so that a version that only made a word bold shows what it changed.
  return (
    <p className="mt-2 line-clamp-4 text-sm whitespace-pre-line">
      <RichText value={value} links={false} />
    </p>
  );
}

/** Where a version of a picture's framing put its focal point. */
function framingWords(value: unknown) {
  const { x, y } = (value ?? {}) as { x?: unknown; y?: unknown };
  if (x === 50 && y === 50) return "Focal point at the centre";
  return `Focal point ${String(x)}% across, ${String(y)}% down`;
}

/** The words a version wrote for its picture. */
function AltLine({ value }: { value: unknown }) {
  const words = typeof value === "string" ? (value === "" ? "Decorative" : `“${value}”`) : "None written";
  return <p className="mt-1 text-xs text-muted-foreground">{`Alt text: ${words}`}</p>;
}

/** A version of a record: what its card shows. */
function RecordPreview({ value, kind }: { value: unknown; kind: "case" | "team" | "logo" }) {
  if (!value || typeof value !== "object") return <p className="mt-2 text-sm italic">Deleted</p>;
  const record = value as Record<string, unknown>;
  const text = (name: string) => (typeof record[name] === "string" ? (record[name] as string) : "");
  const picture = text(kind === "case" ? "featuredImage" : kind === "team" ? "imageUrl" : "logoUrl");
  return (
    <div className="mt-2 flex gap-3">
      {picture ? <img src={picture} alt="" className="size-16 shrink-0 rounded-xl border border-border bg-white object-cover" /> : null}
      {kind === "case" ? (
        <div className="min-w-0 text-sm">
          <p className="font-semibold">{text("title")}</p>
          <p className="text-muted-foreground">{[text("clientName"), text("category")].filter(Boolean).join(" · ")}</p>
          {(["description", "challenge", "solution", "results"] as const).map((name) =>
            text(name) ? (
              <p key={name} className="mt-1 line-clamp-2 whitespace-pre-line" data-field={name}>
                <RichText value={text(name)} links={false} />
              </p>
            ) : null,
          )}
        </div>
      ) : kind === "team" ? (
        <div className="min-w-0 text-sm">
          <p className="font-semibold">
            {text("name")}
            {record.isActive === false ? <span className="ml-2 text-xs text-muted-foreground">(hidden)</span> : null}
          </p>
          <p className="text-muted-foreground">{text("role")}</p>
          <p className="mt-1 line-clamp-2">{text("bio")}</p>
          <AltLine value={record.imageAlt} />
        </div>
      ) : (
        <AltLine value={record.alt} />
      )}
    </div>
  );
}
