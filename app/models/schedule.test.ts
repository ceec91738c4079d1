import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { drafts, publishes, siteSettings } from "~/db/schema";
import { testDatabases } from "../../tests/databases";
import { useTestStore } from "../../tests/model-store";
import { createAdmin } from "./admins.server";
import { createCase } from "./case-studies.server";
import { discardDraft } from "./drafts.server";
import { readPlace } from "./places.server";
import { PUBLISH_MESSAGES } from "./publish.server";
import { listRevisions } from "./revisions.server";
import { listRecentPublishes, listScheduled, publishScheduled, SCHEDULE_MESSAGES, schedulePublish, unschedule } from "./schedule.server";
import { SCHEDULED_PLACE_MESSAGES } from "./scheduled-places.server";
import { setTimeZone } from "./site-settings.server";
import { saveContent } from "./site-content.server";
import type { Store } from "./store.server";

const title = { section: "hero", key: "title_line1", type: "title" as const };
const place = "slot:hero/title_line1";
const soon = () => new Date(Date.now() + 60_000);

async function draftPlaces(db: Db) {
  return (await db.select({ place: drafts.place }).from(drafts)).map((row) => row.place).sort();
}

/** Makes a scheduled publish due now, as if its time had come `agoMs` ago. */
async function makeDue(db: Db, id: string, agoMs = 0) {
  await db
    .update(publishes)
    .set({ scheduledFor: sql`now() - make_interval(secs => ${agoMs / 1000})` })
    .where(eq(publishes.id, id));
}

describe.each(testDatabases())("scheduled publishing (%s)", (_kind, open) => {
  const test = useTestStore(open);
  const draft = (): Store => ({ ...test.store, draft: true });
  let other: string;
  beforeEach(async () => {
    other ??= (await createAdmin(test.db, { name: "Other Admin", email: `other-${Date.now()}@site.test`, password: "other-password" })).id;
    await test.db.delete(drafts);
    await test.db.delete(publishes);
    await test.db.delete(siteSettings);
    await saveContent(test.store, test.by, [{ ...title, value: "Live title" }]);
  });

  it("schedules a drafted change with what it needs, lists it with who, when and labels, and takes it back", async () => {
    const made = await createCase(draft(), test.by);
    await saveContent(draft(), test.by, [{ section: `case_${made.slug}`, key: "back", type: "text", value: "Back" }]);
    const text = `slot:case_${made.slug}/back`;
    const at = soon();

    const scheduled = await schedulePublish(test.store, test.by, [text], at);
    expect(scheduled.places).toEqual([text, `case:${made.id}`]);
    const [row] = await test.db.select().from(publishes).where(eq(publishes.id, scheduled.id));
    expect(row).toMatchObject({ by: test.by, at: null, claimedAt: null, planned: [text, `case:${made.id}`], places: [] });
    expect(row.scheduledFor?.toISOString()).toBe(at.toISOString());
    const [listed] = await listScheduled(test.db);
    expect(listed).toMatchObject({ id: scheduled.id, by: "Test Admin", scheduledFor: at.toISOString() });
    expect(listed.places.map((p) => p.place)).toEqual([text, `case:${made.id}`]);
    expect(listed.places[1].label).toMatch(/Case study/);

    await unschedule(test.store, scheduled.id);
    expect(await listScheduled(test.db)).toEqual([]);
    expect(await draftPlaces(test.db)).toEqual([`case:${made.id}`, text].sort());
    await expect(unschedule(test.store, scheduled.id)).rejects.toMatchObject({ status: 404, message: SCHEDULE_MESSAGES.unknown });
  });

  it("refuses a time in the past, a change not in the draft, what misses its case, and a change scheduled twice", async () => {
    await saveContent(draft(), test.by, [{ ...title, value: "Drafted" }]);
    await expect(schedulePublish(test.store, test.by, [place], new Date(Date.now() - 1000))).rejects.toMatchObject({
      message: SCHEDULE_MESSAGES.past,
    });
    await expect(schedulePublish(test.store, test.by, ["slot:hero/subtitle"], soon())).rejects.toMatchObject({
      status: 404,
      message: PUBLISH_MESSAGES.notDrafted,
    });
    await test.db.insert(drafts).values({ place: "slot:case_nowhere/back", value: "Orphan", base: null, by: test.by });
    await expect(schedulePublish(test.store, test.by, ["slot:case_nowhere/back"], soon())).rejects.toMatchObject({
      status: 409,
      details: { missing: [{ place: "slot:case_nowhere/back", needs: "/case/nowhere" }] },
    });
    const first = await schedulePublish(test.store, test.by, [place], soon());
    await expect(schedulePublish(test.store, test.by, [place], soon())).rejects.toMatchObject({
      status: 409,
      message: SCHEDULE_MESSAGES.alreadyScheduled,
      details: { scheduled: { id: first.id } },
    });
  });

  it("refuses editing a scheduled change, naming when in the site's time zone, until it is unscheduled", async () => {
    await saveContent(draft(), test.by, [{ ...title, value: "Drafted" }]);
    await setTimeZone(test.store, test.by, "Europe/Paris");
    const scheduled = await schedulePublish(test.store, test.by, [place], new Date("2031-03-14T08:30:00Z"));

    const refused = saveContent(draft(), other, [{ ...title, value: "Edited again" }]);
    await expect(refused).rejects.toMatchObject({
      status: 409,
      message: SCHEDULED_PLACE_MESSAGES.scheduled("Fri, 14 Mar 2031, 09:30", "Europe/Paris"),
      details: { scheduled: { id: scheduled.id, for: "2031-03-14T08:30:00.000Z" } },
    });
    expect(await readPlace(test.db, place)).toBe("Live title");
    // Other places are edited as ever, and live edits are not drafts.
    await saveContent(draft(), other, [{ section: "hero", key: "subtitle", type: "text", value: "Another draft" }]);
    await saveContent(test.store, other, [{ ...title, value: "Fixed live" }]);

    await expect(discardDraft(test.store, place)).rejects.toMatchObject({ status: 409, details: { scheduled: { id: scheduled.id } } });

    await unschedule(test.store, scheduled.id);
    await saveContent(draft(), other, [{ ...title, value: "Edited again" }]);
    expect((await test.db.select().from(drafts).where(eq(drafts.place, place)))[0].value).toBe("Edited again");
  });

  it("publishes a due schedule as its own row: live, recorded, drafts gone, late by how much; once", async () => {
    await saveContent(draft(), test.by, [{ ...title, value: "Scheduled title" }]);
    const { id } = await schedulePublish(test.store, test.by, [place], soon());
    await makeDue(test.db, id, 180_000);

    const outcome = await publishScheduled(test.store, id);
    expect(outcome).toMatchObject({ published: true, id, places: [place], left: [] });
    expect(await readPlace(test.db, place)).toBe("Scheduled title");
    expect(await draftPlaces(test.db)).toEqual([]);
    expect((await listRevisions(test.db, place))[0]).toMatchObject({ action: "publish", by: "Test Admin" });
    const rows = await test.db.select().from(publishes);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id, places: [{ place, before: "Live title", after: "Scheduled title" }] });
    expect(rows[0].lateMs).toBeGreaterThanOrEqual(180_000);
    expect((await listRecentPublishes(test.db))[0]).toMatchObject({ id, count: 1, failed: false, left: 0 });
    expect(await publishScheduled(test.store, id)).toEqual({ published: false, id, reason: "taken" });
  });

  it("keeps the live value of a place changed live since it was drafted, and leaves that change in the draft", async () => {
    await saveContent(draft(), test.by, [
      { ...title, value: "Scheduled title" },
      { section: "hero", key: "subtitle", type: "text", value: "Scheduled subtitle" },
    ]);
    const { id } = await schedulePublish(test.store, test.by, [place, "slot:hero/subtitle"], soon());
    await saveContent(test.store, other, [{ ...title, value: "Typo fixed live" }]);
    await makeDue(test.db, id);

    expect(await publishScheduled(test.store, id)).toMatchObject({ published: true, places: ["slot:hero/subtitle"], left: [place] });
    expect(await readPlace(test.db, place)).toBe("Typo fixed live");
    expect(await readPlace(test.db, "slot:hero/subtitle")).toBe("Scheduled subtitle");
    expect(await draftPlaces(test.db)).toEqual([place]);
    expect((await listRecentPublishes(test.db))[0]).toMatchObject({ id, count: 1, left: 1, failed: false });
  });

  it("marks a schedule the engine refuses as failed, once, and leaves its changes in the draft", async () => {
    await test.db.insert(drafts).values({ place: "slot:case_gone/back", value: "Orphan", base: null, by: test.by });
    const [row] = await test.db
      .insert(publishes)
      .values({ by: test.by, scheduledFor: new Date(Date.now() - 1000), planned: ["slot:case_gone/back"] })
      .returning();

    expect(await publishScheduled(test.store, row.id)).toMatchObject({
      published: false,
      reason: "failed",
      error: PUBLISH_MESSAGES.missing,
    });
    expect(await draftPlaces(test.db)).toEqual(["slot:case_gone/back"]);
    expect((await listRecentPublishes(test.db))[0]).toMatchObject({ id: row.id, failed: true, at: null });
    expect(await listScheduled(test.db)).toEqual([]);
  });
});
