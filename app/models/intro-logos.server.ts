import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { introLogos, type IntroLogo } from "~/db/schema";
import { DEFAULT_INTRO_LOGOS, type IntroLogoImage } from "~/content/home";
import { withStoredImages } from "~/storage/images.server";
import { reorderRows } from "./ordering.server";
import { keepDeleted } from "./deleted.server";
import { requireLibraryPictures } from "./picture-library.server";
import { findRevision, REVISION_MESSAGES } from "./revisions.server";
import { Refused } from "~/lib/refused";
import type { Store } from "./store.server";
import { readAsSeen } from "./drafts.server";
import { write } from "./write.server";

/** The logos an administrator switched on, in their order (order_index ascending). */
export async function listActiveIntroLogos(db: Db): Promise<IntroLogo[]> {
  return db.select().from(introLogos).where(eq(introLogos.isActive, true)).orderBy(asc(introLogos.orderIndex), asc(introLogos.createdAt));
}

/**
 * The logos the intro splash shows: the active stored logos when there is any, else the
 * 22 bundled defaults (docs/product.md section 2, Intro splash).
 */
export async function introSplashLogos(db: Db): Promise<IntroLogoImage[]> {
  const rows = await listActiveIntroLogos(db);
  if (rows.length === 0) return DEFAULT_INTRO_LOGOS;
  return rows.map((row, index) => ({ id: row.id, src: row.logoUrl, name: `Client logo ${index + 1}`, alt: row.alt }));
}

export const LOGO_MESSAGES = {
  missing: "This logo no longer exists. Reload the page.",
  changed: "The logos changed meanwhile. Reload the page and try again.",
} as const;

/**
 * Adds a logo at the end of the strip (order_index one past the largest), with its
 * alternative text: an upload, decoded and stored in 'intro-logos' first (a failed write
 * leaves no file), or a picture of the library.
 */
export async function addIntroLogo(store: Store, by: string, picture: { bytes: Buffer } | { url: string }, alt: string | null) {
  const add = (logoUrl: string) =>
    write(store, by, async (w) => {
      const [row] = await w.tx
        .insert(introLogos)
        .values({
          logoUrl,
          alt,
          orderIndex: sql`(select coalesce(max(${introLogos.orderIndex}), 0) + 1 from ${introLogos})`,
        })
        .returning();
      await w.revise({ item: `logo:${row.id}`, action: "create", before: null, after: row });
      w.changed({ table: "intro_logos", action: "insert", id: row.id });
      return row;
    });
  if ("url" in picture) {
    await readAsSeen(store, (db) => requireLibraryPictures(db, picture.url));
    return add(picture.url);
  }
  return withStoredImages(store.storage, [{ bytes: picture.bytes, bucket: "intro-logos" }], ([image]) => add(image.url));
}

/** Writes a logo's alternative text ("" for decorative), or takes it away (null): its name stands. */
export async function describeIntroLogo(store: Store, by: string, id: string, alt: string | null) {
  return changeLogo(store, by, id, "update", () => ({ alt }));
}

/** Makes a past version of a logo (its alternative text) its own again, as a new revision (History). */
export async function restoreIntroLogo(store: Store, by: string, id: string, revisionId: string) {
  return changeLogo(store, by, id, "restore", async (tx) => {
    const revision = await findRevision(tx, revisionId);
    if (!revision || revision.item !== `logo:${id}`) throw new Refused(REVISION_MESSAGES.otherItem, 404);
    const version = revision.after as Partial<IntroLogo> | null;
    if (!version || typeof version.logoUrl !== "string") throw new Refused(REVISION_MESSAGES.notRestorable);
    return { alt: version.alt ?? null };
  });
}

async function changeLogo(
  store: Store,
  by: string,
  id: string,
  action: "update" | "restore",
  change: (tx: Db) => Partial<IntroLogo> | Promise<Partial<IntroLogo>>,
) {
  return write(store, by, async (w) => {
    const [current] = await w.tx.select().from(introLogos).where(eq(introLogos.id, id)).for("update");
    if (!current) throw new Refused(LOGO_MESSAGES.missing, 404);
    const [row] = await w.tx
      .update(introLogos)
      .set(await change(w.tx))
      .where(eq(introLogos.id, id))
      .returning();
    await w.revise({ item: `logo:${id}`, action, before: current, after: row });
    w.changed({ table: "intro_logos", action: "update", id });
    return row;
  });
}

/**
 * Removes a logo (with none left, the 22 bundled logos show again); the delete's revision
 * keeps it and its picture for an undo.
 */
export async function deleteIntroLogo(store: Store, by: string, id: string) {
  return write(store, by, async (w) => {
    const [row] = await w.tx.delete(introLogos).where(eq(introLogos.id, id)).returning();
    if (!row) throw new Refused(LOGO_MESSAGES.missing, 404);
    w.changed({ table: "intro_logos", action: "delete", id });
    return keepDeleted(store, w, "logo", row);
  });
}

/** Puts every stored logo in the given order. */
export async function reorderIntroLogos(store: Store, by: string, ids: string[]) {
  await write(store, by, async (w) => {
    await reorderRows(w.tx, introLogos, ids, LOGO_MESSAGES.changed);
    // An order is no revision (docs/decisions/010), but a draft keeps each row's.
    for (const id of ids) w.touched(`logo:${id}`);
    w.changed({ table: "intro_logos", action: "update" });
  });
}
