import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { caseStudies } from "~/db/schema";
import { testDatabases } from "../../tests/databases";
import { useTestStore } from "../../tests/model-store";
import {
  addGalleryImages,
  featureGalleryImage,
  GALLERY_MESSAGES,
  removeGalleryImage,
  reorderGallery,
  replaceFeaturedImage,
} from "./case-images.server";
import { CASE_MESSAGES } from "./case-studies.server";

const picture = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#7c5cff" } })
    .png()
    .toBuffer();
const notAnImage = Buffer.from("hello, I am a text file named photo.jpg");
const bundled = (n: number) => `/demo/picture-${n}-1600.webp`;
const missingId = "00000000-0000-4000-8000-000000000000";

describe.each(testDatabases())("case images (%s)", (_kind, open) => {
  const test = useTestStore(open);

  /** A published case showing these pictures (the first is its featured image). */
  const aCase = async (gallery: string[]) =>
    (
      await test.db
        .insert(caseStudies)
        .values({
          title: "Case",
          slug: `case-${crypto.randomUUID()}`,
          status: "published",
          featuredImage: gallery[0] ?? null,
          galleryImages: gallery,
        })
        .returning()
    )[0].id;
  const pictures = async (id: string) => {
    const [row] = await test.db.select().from(caseStudies).where(eq(caseStudies.id, id));
    return { featured: row.featuredImage, gallery: row.galleryImages };
  };
  const add = async (id: string, count: number) =>
    addGalleryImages(
      test.store,
      test.by,
      id,
      (await Promise.all(Array.from({ length: count }, picture))).map((bytes) => ({ bytes, alt: null })),
    );
  /** The files of one upload: the picture and its three sizes. */
  /** Everything a refused change must leave as it was. */
  const everything = async () => ({
    cases: await test.db.select().from(caseStudies).orderBy(asc(caseStudies.slug)),
    files: test.files(),
  });

  beforeEach(async () => {
    await test.db.delete(caseStudies);
    test.clearUploads();
  });

  it("adds uploads to an empty gallery under case-studies/gallery; the first becomes the featured image", async () => {
    const id = await aCase([]);
    expect(await add(id, 2)).toEqual({ added: 2, note: undefined });
    const { featured, gallery } = await pictures(id);
    expect(gallery).toHaveLength(2);
    expect(featured).toBe(gallery[0]);
    for (const url of gallery) expect(url).toMatch(/^\/uploads\/case-studies\/gallery\/[^/]+\.webp\?v=\d+$/);
    expect(test.files()).toHaveLength(8);
    expect(test.files().every((f) => f.startsWith("case-studies/gallery/"))).toBe(true);
  });

  it("adds new pictures after the existing ones, keeping the featured image", async () => {
    const id = await aCase([bundled(1)]);
    await add(id, 1);
    const { featured, gallery } = await pictures(id);
    expect(featured).toBe(bundled(1));
    expect(gallery).toEqual([bundled(1), expect.stringMatching(/^\/uploads\/case-studies\/gallery\//)]);
  });

  it("fills a gallery of 14 up to 15, says so, and keeps no file of the picture left out", async () => {
    const id = await aCase(Array.from({ length: 14 }, (_, n) => bundled(n)));
    expect(await add(id, 2)).toEqual({ added: 1, note: GALLERY_MESSAGES.partlyAdded(1, 2) });
    expect(GALLERY_MESSAGES.partlyAdded(1, 2)).toBe("Only 1 of 2 images was added: a case holds at most 15 images.");
    const { gallery } = await pictures(id);
    expect(gallery).toHaveLength(15);
    expect(test.files()).toEqual(test.filesOf(gallery[14]));
    expect(test.files()).toHaveLength(4);
  });

  it("refuses to add to a full gallery of 15, storing nothing", async () => {
    const id = await aCase(Array.from({ length: 15 }, (_, n) => bundled(n)));
    const before = await everything();
    await expect(add(id, 1)).rejects.toMatchObject({ status: 400, message: GALLERY_MESSAGES.full });
    expect(await everything()).toEqual(before);
  });

  it("refuses a batch with a file that is not an image, adding nothing and leaving no file", async () => {
    const id = await aCase([bundled(1)]);
    const before = await everything();
    const files = [await picture(), notAnImage].map((bytes) => ({ bytes, alt: null }));
    await expect(addGalleryImages(test.store, test.by, id, files)).rejects.toMatchObject({
      status: 400,
      message: "Please select an image file",
    });
    expect(await everything()).toEqual(before);
  });

  it("refuses (404) pictures for a case that no longer exists, storing nothing", async () => {
    await expect(add(missingId, 1)).rejects.toMatchObject({ status: 404, message: CASE_MESSAGES.missing });
    expect(test.files()).toEqual([]);
  });

  it("removes a picture (its files stay for the case's history); the next one becomes the featured image", async () => {
    const id = await aCase([]);
    await add(id, 2);
    const [first, second] = (await pictures(id)).gallery;
    await removeGalleryImage(test.store, test.by, id, first);
    expect(await pictures(id)).toEqual({ featured: second, gallery: [second] });
    expect(test.filesOf(first)).toHaveLength(4);
    expect(test.filesOf(second)).toHaveLength(4);
  });

  it("refuses to remove a case's only picture", async () => {
    const id = await aCase([]);
    await add(id, 1);
    const before = await everything();
    const [only] = (await pictures(id)).gallery;
    await expect(removeGalleryImage(test.store, test.by, id, only)).rejects.toMatchObject({
      status: 400,
      message: GALLERY_MESSAGES.lastImage,
    });
    expect(await everything()).toEqual(before);
  });

  it("'Set as featured' moves the picture to the front and makes it the featured image", async () => {
    const id = await aCase([bundled(1), bundled(2), bundled(3)]);
    await featureGalleryImage(test.store, test.by, id, bundled(3));
    expect(await pictures(id)).toEqual({ featured: bundled(3), gallery: [bundled(3), bundled(1), bundled(2)] });
  });

  it("puts the pictures in the order given; the new first is the featured image", async () => {
    const id = await aCase([bundled(1), bundled(2), bundled(3)]);
    await reorderGallery(test.store, test.by, id, [bundled(2), bundled(3), bundled(1)]);
    expect(await pictures(id)).toEqual({ featured: bundled(2), gallery: [bundled(2), bundled(3), bundled(1)] });
  });

  it("refuses (409) an order that is not the same pictures rearranged, changing nothing", async () => {
    const id = await aCase([bundled(1), bundled(2), bundled(3)]);
    const before = await everything();
    for (const order of [
      [bundled(2), bundled(1)],
      [bundled(2), bundled(1), bundled(1)],
      [bundled(2), bundled(1), bundled(4)],
      [bundled(3), bundled(2), bundled(1), bundled(4)],
    ]) {
      await expect(reorderGallery(test.store, test.by, id, order)).rejects.toMatchObject({
        status: 409,
        message: GALLERY_MESSAGES.changed,
      });
    }
    expect(await everything()).toEqual(before);
  });

  it("replaces the featured image with an upload; the old upload's files stay for the case's history", async () => {
    const id = await aCase([]);
    await add(id, 1);
    const [old] = (await pictures(id)).gallery;
    await add(id, 1);
    const second = (await pictures(id)).gallery[1];
    const image = await replaceFeaturedImage(test.store, test.by, id, { bytes: await picture() }, null);
    expect(await pictures(id)).toEqual({ featured: image.url, gallery: [image.url, second] });
    expect(test.filesOf(old)).toHaveLength(4);
    expect(test.filesOf(image.url)).toHaveLength(4);
  });

  it("refuses a featured image that is not an image, changing nothing", async () => {
    const id = await aCase([bundled(1)]);
    await add(id, 1);
    const before = await everything();
    await expect(replaceFeaturedImage(test.store, test.by, id, { bytes: notAnImage }, null)).rejects.toMatchObject({
      status: 400,
      message: "Please select an image file",
    });
    expect(await everything()).toEqual(before);
  });
});
