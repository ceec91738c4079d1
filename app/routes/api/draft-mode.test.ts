/**
 * A session in draft mode (docs/decisions/024) writes through the very same actions as
 * always, and its changes go to the draft: nothing live changes, no change event goes out,
 * and the next steps of the same work (a new case's pictures and texts) find what the draft
 * holds. With draft mode off again, the same action writes live.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { drafts } from "~/db/schema";
import { onChange, type Change } from "~/realtime/changes.server";
import { readPlace } from "~/models/places.server";
import { testDatabases } from "../../../tests/databases";
import { openTestSite, pngFile, type TestSite } from "../../../tests/action-site";
import { action as caseImagesAction } from "./case-images";
import { action as casesAction } from "./cases";
import { action as contentAction } from "./content";
import { action as teamAction } from "./team";

describe.each(testDatabases())("draft mode through the actions (%s)", (_kind, open) => {
  let site: TestSite;
  let heard: Change[] = [];
  let stop = () => {};
  beforeAll(async () => {
    site = await openTestSite(open);
  });
  afterAll(async () => {
    await site?.close();
  });
  beforeEach(() => {
    heard = [];
    stop = onChange((change) => heard.push(change));
  });
  afterEach(() => stop());

  const title = (value: string) => ({
    intent: "save",
    values: JSON.stringify([{ section: "hero", key: "title_line1", type: "title", value }]),
  });

  it("puts a session's writes in the draft while it is in draft mode, and live once it is off", async () => {
    await site.draftMode(true);
    // Everything live: the draft itself is what changes (looked at below).
    const { uploads: _files, drafts: _none, ...before } = await site.snapshot();

    expect((await site.send(contentAction, "/api/content", title("Drafted title"))).status).toBe(200);
    const member = await site.send(teamAction, "/api/team", { intent: "add", name: "Drafted Dee", role: "Designer", bio: "" });
    expect(member.status).toBe(200);
    const created = await site.send(casesAction, "/api/cases", { intent: "create" });
    expect(created.status).toBe(200);
    const { id, slug } = created.body as { id: string; slug: string };
    // The new case exists only in the draft: its pictures and texts are accepted all the same.
    const pictures = await site.send(caseImagesAction, "/api/case-images", { intent: "add", id, files: [pngFile()] });
    expect(pictures).toMatchObject({ status: 200, body: { ok: true, added: 1 } });
    const text = { intent: "save", values: JSON.stringify([{ section: `case_${slug}`, key: "back", type: "text", value: "Back" }]) };
    expect((await site.send(contentAction, "/api/content", text)).status).toBe(200);

    const { uploads, drafts: _drafted, ...after } = await site.snapshot();
    expect(after).toEqual(before);
    expect(uploads.length).toBeGreaterThan(0);
    expect(heard).toEqual([]);
    const places = (await site.db.select({ place: drafts.place }).from(drafts)).map((row) => row.place).sort();
    expect(places).toEqual(
      ["slot:hero/title_line1", `team:${(member.body as { id: string }).id}`, `case:${id}`, `slot:case_${slug}/back`].sort(),
    );
    expect(await readPlace(site.db, `case:${id}`)).toBeNull();

    await site.draftMode(false);
    expect((await site.send(contentAction, "/api/content", title("Live title"))).status).toBe(200);
    expect(await readPlace(site.db, "slot:hero/title_line1")).toBe("Live title");
    expect(heard).toEqual([{ table: "site_content", action: "insert" }]);
  });
});
