import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishPresence } from "~/realtime/presence.server";
import { loader as historyLoader } from "./history";
import { loader as picturesLoader } from "./pictures";
import { loader as presenceLoader } from "./presence";
import { openTestSite, ORIGIN, seedContent, seedTeamMember, type TestSite } from "../../../tests/action-site";

/**
 * What administrators' tools read besides pages: an item's versions (History), the picture
 * library and who is editing what. All are for a signed-in administrator only.
 */
describe("administrators' reads", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await openTestSite();
    await seedContent(site);
    await seedTeamMember(site, "Ada Lovelace");
  });
  afterAll(async () => {
    await site?.close();
  });

  const get = (loader: (args: never) => Promise<unknown>, path: string, signedIn: boolean) =>
    site.call(loader, new Request(`${ORIGIN}${path}`, { headers: signedIn ? { cookie: site.cookie } : {} }));

  it("gives a text's versions to an administrator, and refuses a visitor with 401", async () => {
    const answer = await get(historyLoader, "/api/history?item=slot:hero/subtitle", true);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ revisions: [{ action: "create", after: "Seeded subtitle", by: "Owner" }] });
    expect((await get(historyLoader, "/api/history?item=slot:hero/subtitle", false)).status).toBe(401);
  });

  it("refuses an item name that is not one with 400", async () => {
    expect((await get(historyLoader, "/api/history?item=admins:everything", true)).status).toBe(400);
  });

  it("gives the picture library to an administrator, searched by its words and places, and refuses a visitor with 401", async () => {
    const all = await get(picturesLoader, "/api/pictures", true);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({
      pictures: [{ url: expect.stringMatching(/^\/uploads\//), alt: null, usedIn: ["Team member Ada Lovelace"] }],
    });
    expect((await get(picturesLoader, "/api/pictures?q=LOVELACE", true)).body).toMatchObject({
      pictures: [{ usedIn: ["Team member Ada Lovelace"] }],
    });
    expect((await get(picturesLoader, "/api/pictures?q=nobody", true)).body).toEqual({ pictures: [] });
    expect((await get(picturesLoader, "/api/pictures", false)).status).toBe(401);
  });

  it("tells an administrator's tools who is editing what now, and a visitor nothing", async () => {
    const item = "slot:hero/title";
    publishPresence({ item, adminId: "00000000-0000-4000-8000-000000000001", name: "Sam", editing: true });
    const answer = await get(presenceLoader, "/api/presence", true);
    expect(answer.body).toMatchObject({ presence: [{ item, name: "Sam", editing: true }] });
    expect((await get(presenceLoader, "/api/presence", false)).status).toBe(401);
    publishPresence({ item, adminId: "00000000-0000-4000-8000-000000000001", name: "Sam", editing: false });
    expect((await get(presenceLoader, "/api/presence", true)).body).toEqual({ presence: [] });
  });
});
