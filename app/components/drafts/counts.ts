import type { DraftEntry } from "~/models/drafts.server";

/** A draft change as the bar and the review need it. */
type Placed = Pick<DraftEntry, "pages" | "shared">;

/**
 * Whether a change shows on the page at `path`. Shared places (the header, footer, agency
 * details: pages "*") show on every page but are counted apart and never published with one
 * page (docs/decisions/024), so they are not "on this page" here.
 */
export function isOnPage(change: Placed, path: string) {
  const page = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return !change.shared && change.pages.includes(page);
}

export type DraftCounts = { here: number; shared: number; elsewhere: number };

export function countChanges(changes: Placed[], path: string): DraftCounts {
  const counts = { here: 0, shared: 0, elsewhere: 0 };
  for (const change of changes) {
    if (change.shared) counts.shared++;
    else if (isOnPage(change, path)) counts.here++;
    else counts.elsewhere++;
  }
  return counts;
}

const changes = (count: number) => `${count} ${count === 1 ? "change" : "changes"}`;

/** '3 changes on this page, 1 on every page, 1 elsewhere' (parts of none left out, but 'on this page'). */
export function describeCounts({ here, shared, elsewhere }: DraftCounts) {
  if (here + shared + elsewhere === 0) return "No unpublished changes";
  return [`${changes(here)} on this page`, shared > 0 ? `${shared} on every page` : null, elsewhere > 0 ? `${elsewhere} elsewhere` : null]
    .filter(Boolean)
    .join(", ");
}
