import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "~/db/client.server";
import { presence as presenceRows } from "~/db/schema";
import { createFreshPostgres } from "../../tests/databases";
import { currentPresence, onPresence, publishPresence, type Presence } from "./presence.server";

const sam: Presence = { item: "slot:hero/title", adminId: "00000000-0000-4000-8000-000000000001", name: "Sam", editing: true };
const robin: Presence = { item: "case:1", adminId: "00000000-0000-4000-8000-000000000002", name: "Robin", editing: true };
/** docs/product.md section 9: the badge is gone 35 s after the last heartbeat. */
const TTL_MS = 35_000;

describe("presence in one process (embedded database)", () => {
  it("is heard at once, listed until it is done or expires", async () => {
    const heard: Presence[] = [];
    const stop = onPresence((presence) => heard.push(presence));
    await publishPresence(sam);
    expect(heard).toEqual([sam]);
    expect(currentPresence()).toEqual([sam]);
    expect(currentPresence(Date.now() + TTL_MS - 1000)).toEqual([sam]);
    expect(currentPresence(Date.now() + TTL_MS + 1000)).toEqual([]);

    await publishPresence(robin);
    await publishPresence({ ...robin, editing: false });
    expect(currentPresence()).toEqual([]);
    expect(heard.at(-1)).toEqual({ ...robin, editing: false });
    stop();
  });
});

/**
 * One instance of the site: its own copy of the realtime modules (as another process would
 * have) and its own connections, started as server/app.ts starts it.
 */
async function startInstance(url: string) {
  vi.resetModules();
  const changes = await import("./changes.server");
  const presence = await import("./presence.server");
  const database = await openDatabase({ databaseUrl: url });
  const stopSharing = await changes.shareChangesThrough(database);
  /** The next presence this instance hears that `matches`. */
  const next = (matches: (presence: Presence) => boolean) =>
    new Promise<Presence>((resolve) => {
      const stop = presence.onPresence((heard) => {
        if (!matches(heard)) return;
        stop();
        resolve(heard);
      });
    });
  return {
    ...presence,
    database,
    next,
    stop: async () => {
      await stopSharing();
      await database.close();
    },
  };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("presence across instances on one PostgreSQL server", () => {
  let url = "";
  let drop = async () => {};
  const started: Array<{ stop: () => Promise<void> }> = [];
  const start = async () => {
    const instance = await startInstance(url);
    started.push(instance);
    return instance;
  };
  beforeAll(async () => {
    const fresh = await createFreshPostgres(process.env.TEST_DATABASE_URL!);
    url = fresh.url;
    drop = fresh.drop;
  });
  afterAll(async () => {
    for (const instance of started) await instance.stop();
    await drop();
  });

  it("reaches the other instance's listeners and its current presence; an instance that starts later knows it", async () => {
    const one = await start();
    const two = await start();
    expect(one.publishPresence).not.toBe(two.publishPresence);

    const arrived = two.next((p) => p.name === "Sam");
    const ownHeard: Presence[] = [];
    const stopOwn = one.onPresence((p) => ownHeard.push(p));
    await one.publishPresence(sam);
    expect(await arrived).toEqual(sam);
    expect(two.currentPresence()).toEqual([sam]);

    const three = await start();
    expect(three.currentPresence()).toEqual([sam]);

    // Its own message comes back through LISTEN and is not heard twice.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ownHeard).toEqual([sam]);
    stopOwn();

    const done = two.next((p) => p.name === "Sam" && !p.editing);
    const doneOnThree = three.next((p) => p.name === "Sam" && !p.editing);
    await one.publishPresence({ ...sam, editing: false });
    await Promise.all([done, doneOnThree]);
    expect(two.currentPresence()).toEqual([]);
    expect(three.currentPresence()).toEqual([]);
    expect(await one.database.db.select().from(presenceRows)).toEqual([]);
  });

  it("expires a crashed instance's presence: everywhere after the TTL, and in the table", async () => {
    const [one, two] = [await start(), await start()];
    const arrived = two.next((p) => p.name === "Robin");
    await one.publishPresence(robin);
    await arrived;
    // `one` goes without saying it is done: nothing renews Robin's presence.
    expect(two.currentPresence(Date.now() + TTL_MS - 1000)).toEqual([robin]);
    expect(two.currentPresence(Date.now() + TTL_MS + 1000)).toEqual([]);

    // As the table sees it 40 s later: an instance that starts does not list it...
    await one.database.db.update(presenceRows).set({ at: new Date(Date.now() - TTL_MS - 5000) });
    const later = await start();
    expect(later.currentPresence()).toEqual([]);
    // ...and the next heartbeat of anyone removes the row.
    await later.publishPresence(sam);
    expect((await later.database.db.select().from(presenceRows)).map((row) => row.name)).toEqual(["Sam"]);
  });
});
