import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { caseStudies } from "~/db/schema";
import { galleryOf, MAX_GALLERY_IMAGES } from "~/lib/case-rules";
import { storeImage, type StoredImage } from "~/storage/images.server";
import { CASE_MESSAGES } from "./case-studies.server";
import { requireLibraryPictures } from "./picture-library.server";
import { removeUnusedImages } from "./uploads.server";
import { Refused } from "~/lib/refused";
import type { Store } from "./store.server";
import { write } from "./write.server";
import { readAsSeen } from "./drafts.server";

/**
 * A case's pictures (docs/product.md sections 4 and 5): one ordered gallery whose first image is the
 * featured image, at most 15 images, never fewer than one once it has any.
 */
export const GALLERY_MESSAGES = {
  full: `A case holds at most ${MAX_GALLERY_IMAGES} images. Remove one before adding another.`,
  partlyAdded: (added: number, chosen: number) =>
    `Only ${added} of ${chosen} images ${added === 1 ? "was" : "were"} added: a case holds at most ${MAX_GALLERY_IMAGES} images.`,
  lastImage: CASE_MESSAGES.lastImage,
  notInGallery: "This image is no longer in the gallery. Reload the page.",
  alreadyThere: "This picture is already in the gallery.",
  changed: "The gallery changed meanwhile. Reload the page and try again.",
} as const;

const UPLOAD_FOLDER = { bucket: "case-studies", prefix: "gallery" } as const;

async function readCase(db: Db, id: string, lock = false) {
  const query = db.select().from(caseStudies).where(eq(caseStudies.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new Refused(CASE_MESSAGES.missing, 404);
  return row;
}

type Pictures = { gallery: string[]; alts: Record<string, string> };

/** Alternative texts written for pictures: kept as given ("" for decorative), none for null. */
function described(alts: Record<string, string>, url: string, alt: string | null): Record<string, string> {
  const { [url]: _old, ...rest } = alts;
  return alt === null ? rest : { ...rest, [url]: alt };
}

/**
 * Changes a case's gallery in one write: `change` gets the current gallery and the
 * alternative texts of its pictures and answers the new ones; the featured image follows the
 * first, and the texts of pictures no longer shown go. Images no longer shown lose their files
 * once no revision holds them either.
 */
async function changeGallery<T>(store: Store, by: string, id: string, change: (now: Pictures) => Pictures & { result: T }) {
  return write(store, by, async (w) => {
    const current = await readCase(w.tx, id, true);
    const before = galleryOf(current);
    const { gallery, alts, result } = change({ gallery: before, alts: current.imageAlts });
    const imageAlts = Object.fromEntries(Object.entries(alts).filter(([url]) => gallery.includes(url)));
    const [row] = await w.tx
      .update(caseStudies)
      .set({ galleryImages: gallery, featuredImage: gallery[0] ?? null, imageAlts, version: current.version + 1 })
      .where(eq(caseStudies.id, id))
      .returning();
    await w.revise({ item: `case:${id}`, action: "update", before: current, after: row });
    const dropped = before.filter((url) => !gallery.includes(url));
    if (dropped.length > 0) w.afterCommit(() => removeUnusedImages(store, dropped));
    w.changed({ table: "case_studies", action: "update", id });
    return result;
  });
}

/**
 * A new picture for the gallery: uploaded bytes, or a picture of the library
 * (models/picture-library.server.ts); with its alternative text (null: none written, the
 * case's title stands).
 */
export type GalleryPicture = ({ bytes: Buffer } | { url: string }) & { alt: string | null };

/**
 * Adds pictures at the end of the gallery, as many as there is room for. Uploads are decoded
 * and stored before the write (so the database is never held during the work); pictures of
 * the library must still be in it and not in this gallery yet. Pictures that find no room,
 * or a failed write, leave no files behind.
 */
export async function addGalleryImages(store: Store, by: string, id: string, pictures: GalleryPicture[]) {
  const fitting = await readAsSeen(store, async (db) => {
    const current = galleryOf(await readCase(db, id));
    const room = MAX_GALLERY_IMAGES - current.length;
    if (room <= 0) throw new Refused(GALLERY_MESSAGES.full);
    const fitting = pictures.slice(0, room);
    const chosen = fitting.flatMap((picture) => ("url" in picture ? [picture.url] : []));
    if (chosen.some((url) => current.includes(url))) throw new Refused(GALLERY_MESSAGES.alreadyThere);
    if (chosen.length > 0) await requireLibraryPictures(db, ...chosen);
    return fitting;
  });
  const stored: StoredImage[] = [];
  try {
    const urls: string[] = [];
    for (const picture of fitting) {
      if ("url" in picture) urls.push(picture.url);
      else {
        const image = await storeImage(store.storage, { bytes: picture.bytes, ...UPLOAD_FOLDER });
        stored.push(image);
        urls.push(image.url);
      }
    }
    const added = await changeGallery(store, by, id, ({ gallery, alts }) => {
      const fits = urls.slice(0, Math.max(0, MAX_GALLERY_IMAGES - gallery.length));
      if (fits.length === 0) throw new Refused(GALLERY_MESSAGES.full);
      if (fits.some((url) => gallery.includes(url))) throw new Refused(GALLERY_MESSAGES.alreadyThere);
      const withAlts = fits.reduce((all, url, index) => described(all, url, fitting[index].alt), alts);
      return { gallery: [...gallery, ...fits], alts: withAlts, result: fits };
    });
    await removeUnusedImages(
      store,
      stored.map((image) => image.url).filter((url) => !added.includes(url)),
    );
    return {
      added: added.length,
      note: added.length < pictures.length ? GALLERY_MESSAGES.partlyAdded(added.length, pictures.length) : undefined,
    };
  } catch (error) {
    await removeUnusedImages(
      store,
      stored.map((image) => image.url),
    );
    throw error;
  }
}

/** Writes a picture's alternative text ("" for decorative), or takes it away (null): the case's title stands. */
export async function describeGalleryImage(store: Store, by: string, id: string, image: string, alt: string | null) {
  await changeGallery(store, by, id, ({ gallery, alts }) => {
    if (!gallery.includes(image)) throw new Refused(GALLERY_MESSAGES.notInGallery, 404);
    return { gallery, alts: described(alts, image, alt), result: undefined };
  });
}

/** Removes one picture; the last one stays (docs/product.md section 5). */
export async function removeGalleryImage(store: Store, by: string, id: string, image: string) {
  await changeGallery(store, by, id, ({ gallery, alts }) => {
    if (!gallery.includes(image)) throw new Refused(GALLERY_MESSAGES.notInGallery, 404);
    if (gallery.length <= 1) throw new Refused(GALLERY_MESSAGES.lastImage);
    return { gallery: gallery.filter((url) => url !== image), alts, result: undefined };
  });
}

/** 'Set as featured': the picture moves to the front (docs/product.md section 4). */
export async function featureGalleryImage(store: Store, by: string, id: string, image: string) {
  await changeGallery(store, by, id, ({ gallery, alts }) => {
    if (!gallery.includes(image)) throw new Refused(GALLERY_MESSAGES.notInGallery, 404);
    return { gallery: [image, ...gallery.filter((url) => url !== image)], alts, result: undefined };
  });
}

/** The same pictures in a new order; anything else means the page was out of date. */
export async function reorderGallery(store: Store, by: string, id: string, order: string[]) {
  await changeGallery(store, by, id, ({ gallery, alts }) => {
    const same = order.length === gallery.length && new Set(order).size === order.length && order.every((url) => gallery.includes(url));
    if (!same) throw new Refused(GALLERY_MESSAGES.changed, 409);
    return { gallery: order, alts, result: undefined };
  });
}

/**
 * The home page's 'Change image': a new picture (uploaded, or one of the library) takes the
 * featured image's place, with its alternative text.
 */
export async function replaceFeaturedImage(
  store: Store,
  by: string,
  id: string,
  picture: { bytes: Buffer } | { url: string },
  alt: string | null,
) {
  await readAsSeen(store, async (db) => {
    await readCase(db, id);
    if ("url" in picture) await requireLibraryPictures(db, picture.url);
  });
  const url = "url" in picture ? picture.url : (await storeImage(store.storage, { bytes: picture.bytes, ...UPLOAD_FOLDER })).url;
  try {
    await changeGallery(store, by, id, ({ gallery, alts }) => ({
      gallery: [url, ...gallery.slice(1).filter((other) => other !== url)],
      alts: described(alts, url, alt),
      result: undefined,
    }));
  } catch (error) {
    if ("bytes" in picture) await removeUnusedImages(store, [url]);
    throw error;
  }
  return { url };
}
