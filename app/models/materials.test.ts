import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { caseStudies, type NewCaseStudy } from "~/db/schema";
import { testDatabases } from "~/db/test-databases";
import { listMaterials, normaliseCategory } from "./materials.server";

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
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await database.db.delete(caseStudies);
  });

  const titles = async (category: string) =>
    (await listMaterials(database.db, category)).map((m) => m.title);

  it("matches the category or a tag, and leaves unrelated cases out", async () => {
    await database.db.insert(caseStudies).values([
      caseRow({ title: "By category", category: "branding" }),
      caseRow({ title: "By tag", category: "web-design", tags: ["Logo", "Branding"] }),
      caseRow({ title: "Unrelated", category: "development", tags: ["Brand strategy"] }),
    ]);
    expect((await titles("Branding")).sort()).toEqual(["By category", "By tag"]);
  });

  it("compares hyphenated categories with spaced page names", async () => {
    await database.db.insert(caseStudies).values([
      caseRow({ title: "Social", category: "social-media" }),
      caseRow({ title: "Web", category: "web-design" }),
      caseRow({ title: "Tagged web", category: "branding", tags: ["web design"] }),
    ]);
    expect(await titles("Social Media")).toEqual(["Social"]);
    expect((await titles("Web Design")).sort()).toEqual(["Tagged web", "Web"]);
  });

  it("finds Project Manager work only through a 'project manager' or 'project-manager' tag", async () => {
    await database.db.insert(caseStudies).values([
      caseRow({ title: "Spaced tag", tags: ["Project Manager"] }),
      caseRow({ title: "Hyphen tag", tags: ["project-manager"] }),
      caseRow({ title: "Only 'manager'", tags: ["manager", "project"] }),
    ]);
    expect((await titles("Project Manager")).sort()).toEqual(["Hyphen tag", "Spaced tag"]);
  });

  it("leaves drafts out", async () => {
    await database.db.insert(caseStudies).values([
      caseRow({ title: "Draft", category: "development", status: "draft" }),
      caseRow({ title: "Live", category: "development" }),
    ]);
    expect(await titles("Development")).toEqual(["Live"]);
  });

  it("lists the newest first", async () => {
    await database.db.insert(caseStudies).values([
      caseRow({ title: "Middle", category: "branding", createdAt: new Date("2024-05-01T00:00:00Z") }),
      caseRow({ title: "Oldest", category: "branding", createdAt: new Date("2023-01-01T00:00:00Z") }),
      caseRow({ title: "Newest", category: "branding", createdAt: new Date("2025-02-01T00:00:00Z") }),
    ]);
    expect(await titles("Branding")).toEqual(["Newest", "Middle", "Oldest"]);
  });

  it("returns an empty list when nothing matches (the page then shows its empty state)", async () => {
    await database.db.insert(caseStudies).values([caseRow({ category: "branding" })]);
    expect(await listMaterials(database.db, "Project Manager")).toEqual([]);
    expect(await listMaterials(database.db, "   ")).toEqual([]);
  });

  it("returns what a card shows: client, description, image, tags and external link", async () => {
    await database.db.insert(caseStudies).values([
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
    const [material] = await listMaterials(database.db, "web design");
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
