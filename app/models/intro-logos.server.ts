import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { introLogos, type IntroLogo } from "~/db/schema";
import { DEFAULT_INTRO_LOGOS, type IntroLogoImage } from "~/content/home";

/** The logos an administrator switched on, in their order (order_index ascending). */
export async function listActiveIntroLogos(db: Db): Promise<IntroLogo[]> {
  return db
    .select()
    .from(introLogos)
    .where(eq(introLogos.isActive, true))
    .orderBy(asc(introLogos.orderIndex), asc(introLogos.createdAt));
}

/**
 * The logos the intro splash shows: the active stored logos when there is any, else the
 * 22 bundled defaults (SPEC.md section 2, Intro splash).
 */
export async function introSplashLogos(db: Db): Promise<IntroLogoImage[]> {
  const rows = await listActiveIntroLogos(db);
  if (rows.length === 0) return DEFAULT_INTRO_LOGOS;
  return rows.map((row, index) => ({ src: row.logoUrl, name: `Client logo ${index + 1}` }));
}

/** Adds a logo at the end of the strip (order_index one past the largest). */
export async function addIntroLogo(db: Db, logoUrl: string): Promise<IntroLogo> {
  const [{ next }] = await db
    .select({ next: sql<number>`coalesce(max(${introLogos.orderIndex}), 0) + 1` })
    .from(introLogos);
  const [row] = await db
    .insert(introLogos)
    .values({ logoUrl, orderIndex: Number(next) })
    .returning();
  return row;
}

/** Removes a logo; answers whether there was one with that id. */
export async function deleteIntroLogo(db: Db, id: string): Promise<boolean> {
  const removed = await db
    .delete(introLogos)
    .where(eq(introLogos.id, id))
    .returning({ id: introLogos.id });
  return removed.length > 0;
}
