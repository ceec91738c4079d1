import { and, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { revisions, siteContent, type SiteContentRow } from "~/db/schema";
import { caseSection, lockSlugs, uniqueCaseSlug } from "./case-slugs.server";
import { CHANGE_TABLES, RECORD_TABLES as TABLES, revive, type RecordKind, type Row } from "./places.server";
import { slotItem, uploadsIn } from "./revisions.server";
import { removeUnusedImages } from "./uploads.server";
import { Refused } from "~/lib/refused";
import type { Store } from "./store.server";
import { write, type Write } from "./write.server";

/**
 * Deletes that can be undone. A delete stays a real delete (visitors' pages lose the item at
 * once), and its revision keeps the whole row (a case also keeps its own texts), so that it
 * can be put back, with the same id, for `UNDO_DAYS`. A kept revision also keeps the item's
 * pictures on disk (models/uploads.server.ts); an expired delete is purged with the item's
 * history and the pictures nothing else shows.
 */
export const UNDO_DAYS = 30;

export const DELETED_MESSAGES = {
  gone: "This deleted item can no longer be brought back.",
  back: "This item is already back.",
} as const;

export type DeletedKind = RecordKind;

type TextRow = Pick<SiteContentRow, "key" | "content" | "contentType">;
/** What a delete's revision keeps ("before"). */
type Kept = { row: Row; texts?: TextRow[] };

const expiry = sql`now() - make_interval(days => ${UNDO_DAYS})`;

/**
 * Within a delete's write: keeps what `row` was (with a case's own texts) as the delete's
 * revision, and purges deletes that have expired. Returns the revision's id, which undoes it.
 */
export async function keepDeleted(store: Store, w: Write, kind: DeletedKind, row: Row, texts?: TextRow[]) {
  await purgeExpired(store, w);
  const kept: Kept = texts ? { row, texts } : { row };
  return w.revise({ item: `${kind}:${row.id}`, action: "delete", before: kept, after: null });
}

async function purgeExpired(store: Store, w: Write) {
  const expired = await w.tx
    .select({ item: revisions.item })
    .from(revisions)
    .where(and(eq(revisions.action, "delete"), lt(revisions.createdAt, expiry)));
  if (expired.length === 0) return;
  const items = [...new Set(expired.map((r) => r.item))];
  // The whole history of an item that is gone for good: its pictures may go with it.
  const purged = await w.tx
    .delete(revisions)
    .where(inArray(revisions.item, items))
    .returning({ before: revisions.before, after: revisions.after });
  const urls = purged.flatMap((r) => uploadsIn([r.before, r.after]));
  w.afterCommit(() => removeUnusedImages(store, urls));
}

export type DeletedItem = { revision: string; kind: DeletedKind; label: string; image: string | null; by: string; at: string };

/** What was deleted in the last `UNDO_DAYS` and is not back yet, the latest first. */
export async function listDeleted(db: Db): Promise<DeletedItem[]> {
  const rows = await db
    .select({
      id: revisions.id,
      item: revisions.item,
      before: revisions.before,
      at: revisions.createdAt,
      by: sql<string>`coalesce((select name from admins where admins.id = ${revisions.adminId}), 'A former administrator')`,
    })
    .from(revisions)
    .where(and(eq(revisions.action, "delete"), gte(revisions.createdAt, expiry)))
    .orderBy(desc(revisions.createdAt));
  const back = new Set<string>();
  for (const [kind, table] of Object.entries(TABLES)) {
    const ids = rows.filter((r) => r.item.startsWith(`${kind}:`)).map((r) => r.item.slice(kind.length + 1));
    if (ids.length === 0) continue;
    const present = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
    for (const { id } of present) back.add(`${kind}:${id}`);
  }
  const seen = new Set<string>();
  return rows.flatMap((r) => {
    // An item deleted, brought back and deleted again is listed once, as its latest delete.
    if (back.has(r.item) || seen.has(r.item)) return [];
    seen.add(r.item);
    const kind = r.item.split(":")[0] as DeletedKind;
    const { row } = r.before as Kept;
    return [{ revision: r.id, kind, by: r.by, at: r.at.toISOString(), ...describe(kind, row) }];
  });
}

function describe(kind: DeletedKind, row: Row): { label: string; image: string | null } {
  if (kind === "case") return { label: String(row.title), image: (row.featuredImage as string | null) ?? null };
  if (kind === "team") return { label: String(row.name), image: (row.imageUrl as string | null) ?? null };
  return { label: "Intro logo", image: String(row.logoUrl) };
}

/**
 * Puts a deleted item back as it was, with its id, pictures and (a case) its own texts. A case
 * whose address another case has taken since gets a free one.
 */
export async function restoreDeleted(store: Store, by: string, revisionId: string) {
  return write(store, by, async (w) => {
    const [revision] = await w.tx
      .select()
      .from(revisions)
      .where(and(eq(revisions.id, revisionId), eq(revisions.action, "delete"), gte(revisions.createdAt, expiry)))
      .for("update");
    if (!revision) throw new Refused(DELETED_MESSAGES.gone, 404);
    const kind = revision.item.split(":")[0] as DeletedKind;
    const table = TABLES[kind];
    const { row, texts } = revision.before as Kept;
    const [present] = await w.tx.select({ id: table.id }).from(table).where(eq(table.id, row.id));
    if (present) throw new Refused(DELETED_MESSAGES.back, 409);

    const values = revive(table, row);
    if (kind === "case") {
      await lockSlugs(w.tx);
      values.slug = await uniqueCaseSlug(w.tx, String(row.slug));
      if (texts?.length) {
        const section = caseSection(String(values.slug));
        await w.tx.delete(siteContent).where(eq(siteContent.section, section));
        await w.tx.insert(siteContent).values(texts.map((text) => ({ ...text, section })));
        for (const text of texts) w.touched(slotItem({ section, key: text.key }));
      }
    }
    // The table's own type is lost in the lookup; the values are its row, revived.
    const [restored] = await w.tx
      .insert(table)
      .values(values as never)
      .returning();
    await w.revise({ item: revision.item, action: "restore", before: null, after: restored });
    w.changed({ table: CHANGE_TABLES[kind], action: "insert", id: row.id });
    return { kind, row: restored as Row };
  });
}
