import { useEffect, useRef } from "react";
import { History } from "~/components/ui/icons";
import { AdminButton } from "~/components/editing/ui/admin-button";
import { useDraft } from "./draft-context";
import { DRAFT_MESSAGES } from "./messages";
import { usePublisher } from "./publisher";

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** How many of the latest publishes the review lists. */
const SHOWN = 5;

/** The latest publishes, who and when, each with 'Undo publish' until it is undone. */
export function RecentPublishes() {
  // A publish whose every place kept its live version changed nothing: not worth listing.
  const publishes = useDraft().publishes.filter((entry) => entry.places.length > 0);
  const { undo, busy } = usePublisher();
  // An undone publish loses its button: once the undo is through, the focus stays in the review.
  const review = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (busy || !review.current) return;
    if (document.activeElement === document.body) review.current.focus();
    review.current = null;
  }, [busy]);
  if (publishes.length === 0) return null;
  return (
    <section aria-labelledby="recent-publishes" className="mt-4 border-t border-border pt-4">
      <h3 id="recent-publishes" className="font-display text-lg font-semibold">
        {DRAFT_MESSAGES.recentPublishes}
      </h3>
      <ul className="mt-2 grid gap-2 text-sm">
        {publishes.slice(0, SHOWN).map((entry) => {
          const what = `${entry.places.length} ${entry.places.length === 1 ? "change" : "changes"} by ${entry.by}, ${when.format(new Date(entry.at))}`;
          return (
            <li key={entry.id} data-testid="recent-publish" className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {what}
                {entry.undoneAt ? <span className="ml-2 text-muted-foreground">(undone)</span> : null}
              </span>
              {entry.undoneAt ? null : (
                <AdminButton
                  aria-busy={busy}
                  onClick={(event) => {
                    if (busy) return;
                    review.current = event.currentTarget.closest<HTMLElement>('[role="dialog"]');
                    undo(entry.id);
                  }}
                  aria-label={`${DRAFT_MESSAGES.undo}: ${what}`}
                >
                  <History /> {DRAFT_MESSAGES.undo}
                </AdminButton>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
