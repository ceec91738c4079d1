import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~/db/client.server";
import { loginFailures } from "~/db/schema";
import { createFreshPostgres, testDatabases } from "../../tests/databases";
import {
  createLoginThrottle,
  LOGIN_WINDOW_MS,
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_PAIR,
  MAX_SUBJECT_DELAY_MS,
  subjectDelayMs,
  type Guess,
} from "./login-throttle.server";

/** A check that counts its runs and how many ran at once, answering `right` or null. */
function countingCheck<T>(right: T | null, ms = 0) {
  const seen = { runs: 0, atOnce: 0, most: 0 };
  const check = async () => {
    seen.runs++;
    seen.most = Math.max(seen.most, ++seen.atOnce);
    if (ms) await new Promise((resolve) => setTimeout(resolve, ms));
    seen.atOnce--;
    return right;
  };
  return { check, seen };
}

/** docs/product.md section 9: 5 failures per (email, address), 20 per address, a growing delay per email. */
describe.each(testDatabases())("login throttle (%s)", (_kind, open) => {
  let database: Database;
  // One clock for the file: each test moves it on past the window of the ones before. Waits
  // move it on too, and are added up.
  let now = Date.parse("2026-11-24T12:00:00Z");
  let waited = 0;
  const throttle = createLoginThrottle({
    now: () => now,
    sleep: async (ms) => {
      now += ms;
      waited += ms;
    },
  });
  const fail = (guess: Guess) => throttle.attempt(database.db, guess, async () => null);
  const pass = (guess: Guess) => throttle.attempt(database.db, guess, async () => "ok");
  const nextWindow = () => {
    now += 2 * LOGIN_WINDOW_MS;
    waited = 0;
  };
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("blocks an (email, address) pair after 5 failures, whatever the email's case, even with the right password", async () => {
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++)
      expect(await fail({ address: "10.0.0.1", subject: "a@b.c" })).toEqual({ status: "failed" });
    const { check, seen } = countingCheck("admin");
    expect(await throttle.attempt(database.db, { address: "10.0.0.1", subject: " A@B.c " }, check)).toEqual({ status: "refused" });
    expect(seen.runs).toBe(0);
    // The same email from the owner's own address still gets checked, after a short delay.
    waited = 0;
    expect(await pass({ address: "10.0.0.2", subject: "a@b.c" })).toEqual({ status: "passed", value: "ok" });
    expect(waited).toBeLessThanOrEqual(subjectDelayMs(MAX_FAILURES_PER_PAIR));
  });

  it("forgets failures after the window", async () => {
    nextWindow();
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) await fail({ address: "10.0.0.1", subject: "late@b.c" });
    now += LOGIN_WINDOW_MS - 1;
    expect(await pass({ address: "10.0.0.1", subject: "late@b.c" })).toEqual({ status: "refused" });
    now += 2;
    expect(await pass({ address: "10.0.0.1", subject: "late@b.c" })).toEqual({ status: "passed", value: "ok" });
  });

  it("blocks an address that tries many emails, not the others", async () => {
    nextWindow();
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) await fail({ address: "10.0.0.1", subject: `user${i}@b.c` });
    expect(await pass({ address: "10.0.0.1", subject: "fresh@b.c" })).toEqual({ status: "refused" });
    expect(await pass({ address: "10.0.0.2", subject: "fresh@b.c" })).toMatchObject({ status: "passed" });
  });

  it("slows an email down as failures come from many addresses, never locking it: 1 s, doubling, at most 20 s", async () => {
    nextWindow();
    const delays: number[] = [];
    for (let i = 0; i < 12; i++) {
      waited = 0;
      await fail({ address: `10.1.0.${i}`, subject: "owner@b.c" });
      delays.push(waited);
    }
    expect(delays).toEqual([0, 0, 0, 0, 0, 1000, 2000, 4000, 8000, 16000, 20000, 20000]);
    waited = 0;
    expect(await pass({ address: "10.9.9.9", subject: "owner@b.c" })).toMatchObject({ status: "passed" });
    expect(waited).toBe(MAX_SUBJECT_DELAY_MS);
  });

  it("a pass clears the email's and the pair's failures but not the address's; a pass that keeps them does not", async () => {
    nextWindow();
    for (let i = 0; i < MAX_FAILURES_PER_PAIR - 1; i++) await fail({ address: "10.0.0.1", subject: "owner@b.c" });
    await throttle.attempt(database.db, { address: "10.0.0.1", subject: "owner@b.c" }, async () => "password right", {
      clearOnPass: false,
    });
    await fail({ address: "10.0.0.1", subject: "owner@b.c" });
    expect(await pass({ address: "10.0.0.1", subject: "owner@b.c" })).toEqual({ status: "refused" });

    nextWindow();
    for (let i = 0; i < MAX_FAILURES_PER_PAIR - 1; i++) await fail({ address: "10.0.0.1", subject: "owner@b.c" });
    expect(await pass({ address: "10.0.0.1", subject: "Owner@b.c" })).toMatchObject({ status: "passed" });
    for (let i = 0; i < MAX_FAILURES_PER_PAIR - 1; i++) await fail({ address: "10.0.0.1", subject: "owner@b.c" });
    expect(await pass({ address: "10.0.0.1", subject: "owner@b.c" })).toMatchObject({ status: "passed" });
    // The address's failures stayed: 8 of them, and 12 more on other emails block it.
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS - 8; i++) await fail({ address: "10.0.0.1", subject: `x${i}@b.c` });
    expect(await pass({ address: "10.0.0.1", subject: "owner@b.c" })).toEqual({ status: "refused" });
  });

  it("a check that throws counts as a failure and frees the turn", async () => {
    nextWindow();
    const guess = { address: "10.0.0.1", subject: "boom@b.c" };
    await expect(throttle.attempt(database.db, guess, () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    waited = 0;
    expect(await pass(guess)).toMatchObject({ status: "passed" });
    expect(waited).toBe(0);
  });

  it("keeps nothing older than the window, and neither the email nor the address as such", async () => {
    nextWindow();
    await fail({ address: "10.3.3.3", subject: "late@b.c" });
    const rows = await database.db.select().from(loginFailures);
    expect(rows).toHaveLength(3);
    expect(JSON.stringify(rows)).not.toMatch(/late@b\.c|10\.3\.3\.3/);
  });
});

describe.each(testDatabases())("login throttle under parallel attempts (%s)", (_kind, open) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("25 parallel wrong attempts from one address run at most 5 checks, one at a time", async () => {
    const throttle = createLoginThrottle();
    const { check, seen } = countingCheck(null, 20);
    const outcomes = await Promise.all(
      Array.from({ length: 25 }, () => throttle.attempt(database.db, { address: "10.0.0.1", subject: "victim@b.c" }, check)),
    );
    expect(seen.runs).toBe(MAX_FAILURES_PER_PAIR);
    expect(seen.most).toBe(1);
    expect(outcomes.filter((o) => o.status === "failed")).toHaveLength(MAX_FAILURES_PER_PAIR);
    expect(outcomes.filter((o) => o.status === "refused")).toHaveLength(25 - MAX_FAILURES_PER_PAIR);
  });

  it("checks of one email from many addresses run one at a time", async () => {
    const throttle = createLoginThrottle();
    const { check, seen } = countingCheck(null, 20);
    await Promise.all(
      Array.from({ length: 4 }, (_, i) => throttle.attempt(database.db, { address: `10.2.0.${i}`, subject: "many@b.c" }, check)),
    );
    expect(seen.runs).toBe(4);
    expect(seen.most).toBe(1);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("login throttle across two instances on one PostgreSQL server", () => {
  let one: Database;
  let two: Database;
  let drop = async () => {};
  beforeAll(async () => {
    const fresh = await createFreshPostgres(process.env.TEST_DATABASE_URL!);
    drop = fresh.drop;
    one = await openDatabase({ databaseUrl: fresh.url });
    two = await openDatabase({ databaseUrl: fresh.url });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await drop();
  });

  it("25 parallel wrong attempts spread over both run at most 5 checks, one at a time", async () => {
    // Each instance of the site has its own throttle and its own connections.
    const instances = [
      { throttle: createLoginThrottle(), db: one.db },
      { throttle: createLoginThrottle(), db: two.db },
    ];
    const { check, seen } = countingCheck(null, 20);
    await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        instances[i % 2].throttle.attempt(instances[i % 2].db, { address: "10.0.0.1", subject: "twin@b.c" }, check),
      ),
    );
    expect(seen.runs).toBe(MAX_FAILURES_PER_PAIR);
    expect(seen.most).toBe(1);
    expect(await instances[1].throttle.attempt(two.db, { address: "10.0.0.1", subject: "twin@b.c" }, async () => "ok")).toEqual({
      status: "refused",
    });
    expect(await instances[0].throttle.attempt(one.db, { address: "10.0.0.2", subject: "twin@b.c" }, async () => "ok")).toMatchObject({
      status: "passed",
    });
  });
});
