import { Link } from "react-router";
import { UnreadableList } from "./section-error";
import { History } from "~/components/ui/icons";

export type ActivityEntry = { id: string; action: string; label: string; page: string | null; by: string; at: string };

const VERB: Record<string, string> = { create: "added", update: "changed", delete: "deleted", restore: "restored", publish: "published" };
const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** The latest changes across the site: what, who, when, and a link to where it shows. */
export function ActivityLog({ entries, unreadable = false }: { entries: ActivityEntry[]; unreadable?: boolean }) {
  return (
    <section aria-labelledby="activity-heading" className="mt-14">
      <h2 id="activity-heading" className="flex items-center gap-2 font-display text-2xl font-bold">
        <History className="size-5 text-primary" /> Activity
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">The latest changes across the site, newest first.</p>
      {unreadable ? (
        <UnreadableList what="The latest changes" />
      ) : entries.length === 0 ? (
        <p className="mt-6 text-sm text-muted-foreground">Nothing has been changed yet.</p>
      ) : (
        <ol aria-label="Latest changes" className="mt-6 divide-y divide-border rounded-2xl border border-border bg-card">
          {entries.map((entry) => (
            <li
              key={entry.id}
              data-testid="activity-entry"
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-5 py-3 text-sm"
            >
              <span>
                <span className="font-medium">{entry.label}</span> {VERB[entry.action] ?? entry.action} by {entry.by}
              </span>
              <span className="flex items-baseline gap-3 text-muted-foreground">
                <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                {entry.page && entry.action !== "delete" ? (
                  <Link to={entry.page} className="font-medium text-primary hover:underline">
                    View
                  </Link>
                ) : null}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
