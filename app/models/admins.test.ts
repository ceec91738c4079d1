import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~/db/client.server";
import { admins } from "~/db/schema";
import { Refused } from "~/lib/refused";
import { createFreshPostgres, testDatabases } from "../../tests/databases";
import { countAdmins, createAdmin, createFirstAdmin, removeAdmin, REMOVAL_MESSAGES } from "./admins.server";

const claim = (database: Database, i: number) =>
  createFirstAdmin(database.db, { name: `Claimer ${i}`, email: `claimer${i}@site.test`, password: "a-long-password" });

describe.skipIf(!process.env.TEST_DATABASE_URL)("the first administrator, from two instances on one PostgreSQL server", () => {
  let url = "";
  let instances: Database[] = [];
  let drop = async () => {};
  beforeAll(async () => {
    const fresh = await createFreshPostgres(process.env.TEST_DATABASE_URL!);
    ({ url, drop } = fresh);
    instances = [await openDatabase({ databaseUrl: url }), await openDatabase({ databaseUrl: url })];
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await drop();
  });

  /**
   * Runs `first` and then `second` while every write to the administrators is held up, so
   * that `first` stops half-way (its write waiting) before `second` starts; then lets them go.
   */
  async function oneAfterTheOtherHalfWay<T>(first: () => Promise<T>, second: () => Promise<T>) {
    const blocker = new pg.Client({ connectionString: url });
    await blocker.connect();
    const waitingFor = async (n: number) => {
      const query = "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'";
      while ((await blocker.query<{ n: number }>(query)).rows[0].n < n) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    try {
      await blocker.query("begin; lock table admins in share row exclusive mode");
      const one = first().catch((error: unknown) => error);
      await waitingFor(1);
      const two = second().catch((error: unknown) => error);
      await waitingFor(2);
      await blocker.query("commit");
      return await Promise.all([one, two]);
    } finally {
      await blocker.end();
    }
  }

  it("a creation that starts while another is under way waits for it, then finds the site taken", async () => {
    const made = await oneAfterTheOtherHalfWay(
      () => claim(instances[0], 1),
      () => claim(instances[1], 2),
    );
    expect(made.filter(Boolean)).toHaveLength(1);
    expect(await countAdmins(instances[0].db)).toBe(1);
  });

  it("twelve parallel creations make none more", async () => {
    const made = await Promise.all(Array.from({ length: 12 }, (_, i) => claim(instances[i % 2], i + 10)));
    expect(made.filter(Boolean)).toHaveLength(0);
    expect(await countAdmins(instances[0].db)).toBe(1);
  });

  it("two administrators removing each other at the same moment leave one", async () => {
    const [first] = await instances[0].db.select().from(admins);
    const other = await createAdmin(instances[0].db, { name: "Other", email: "other@site.test", password: "a-long-password" });
    const outcomes = await oneAfterTheOtherHalfWay(
      () => removeAdmin(instances[0].db, first.id, other.id),
      () => removeAdmin(instances[1].db, other.id, first.id),
    );
    expect(outcomes.filter((outcome) => outcome instanceof Refused)).toHaveLength(1);
    expect(await countAdmins(instances[0].db)).toBe(1);
  });
});

describe.each(testDatabases())("removing an administrator (%s)", (_kind, open) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("never oneself, never one already gone, never the last one; another, yes", async () => {
    const ada = await createAdmin(database.db, { name: "Ada", email: "ada@site.test", password: "a-long-password" });
    const bob = await createAdmin(database.db, { name: "Bob", email: "bob@site.test", password: "a-long-password" });
    const refusal = (run: Promise<unknown>) =>
      run.then(
        () => null,
        (error: unknown) => (error instanceof Refused ? error.message : error),
      );
    expect(await refusal(removeAdmin(database.db, ada.id, ada.id))).toBe(REMOVAL_MESSAGES.notYourself);
    expect(await refusal(removeAdmin(database.db, ada.id, "00000000-0000-4000-8000-000000000000"))).toBe(REMOVAL_MESSAGES.missing);
    expect(await removeAdmin(database.db, ada.id, bob.id)).toMatchObject({ name: "Bob" });
    expect(await refusal(removeAdmin(database.db, bob.id, ada.id))).toBe(REMOVAL_MESSAGES.youAreGone);
    expect(await countAdmins(database.db)).toBe(1);
  });
});
