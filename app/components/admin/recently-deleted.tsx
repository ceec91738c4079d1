import { UnreadableList } from "./section-error";
import { Trash2 } from "~/components/ui/icons";
import type { DeletedItem } from "~/models/deleted.server";
import { toast } from "~/components/ui/toast";
import { UNDO_MESSAGES } from "~/components/editing/undo-delete";
import { useAdminAction } from "~/components/editing/use-admin-action";

const KIND_LABEL: Record<DeletedItem["kind"], string> = { case: "Case study", team: "Team member", logo: "Intro logo" };
const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** What was deleted in the last 30 days, each with 'Restore' (pictures and texts included). */
export function RecentlyDeleted({ items, unreadable = false }: { items: DeletedItem[]; unreadable?: boolean }) {
  const restoring = useAdminAction("/api/deleted", {
    onSuccess: () => toast({ title: UNDO_MESSAGES.restored }),
    onError: (result) => toast({ title: UNDO_MESSAGES.failed, description: result.error, variant: "destructive" }),
  });
  return (
    <section aria-labelledby="deleted-heading" className="mt-14">
      <h2 id="deleted-heading" className="flex items-center gap-2 font-display text-2xl font-bold">
        <Trash2 className="size-5 text-primary" /> Recently deleted
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        Case studies, materials, team members and logos deleted in the last 30 days can be brought back.
      </p>
      {unreadable ? (
        <UnreadableList what="The deleted items" />
      ) : items.length === 0 ? (
        <p className="mt-6 text-sm text-muted-foreground">Nothing has been deleted lately.</p>
      ) : (
        <ul aria-label="Deleted items" className="mt-6 grid gap-3 sm:grid-cols-2">
          {items.map((item) => (
            <li
              key={item.revision}
              data-testid="deleted-item"
              className="flex items-center gap-4 rounded-2xl border border-border bg-card p-4"
            >
              {item.image ? (
                <img
                  src={item.image}
                  alt=""
                  width={64}
                  height={64}
                  className="size-16 shrink-0 rounded-xl border border-border object-cover"
                />
              ) : null}
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{item.label}</p>
                <p className="text-xs text-muted-foreground">
                  {`${KIND_LABEL[item.kind]}, deleted by ${item.by}, ${when.format(new Date(item.at))}`}
                </p>
              </div>
              <button
                type="button"
                disabled={restoring.busy}
                onClick={() => void restoring.submit({ intent: "restore", revision: item.revision })}
                aria-label={`Restore ${item.label}`}
                className="rounded-full border border-border px-4 py-2 text-sm font-semibold hover:bg-muted disabled:opacity-50"
              >
                Restore
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
