import type { DraftEntry } from "~/models/drafts.server";

/** A draft change as the bar and the review need it. */
type Placed = Pick<DraftEntry, "place" | "pages" | "shared">;

/**
 * Whether a change belongs to the page at `path`, for the bar's counts and 'Publish this
 * page': the page it is edited on. A case study belongs to its own page only (/case/...),
 * not to the lists that show its card (the home page, the portfolio, the service pages), so
 * that publishing the home page's texts never takes a case study along. Shared places (the
 * header, footer, agency details: pages "*") show on every page but are counted apart and
 * never published with one page (docs/decisions/024).
 */
export function isOnPage(change: Placed, path: string) {
  const page = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return !change.shared && ownPages(change).includes(page);
}

/** The pages a change is edited on (a case study's own page; "*" for a shared place). */
export function ownPages(change: Placed) {
  return change.place.startsWith("case:") ? change.pages.filter((page) => page.startsWith("/case/")) : change.pages;
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
