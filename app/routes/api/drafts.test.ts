/**
 * The draft's action and loader (docs/decisions/024) as the administrator's bar and review
 * use them: draft mode switched for the session alone, the changes listed, a publish with its
 * conflicts, an undo, a discard, each telling pages that show the draft; and refused to
 * anyone without a session.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onDraftChange, type DraftChange } from "~/realtime/draft-changes.server";
import { readPlace } from "~/models/places.server";
import { testDatabases } from "../../../tests/databases";
import { ORIGIN, openTestSite, type TestSite } from "../../../tests/action-site";
import { action as contentAction } from "./content";
import { action, loader } from "./drafts";

const HERO = "slot:hero/title_line1";
const title = (value: string) => ({
  intent: "save",
  values: JSON.stringify([{ section: "hero", key: "title_line1", type: "title", value }]),
});

describe.each(testDatabases())("the draft's action (%s)", (_kind, open) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await openTestSite(open);
  });
  afterAll(async () => {
    await site?.close();
  });

  const read = async (query = "") => {
    const answer = await site.call(loader, new Request(`${ORIGIN}/api/drafts${query}`, { headers: { cookie: site.cookie } }));
    return answer.body as {
      draftMode: boolean;
      drafts: Array<{ place: string; value: unknown }>;
      publishes: Array<{ id: string }>;
      plan: { places: string[] } | null;
    };
  };

  it("switches draft mode for this session, lists, publishes, undoes and discards", async () => {
    const heard: DraftChange[] = [];
    const stop = onDraftChange((change) => heard.push(change));
    try {
      expect((await read()).draftMode).toBe(false);
      expect(await site.send(action, "/api/drafts", { intent: "mode", on: "on" })).toMatchObject({
        status: 200,
        body: { draftMode: true },
      });
      expect((await read()).draftMode).toBe(true);

      const live = await readPlace(site.db, HERO);
      expect((await site.send(contentAction, "/api/content", title("Drafted title"))).status).toBe(200);
      expect(await readPlace(site.db, HERO)).toEqual(live);
      expect(heard).toContainEqual({ places: [HERO] });
      const listed = await read(`?place=${encodeURIComponent(HERO)}`);
      expect(listed.drafts.map((draft) => draft.place)).toEqual([HERO]);
      expect(listed.plan?.places).toEqual([HERO]);

      const published = await site.send(action, "/api/drafts", { intent: "publish", place: HERO });
      expect(published).toMatchObject({ status: 200, body: { ok: true, places: [HERO] } });
      expect(await readPlace(site.db, HERO)).toBe("Drafted title");
      expect((await read()).drafts).toEqual([]);

      const { id } = published.body as { id: string };
      expect(await site.send(action, "/api/drafts", { intent: "undo", publish: id })).toMatchObject({ status: 200 });
      expect(await readPlace(site.db, HERO)).toEqual(live);
      expect(await site.send(action, "/api/drafts", { intent: "undo", publish: id })).toMatchObject({ status: 409 });

      expect((await site.send(contentAction, "/api/content", title("Another draft"))).status).toBe(200);
      heard.length = 0;
      expect(await site.send(action, "/api/drafts", { intent: "discard", place: HERO })).toMatchObject({ body: { places: [HERO] } });
      expect(heard).toEqual([{ places: [HERO] }]);
      expect((await read()).drafts).toEqual([]);
    } finally {
      stop();
      await site.send(action, "/api/drafts", { intent: "mode", on: "off" });
    }
  });

  it("asks which version to keep when the place changed live since it was drafted", async () => {
    await site.send(action, "/api/drafts", { intent: "mode", on: "on" });
    expect((await site.send(contentAction, "/api/content", title("Mine"))).status).toBe(200);
    await site.send(action, "/api/drafts", { intent: "mode", on: "off" });
    expect((await site.send(contentAction, "/api/content", title("Theirs"))).status).toBe(200);

    const refused = await site.send(action, "/api/drafts", { intent: "publish", place: HERO });
    expect(refused).toMatchObject({ status: 409, body: { ok: false, conflicts: [{ place: HERO, live: "Theirs", mine: "Mine" }] } });
    expect(await readPlace(site.db, HERO)).toBe("Theirs");
    const kept = await site.send(action, "/api/drafts", { intent: "publish", place: HERO, keep: JSON.stringify({ [HERO]: "mine" }) });
    expect(kept.status).toBe(200);
    expect(await readPlace(site.db, HERO)).toBe("Mine");
  });

  it("refuses what it does not know, and anyone without a session", async () => {
    expect(await site.send(action, "/api/drafts", { intent: "publish" })).toMatchObject({
      status: 400,
      body: { error: "Choose at least one change." },
    });
    expect(await site.send(action, "/api/drafts", { intent: "mode", on: "maybe" })).toMatchObject({ status: 400 });
    expect(await site.send(action, "/api/drafts", { intent: "publish", place: "slot:../x" })).toMatchObject({ status: 400 });
    const anonymous = await site.call(
      action,
      new Request(`${ORIGIN}/api/drafts`, {
        method: "POST",
        headers: { origin: ORIGIN },
        body: new URLSearchParams({ intent: "mode", on: "on" }),
      }),
    );
    expect(anonymous.status).toBe(401);
  });
});
