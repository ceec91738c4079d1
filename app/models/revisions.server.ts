import { and, desc, eq, like, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { admins, revisions, type RevisionAction } from "~/db/schema";

/** SPEC issue 8: at least the last 50 revisions of every item are kept; older ones go. */
export const KEPT_REVISIONS = 50;

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
 * `KEPT_REVISIONS`. Called by `write` (models/write.server.ts) only.
 */
export async function recordRevision(tx: Db, by: string, input: RevisionInput): Promise<string> {
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
  await tx.delete(revisions).where(and(eq(revisions.item, input.item), notInArray(revisions.id, kept)));
  return id;
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

const view = {
  id: revisions.id,
  item: revisions.item,
  action: revisions.action,
  before: revisions.before,
  after: revisions.after,
  // An administrator who has since been removed is still named as such.
  by: sql<string>`coalesce(${admins.name}, 'A former administrator')`,
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
 * Whether a kept revision that can be restored still holds `url`, so its files must stay: a
 * slot's versions (History) and a deleted item (Undo). Records' other versions are not
 * restored, so a picture they replaced goes at once.
 */
export async function revisionsHold(db: Db, url: string) {
  const rows = await db
    .select({ id: revisions.id })
    .from(revisions)
    .where(
      and(
        or(like(revisions.item, "slot:%"), eq(revisions.action, "delete")),
        sql`strpos(coalesce(${revisions.before}::text, '') || coalesce(${revisions.after}::text, ''), ${JSON.stringify(url)}) > 0`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
