import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { admins, drafts, revisions, type RevisionAction } from "~/db/schema";

/** Issue 8: at least the last 50 revisions of every item are kept; older ones go. */
export const KEPT_REVISIONS = 50;

export const REVISION_MESSAGES = {
  otherItem: "This version belongs to another item.",
  notRestorable: "This version cannot be restored here.",
} as const;

/** The item a content slot's revisions belong to. */
export function slotItem(slot: { section: string; key: string }) {
  return `slot:${slot.section}/${slot.key}`;
}

export type RevisionInput = {
  item: string;
  action: RevisionAction;
  before: unknown;
  after: unknown;
};

/**
 * Records one change inside the write's transaction and keeps the item's latest
 * `KEPT_REVISIONS`. Returns the revision's id and the uploaded pictures the revisions that
 * went held, whose files may go once nothing else holds them. Called by `write` only.
 */
export async function recordRevision(tx: Db, by: string, input: RevisionInput) {
  const [{ id }] = await tx
    .insert(revisions)
    .values({ item: input.item, action: input.action, before: input.before ?? null, after: input.after ?? null, adminId: by })
    .returning({ id: revisions.id });
  const kept = tx
    .select({ id: revisions.id })
    .from(revisions)
    .where(eq(revisions.item, input.item))
    .orderBy(desc(revisions.createdAt))
    .limit(KEPT_REVISIONS);
  const trimmed = await tx
    .delete(revisions)
    .where(and(eq(revisions.item, input.item), notInArray(revisions.id, kept)))
    .returning({ before: revisions.before, after: revisions.after });
  return { id, trimmed: trimmed.flatMap((r) => uploadsIn([r.before, r.after])) };
}

/**
 * Every address inside a JSON value (a revision's before or after) that may be an uploaded
 * file's: the site's own `/uploads/...`, or the bucket's public one (S3_PUBLIC_URL);
 * removeUnusedImages keeps only those its storage knows.
 */
export function uploadsIn(value: unknown): string[] {
  if (typeof value === "string") return /^(\/uploads\/|https?:\/\/)/.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(uploadsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(uploadsIn);
  return [];
}

export type RevisionView = {
  id: string;
  item: string;
  action: RevisionAction;
  before: unknown;
  after: unknown;
  by: string;
  at: string;
};

/**
 * Who made a change, in a query left-joined on `admins`: an administrator removed since is
 * still named as such.
 */
export const authorName = sql<string>`coalesce(${admins.name}, 'A former administrator')`;

const view = {
  id: revisions.id,
  item: revisions.item,
  action: revisions.action,
  before: revisions.before,
  after: revisions.after,
  by: authorName,
  at: revisions.createdAt,
};

function toView(row: Omit<RevisionView, "at"> & { at: Date }): RevisionView {
  return { ...row, at: row.at.toISOString() };
}

/** An item's revisions, the latest first. */
export async function listRevisions(db: Db, item: string): Promise<RevisionView[]> {
  const rows = await db
    .select(view)
    .from(revisions)
    .leftJoin(admins, eq(admins.id, revisions.adminId))
    .where(eq(revisions.item, item))
    .orderBy(desc(revisions.createdAt))
    .limit(KEPT_REVISIONS);
  return rows.map(toView);
}

/** The latest changes across the site, for the activity log. */
export async function recentActivity(db: Db, limit = 30): Promise<RevisionView[]> {
  const rows = await db
    .select(view)
    .from(revisions)
    .leftJoin(admins, eq(admins.id, revisions.adminId))
    .orderBy(desc(revisions.createdAt))
    .limit(limit);
  return rows.map(toView);
}

/** One revision, or null. */
export async function findRevision(db: Db, id: string) {
  const [row] = await db.select().from(revisions).where(eq(revisions.id, id)).limit(1);
  return row ?? null;
}

/**
 * Whether a kept revision or a draft still holds `url`, so its files must stay: any version
 * can be restored (History), any delete undone, and a draft shows it once published. The
 * files go when the last revision holding them is trimmed or purged, or the draft discarded.
 */
export async function revisionsHold(db: Db, url: string) {
  const quoted = JSON.stringify(url);
  const [kept, drafted] = await Promise.all([
    db
      .select({ id: revisions.id })
      .from(revisions)
      .where(sql`strpos(coalesce(${revisions.before}::text, '') || coalesce(${revisions.after}::text, ''), ${quoted}) > 0`)
      .limit(1),
    db
      .select({ place: drafts.place })
      .from(drafts)
      .where(sql`strpos(coalesce(${drafts.value}::text, ''), ${quoted}) > 0`)
      .limit(1),
  ]);
  return kept.length > 0 || drafted.length > 0;
}

/** An item's latest revision: who changed it last, and when. */
export async function latestRevision(db: Db, item: string): Promise<RevisionView | null> {
  const [row] = await db
    .select(view)
    .from(revisions)
    .leftJoin(admins, eq(admins.id, revisions.adminId))
    .where(eq(revisions.item, item))
    .orderBy(desc(revisions.createdAt))
    .limit(1);
  return row ? toView(row) : null;
}
