import fs from "node:fs";
import path from "node:path";
import { asc, count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { caseSlugRedirects, caseStudies, siteContent, teamMembers, type NewCaseStudy } from "~/db/schema";
import { testDatabases } from "../../tests/databases";
import { useTestStore } from "../../tests/model-store";
import { onChange, type Change } from "~/realtime/changes.server";
import { storeImage } from "~/storage/images.server";
import {
  addProject,
  CASE_MESSAGES,
  createCase,
  deleteCase,
  findPublishedCaseBySlug,
  listPublishedCases,
  saveCase,
  type CaseChanges,
} from "./case-studies.server";
import { shuffle } from "~/lib/random";
import { findRedirectedSlug, SLUG_MESSAGES, slugify, uniqueCaseSlug } from "./case-slugs.server";
import { loadSections } from "./site-content.server";

const picture = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#7c5cff" } })
    .png()
    .toBuffer();
const missingId = "00000000-0000-4000-8000-000000000000";
const BUNDLED = "/demo/atlas-property-group-website-1-1600.webp";

/** What the case editor sends (docs/product.md section 7): every field of the case. */
const editorFields = (title: string): CaseChanges => ({
  title,
  clientName: "Harbour & Oak",
  category: "web-design",
  description: "An online shop for a furniture maker.",
  challenge: "Slow pages",
  solution: "A new shop",
  results: "Twice the sales",
  tags: ["Shop", "Web"],
  externalLink: "https://harbour.example",
});

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
  const test = useTestStore(open);
  beforeAll(async () => {
    await test.db
      .insert(caseStudies)
      .values([
        aCase({ slug: "third", orderIndex: 2 }),
        aCase({ slug: "first", orderIndex: 0, tags: ["A", "B"] }),
        aCase({ slug: "hidden-draft", orderIndex: 1, status: "draft" }),
        aCase({ slug: "second", orderIndex: 1 }),
      ]);
  });

  it("lists only published cases, by order_index ascending", async () => {
    const list = await listPublishedCases(test.db);
    expect(list.map((c) => c.slug)).toEqual(["first", "second", "third"]);
    expect(list[0].tags).toEqual(["A", "B"]);
  });

  it("gives empty lists, not nulls, for a case stored without gallery or tags", async () => {
    const second = await findPublishedCaseBySlug(test.db, "second");
    expect(second?.galleryImages).toEqual([]);
    expect(second?.tags).toEqual([]);
  });

  it("finds a published case by slug, and neither drafts nor unknown slugs", async () => {
    expect((await findPublishedCaseBySlug(test.db, "third"))?.slug).toBe("third");
    expect(await findPublishedCaseBySlug(test.db, "hidden-draft")).toBeNull();
    expect(await findPublishedCaseBySlug(test.db, "nope")).toBeNull();
  });

  it("makes unique slugs: the plain one when free, else a numbered suffix", async () => {
    expect(await uniqueCaseSlug(test.db, "Brand New Idea")).toBe("brand-new-idea");
    expect(await uniqueCaseSlug(test.db, "First")).toBe("first-2");
    await test.db.insert(caseStudies).values(aCase({ slug: "first-2" }));
    expect(await uniqueCaseSlug(test.db, "FIRST")).toBe("first-3");
    // A draft's slug is taken too: slugs are unique over all rows.
    expect(await uniqueCaseSlug(test.db, "Hidden Draft")).toBe("hidden-draft-2");
  });

  it("lets a case keep its own slug when saved again", async () => {
    const [row] = await test.db.select().from(caseStudies).limit(1);
    expect(await uniqueCaseSlug(test.db, row.slug, { exceptId: row.id })).toBe(row.slug);
  });

  it("never gives the reserved 'new-project' slug, nor an empty one", async () => {
    expect(await uniqueCaseSlug(test.db, "New Project")).toBe("new-project-2");
    expect(await uniqueCaseSlug(test.db, "???")).toBe("case-study");
  });
});

describe.each(testDatabases())("writing case studies (%s)", (_kind, open) => {
  const test = useTestStore(open);
  let stopListening = () => {};

  const stored = async (values: Partial<NewCaseStudy> & { slug: string }) =>
    (await test.db.insert(caseStudies).values(aCase(values)).returning())[0];
  const save = (id: string | null, changes: CaseChanges, options?: { fromDraft?: boolean }) =>
    saveCase(test.store, test.by, id, changes, options);
  const caseText = (slug: string, key: string, value: string) =>
    test.db.insert(siteContent).values({ section: `case_${slug}`, key, content: value });
  const texts = (slug: string) => loadSections(test.db, [`case_${slug}`]);
  const upload = async () =>
    (await storeImage(test.store.storage, { bytes: await picture(), bucket: "case-studies", prefix: "gallery" })).url;
  /** The files of one upload: the picture and its three sizes. */
  /** Everything a refused write must leave as it was. */
  const everything = async () => ({
    cases: await test.db.select().from(caseStudies).orderBy(asc(caseStudies.slug)),
    texts: await test.db.select().from(siteContent).orderBy(asc(siteContent.section), asc(siteContent.key)),
    redirects: await test.db.select().from(caseSlugRedirects).orderBy(asc(caseSlugRedirects.oldSlug)),
    files: test.files(),
  });
  /** The changes published from now on, each with the number of rows of the case at that moment. */
  const listen = (caseId: string) => {
    const heard: Array<{ change: Change; rowsThen: Promise<number> }> = [];
    const countRows = async () => (await test.db.select({ n: count() }).from(caseStudies).where(eq(caseStudies.id, caseId)))[0].n;
    stopListening = onChange((change) => heard.push({ change, rowsThen: countRows() }));
    return heard;
  };

  beforeEach(async () => {
    await test.db.delete(caseStudies);
    await test.db.delete(siteContent);
    await test.db.delete(teamMembers);
    test.clearUploads();
  });
  afterEach(() => stopListening());

  it("'Add Project' puts a published 'New Case Study' first in the portfolio, each with its own slug", async () => {
    await stored({ slug: "existing", orderIndex: 1 });
    const first = await createCase(test.store, test.by);
    const second = await createCase(test.store, test.by);
    expect(first).toMatchObject({ title: "New Case Study", slug: "new-case-study", status: "published", orderIndex: 0 });
    expect(second.slug).toBe("new-case-study-2");
    expect((await listPublishedCases(test.db)).map((c) => c.slug)).toEqual(["new-case-study-2", "new-case-study", "existing"]);
  });

  it("gives case studies added at the same moment (a double click, two administrators) different slugs", async () => {
    const added = await Promise.allSettled([1, 2, 3].map(() => createCase(test.store, test.by)));
    const slugs = added.map((r) => (r.status === "fulfilled" ? r.value.slug : `failed: ${r.reason.cause?.message ?? r.reason}`));
    expect(slugs.sort()).toEqual(["new-case-study", "new-case-study-2", "new-case-study-3"]);
  });

  it("'Add New Project' adds the default project of docs/product.md section 7 after the published cases", async () => {
    for (const orderIndex of [1, 2, 3]) await stored({ slug: `live-${orderIndex}`, orderIndex });
    await stored({ slug: "draft", status: "draft", orderIndex: 9 });
    const added = await addProject(test.store, test.by);
    expect(added).toMatchObject({
      title: "New Project",
      clientName: "Client Name",
      category: "case-studies",
      description: "Project description...",
      tags: ["New", "Project"],
      status: "published",
      orderIndex: 4,
    });
    expect(added.slug).toMatch(/^new-project-\d+$/);
    expect(added.featuredImage).toBeTruthy();
    expect(added.galleryImages).toEqual([added.featuredImage]);
    expect((await listPublishedCases(test.db)).at(-1)?.id).toBe(added.id);
  });

  it("gives the new project a featured image the site actually ships", async () => {
    const { featuredImage } = await addProject(test.store, test.by);
    expect(fs.existsSync(path.join("public", featuredImage!))).toBe(true);
  });

  it("saves the editor's fields and publishes the case, keeping its address when the title is unchanged", async () => {
    const row = await stored({ slug: "harbour", title: "Harbour", status: "draft" });
    const saved = await save(row.id, editorFields("Harbour"));
    expect(saved).toMatchObject({ ...editorFields("Harbour"), slug: "harbour", status: "published" });
    expect(await findPublishedCaseBySlug(test.db, "harbour")).toMatchObject({ clientName: "Harbour & Oak" });
    expect(await test.db.select().from(caseSlugRedirects)).toEqual([]);
  });

  it("gives a renamed case a new address from its title; the old address redirects there", async () => {
    const row = await stored({ slug: "old-name", title: "Old Name" });
    const saved = await save(row.id, editorFields("Fresh Name"));
    expect(saved.slug).toBe("fresh-name");
    expect(await findPublishedCaseBySlug(test.db, "old-name")).toBeNull();
    expect(await findRedirectedSlug(test.db, "old-name")).toBe("fresh-name");
  });

  it("keeps the first address redirecting after a second rename", async () => {
    const row = await stored({ slug: "one", title: "One" });
    await save(row.id, editorFields("Two"));
    await save(row.id, editorFields("Three"));
    expect(await findRedirectedSlug(test.db, "one")).toBe("three");
    expect(await findRedirectedSlug(test.db, "two")).toBe("three");
  });

  it("moves the case's own texts to its new address", async () => {
    const row = await stored({ slug: "old-name", title: "Old Name" });
    await caseText("old-name", "back", "Return to the work");
    await caseText("other", "back", "Someone else's");
    await save(row.id, editorFields("Fresh Name"));
    expect(await texts("fresh-name")).toEqual({ "case_fresh-name:back": "Return to the work" });
    expect(await texts("old-name")).toEqual({});
    expect(await texts("other")).toEqual({ "case_other:back": "Someone else's" });
  });

  it("takes an address typed by the administrator", async () => {
    const row = await stored({ slug: "harbour", title: "Harbour" });
    const saved = await save(row.id, { ...editorFields("Harbour"), slug: "harbour-shop" });
    expect(saved.slug).toBe("harbour-shop");
    expect(await findRedirectedSlug(test.db, "harbour")).toBe("harbour-shop");
  });

  it("refuses (409) an address another case has, changing nothing", async () => {
    const row = await stored({ slug: "mine", title: "Mine" });
    await stored({ slug: "theirs" });
    await caseText("mine", "back", "Back");
    const before = await everything();
    await expect(save(row.id, { ...editorFields("Renamed"), slug: "theirs" })).rejects.toMatchObject({
      status: 409,
      message: SLUG_MESSAGES.taken("theirs"),
    });
    expect(await everything()).toEqual(before);
  });

  it("refuses (409) the address kept for new projects", async () => {
    const row = await stored({ slug: "mine" });
    await expect(save(row.id, { ...editorFields("Mine"), slug: "new-project" })).rejects.toMatchObject({
      status: 409,
      message: SLUG_MESSAGES.reserved,
    });
    expect((await findPublishedCaseBySlug(test.db, "mine"))?.title).toBe("mine");
  });

  it("refuses (404) to save or delete a case that no longer exists", async () => {
    const gone = { status: 404, message: CASE_MESSAGES.missing };
    await expect(save(missingId, editorFields("Ghost"))).rejects.toMatchObject(gone);
    await expect(deleteCase(test.store, test.by, missingId)).rejects.toMatchObject(gone);
  });

  it("saving the virtual new project inserts a published case that takes the draft's texts", async () => {
    await caseText("new-project", "back", "Back to projects");
    const saved = await save(null, editorFields("Launch Site"), { fromDraft: true });
    expect(saved).toMatchObject({ slug: "launch-site", status: "published", orderIndex: 0, clientName: "Harbour & Oak" });
    expect(await texts("launch-site")).toEqual({ "case_launch-site:back": "Back to projects" });
    expect(await texts("new-project")).toEqual({});
  });

  it("deletes a case with its own texts and its old addresses", async () => {
    const row = await stored({ slug: "first-name", title: "First Name" });
    await save(row.id, editorFields("Second Name"));
    await caseText("second-name", "back", "Back");
    await caseText("other", "back", "Kept");
    await deleteCase(test.store, test.by, row.id);
    expect(await test.db.select().from(caseStudies)).toEqual([]);
    expect(await texts("second-name")).toEqual({});
    expect(await texts("other")).toEqual({ "case_other:back": "Kept" });
    expect(await test.db.select().from(caseSlugRedirects)).toEqual([]);
    expect(await findRedirectedSlug(test.db, "first-name")).toBeNull();
  });

  it("keeps a deleted case's files for an undo; once purged, they go, but not bundled pictures nor uploads shown elsewhere", async () => {
    const own = await upload();
    const shared = await upload();
    const row = await stored({ slug: "doomed", featuredImage: own, galleryImages: [own, BUNDLED, shared] });
    await test.db.insert(teamMembers).values({ name: "Uses it too", imageUrl: shared });
    await deleteCase(test.store, test.by, row.id);
    expect(test.filesOf(own)).toHaveLength(4);
    await test.expireDeletes();
    await deleteCase(test.store, test.by, (await stored({ slug: "next" })).id);
    expect(test.filesOf(own)).toEqual([]);
    expect(test.filesOf(shared)).toHaveLength(4);
    expect(fs.existsSync(path.join("public", BUNDLED))).toBe(true);
  });

  it("announces a deletion exactly once, after it is committed", async () => {
    const row = await stored({ slug: "doomed" });
    const heard = listen(row.id);
    await deleteCase(test.store, test.by, row.id);
    expect(heard.map((h) => h.change)).toEqual([{ table: "case_studies", action: "delete", id: row.id }]);
    expect(await heard[0].rowsThen).toBe(0);
  });

  it("announces a save exactly once", async () => {
    const row = await stored({ slug: "old-name", title: "Old Name" });
    const heard = listen(row.id);
    await save(row.id, editorFields("Fresh Name"));
    expect(heard.map((h) => h.change)).toEqual([{ table: "case_studies", action: "update", id: row.id }]);
  });

  it("announces nothing when a write is refused", async () => {
    const row = await stored({ slug: "mine" });
    await stored({ slug: "theirs" });
    const heard = listen(row.id);
    await expect(save(row.id, { ...editorFields("Mine"), slug: "theirs" })).rejects.toMatchObject({ status: 409 });
    await expect(deleteCase(test.store, test.by, missingId)).rejects.toMatchObject({ status: 404 });
    expect(heard).toEqual([]);
  });
});
