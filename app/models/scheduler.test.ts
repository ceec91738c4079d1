import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~/db/client.server";
import { drafts, publishes, revisions } from "~/db/schema";
import { createFreshPostgres, openTestPglite } from "../../tests/databases";
import { openTestStore, type TestStore } from "../../tests/model-store";
import { publishScheduled, schedulePublish } from "./schedule.server";
import { startScheduler } from "./scheduler.server";
import { saveContent } from "./site-content.server";
import type { Store } from "./store.server";

const CHANGES = 50;
const slot = (i: number) => ({ section: "scheduled", key: `text_${i}`, type: "text" as const });

/** Drafts `CHANGES` texts and schedules each on its own, all for the same second: the next one. */
async function scheduleMany(test: TestStore) {
  const later = new Date(Date.now() + 3_600_000);
  for (let i = 0; i < CHANGES; i++) {
    await saveContent({ ...test.store, draft: true }, test.by, [{ ...slot(i), value: `Scheduled ${i}` }]);
    await schedulePublish(test.store, test.by, [`slot:scheduled/text_${i}`], later);
  }
  await test.db.update(publishes).set({ scheduledFor: sql`date_trunc('second', now()) + interval '1 second'` });
}

async function publishedCount(test: TestStore) {
  const [row] = await test.db
    .select({ n: sql<number>`count(*)::int` })
    .from(publishes)
    .where(sql`${publishes.at} is not null`);
  return row.n;
}

/** Waits (bounded) until `done` holds. */
async function until(done: () => Promise<boolean>, ms = 60_000) {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > end) throw new Error("Timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Every change published exactly once: one publish row each, one `publish` revision each, live, no draft left. */
async function expectEachPublishedOnce(test: TestStore) {
  const rows = await test.db.select().from(publishes);
  expect(rows).toHaveLength(CHANGES);
  expect(rows.every((row) => row.at && row.claimedAt && row.places.length === 1)).toBe(true);
  const counts = await test.db
    .select({ item: revisions.item, n: sql<number>`count(*)::int` })
    .from(revisions)
    .where(eq(revisions.action, "publish"))
    .groupBy(revisions.item);
  expect(counts).toHaveLength(CHANGES);
  expect(counts.every((count) => count.n === 1)).toBe(true);
  expect(await test.db.select().from(drafts)).toEqual([]);
}

describe("the scheduler on PGlite: two schedulers, one database", () => {
  let database: Database;
  let test: TestStore;
  beforeAll(async () => {
    database = await openTestPglite();
    test = await openTestStore(database);
  });
  afterAll(async () => {
    test.close();
    await database.close();
  });

  it("publishes 50 changes scheduled for the same second exactly once, one scheduler stopped midway", async () => {
    await scheduleMany(test);
    const first = startScheduler(test.store);
    const second = startScheduler(test.store);
    await until(async () => (await publishedCount(test)) >= 5);
    await second.stop();
    await until(async () => (await publishedCount(test)) === CHANGES);
    await first.stop();
    await expectEachPublishedOnce(test);
  }, 120_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("the scheduler on PostgreSQL: two instances, two pools", () => {
  let fresh: Awaited<ReturnType<typeof createFreshPostgres>>;
  let instanceA: Database;
  let test: TestStore;
  const stops: Array<() => Promise<unknown>> = [];
  beforeAll(async () => {
    fresh = await createFreshPostgres(process.env.TEST_DATABASE_URL!);
    instanceA = await openDatabase({ databaseUrl: fresh.url });
    test = await openTestStore(instanceA);
  });
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
    await test.db.delete(publishes);
    await test.db.delete(drafts);
  });
  afterAll(async () => {
    test.close();
    await instanceA.close();
    await fresh.drop();
  });

  /** A second instance: its own pool, named so that its connections can be cut as a killed process's are. */
  async function openInstanceB() {
    const url = new URL(fresh.url);
    url.searchParams.set("application_name", "instance_b");
    const database = await openDatabase({ databaseUrl: url.toString() });
    const kill = async () => {
      await test.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'instance_b'`);
    };
    return { store: { db: database.db, storage: test.store.storage } satisfies Store, kill, close: () => database.close() };
  }

  it("publishes 50 changes scheduled for the same second exactly once, one instance killed midway", async () => {
    const b = await openInstanceB();
    stops.push(() => b.close());
    await scheduleMany(test);
    const first = startScheduler(test.store);
    const second = startScheduler(b.store);
    stops.push(() => first.stop());
    await until(async () => (await publishedCount(test)) >= 10);
    // Its connections cut mid-work (a publish under way rolls back), then its timer stopped.
    await b.kill();
    await second.stop();
    await until(async () => (await publishedCount(test)) === CHANGES);
    await expectEachPublishedOnce(test);
  }, 120_000);

  it("takes over a row a killed instance had claimed but not committed", async () => {
    await saveContent({ ...test.store, draft: true }, test.by, [{ ...slot(0), value: "Claimed by the dead" }]);
    const { id } = await schedulePublish(test.store, test.by, ["slot:scheduled/text_0"], new Date(Date.now() + 60_000));
    await test.db
      .update(publishes)
      .set({ scheduledFor: sql`now()` })
      .where(eq(publishes.id, id));
    // Instance B claims the row in a transaction it never ends.
    const url = new URL(fresh.url);
    url.searchParams.set("application_name", "instance_b");
    const dying = new pg.Client({ connectionString: url.toString() });
    dying.on("error", () => {});
    await dying.connect();
    await dying.query("begin");
    const claimed = await dying.query("update publishes set claimed_at = now() where id = $1 and claimed_at is null and at is null", [id]);
    expect(claimed.rowCount).toBe(1);

    // Instance A's attempt waits on B's claim; B dies; A publishes it.
    const attempt = publishScheduled(test.store, id);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await test.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'instance_b'`);
    expect(await attempt).toMatchObject({ published: true, id, places: ["slot:scheduled/text_0"] });
    await dying.end().catch(() => {});
  }, 60_000);
});
