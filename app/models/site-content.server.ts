import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { siteContent, type SiteContentRow } from "~/db/schema";
import { slotId, type ContentValues, type Slot } from "~/content/slot";

/** Reads the stored values of the given slots in one query. Defaults are not filled in. */
export async function loadContent(db: Db, slots: Slot[]): Promise<ContentValues> {
  if (slots.length === 0) return {};
  const sections = [...new Set(slots.map((s) => s.section))];
  const keys = [...new Set(slots.map((s) => s.key))];
  const rows = await db
    .select({ key: siteContent.key, section: siteContent.section, content: siteContent.content })
    .from(siteContent)
    .where(and(inArray(siteContent.section, sections), inArray(siteContent.key, keys)));
  const wanted = new Set(slots.map(slotId));
  const values: ContentValues = {};
  for (const row of rows) {
    const id = slotId(row);
    if (wanted.has(id)) values[id] = contentText(row.content);
  }
  return values;
}

/** Reads every stored value of whole sections, for pages whose sections are dynamic. */
export async function loadSections(db: Db, sections: string[]): Promise<ContentValues> {
  if (sections.length === 0) return {};
  const rows = await db
    .select({ key: siteContent.key, section: siteContent.section, content: siteContent.content })
    .from(siteContent)
    .where(inArray(siteContent.section, sections));
  return Object.fromEntries(rows.map((row) => [slotId(row), contentText(row.content)]));
}

type SlotRef = { key: string; section: string };

async function storedValue(db: Db, slot: SlotRef) {
  const [row] = await db
    .select({ content: siteContent.content })
    .from(siteContent)
    .where(and(eq(siteContent.section, slot.section), eq(siteContent.key, slot.key)));
  return row ? contentText(row.content) : null;
}

/** Stores a slot's value (one row per key and section); returns the value it replaced. */
export async function saveContent(
  db: Db,
  input: SlotRef & { type: Slot["type"]; value: string },
) {
  const previous = await storedValue(db, input);
  const content = input.type === "image" ? { url: input.value } : input.value;
  await db
    .insert(siteContent)
    .values({ key: input.key, section: input.section, content, contentType: input.type })
    .onConflictDoUpdate({
      target: [siteContent.key, siteContent.section],
      set: { content, contentType: input.type, updatedAt: sql`now()` },
    });
  return previous;
}

/** Forgets a slot's stored value, so its default shows again; returns the removed value. */
export async function removeContent(db: Db, slot: SlotRef) {
  const previous = await storedValue(db, slot);
  await db
    .delete(siteContent)
    .where(and(eq(siteContent.section, slot.section), eq(siteContent.key, slot.key)));
  return previous;
}

function contentText(content: SiteContentRow["content"]): string {
  if (typeof content === "string") return content;
  return content?.text ?? content?.url ?? "";
}
