import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { caseSlugRedirects, siteContent, type PublishedPlace } from "~/db/schema";
import { Refused } from "~/lib/refused";
import { caseSection, lockSlugs, moveSlug, SLUG_MESSAGES, slugOwner } from "./case-slugs.server";
import { keepDeleted } from "./deleted.server";
import { asJson, CHANGE_TABLES, contentText, parsePlace, RECORD_TABLES, revive, slotTypeOf, type Row } from "./places.server";
import { slotItem, uploadsIn } from "./revisions.server";
import { removeValue, saveValues } from "./site-content.server";
import type { Store } from "./store.server";
import { removeUnusedImages } from "./uploads.server";
import type { Write } from "./write.server";

/**
 * Sets places live to the given values, as publishing and its undo do
 * (models/publish.server.ts): each through the code its model's saves, deletes and History's
 * 'Restore' use, inside the caller's write (a revision, slugs and their redirects, files, the
 * change event), unlike `applyPlace`, which only lays a value over the tables of a view.
 * Records go before slots (a case's move takes its texts along first). Returns what was done,
 * once per place.
 */
export async function setPlacesLive(store: Store, w: Write, changes: PublishedPlace[], action: "publish" | "restore") {
  const ordered = [...changes.filter((c) => !c.place.startsWith("slot:")), ...changes.filter((c) => c.place.startsWith("slot:"))];
  const done = new Map<string, PublishedPlace>();
  for (const change of ordered) {
    for (const place of await applyOne(store, w, change, action)) {
      const first = done.get(place.place);
      done.set(place.place, first ? { ...first, after: place.after } : place);
    }
  }
  return [...done.values()];
}

async function applyOne(store: Store, w: Write, change: PublishedPlace, action: "publish" | "restore"): Promise<PublishedPlace[]> {
  const parsed = parsePlace(change.place);
  if (parsed.kind !== "slot") return applyRecord(store, w, parsed.kind, parsed.id, change, action);
  const type = await slotTypeOf(w.tx, parsed);
  if (change.after === null) await removeValue(store, w, { ...parsed, type }, action);
  else await saveValues(store, w, [{ section: parsed.section, key: parsed.key, type, value: String(change.after), action }]);
  return [change];
}

/**
 * A record set to a value as its model's saves do: a new one inserted (a case taking its
 * address over from a former case's redirect), a changed one updated and counted as one more
 * save (a case's texts and old address following a new slug), a deleted one deleted as its
 * model deletes it, kept for /admin's recently deleted (a case with its own texts, which the
 * publish records too, so that an undo brings them back).
 */
async function applyRecord(
  store: Store,
  w: Write,
  kind: keyof typeof RECORD_TABLES,
  id: string,
  change: PublishedPlace,
  action: "publish" | "restore",
): Promise<PublishedPlace[]> {
  const table = RECORD_TABLES[kind];
  const [found] = await w.tx.select().from(table).where(eq(table.id, id)).for("update");
  const now = (found ?? null) as Row | null;
  if (change.after === null) {
    if (!now) return [change];
    const texts = kind === "case" ? await caseTexts(w.tx, String(now.slug)) : undefined;
    await w.tx.delete(table).where(eq(table.id, id));
    w.changed({ table: CHANGE_TABLES[kind], action: "delete", id });
    await keepDeleted(store, w, kind, now, texts?.rows);
    return [change, ...(texts?.places ?? [])];
  }
  const values = revive(table, change.after as Row);
  values.id = id;
  if (kind === "case") await takeAddress(w, id, now, String(values.slug));
  if (now && typeof now.version === "number") values.version = now.version + 1;
  const { id: _id, ...changes } = values;
  // The table's own type is lost in the lookup; the values are its row, revived.
  const [row] = now
    ? await w.tx
        .update(table)
        .set(changes as never)
        .where(eq(table.id, id))
        .returning()
    : await w.tx
        .insert(table)
        .values(values as never)
        .returning();
  await w.revise({ item: change.place, action, before: now, after: row });
  w.changed({ table: CHANGE_TABLES[kind], action: now ? "update" : "insert", id });
  if (now) {
    const dropped = uploadsIn(now).filter((url) => !uploadsIn(row).includes(url));
    w.afterCommit(() => removeUnusedImages(store, dropped));
  }
  return [{ ...change, after: asJson(row) }];
}

/** A case's own texts, deleted with it: their rows (for its delete's revision) and their places (for the publish). */
async function caseTexts(tx: Db, slug: string) {
  const section = caseSection(slug);
  const rows = await tx
    .select({ key: siteContent.key, content: siteContent.content, contentType: siteContent.contentType })
    .from(siteContent)
    .where(eq(siteContent.section, section));
  await tx.delete(siteContent).where(eq(siteContent.section, section));
  const places = rows.map((row) => ({ place: slotItem({ section, key: row.key }), before: contentText(row.content), after: null }));
  return { rows, places };
}

/** A case's address as its saves take one: refused when another case has it now, else moved to, texts and redirect following. */
async function takeAddress(w: Write, id: string, now: Row | null, slug: string) {
  await lockSlugs(w.tx);
  const owner = await slugOwner(w.tx, slug);
  if (owner && owner !== id) throw new Refused(SLUG_MESSAGES.taken(slug), 409);
  if (now && now.slug !== slug) await moveSlug(w, id, String(now.slug), slug);
  if (!now) await w.tx.delete(caseSlugRedirects).where(eq(caseSlugRedirects.oldSlug, slug));
}
