import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { caseStudies, pictureFraming, revisions } from "~/db/schema";
import { CENTRE, FRAMING_MESSAGES } from "~/forms/framing";
import { onChange, type Change } from "~/realtime/changes.server";
import { testDatabases } from "../../tests/databases";
import { useTestStore } from "../../tests/model-store";
import { framingItem, loadFraming, restoreFraming, saveFraming } from "./picture-framing.server";
import { listRevisions, REVISION_MESSAGES } from "./revisions.server";

const COVER = "/case-images/northwind-1.webp";

/**
 * A picture's focal point (docs/decisions/026-picture-framing.md): kept by its address for
 * every page that shows it, in its own history, restorable, heard by open pages; refused for
 * a picture no page shows.
 */
describe.each(testDatabases())("picture framing (%s)", (_kind, open) => {
  const test = useTestStore(open);
  let heard: Change[] = [];
  let stop = () => {};

  beforeEach(async () => {
    await test.db.delete(pictureFraming);
    await test.db.delete(revisions);
    await test.db.delete(caseStudies);
    await test.db.insert(caseStudies).values({
      title: "Northwind",
      slug: "northwind",
      status: "published",
      featuredImage: COVER,
      galleryImages: [COVER],
    });
    heard = [];
    stop = onChange((change) => heard.push(change));
  });
  afterEach(() => stop());

  it("keeps a picture's focal point by its address, records who moved it from where, and tells open pages", async () => {
    await saveFraming(test.store, test.by, COVER, { x: 30, y: 20 });
    expect(await loadFraming(test.db)).toEqual({ [COVER]: [30, 20] });
    const [revision] = await listRevisions(test.db, framingItem(COVER));
    expect(revision).toMatchObject({ action: "update", before: { x: 50, y: 50 }, after: { x: 30, y: 20 }, by: "Test Admin" });
    expect(heard).toEqual([{ table: "picture_framing", action: "update" }]);
  });

  it("stores nothing for a picture at its centre, and records no change when the point stays", async () => {
    await saveFraming(test.store, test.by, COVER, { x: 50, y: 50 });
    expect(await loadFraming(test.db)).toEqual({});
    expect(await listRevisions(test.db, framingItem(COVER))).toEqual([]);
    expect(heard).toEqual([]);
    await saveFraming(test.store, test.by, COVER, { x: 10, y: 90 });
    await saveFraming(test.store, test.by, COVER, { x: 50, y: 50 });
    expect(await loadFraming(test.db)).toEqual({});
    expect((await listRevisions(test.db, framingItem(COVER))).map((r) => r.after)).toEqual([
      { x: 50, y: 50 },
      { x: 10, y: 90 },
    ]);
  });

  it("restores an earlier point from History, and the centre as it was before any framing", async () => {
    await saveFraming(test.store, test.by, COVER, { x: 30, y: 20 });
    await saveFraming(test.store, test.by, COVER, { x: 70, y: 80 });
    const [, first] = await listRevisions(test.db, framingItem(COVER));
    await restoreFraming(test.store, test.by, COVER, first.id);
    expect(await loadFraming(test.db)).toEqual({ [COVER]: [30, 20] });
    await restoreFraming(test.store, test.by, COVER, undefined);
    expect(await loadFraming(test.db)).toEqual({});
    const actions = (await listRevisions(test.db, framingItem(COVER))).map((r) => r.action);
    expect(actions).toEqual(["restore", "restore", "update", "update"]);
  });

  it("refuses a picture no page shows, and a version of another item, and stores nothing", async () => {
    await expect(saveFraming(test.store, test.by, "/uploads/gone.webp", { x: 1, y: 1 })).rejects.toThrow(FRAMING_MESSAGES.unknownPicture);
    await saveFraming(test.store, test.by, COVER, { x: 30, y: 20 });
    const [revision] = await listRevisions(test.db, framingItem(COVER));
    await test.db.update(caseStudies).set({ galleryImages: [COVER, "/case-images/second.webp"] });
    await expect(restoreFraming(test.store, test.by, "/case-images/second.webp", revision.id)).rejects.toThrow(REVISION_MESSAGES.otherItem);
    expect(await loadFraming(test.db)).toEqual({ [COVER]: [30, 20] });
  });

  it("stays live in draft mode: visitors see the framing at once, and nothing is drafted", async () => {
    await saveFraming({ ...test.store, draft: true }, test.by, COVER, { x: 5, y: 95 });
    expect(await loadFraming(test.db)).toEqual({ [COVER]: [5, 95] });
    expect(heard).toEqual([{ table: "picture_framing", action: "update" }]);
  });

  it("refuses a save from a point a colleague has moved since, with who and where to; from theirs it goes through", async () => {
    await saveFraming(test.store, test.by, COVER, { x: 30, y: 20 }, { from: CENTRE });
    const refused = saveFraming(test.store, test.by, COVER, { x: 70, y: 80 }, { from: CENTRE });
    await expect(refused).rejects.toMatchObject({
      status: 409,
      details: { conflict: { by: "Test Admin", value: "30% across, 20% down" } },
    });
    expect(await loadFraming(test.db)).toEqual({ [COVER]: [30, 20] });
    await saveFraming(test.store, test.by, COVER, { x: 70, y: 80 }, { from: { x: 30, y: 20 } });
    expect(await loadFraming(test.db)).toEqual({ [COVER]: [70, 80] });
  });
});
