import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { siteContent } from "~/db/schema";
import { testDatabases } from "../../tests/databases";
import { useTestStore } from "../../tests/model-store";
import { altSlot, defineSection, slotsOf } from "~/content/slot";
import { storeRich } from "~/lib/rich-text-store";
import { listRevisions, slotItem } from "./revisions.server";
import { loadContent, loadSections, saveContent } from "./site-content.server";

const hero = defineSection("hero", {
  title: ["title", "Default title"],
  backgroundImage: ["image", ""],
});
const other = defineSection("other", { title: ["title", "Other default"] });

describe.each(testDatabases())("site content (%s)", (_kind, open) => {
  const test = useTestStore(open);
  const save = (value: Parameters<typeof saveContent>[2][number]) => saveContent(test.store, test.by, [value]);

  it("returns nothing stored for a new database, so every slot shows its default", async () => {
    expect(await loadContent(test.db, slotsOf(hero))).toEqual({});
  });

  it("stores one row per key and section, the last save winning", async () => {
    await save({ ...hero.title, value: "First" });
    await save({ ...hero.title, value: "Second" });
    await save({ ...other.title, value: "Elsewhere" });
    const rows = await test.db.select().from(siteContent);
    expect(rows.filter((r) => r.key === "title")).toHaveLength(2);
    expect(await loadContent(test.db, slotsOf(hero, other))).toEqual({
      "hero:title": "Second",
      "other:title": "Elsewhere",
    });
  });

  it("reads only the slots asked for, even when keys repeat across sections", async () => {
    expect(await loadContent(test.db, slotsOf(other))).toEqual({ "other:title": "Elsewhere" });
  });

  it("keeps a formatted description character for character, in the page's read and in its history", async () => {
    const formatted = storeRich([{ text: "Sales " }, { text: "tripled", marks: ["bold"] }, { text: " (see)", link: "/cases" }]);
    const story = defineSection("story", { intro: ["description", "Default"] });
    await save({ ...story.intro, value: formatted });
    expect((await loadContent(test.db, slotsOf(story)))["story:intro"]).toBe(formatted);
    const [latest] = await listRevisions(test.db, slotItem(story.intro));
    expect(latest.after).toBe(formatted);
  });

  it("keeps a text that reads as JSON on its own ('2024', 'true', '\"quoted\"', '[1]') as typed", async () => {
    const facts = defineSection("facts", { founded: ["text", "Default"] });
    for (const value of ["2024", "true", "null", '"quoted"', "[1]", '{"a":1}']) {
      await save({ ...facts.founded, value });
      expect((await loadContent(test.db, slotsOf(facts)))["facts:founded"]).toBe(value);
      const [latest] = await listRevisions(test.db, slotItem(facts.founded));
      expect(latest.after).toBe(value);
    }
  });

  it("stores images as { url } and reads them back as the address", async () => {
    await save({ ...hero.backgroundImage, value: "/uploads/a.webp" });
    const [row] = await test.db.select().from(siteContent).where(eq(siteContent.key, "background_image"));
    expect(row.content).toEqual({ url: "/uploads/a.webp" });
    expect(row.contentType).toBe("image");
    expect((await loadContent(test.db, slotsOf(hero)))["hero:background_image"]).toBe("/uploads/a.webp");
  });

  it("reads an image slot's alternative text with it; a decorative picture's is stored empty", async () => {
    await save({ ...altSlot(hero.backgroundImage), value: "Two designers at a whiteboard" });
    const values = await loadContent(test.db, slotsOf(hero));
    expect(values["hero:background_image--alt"]).toBe("Two designers at a whiteboard");
    await save({ ...altSlot(hero.backgroundImage), value: "" });
    expect(await loadContent(test.db, slotsOf(hero))).toMatchObject({ "hero:background_image--alt": "" });
    // A page that does not show the picture does not read its text.
    expect(await loadContent(test.db, slotsOf(other))).not.toHaveProperty("hero:background_image--alt");
  });

  it("reads whole sections for pages with dynamic sections", async () => {
    await save({ key: "label", section: "case_x", type: "text", value: "X" });
    expect(await loadSections(test.db, ["case_x"])).toEqual({ "case_x:label": "X" });
  });

  it("refuses an unknown content type at the database", async () => {
    await expect(
      test.db.insert(siteContent).values({ key: "k", section: "s", content: "v", contentType: "video" as "text" }),
    ).rejects.toThrow();
  });
});
