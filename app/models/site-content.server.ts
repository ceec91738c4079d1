import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { siteContent } from "~/db/schema";
import { altSlot, slotId, type ContentValues, type Slot } from "~/content/slot";
import { withStoredImages, type ImageUpload } from "~/storage/images.server";
import { findRevision, REVISION_MESSAGES, slotItem } from "./revisions.server";
import { removeUnusedImages } from "./uploads.server";
import { Refused } from "~/lib/refused";
import type { Store } from "./store.server";
import { requireLibraryPictures } from "./picture-library.server";
import { VERSION_MESSAGES, write, type Write } from "./write.server";
import { contentText } from "./places.server";
import { readAsSeen } from "./drafts.server";

/**
 * Reads the stored values of the given slots in one query, with the alternative text of
 * their images. Defaults are not filled in.
 */
export async function loadContent(db: Db, asked: Slot[]): Promise<ContentValues> {
  if (asked.length === 0) return {};
  const slots = asked.flatMap((slot) => (slot.type === "image" ? [slot, altSlot(slot)] : [slot]));
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

/** The value the administrator started from, when a change must not overwrite a newer one. */
type Based = { base?: string };

async function storedValue(db: Db, slot: SlotRef) {
  const [row] = await db
    .select({ content: siteContent.content })
    .from(siteContent)
    .where(and(eq(siteContent.section, slot.section), eq(siteContent.key, slot.key)))
    .for("update");
  return row ? contentText(row.content) : null;
}

export type SlotValue = SlotRef &
  Based & {
    type: Slot["type"];
    value: string;
    /** What the revision says when this is not a plain save: a version restored, a draft published. */
    action?: "restore" | "publish";
  };

/**
 * Refuses a change made from a `base` that is no longer the stored value (409, with the slot's
 * key, the stored value and who saved it, for the editor to show): nothing is silently
 * overwritten. A slot with nothing stored shows its default, which the editor sent as `base`.
 */
async function refuseStale(w: Write, input: SlotRef & Based, previous: string | null) {
  if (input.base === undefined || previous === null || previous === input.base) return;
  const latest = await w.lastChange(slotItem(input));
  throw new Refused(VERSION_MESSAGES.conflict, 409, {
    conflict: { by: latest?.by ?? "Another administrator", at: latest?.at ?? null, value: previous, key: input.key },
  });
}

/**
 * Stores slots' values (one row per key and section), all in one transaction. A value saved
 * from a `base` that is no longer the stored one is refused (409, with the slot's key, the
 * stored value and who saved it): nothing is silently overwritten. An uploaded image a value
 * replaces loses its files once nothing, revisions included, holds it.
 */
export async function saveContent(store: Store, by: string, values: SlotValue[]) {
  await write(store, by, (w) => saveValues(store, w, values));
}

/** `saveContent` inside a write of its own (publishing, models/publish.server.ts, saves several kinds of places in one). */
export async function saveValues(store: Store, w: Write, values: SlotValue[]) {
  for (const input of values) {
    const previous = await storedValue(w.tx, input);
    await refuseStale(w, input, previous);
    const content = input.type === "image" ? { url: input.value } : input.value;
    await w.tx
      .insert(siteContent)
      .values({ key: input.key, section: input.section, content, contentType: input.type })
      .onConflictDoUpdate({
        target: [siteContent.key, siteContent.section],
        set: { content, contentType: input.type, updatedAt: sql`now()` },
      });
    if (input.type === "image" && previous && previous !== input.value) {
      w.afterCommit(() => removeUnusedImages(store, [previous]));
    }
    if (previous !== input.value) {
      await w.revise({
        item: slotItem(input),
        action: input.action ?? (previous === null ? "create" : "update"),
        before: previous,
        after: input.value,
      });
    }
    w.changed({ table: "site_content", action: previous === null ? "insert" : "update" });
  }
}

/**
 * Puts a picture in an image slot with its alternative text, in one write: `alt` written (""
 * for a decorative picture), or none (null), so that the place's own description stands
 * instead of the words written for the picture it replaces.
 */
async function placeImage(store: Store, by: string, slot: SlotRef & Based, url: string, alt: string | null) {
  await write(store, by, async (w) => {
    await saveValues(store, w, [{ ...slot, type: "image", value: url }]);
    const altOfSlot = altSlot(slot);
    if (alt === null) await removeValue(store, w, altOfSlot);
    else await saveValues(store, w, [{ ...altOfSlot, value: alt }]);
  });
}

/** Stores an uploaded picture and makes it the image slot's value, with its alternative text; all or nothing. */
export async function uploadContentImage(store: Store, by: string, input: SlotRef & Based & { image: ImageUpload; alt: string | null }) {
  return withStoredImages(store.storage, [input.image], async ([image]) => {
    await placeImage(store, by, input, image.url, input.alt);
    return image;
  });
}

/** Puts a picture of the library (models/picture-library.server.ts) in an image slot, with its alternative text. */
export async function chooseContentImage(store: Store, by: string, input: SlotRef & Based & { picture: string; alt: string | null }) {
  await readAsSeen(store, (db) => requireLibraryPictures(db, input.picture));
  await placeImage(store, by, input, input.picture, input.alt);
}

/** Forgets a slot's stored value, so its default shows again (an uploaded image's files go). */
export async function removeContent(store: Store, by: string, slot: SlotRef & Based & { type: Slot["type"] }) {
  await write(store, by, (w) => removeValue(store, w, slot));
}

/** `removeContent` inside a write of its own; `action` as for `saveValues`. */
export async function removeValue(
  store: Store,
  w: Write,
  slot: SlotRef & Based & { type: Slot["type"] },
  action: "update" | "restore" | "publish" = "update",
) {
  const previous = await storedValue(w.tx, slot);
  if (previous === null) return;
  await refuseStale(w, slot, previous);
  await w.tx.delete(siteContent).where(and(eq(siteContent.section, slot.section), eq(siteContent.key, slot.key)));
  if (slot.type === "image") w.afterCommit(() => removeUnusedImages(store, [previous]));
  // Back to the default: the revision's value after is none (null).
  await w.revise({ item: slotItem(slot), action, before: previous, after: null });
  w.changed({ table: "site_content", action: "delete" });
}

/**
 * Makes a past version of a slot its value again, as a new revision. A version that is the
 * default (none stored) removes the stored value. A revision of another item is refused.
 */
export async function restoreContent(store: Store, by: string, slot: SlotRef & { type: Slot["type"]; revision: string }) {
  const revision = await findRevision(store.db, slot.revision);
  if (!revision || revision.item !== slotItem(slot)) {
    throw new Refused(REVISION_MESSAGES.otherItem, 404);
  }
  const value = revision.after;
  if (value === null) return removeContent(store, by, slot);
  if (typeof value !== "string") throw new Refused(REVISION_MESSAGES.notRestorable);
  await saveContent(store, by, [{ ...slot, value, action: "restore" }]);
}
