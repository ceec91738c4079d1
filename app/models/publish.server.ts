import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { admins, drafts, publishes, type PublishedPlace } from "~/db/schema";
import { NEW_PROJECT_SLUG } from "~/lib/case-rules";
import { Refused } from "~/lib/refused";
import { publishDraftChange } from "~/realtime/draft-changes.server";
import { slugOwner } from "./case-slugs.server";
import { DEFAULT_LANGUAGE, lockDrafts, slugOf, textsGoingWith, type DraftRow } from "./drafts.server";
import { setPlacesLive } from "./live-places.server";
import { readPlace, sameValue } from "./places.server";
import { authorName, latestRevision } from "./revisions.server";
import type { Store } from "./store.server";
import { write, type Write } from "./write.server";

/**
 * Publishing drafted places, and undoing a publish (docs/decisions/024): each one live
 * `write()`, through the same model code a save and History's 'Restore' use (revisions,
 * slugs and their redirects, files, change events), recorded as one `publishes` row.
 */
export const PUBLISH_MESSAGES = {
  notDrafted: "Some of these changes are no longer in the draft. Reload the page and try again.",
  conflicts: "Some of these were changed live since they were drafted. Choose which version to keep.",
  missing: "Some of these changes need others that are no longer in the draft.",
  unknown: "This publish does not exist.",
  notYet: "This publish has not happened yet.",
  undone: "This publish has already been undone.",
} as const;

/** For a place changed live since it was drafted (or, for an undo, since its publish): whose value stays. */
export type Keep = Record<string, "mine" | "theirs">;

/** A place changed live meanwhile: who changed it last, when, its live value and the one that would replace it. */
export type PlaceConflict = { place: string; by: string; at: string | null; live: unknown; mine: unknown };

export type PublishPlan = {
  /** Every place the publish takes: those chosen, then those they need. */
  places: string[];
  /** The places taken along, and for which chosen one. */
  needed: Array<{ place: string; for: string }>;
  /** What a place needs that the draft no longer holds: the publish is refused. */
  missing: Array<{ place: string; needs: string }>;
};

const current = eq(drafts.language, DEFAULT_LANGUAGE);
const live = (store: Store): Store => ({ ...store, draft: false });

async function draftRows(db: Db): Promise<DraftRow[]> {
  return db.select({ place: drafts.place, value: drafts.value, base: drafts.base }).from(drafts).where(current);
}

/** What publishing `places` would take and what it misses, for the publish dialog to show first. */
export async function planPublish(db: Db, places: string[]): Promise<PublishPlan> {
  return planFrom(db, await draftRows(db), [...new Set(places)]);
}

/**
 * A publish takes what its places need, so that a live page never shows a place without
 * it: the texts that go with a case made, deleted or moved (`textsGoingWith`), and the case a
 * case page's text belongs to when only the draft has that case at that address.
 */
async function planFrom(db: Db, all: DraftRow[], chosen: string[]): Promise<PublishPlan> {
  const byPlace = new Map(all.map((row) => [row.place, row]));
  const plan: PublishPlan = { places: chosen.filter((place) => byPlace.has(place)), needed: [], missing: [] };
  const take = (place: string, wanted: string) => {
    if (plan.places.includes(place)) return;
    plan.places.push(place);
    plan.needed.push({ place, for: wanted });
  };
  // The list grows as needed places join it; each is looked at once.
  for (let i = 0; i < plan.places.length; i++) {
    const row = byPlace.get(plan.places[i])!;
    for (const text of textsGoingWith(row, all)) take(text, row.place);
    const slug = /^slot:case_([a-z0-9-]+)\//.exec(row.place)?.[1];
    if (!slug || slug === NEW_PROJECT_SLUG || row.value === null) continue;
    const holder = await caseAt(db, slug, plan.places, byPlace, all);
    if (holder === "none") plan.missing.push({ place: row.place, needs: `/case/${slug}` });
    else if (holder) take(holder, row.place);
  }
  return plan;
}

/**
 * Which case will be at `slug` once the publish is done: null when one is there anyway (a
 * live case the publish leaves in place, or one it publishes there), else the drafted case to
 * take along, or "none".
 */
async function caseAt(db: Db, slug: string, places: string[], byPlace: Map<string, DraftRow>, all: DraftRow[]) {
  if (places.some((place) => place.startsWith("case:") && slugOf(byPlace.get(place)?.value) === slug)) return null;
  const owner = await slugOwner(db, slug);
  if (owner && !places.includes(`case:${owner}`)) return null;
  return all.find((row) => row.place.startsWith("case:") && slugOf(row.value) === slug)?.place ?? "none";
}

/**
 * Publishes drafted places, and the places they need (`planPublish`), in one write: a place
 * changed live since it was drafted is refused as a conflict (409, `conflicts`, naming who
 * and when) unless `keep` says which value stays; nothing is published then. Each value is
 * saved as the model saves it, as a `publish` revision; one `publishes` row keeps every
 * place's value before and after, for 'Undo publish'; the drafts go.
 */
export async function publishPlaces(store: Store, by: string, places: string[], options: { keep?: Keep } = {}) {
  let undrafted: string[] = [];
  const published = await write(live(store), by, async (w) => {
    const outcome = await publishIn(store, w, places, { keep: options.keep ?? {}, conflicts: "refuse" });
    undrafted = outcome.undrafted;
    const [row] = await w.tx
      .insert(publishes)
      .values({ by, at: sql`now()`, places: outcome.done })
      .returning({ id: publishes.id });
    return { id: row.id, places: outcome.done.map((place) => place.place), needed: outcome.plan.needed };
  });
  // Visitors' pages heard the live change; pages showing the draft hear that it shrank.
  publishDraftChange({ places: undrafted });
  return published;
}

/**
 * How a publish meets a place changed live since it was drafted: "refuse" (the publish asks,
 * 409 with the conflicts), or "leave" (a scheduled publish, which nobody is there to ask:
 * the live value stays and the place stays in the draft, docs/decisions/024).
 */
export type OnConflict = "refuse" | "leave";

/**
 * The publish itself, inside the caller's live write (which records it: a new `publishes`
 * row, or the scheduled one): takes the places and what they need, or refuses (404 for places
 * no longer drafted, 409 for what is missing or, with "refuse", for conflicts); sets the
 * chosen values live and drops their drafts. Returns what was done, the plan, the places
 * undrafted, and those left in the draft as conflicts.
 */
export async function publishIn(store: Store, w: Write, places: string[], options: { keep: Keep; conflicts: OnConflict }) {
  await lockDrafts(w.tx);
  const all = await draftRows(w.tx);
  const gone = places.filter((place) => !all.some((row) => row.place === place));
  if (gone.length > 0) throw new Refused(PUBLISH_MESSAGES.notDrafted, 404, { places: gone });
  const plan = await planFrom(w.tx, all, [...new Set(places)]);
  if (plan.missing.length > 0) throw new Refused(PUBLISH_MESSAGES.missing, 409, { missing: plan.missing });
  const byPlace = new Map(all.map((row) => [row.place, row]));
  const { chosen, conflicts } = await decide(
    w.tx,
    plan.places.map((place) => ({ place, expected: byPlace.get(place)!.base, value: byPlace.get(place)!.value })),
    options.keep,
  );
  if (conflicts.length > 0 && options.conflicts === "refuse") throw new Refused(PUBLISH_MESSAGES.conflicts, 409, { conflicts });
  const done = await setPlacesLive(store, w, chosen, "publish");
  // The drafts of the places whose live value was kept ("theirs") go too; those left as conflicts stay.
  const left = conflicts.map((conflict) => conflict.place);
  const undrafted = plan.places.filter((place) => !left.includes(place));
  if (undrafted.length > 0) await w.tx.delete(drafts).where(and(current, inArray(drafts.place, undrafted)));
  return { done, plan, undrafted, left: conflicts };
}

/**
 * 'Undo publish': puts every place of a publish back to its value before it, in one write,
 * as `restore` revisions; a place changed live since the publish is a conflict as when
 * publishing. The publish is marked undone (by whom, when) and cannot be undone twice.
 */
export async function undoPublish(store: Store, by: string, publishId: string, options: { keep?: Keep } = {}) {
  return write(live(store), by, async (w) => {
    const [row] = await w.tx.select().from(publishes).where(eq(publishes.id, publishId)).for("update");
    if (!row) throw new Refused(PUBLISH_MESSAGES.unknown, 404);
    if (!row.at) throw new Refused(PUBLISH_MESSAGES.notYet, 409);
    if (row.undoneAt) throw new Refused(PUBLISH_MESSAGES.undone, 409);
    const { chosen, conflicts } = await decide(
      w.tx,
      row.places.map((place) => ({ place: place.place, expected: place.after, value: place.before })),
      options.keep ?? {},
    );
    if (conflicts.length > 0) throw new Refused(PUBLISH_MESSAGES.conflicts, 409, { conflicts });
    const done = await setPlacesLive(store, w, chosen, "restore");
    await w.tx
      .update(publishes)
      .set({ undoneAt: sql`now()`, undoneBy: by })
      .where(eq(publishes.id, publishId));
    return { id: publishId, places: done.map((place) => place.place) };
  });
}

export type PublishEntry = { id: string; by: string; at: string; places: string[]; undoneAt: string | null };

/** The latest publishes, for 'Undo publish' and the review. */
export async function listPublishes(db: Db, limit = 20): Promise<PublishEntry[]> {
  const rows = await db
    .select({
      id: publishes.id,
      at: publishes.at,
      places: publishes.places,
      undoneAt: publishes.undoneAt,
      by: authorName,
    })
    .from(publishes)
    .leftJoin(admins, eq(admins.id, publishes.by))
    .where(isNotNull(publishes.at))
    .orderBy(desc(publishes.at))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    by: row.by,
    at: row.at!.toISOString(),
    places: row.places.map((place) => place.place),
    undoneAt: row.undoneAt?.toISOString() ?? null,
  }));
}

type Change = { place: string; expected: unknown; value: unknown };

/**
 * Each place whose live value is still the one expected goes ahead; one changed meanwhile
 * goes ahead when `keep` says "mine", is left as it is for "theirs", and is a conflict
 * otherwise (the caller refuses the write with every conflict, or leaves them out).
 */
async function decide(tx: Db, changes: Change[], keep: Keep): Promise<{ chosen: PublishedPlace[]; conflicts: PlaceConflict[] }> {
  const chosen: PublishedPlace[] = [];
  const conflicts: PlaceConflict[] = [];
  for (const { place, expected, value } of changes) {
    const now = await readPlace(tx, place);
    if (sameValue(now, expected) || keep[place] === "mine") chosen.push({ place, before: now, after: value });
    else if (keep[place] !== "theirs") {
      const latest = await latestRevision(tx, place);
      conflicts.push({ place, by: latest?.by ?? "Another administrator", at: latest?.at ?? null, live: now, mine: value });
    }
  }
  return { chosen, conflicts };
}
