import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { introLogos, type IntroLogo } from "~/db/schema";
import { DEFAULT_INTRO_LOGOS, type IntroLogoImage } from "~/content/home";
import { withStoredImages } from "~/storage/images.server";
import { reorderRows } from "./ordering.server";
import { keepDeleted } from "./deleted.server";
import { Refused } from "~/lib/refused";
import type { Store } from "./store.server";
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
  return rows.map((row, index) => ({ id: row.id, src: row.logoUrl, name: `Client logo ${index + 1}` }));
}

export const LOGO_MESSAGES = {
  missing: "This logo no longer exists. Reload the page.",
  changed: "The logos changed meanwhile. Reload the page and try again.",
} as const;

/**
 * Adds an uploaded logo at the end of the strip (order_index one past the largest). The
 * picture is decoded and stored in 'intro-logos' first; a failed write leaves no file.
 */
export async function addIntroLogo(store: Store, by: string, bytes: Buffer): Promise<IntroLogo> {
  return withStoredImages(store.storage, [{ bytes, bucket: "intro-logos" }], ([image]) =>
    write(store, by, async (w) => {
      const [row] = await w.tx
        .insert(introLogos)
        .values({
          logoUrl: image.url,
          orderIndex: sql`(select coalesce(max(${introLogos.orderIndex}), 0) + 1 from ${introLogos})`,
        })
        .returning();
      await w.revise({ item: `logo:${row.id}`, action: "create", before: null, after: row });
      w.changed({ table: "intro_logos", action: "insert", id: row.id });
      return row;
    }),
  );
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
    w.changed({ table: "intro_logos", action: "update" });
  });
}
