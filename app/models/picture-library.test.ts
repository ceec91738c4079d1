import sharp from "sharp";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { caseStudies, introLogos, siteContent, teamMembers } from "~/db/schema";
import { altSlot, defineSection } from "~/content/slot";
import { PICTURE_MESSAGES } from "~/forms/picture";
import { testDatabases } from "../../tests/databases";
import { useTestStore } from "../../tests/model-store";
import { addGalleryImages, describeGalleryImage, removeGalleryImage, replaceFeaturedImage } from "./case-images.server";
import { restoreCase } from "./case-studies.server";
import { addIntroLogo, describeIntroLogo, introSplashLogos, restoreIntroLogo } from "./intro-logos.server";
import { listLibraryPictures } from "./picture-library.server";
import { listRevisions } from "./revisions.server";
import { chooseContentImage, loadContent, uploadContentImage } from "./site-content.server";
import { addTeamMember, updateTeamMember } from "./team-members.server";

const picture = (color = "#7c5cff") =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
    .png()
    .toBuffer();

const page = defineSection("hero", { image: ["image", "/images/default.webp"] });

/**
 * The picture library and the alternative text of records' pictures (docs/product.md section
 * 5): every picture a page shows, newest upload first, searchable; each place's words kept
 * with the place, in its history, and never carried over to another picture.
 */
describe.each(testDatabases())("picture library and alternative text (%s)", (_kind, open) => {
  const test = useTestStore(open);
  const aCase = async (title: string, gallery: string[] = []) =>
    (
      await test.db
        .insert(caseStudies)
        .values({
          title,
          slug: `case-${crypto.randomUUID()}`,
          status: "published",
          featuredImage: gallery[0] ?? null,
          galleryImages: gallery,
        })
        .returning()
    )[0];
  const caseRow = async (id: string) => (await test.db.select().from(caseStudies).where(eq(caseStudies.id, id)))[0];

  beforeEach(async () => {
    await test.db.delete(caseStudies);
    await test.db.delete(teamMembers);
    await test.db.delete(introLogos);
    await test.db.delete(siteContent);
    test.clearUploads();
  });

  it("lists every picture a page shows, newest upload first, with its words and places; searches both", async () => {
    const northwind = await aCase("Northwind Coffee", ["/case-images/northwind-1.webp"]);
    await addGalleryImages(test.store, test.by, northwind.id, [{ bytes: await picture(), alt: "A cup on a wooden table" }]);
    await addTeamMember(test.store, test.by, { name: "Jo Bloggs", role: "", bio: "", portrait: await picture("#ff0000") });
    await test.db.insert(caseStudies).values({ title: "Elsewhere", slug: "elsewhere", galleryImages: ["https://other.example/a.png"] });

    const all = await listLibraryPictures(test.db);
    expect(all.map((p) => p.usedIn)).toEqual([
      ["Team member Jo Bloggs"],
      ['Case study "Northwind Coffee"'],
      ['Case study "Northwind Coffee"'],
    ]);
    expect(all[1]).toMatchObject({ alt: "A cup on a wooden table", url: expect.stringMatching(/^\/uploads\/case-studies\/gallery\//) });
    // The site's own picture comes after every upload; another site's address is never offered.
    expect(all[2]).toEqual({ url: "/case-images/northwind-1.webp", alt: null, usedIn: ['Case study "Northwind Coffee"'] });

    expect((await listLibraryPictures(test.db, "WOODEN")).map((p) => p.alt)).toEqual(["A cup on a wooden table"]);
    expect(await listLibraryPictures(test.db, "jo bloggs")).toHaveLength(1);
    expect(await listLibraryPictures(test.db, "nothing like it")).toEqual([]);
  });

  it("puts a picture of the library in a second place; removed from the first, its files stay", async () => {
    const source = await aCase("Source", []);
    await addGalleryImages(test.store, test.by, source.id, [
      { bytes: await picture(), alt: "Shared" },
      { bytes: await picture("#0f0"), alt: null },
    ]);
    const [shared] = (await caseRow(source.id)).galleryImages;
    const target = await aCase("Target", ["/case-images/target.webp"]);

    await addGalleryImages(test.store, test.by, target.id, [{ url: shared, alt: "Seen again" }]);
    expect(await caseRow(target.id)).toMatchObject({
      galleryImages: ["/case-images/target.webp", shared],
      imageAlts: { [shared]: "Seen again" },
    });
    await chooseContentImage(test.store, test.by, { ...page.image, picture: shared, alt: null });
    expect((await loadContent(test.db, [page.image]))["hero:image"]).toBe(shared);

    await removeGalleryImage(test.store, test.by, source.id, shared);
    expect(test.filesOf(shared)).toHaveLength(4);
    expect((await listLibraryPictures(test.db)).find((p) => p.url === shared)?.usedIn.sort()).toEqual([
      'Case study "Target"',
      'Image "image" (hero)',
    ]);

    await expect(addGalleryImages(test.store, test.by, target.id, [{ url: shared, alt: null }])).rejects.toMatchObject({ status: 400 });
    await expect(addGalleryImages(test.store, test.by, target.id, [{ url: "/uploads/never/was.webp", alt: null }])).rejects.toMatchObject({
      status: 404,
      message: PICTURE_MESSAGES.notInLibrary,
    });
  });

  it("keeps a case's words per picture: written, decorative, taken away, gone with the picture, restored with a version", async () => {
    const row = await aCase("Kestrel", []);
    await addGalleryImages(test.store, test.by, row.id, [
      { bytes: await picture(), alt: "First" },
      { bytes: await picture("#00f"), alt: "" },
    ]);
    const [first, second] = (await caseRow(row.id)).galleryImages;
    expect((await caseRow(row.id)).imageAlts).toEqual({ [first]: "First", [second]: "" });

    await describeGalleryImage(test.store, test.by, row.id, first, "The first, described again");
    await describeGalleryImage(test.store, test.by, row.id, second, null);
    expect((await caseRow(row.id)).imageAlts).toEqual({ [first]: "The first, described again" });

    const [, described] = await listRevisions(test.db, `case:${row.id}`);
    await removeGalleryImage(test.store, test.by, row.id, first);
    expect((await caseRow(row.id)).imageAlts).toEqual({});

    await restoreCase(test.store, test.by, row.id, described.id);
    expect(await caseRow(row.id)).toMatchObject({
      galleryImages: [first, second],
      imageAlts: { [first]: "The first, described again", [second]: "" },
    });

    // A new featured picture brings its own words; the old one's do not follow it.
    const { url } = await replaceFeaturedImage(test.store, test.by, row.id, { bytes: await picture("#333") }, null);
    expect((await caseRow(row.id)).imageAlts).toEqual({ [second]: "" });
    expect((await caseRow(row.id)).galleryImages[0]).toBe(url);
  });

  it("keeps a portrait's words while it stays, and drops them with a new portrait", async () => {
    const jo = await addTeamMember(test.store, test.by, {
      name: "Jo",
      role: "",
      bio: "",
      portrait: await picture(),
      portraitAlt: "Jo laughing",
    });
    expect(jo.imageAlt).toBe("Jo laughing");
    const renamed = await updateTeamMember(test.store, test.by, jo.id, { name: "Joanna", role: "", bio: "" });
    expect(renamed.imageAlt).toBe("Jo laughing");
    const newPortrait = await updateTeamMember(test.store, test.by, jo.id, {
      name: "Joanna",
      role: "",
      bio: "",
      portrait: await picture("#123"),
    });
    expect(newPortrait.imageAlt).toBeNull();
    const sam = await addTeamMember(test.store, test.by, { name: "Sam", role: "", bio: "", portrait: await picture("#456") });
    const fromLibrary = await updateTeamMember(test.store, test.by, jo.id, {
      name: "Joanna",
      role: "",
      bio: "",
      portraitPicture: sam.imageUrl!,
      portraitAlt: "",
    });
    expect(fromLibrary).toMatchObject({ imageUrl: sam.imageUrl, imageAlt: "" });
    // The first portrait, replaced, is only in a kept version: History brings it back, the library does not offer it.
    await expect(
      updateTeamMember(test.store, test.by, jo.id, { name: "Joanna", role: "", bio: "", portraitPicture: jo.imageUrl! }),
    ).rejects.toMatchObject({ status: 404, message: PICTURE_MESSAGES.notInLibrary });
  });

  it("describes a logo, keeps its versions, and gives visitors its words or its name", async () => {
    const logo = await addIntroLogo(test.store, test.by, { bytes: await picture() }, "Northbeam");
    await describeIntroLogo(test.store, test.by, logo.id, null);
    expect(await introSplashLogos(test.db)).toEqual([{ id: logo.id, src: logo.logoUrl, name: "Client logo 1", alt: null }]);
    const versions = await listRevisions(test.db, `logo:${logo.id}`);
    await restoreIntroLogo(test.store, test.by, logo.id, versions.at(-1)!.id);
    expect((await introSplashLogos(test.db))[0].alt).toBe("Northbeam");
    const again = await addIntroLogo(test.store, test.by, { url: logo.logoUrl }, "");
    expect(again).toMatchObject({ logoUrl: logo.logoUrl, alt: "" });
  });

  it("gives an image slot's new picture its own words, and takes the old picture's away", async () => {
    await uploadContentImage(test.store, test.by, { ...page.image, image: { bytes: await picture(), bucket: "uploads" }, alt: "A studio" });
    expect(await loadContent(test.db, [page.image])).toMatchObject({ "hero:image--alt": "A studio" });
    await chooseContentImage(test.store, test.by, { ...page.image, picture: "/uploads/missing.webp", alt: null }).catch(() => {});
    expect(await loadContent(test.db, [page.image])).toMatchObject({ "hero:image--alt": "A studio" });
    await uploadContentImage(test.store, test.by, { ...page.image, image: { bytes: await picture("#fa0"), bucket: "uploads" }, alt: null });
    expect(await loadContent(test.db, [page.image])).not.toHaveProperty(`hero:${altSlot(page.image).key}`);
  });
});
