/**
 * The schedules' action and loader (docs/decisions/024) as the 'Schedule' dialog and /admin
 * use them: a date and a time read in the site's time zone, the time zone itself, a schedule
 * taken back; and an editor's save of a scheduled change refused with the schedule's id.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/databases";
import { ORIGIN, openTestSite, type TestSite } from "../../../tests/action-site";
import { action as contentAction } from "./content";
import { action as draftsAction } from "./drafts";
import { action, loader } from "./schedules";

const HERO = "slot:hero/title_line1";
const title = (value: string) => ({
  intent: "save",
  values: JSON.stringify([{ section: "hero", key: "title_line1", type: "title", value }]),
});

describe.each(testDatabases())("the schedules' action (%s)", (_kind, open) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await openTestSite(open);
    await site.send(draftsAction, "/api/drafts", { intent: "mode", on: "on" });
  });
  afterAll(async () => {
    await site?.close();
  });

  const read = async () => {
    const answer = await site.call(loader, new Request(`${ORIGIN}/api/schedules`, { headers: { cookie: site.cookie } }));
    return answer.body as { timeZone: string; scheduled: Array<{ id: string; scheduledFor: string; places: Array<{ place: string }> }> };
  };

  it("schedules in the site's time zone, refuses editing the scheduled change, and takes the schedule back", async () => {
    expect((await read()).timeZone).toBe("UTC");
    expect(await site.send(action, "/api/schedules", { intent: "time-zone", zone: "America/New_York" })).toMatchObject({
      status: 200,
      body: { ok: true, timeZone: "America/New_York" },
    });
    expect((await site.send(contentAction, "/api/content", title("Drafted"))).status).toBe(200);

    const scheduled = await site.send(action, "/api/schedules", { intent: "schedule", place: HERO, date: "2099-07-04", time: "09:00" });
    // 09:00 in New York in July is 13:00 UTC.
    expect(scheduled).toMatchObject({ status: 200, body: { ok: true, scheduledFor: "2099-07-04T13:00:00.000Z", places: [HERO] } });
    const { id } = scheduled.body as { id: string };
    expect((await read()).scheduled).toMatchObject([{ id, scheduledFor: "2099-07-04T13:00:00.000Z", places: [{ place: HERO }] }]);

    expect(await site.send(contentAction, "/api/content", title("Edited"))).toMatchObject({
      status: 409,
      body: {
        ok: false,
        error: "This change is scheduled to be published on Sat, 4 Jul 2099, 09:00 (America/New_York). Unschedule it first to edit it.",
        scheduled: { id },
      },
    });

    expect(await site.send(action, "/api/schedules", { intent: "unschedule", id })).toMatchObject({ status: 200, body: { ok: true, id } });
    expect((await read()).scheduled).toEqual([]);
    expect((await site.send(contentAction, "/api/content", title("Edited"))).status).toBe(200);
  });

  it("refuses a time gone by, a malformed time, an unknown zone, and anyone without a session", async () => {
    expect(await site.send(action, "/api/schedules", { intent: "schedule", place: HERO, date: "2020-01-01", time: "09:00" })).toMatchObject(
      {
        status: 400,
        body: { error: "Choose a time in the future." },
      },
    );
    expect(await site.send(action, "/api/schedules", { intent: "schedule", place: HERO, date: "2099-01-01", time: "25:00" })).toMatchObject(
      {
        status: 400,
        body: { error: "Enter a time." },
      },
    );
    expect(await site.send(action, "/api/schedules", { intent: "time-zone", zone: "Mars/Olympus_Mons" })).toMatchObject({
      status: 400,
      body: { error: "Choose a time zone from the list." },
    });
    const anonymous = await site.call(
      action,
      new Request(`${ORIGIN}/api/schedules`, {
        method: "POST",
        headers: { origin: ORIGIN },
        body: new URLSearchParams({ intent: "time-zone", zone: "UTC" }),
      }),
    );
    expect(anonymous.status).toBe(401);
  });
});
