import { asc } from "drizzle-orm";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { caseStudies, type NewCaseStudy } from "~/db/schema";
import { testDatabases } from "../../tests/databases";
import { useTestStore } from "../../tests/model-store";
import { findRedirectedSlug } from "./case-slugs.server";
import { CASE_MESSAGES, findPublishedCaseBySlug } from "./case-studies.server";
import { listMaterials, normaliseCategory, saveMaterial } from "./materials.server";

describe("normaliseCategory", () => {
  it("treats case, hyphens and spaces alike", () => {
    expect(normaliseCategory("Social Media")).toBe("social media");
    expect(normaliseCategory("social-media")).toBe("social media");
    expect(normaliseCategory("  Project -  Manager ")).toBe("project manager");
  });
});

let counter = 0;
function caseRow(overrides: Partial<NewCaseStudy>): NewCaseStudy {
  counter += 1;
  return {
    title: `Case ${counter}`,
    slug: `case-${counter}`,
    status: "published",
    category: "case-studies",
    createdAt: new Date(Date.UTC(2024, 0, counter)),
    ...overrides,
  };
}

describe.each(testDatabases())("materials (%s)", (_kind, open) => {
  const test = useTestStore(open);
  beforeEach(async () => {
    await test.db.delete(caseStudies);
  });

  const titles = async (category: string) => (await listMaterials(test.db, category)).map((m) => m.title);

  it("matches the category or a tag, and leaves unrelated cases out", async () => {
    await test.db
      .insert(caseStudies)
      .values([
        caseRow({ title: "By category", category: "branding" }),
        caseRow({ title: "By tag", category: "web-design", tags: ["Logo", "Branding"] }),
        caseRow({ title: "Unrelated", category: "development", tags: ["Brand strategy"] }),
      ]);
    expect((await titles("Branding")).sort()).toEqual(["By category", "By tag"]);
  });

  it("compares hyphenated categories with spaced page names", async () => {
    await test.db
      .insert(caseStudies)
      .values([
        caseRow({ title: "Social", category: "social-media" }),
        caseRow({ title: "Web", category: "web-design" }),
        caseRow({ title: "Tagged web", category: "branding", tags: ["web design"] }),
      ]);
    expect(await titles("Social Media")).toEqual(["Social"]);
    expect((await titles("Web Design")).sort()).toEqual(["Tagged web", "Web"]);
  });

  it("finds Project Manager work only through a 'project manager' or 'project-manager' tag", async () => {
    await test.db
      .insert(caseStudies)
      .values([
        caseRow({ title: "Spaced tag", tags: ["Project Manager"] }),
        caseRow({ title: "Hyphen tag", tags: ["project-manager"] }),
        caseRow({ title: "Only 'manager'", tags: ["manager", "project"] }),
      ]);
    expect((await titles("Project Manager")).sort()).toEqual(["Hyphen tag", "Spaced tag"]);
  });

  it("leaves drafts out", async () => {
    await test.db
      .insert(caseStudies)
      .values([caseRow({ title: "Draft", category: "development", status: "draft" }), caseRow({ title: "Live", category: "development" })]);
    expect(await titles("Development")).toEqual(["Live"]);
  });

  it("lists the newest first", async () => {
    await test.db
      .insert(caseStudies)
      .values([
        caseRow({ title: "Middle", category: "branding", createdAt: new Date("2024-05-01T00:00:00Z") }),
        caseRow({ title: "Oldest", category: "branding", createdAt: new Date("2023-01-01T00:00:00Z") }),
        caseRow({ title: "Newest", category: "branding", createdAt: new Date("2025-02-01T00:00:00Z") }),
      ]);
    expect(await titles("Branding")).toEqual(["Newest", "Middle", "Oldest"]);
  });

  it("returns an empty list when nothing matches (the page then shows its empty state)", async () => {
    await test.db.insert(caseStudies).values([caseRow({ category: "branding" })]);
    expect(await listMaterials(test.db, "Project Manager")).toEqual([]);
    expect(await listMaterials(test.db, "   ")).toEqual([]);
  });

  it("returns what a card shows: client, description, image, tags and external link", async () => {
    await test.db.insert(caseStudies).values([
      caseRow({
        title: "Full",
        slug: "full",
        category: "web-design",
        clientName: "Acme",
        description: "A site",
        featuredImage: "/demo/full-1600.webp",
        tags: ["Web Design", "Shop"],
        externalLink: "https://example.com",
      }),
    ]);
    const [material] = await listMaterials(test.db, "web design");
    expect(material).toMatchObject({
      title: "Full",
      slug: "full",
      clientName: "Acme",
      description: "A site",
      featuredImage: "/demo/full-1600.webp",
      tags: ["Web Design", "Shop"],
      externalLink: "https://example.com",
    });
    expect(material.createdAt).toBeInstanceOf(Date);
  });
});

const picture = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#7c5cff" } })
    .jpeg()
    .toBuffer();
const notAnImage = Buffer.from("hello, I am a text file named logo.png");

/** What the materials form sends for a new material (docs/product.md section 2). */
const form = (overrides: Partial<Parameters<typeof saveMaterial>[2]> = {}): Parameters<typeof saveMaterial>[2] => ({
  title: "Harbour Rebrand",
  clientName: "Harbour & Oak",
  description: "A new identity.",
  featuredImage: "https://cdn.example.com/harbour.jpg",
  tags: ["Logo", "Print"],
  externalLink: null,
  category: "branding",
  ...overrides,
});

describe.each(testDatabases())("saving materials (%s)", (_kind, open) => {
  const test = useTestStore(open);
  const save = (fields: Parameters<typeof saveMaterial>[2]) => saveMaterial(test.store, test.by, fields);
  /** The files of one upload: the picture and its three sizes. */
  const everything = async () => ({
    cases: await test.db.select().from(caseStudies).orderBy(asc(caseStudies.slug)),
    files: test.files(),
  });

  beforeEach(async () => {
    await test.db.delete(caseStudies);
    test.clearUploads();
  });

  it("creates a published material with a slug from its title, its tags and the typed image address", async () => {
    const saved = await save(form());
    expect(saved).toMatchObject({
      title: "Harbour Rebrand",
      slug: "harbour-rebrand",
      clientName: "Harbour & Oak",
      category: "branding",
      status: "published",
      tags: ["Logo", "Print"],
      featuredImage: "https://cdn.example.com/harbour.jpg",
      galleryImages: ["https://cdn.example.com/harbour.jpg"],
    });
    expect((await listMaterials(test.db, "Branding")).map((m) => m.id)).toEqual([saved.id]);
  });

  it("stores an uploaded picture under case-studies/<category> as the featured image", async () => {
    const saved = await save(form({ category: "web-design", featuredImage: null, file: await picture() }));
    expect(saved.featuredImage).toMatch(/^\/uploads\/case-studies\/web-design\/[^/]+\.webp\?v=\d+$/);
    expect(test.filesOf(saved.featuredImage!)).toHaveLength(4);
    expect(test.files()).toHaveLength(4);
  });

  it("changes a material's fields, and a new title gives a new address that the old one redirects to", async () => {
    const created = await save(form());
    const saved = await save(
      form({ id: created.id, title: "Harbour Identity", clientName: "Harbour Ltd", tags: ["Identity"], category: "social-media" }),
    );
    expect(saved).toMatchObject({
      id: created.id,
      slug: "harbour-identity",
      clientName: "Harbour Ltd",
      tags: ["Identity"],
      category: "social-media",
    });
    expect(await findPublishedCaseBySlug(test.db, "harbour-rebrand")).toBeNull();
    expect(await findRedirectedSlug(test.db, "harbour-rebrand")).toBe("harbour-identity");
  });

  it("keeps the old uploaded picture's files for the material's history when a new picture replaces it", async () => {
    const created = await save(form({ featuredImage: null, file: await picture() }));
    const saved = await save(form({ id: created.id, featuredImage: created.featuredImage, file: await picture() }));
    expect(test.filesOf(created.featuredImage!)).toHaveLength(4);
    expect(test.filesOf(saved.featuredImage!)).toHaveLength(4);
  });

  it("refuses to clear the image of a material that has no other picture", async () => {
    const created = await save(form());
    const before = await everything();
    await expect(save(form({ id: created.id, featuredImage: null }))).rejects.toMatchObject({
      status: 400,
      message: CASE_MESSAGES.lastImage,
    });
    expect(await everything()).toEqual(before);
  });

  it("refuses an upload that is not an image, saving nothing and leaving no file", async () => {
    const created = await save(form());
    const before = await everything();
    await expect(save(form({ title: "Other", file: notAnImage }))).rejects.toMatchObject({ status: 400 });
    await expect(save(form({ id: created.id, title: "Renamed", file: notAnImage }))).rejects.toMatchObject({ status: 400 });
    expect(await everything()).toEqual(before);
  });
});
