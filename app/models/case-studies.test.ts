import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { caseStudies, type NewCaseStudy } from "~/db/schema";
import { testDatabases } from "~/db/test-databases";
import {
  findPublishedCaseBySlug,
  listPublishedCases,
  randomPublishedCases,
  shuffle,
  slugify,
  uniqueCaseSlug,
} from "./case-studies.server";

describe("slugify", () => {
  it("lower-cases and turns whitespace runs into one hyphen", () => {
    expect(slugify("My  Great   Case")).toBe("my-great-case");
    expect(slugify("  Tabs\tand\nnew lines ")).toBe("tabs-and-new-lines");
  });

  it("drops characters that are not safe in a URL path and folds accents", () => {
    expect(slugify("Harbour & Oak Online Store")).toBe("harbour-oak-online-store");
    expect(slugify("Café Crème / 2024?")).toBe("cafe-creme-2024");
    expect(slugify("100% Growth: Q3 #1")).toBe("100-growth-q3-1");
  });

  it("gives an empty slug for a title without usable characters", () => {
    expect(slugify("!!! ???")).toBe("");
  });
});

describe("shuffle", () => {
  it("keeps every item exactly once and leaves the input untouched", () => {
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const out = shuffle(input);
    expect([...out].sort()).toEqual(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

function aCase(overrides: Partial<NewCaseStudy> & { slug: string }): NewCaseStudy {
  return {
    title: overrides.slug,
    clientName: "Client",
    category: "branding",
    description: "About it",
    status: "published",
    ...overrides,
  };
}

describe.each(testDatabases())("case studies (%s)", (_kind, open) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
    await database.db
      .insert(caseStudies)
      .values([
        aCase({ slug: "third", orderIndex: 2 }),
        aCase({ slug: "first", orderIndex: 0, tags: ["A", "B"] }),
        aCase({ slug: "hidden-draft", orderIndex: 1, status: "draft" }),
        aCase({ slug: "second", orderIndex: 1 }),
      ]);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("lists only published cases, by order_index ascending", async () => {
    const list = await listPublishedCases(database.db);
    expect(list.map((c) => c.slug)).toEqual(["first", "second", "third"]);
    expect(list[0].tags).toEqual(["A", "B"]);
  });

  it("gives empty lists, not nulls, for a case stored without gallery or tags", async () => {
    const second = await findPublishedCaseBySlug(database.db, "second");
    expect(second?.galleryImages).toEqual([]);
    expect(second?.tags).toEqual([]);
  });

  it("finds a published case by slug, and neither drafts nor unknown slugs", async () => {
    expect((await findPublishedCaseBySlug(database.db, "third"))?.slug).toBe("third");
    expect(await findPublishedCaseBySlug(database.db, "hidden-draft")).toBeNull();
    expect(await findPublishedCaseBySlug(database.db, "nope")).toBeNull();
  });

  it("picks random published cases, never more than asked, never drafts", async () => {
    const two = await randomPublishedCases(database.db, 2);
    expect(two).toHaveLength(2);
    const many = await randomPublishedCases(database.db, 10);
    expect(many.map((c) => c.slug).sort()).toEqual(["first", "second", "third"]);
  });

  it("makes unique slugs: the plain one when free, else a numbered suffix", async () => {
    expect(await uniqueCaseSlug(database.db, "Brand New Idea")).toBe("brand-new-idea");
    expect(await uniqueCaseSlug(database.db, "First")).toBe("first-2");
    await database.db.insert(caseStudies).values(aCase({ slug: "first-2" }));
    expect(await uniqueCaseSlug(database.db, "FIRST")).toBe("first-3");
    // A draft's slug is taken too: slugs are unique over all rows.
    expect(await uniqueCaseSlug(database.db, "Hidden Draft")).toBe("hidden-draft-2");
  });

  it("lets a case keep its own slug when saved again", async () => {
    const [row] = await database.db.select().from(caseStudies).limit(1);
    expect(await uniqueCaseSlug(database.db, row.slug, { exceptId: row.id })).toBe(row.slug);
  });

  it("never gives the reserved 'new-project' slug, nor an empty one", async () => {
    expect(await uniqueCaseSlug(database.db, "New Project")).toBe("new-project-2");
    expect(await uniqueCaseSlug(database.db, "???")).toBe("case-study");
  });
});
