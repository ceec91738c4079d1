import { eq, like, or } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { caseStudies, introLogos, siteContent, teamMembers } from "~/db/schema";
import { ALT_SUFFIX } from "~/content/slot";
import { galleryOf } from "~/lib/case-rules";
import { Refused } from "~/lib/refused";
import { PICTURE_MESSAGES } from "~/forms/picture";

/** One picture of the library, and the places that show it. */
export type LibraryPicture = {
  url: string;
  /** The alternative text written for it in one of its places; null while none is. */
  alt: string | null;
  /** Where it shows, in words ("Team member Jo Bloggs"). */
  usedIn: string[];
};

type Use = { url: string; alt: string | null; place: string };

/**
 * The picture library (docs/product.md section 5): every picture of this site that a page
 * shows now (uploads, and the site's own pictures that records hold), newest upload first.
 * A picture no page shows any more is gone from the library: its files go once no kept
 * version holds it either (models/uploads.server.ts), and History brings those back.
 * `search` matches the alternative texts and the places, ignoring case.
 */
export async function listLibraryPictures(db: Db, search = ""): Promise<LibraryPicture[]> {
  const byUrl = new Map<string, LibraryPicture>();
  for (const use of await pictureUses(db)) {
    if (!isSitePicture(use.url)) continue;
    const picture = byUrl.get(use.url) ?? { url: use.url, alt: null, usedIn: [] };
    picture.alt ||= use.alt;
    if (!picture.usedIn.includes(use.place)) picture.usedIn.push(use.place);
    byUrl.set(use.url, picture);
  }
  const words = search.trim().toLowerCase();
  return [...byUrl.values()]
    .filter((picture) => !words || [picture.alt ?? "", ...picture.usedIn].some((text) => text.toLowerCase().includes(words)))
    .sort((a, b) => uploadedAt(b.url) - uploadedAt(a.url) || (a.url < b.url ? -1 : 1));
}

/** Pictures chosen from the library, all still in it (a page shows each); refused otherwise. One read of the library. */
export async function requireLibraryPictures(db: Db, ...urls: string[]) {
  const library = new Set((await listLibraryPictures(db)).map((picture) => picture.url));
  if (!urls.every((url) => library.has(url))) throw new Refused(PICTURE_MESSAGES.notInLibrary, 404);
}

/** Whether a page shows the picture at `url` now (any picture, this site's or the bucket's). */
export async function isPictureShown(db: Db, url: string) {
  return (await pictureUses(db)).some((use) => use.url === url);
}

/** Pictures of this site only: another site's address is never offered for reuse. */
function isSitePicture(url: string) {
  return /^\/(?!\/)/.test(url);
}

/** When an upload was stored, from the name every upload gets (storage/images.server.ts); 0 for the site's own pictures. */
function uploadedAt(url: string) {
  const match = /-(\d{13})\.webp(?:\?|$)/.exec(url);
  return match ? Number(match[1]) : 0;
}

async function pictureUses(db: Db): Promise<Use[]> {
  const [slots, cases, members, logos] = await Promise.all([
    db
      .select({ section: siteContent.section, key: siteContent.key, content: siteContent.content, type: siteContent.contentType })
      .from(siteContent)
      .where(or(eq(siteContent.contentType, "image"), like(siteContent.key, `%${ALT_SUFFIX}`))),
    db
      .select({
        title: caseStudies.title,
        featuredImage: caseStudies.featuredImage,
        galleryImages: caseStudies.galleryImages,
        imageAlts: caseStudies.imageAlts,
      })
      .from(caseStudies),
    db.select({ name: teamMembers.name, url: teamMembers.imageUrl, alt: teamMembers.imageAlt }).from(teamMembers),
    db.select({ url: introLogos.logoUrl, alt: introLogos.alt }).from(introLogos),
  ]);
  const text = (content: (typeof slots)[number]["content"]) =>
    typeof content === "string" ? content : (content.url ?? content.text ?? "");
  const slotAlts = new Map(slots.filter((row) => row.type !== "image").map((row) => [`${row.section}:${row.key}`, text(row.content)]));
  return [
    ...slots
      .filter((row) => row.type === "image")
      .map((row) => ({
        url: text(row.content),
        alt: slotAlts.get(`${row.section}:${row.key}${ALT_SUFFIX}`) || null,
        place: `Image "${row.key.replace(/_/g, " ")}" (${row.section.replace(/_/g, " ")})`,
      })),
    ...cases.flatMap((row) => galleryOf(row).map((url) => ({ url, alt: row.imageAlts[url] || null, place: `Case study "${row.title}"` }))),
    ...members.flatMap((row) => (row.url ? [{ url: row.url, alt: row.alt || null, place: `Team member ${row.name}` }] : [])),
    ...logos.map((row) => ({ url: row.url, alt: row.alt || null, place: "Intro logo" })),
  ];
}
