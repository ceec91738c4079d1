import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { admins, drafts } from "~/db/schema";
import { describeItem, isSharedPlace, pagesOf } from "~/content/where";
import { caseSection } from "./case-slugs.server";
import { authorName, latestRevision, uploadsIn } from "./revisions.server";
import { applyPlace, asJson, readPlace, sameValue } from "./places.server";
import type { Store } from "./store.server";
import { removeUnusedImages } from "./uploads.server";
import { publishDraftChange } from "~/realtime/draft-changes.server";
import { refuseScheduledPlaces } from "./scheduled-places.server";

/**
 * The site's one shared draft (docs/decisions/024): rows of `drafts`, one per place, laid over
 * the live tables inside a transaction that is rolled back (`inDraftView`). Until a second
 * language exists every draft is the default one ('').
 */
export const DEFAULT_LANGUAGE = "";

const current = eq(drafts.language, DEFAULT_LANGUAGE);

/**
 * Applies every draft to the tables of `tx` (a transaction that will be rolled back): records
 * before slots, as a case's address change moves its texts, and in one order, so that two
 * views lock rows alike.
 */
export async function applyDrafts(tx: Db) {
  const rows = await tx.select({ place: drafts.place, value: drafts.value }).from(drafts).where(current).orderBy(asc(drafts.place));
  const records = rows.filter((row) => !row.place.startsWith("slot:"));
  for (const row of [...records, ...rows.filter((row) => row.place.startsWith("slot:"))]) {
    await applyPlace(tx, row.place, row.value);
  }
}

/**
 * Writes to the draft take turns (a draft write, a publish, a discard): a draft write's
 * checks run in a savepoint whose row locks go with its rollback, so without this two
 * administrators saving the same text at once could both pass the stale-save check.
 */
export async function lockDrafts(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('drafts'))`);
}

/** Thrown to roll the view back, carrying what was read in it. */
class ViewRead<T> extends Error {
  constructor(readonly result: T) {
    super("The draft view is rolled back");
  }
}

/**
 * Runs `read` on the site as the draft will make it: inside one transaction (a savepoint when
 * `db` is one already) in which every draft has been applied, rolled back afterwards, so
 * nothing of it is ever committed. Returns what `read` returned.
 */
export async function inDraftView<T>(db: Db, read: (view: Db) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (view) => {
      await applyDrafts(view);
      throw new ViewRead(await read(view));
    });
  } catch (error) {
    if (error instanceof ViewRead) return error.result as T;
    throw error;
  }
  throw new Error("The draft view ended without its rollback");
}

/**
 * Reads as the acting administrator sees the site: over the draft in draft mode. For the
 * checks a model makes before its write (a picture of the library, a case that must exist).
 */
export function readAsSeen<T>(store: Store, read: (db: Db) => Promise<T>): Promise<T> {
  return store.draft ? inDraftView(store.db, read) : read(store.db);
}

/**
 * Makes `values` (what a draft write left in places) their drafts, in the live transaction
 * `tx` once the view is rolled back. A place drafted before keeps the base (and its time) it
 * was first drafted from; a place whose value is the live one again has nothing left to
 * publish, and its draft goes.
 */
export async function recordDrafts(tx: Db, by: string, values: Map<string, unknown>) {
  for (const [place, value] of values) {
    const where = and(eq(drafts.place, place), current);
    const live = await readPlace(tx, place);
    if (sameValue(value, live)) {
      await tx.delete(drafts).where(where);
      continue;
    }
    const latest = await latestRevision(tx, place);
    await tx
      .insert(drafts)
      .values({ place, value: asJson(value), base: asJson(live), basedAt: latest ? new Date(latest.at) : null, by })
      .onConflictDoUpdate({ target: [drafts.place, drafts.language], set: { value: asJson(value), by, updatedAt: sql`now()` } });
  }
}

/** Who changed a place last as a draft write sees it: the draft's author, else its latest live revision. */
export async function draftChange(db: Db, place: string) {
  const [row] = await db
    .select({ by: authorName, at: drafts.updatedAt })
    .from(drafts)
    .leftJoin(admins, eq(admins.id, drafts.by))
    .where(and(eq(drafts.place, place), current));
  if (row) return { by: row.by, at: row.at.toISOString() };
  return latestRevision(db, place);
}

export type DraftRow = { place: string; value: unknown; base: unknown };

/** A case row's address, or null (none, or not a case). */
export const slugOf = (row: unknown) => (row && typeof row === "object" && "slug" in row && typeof row.slug === "string" ? row.slug : null);

/**
 * The drafted texts of a case's own page (section 'case_{slug}', before and after a move)
 * that belong with a draft that makes, deletes or moves the case: they are published and
 * discarded with it, as the case's texts move with its address live (decision 004).
 */
export function textsGoingWith(row: DraftRow, all: DraftRow[]): string[] {
  if (!row.place.startsWith("case:")) return [];
  const [now, then] = [slugOf(row.value), slugOf(row.base)];
  if (now !== null && then !== null && now === then) return [];
  const sections = [now, then].flatMap((slug) => (slug ? [`slot:${caseSection(slug)}/`] : []));
  return all.filter((other) => sections.some((section) => other.place.startsWith(section))).map((other) => other.place);
}

/** One change of the draft as the review lists it (docs/decisions/024). */
export type DraftEntry = {
  place: string;
  kind: string;
  /** What it is, in words ('Case study "Atlas"', 'Text "title line1" (hero)'). */
  label: string;
  /** The pages it shows on ("*": every page). */
  pages: string[];
  /** Shown on every page: listed apart, published only when chosen. */
  shared: boolean;
  value: unknown;
  /** The live value it was drafted from. */
  base: unknown;
  by: string;
  at: string;
};

/** Every change of the draft, the latest first. */
export async function listDrafts(db: Db): Promise<DraftEntry[]> {
  const rows = await db
    .select({
      place: drafts.place,
      value: drafts.value,
      base: drafts.base,
      at: drafts.updatedAt,
      by: authorName,
    })
    .from(drafts)
    .leftJoin(admins, eq(admins.id, drafts.by))
    .where(current)
    .orderBy(desc(drafts.updatedAt), asc(drafts.place));
  return rows.map(({ at, ...row }) => {
    const record = (row.value ?? row.base) as Record<string, unknown> | null;
    return {
      ...row,
      kind: row.place.slice(0, row.place.indexOf(":")),
      label: describeItem(row.place, record).label,
      pages: pagesOf(row.place, row.value as Record<string, unknown> | null, row.base as Record<string, unknown> | null),
      shared: isSharedPlace(row.place),
      at: at.toISOString(),
    };
  });
}

/**
 * Throws a change out of the draft (and the texts that went with a case's: `textsGoingWith`);
 * the live site keeps its value. Pictures only the draft showed lose their files. Returns the
 * places discarded.
 */
export async function discardDraft(store: Store, place: string): Promise<string[]> {
  const gone = await store.db.transaction(async (tx) => {
    await lockDrafts(tx);
    const all = await tx.select({ place: drafts.place, value: drafts.value, base: drafts.base }).from(drafts).where(current);
    const row = all.find((other) => other.place === place);
    if (!row) return [];
    const places = [place, ...textsGoingWith(row, all)];
    // A scheduled change is unscheduled first, as for an edit (issue 25).
    await refuseScheduledPlaces(tx, places);
    return tx
      .delete(drafts)
      .where(and(current, inArray(drafts.place, places)))
      .returning({ place: drafts.place, value: drafts.value });
  });
  await removeUnusedImages(
    store,
    gone.flatMap((row) => uploadsIn(row.value)),
  );
  const places = gone.map((row) => row.place);
  if (places.length > 0) publishDraftChange({ places });
  return places;
}
