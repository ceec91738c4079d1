import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { revisions } from "~/db/schema";
import { testDatabases } from "../../tests/databases";
import { useTestStore } from "../../tests/model-store";
import { defineSection } from "~/content/slot";
import { KEPT_REVISIONS, listRevisions, recentActivity, REVISION_MESSAGES, slotItem } from "./revisions.server";
import { loadContent, removeContent, restoreContent, saveContent, uploadContentImage } from "./site-content.server";
import { Refused } from "~/lib/refused";
import { VERSION_MESSAGES } from "./write.server";

const page = defineSection("history_page", {
  title: ["title", "Default title"],
  note: ["text", "Default note"],
  picture: ["image", ""],
});
const picture = (background: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer();

describe.each(testDatabases())("revisions (%s)", (_kind, open) => {
  const test = useTestStore(open);
  const save = (slot: typeof page.title, value: string) => saveContent(test.store, test.by, [{ ...slot, value }]);
  const value = async (slot: typeof page.title) => (await loadContent(test.db, [slot]))[`${slot.section}:${slot.key}`];

  it("keeps every change of a text: who, when, before and after, the latest first", async () => {
    await save(page.title, "First");
    await save(page.title, "Second");
    await save(page.title, "Second"); // unchanged: no new version
    const history = await listRevisions(test.db, slotItem(page.title));
    expect(history.map(({ action, before, after, by }) => ({ action, before, after, by }))).toEqual([
      { action: "update", before: "First", after: "Second", by: "Test Admin" },
      { action: "create", before: null, after: "First", by: "Test Admin" },
    ]);
    expect(Date.parse(history[0].at)).toBeGreaterThanOrEqual(Date.parse(history[1].at));
  });

  it("restores a past version as a new revision, which is then the value", async () => {
    const [, first] = await listRevisions(test.db, slotItem(page.title));
    await restoreContent(test.store, test.by, { ...page.title, revision: first.id });
    expect(await value(page.title)).toBe("First");
    const [latest] = await listRevisions(test.db, slotItem(page.title));
    expect(latest).toMatchObject({ action: "restore", before: "Second", after: "First" });
  });

  it("refuses a version of another item, and changes nothing", async () => {
    await save(page.note, "A note");
    const [ofNote] = await listRevisions(test.db, slotItem(page.note));
    const before = await test.db.select().from(revisions);
    await expect(restoreContent(test.store, test.by, { ...page.title, revision: ofNote.id })).rejects.toThrow(Refused);
    await expect(restoreContent(test.store, test.by, { ...page.title, revision: "00000000-0000-4000-8000-000000000000" })).rejects.toThrow(
      REVISION_MESSAGES.otherItem,
    );
    expect(await value(page.title)).toBe("First");
    expect(await test.db.select().from(revisions)).toHaveLength(before.length);
  });

  it("goes back to the default, and a restore of that version removes the stored value", async () => {
    await removeContent(test.store, test.by, page.note);
    expect(await value(page.note)).toBeUndefined();
    const [removed, written] = await listRevisions(test.db, slotItem(page.note));
    expect(removed).toMatchObject({ before: "A note", after: null });
    await restoreContent(test.store, test.by, { ...page.note, revision: written.id });
    expect(await value(page.note)).toBe("A note");
    const [latest] = await listRevisions(test.db, slotItem(page.note));
    await save(page.note, "Changed");
    await restoreContent(test.store, test.by, { ...page.note, revision: removed.id });
    expect(await value(page.note)).toBeUndefined();
    expect(latest.after).toBe("A note");
  });

  it(`keeps the latest ${KEPT_REVISIONS} versions of an item`, async () => {
    for (let n = 1; n <= KEPT_REVISIONS + 5; n++) await save(page.title, `Version ${n}`);
    const history = await listRevisions(test.db, slotItem(page.title));
    expect(history).toHaveLength(KEPT_REVISIONS);
    expect(history[0].after).toBe(`Version ${KEPT_REVISIONS + 5}`);
    expect(history.at(-1)!.after).toBe("Version 6");
  });

  it("keeps a replaced picture's files while a version holds it, so a restore brings it back", async () => {
    const first = await uploadContentImage(test.store, test.by, {
      ...page.picture,
      image: { bytes: await picture("#ff0000"), bucket: "uploads" },
      alt: null,
    });
    await uploadContentImage(test.store, test.by, {
      ...page.picture,
      image: { bytes: await picture("#00ff00"), bucket: "uploads" },
      alt: null,
    });
    expect(test.filesOf(first.url).length).toBeGreaterThan(0);
    const [, firstVersion] = await listRevisions(test.db, slotItem(page.picture));
    await restoreContent(test.store, test.by, { ...page.picture, revision: firstVersion.id });
    expect(await value(page.picture)).toBe(first.url);
  });

  it("refuses a save made from a value someone else has changed since, and stores nothing", async () => {
    const conflicting = defineSection("conflict_page", { title: ["title", "Default"] }).title;
    // Nothing stored yet: the first save from the default goes through.
    await saveContent(test.store, test.by, [{ ...conflicting, value: "Theirs", base: "Default" }]);
    const revisionsBefore = await listRevisions(test.db, slotItem(conflicting));
    const refused = saveContent(test.store, test.by, [{ ...conflicting, value: "Mine", base: "Default" }]);
    await expect(refused).rejects.toMatchObject({
      status: 409,
      message: VERSION_MESSAGES.conflict,
      details: { conflict: { by: "Test Admin", value: "Theirs", at: revisionsBefore[0].at, key: "title" } },
    });
    expect(await value(conflicting)).toBe("Theirs");
    expect(await listRevisions(test.db, slotItem(conflicting))).toEqual(revisionsBefore);
    // Overwriting knowingly: the save names their value as its base.
    await saveContent(test.store, test.by, [{ ...conflicting, value: "Mine", base: "Theirs" }]);
    expect(await value(conflicting)).toBe("Mine");
  });

  it("lists the latest changes across the site for the activity log", async () => {
    const activity = await recentActivity(test.db, 3);
    expect(activity).toHaveLength(3);
    expect(activity[0].item).toBe("slot:conflict_page/title");
    expect(activity.every((entry) => entry.by === "Test Admin")).toBe(true);
  });

  it("refuses a picture put in or removed over one someone else put there since; theirs and their words stay", async () => {
    const slot = defineSection("conflict_page", { picture: ["image", ""] }).picture;
    const theirs = await uploadContentImage(test.store, test.by, {
      ...slot,
      image: { bytes: await picture("#0000ff"), bucket: "uploads" },
      alt: "Theirs",
      base: "",
    });
    const mine = uploadContentImage(test.store, test.by, {
      ...slot,
      image: { bytes: await picture("#ffff00"), bucket: "uploads" },
      alt: "Mine",
      base: "/uploads/what-i-saw.webp",
    });
    await expect(mine).rejects.toMatchObject({ status: 409, details: { conflict: { value: theirs.url, key: "picture" } } });
    await expect(removeContent(test.store, test.by, { ...slot, base: "/uploads/what-i-saw.webp" })).rejects.toMatchObject({ status: 409 });
    expect(await value(slot)).toBe(theirs.url);
    expect((await loadContent(test.db, [slot]))["conflict_page:picture--alt"]).toBe("Theirs");
    // Knowingly, from theirs.
    await removeContent(test.store, test.by, { ...slot, base: theirs.url });
    expect(await value(slot)).toBeUndefined();
  });
});
