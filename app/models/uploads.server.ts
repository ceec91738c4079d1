import { eq, or, sql } from "drizzle-orm";
import { caseStudies, introLogos, siteContent, teamMembers } from "~/db/schema";
import { removeImage } from "~/storage/images.server";
import { revisionsHold } from "./revisions.server";
import type { Store } from "./store.server";

/**
 * Removes the files of uploaded images that nothing shows any more. An address can be typed
 * into another record (the materials form takes any image address), so each one is looked
 * for in every table first; bundled pictures and other sites' addresses are never touched.
 * A picture a kept revision holds stays too: restoring that version brings it back.
 */
export async function removeUnusedImages(store: Store, urls: Iterable<string | null | undefined>) {
  for (const url of new Set(urls)) {
    if (!url || !store.storage.keyOf(url)) continue;
    if (await isInUse(store, url)) continue;
    await removeImage(store.storage, url);
  }
}

async function isInUse({ db }: Store, url: string) {
  const uses = await Promise.all([
    db
      .select({ id: caseStudies.id })
      .from(caseStudies)
      .where(or(eq(caseStudies.featuredImage, url), sql`${url} = any(${caseStudies.galleryImages})`))
      .limit(1),
    db.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.imageUrl, url)).limit(1),
    db.select({ id: introLogos.id }).from(introLogos).where(eq(introLogos.logoUrl, url)).limit(1),
    db
      .select({ id: siteContent.id })
      .from(siteContent)
      .where(sql`${siteContent.content}->>'url' = ${url}`)
      .limit(1),
  ]);
  return uses.some((rows) => rows.length > 0) || (await revisionsHold(db, url));
}
