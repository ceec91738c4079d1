import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context.server";
import { openDatabase, type Database } from "~/db/client.server";
import { loginFailures } from "~/db/schema";
import { readEnv } from "~/lib/env.server";
import { createAdmin } from "~/models/admins.server";
import { action as loginAction } from "~/routes/login";
import { createDiskStorage } from "~/storage/storage.server";
import { answerOf, callRoute, formOf, ORIGIN, SECRET } from "../../tests/action-site";
import { createFreshPostgres, testDatabases } from "../../tests/databases";
import { AUTH_MESSAGES } from "./messages";
import { createLoginThrottle, LOGIN_WINDOW_MS, MAX_FAILURES_PER_ADDRESS, MAX_FAILURES_PER_EMAIL } from "./login-throttle.server";

/** The limits of docs/product.md section 9: 5 failures per email, 20 per address, in 15 minutes. */
describe.each(testDatabases())("login throttle (%s)", (_kind, open) => {
  let database: Database;
  // One clock for the file: each test moves it on past the window of the ones before.
  let now = Date.parse("2026-11-24T12:00:00Z");
  const throttle = createLoginThrottle(() => now);
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("blocks an email after repeated failures, whatever its case, and forgets them after the window", async () => {
    const db = database.db;
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL - 1; i++) await throttle.recordFailure(db, `10.0.0.${i}`, "a@b.c");
    expect(await throttle.isBlocked(db, "10.9.9.9", "a@b.c")).toBe(false);
    await throttle.recordFailure(db, "10.0.0.9", " A@B.c ");
    expect(await throttle.isBlocked(db, "10.9.9.9", "A@b.c")).toBe(true);
    expect(await throttle.isBlocked(db, "10.9.9.9", "other@b.c")).toBe(false);
    now += LOGIN_WINDOW_MS - 1;
    expect(await throttle.isBlocked(db, "10.9.9.9", "a@b.c")).toBe(true);
    now += 2;
    expect(await throttle.isBlocked(db, "10.9.9.9", "a@b.c")).toBe(false);
  });

  it("blocks an address that tries many emails", async () => {
    now += LOGIN_WINDOW_MS * 2;
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) await throttle.recordFailure(database.db, "10.0.0.1", `user${i}@b.c`);
    expect(await throttle.isBlocked(database.db, "10.0.0.1", "fresh@b.c")).toBe(true);
    expect(await throttle.isBlocked(database.db, "10.0.0.2", "fresh@b.c")).toBe(false);
  });

  it("clears an email's failures at a successful sign-in, not its address's", async () => {
    now += LOGIN_WINDOW_MS * 2;
    const db = database.db;
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i++) await throttle.recordFailure(db, "10.1.1.1", "owner@b.c");
    expect(await throttle.isBlocked(db, "10.2.2.2", "owner@b.c")).toBe(true);
    await throttle.recordSuccess(db, "10.2.2.2", "Owner@b.c");
    expect(await throttle.isBlocked(db, "10.2.2.2", "owner@b.c")).toBe(false);
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS - MAX_FAILURES_PER_EMAIL; i++) await throttle.recordFailure(db, "10.1.1.1", `x${i}@b.c`);
    expect(await throttle.isBlocked(db, "10.1.1.1", "owner@b.c")).toBe(true);
  });

  it("keeps no failure older than the window once a new one comes: the table stays small", async () => {
    expect((await database.db.select().from(loginFailures)).length).toBeGreaterThan(2);
    now += LOGIN_WINDOW_MS + 1;
    await throttle.recordFailure(database.db, "10.3.3.3", "late@b.c");
    const rows = await database.db.select().from(loginFailures);
    expect(rows).toHaveLength(2);
    // Neither the email nor the address is stored as such.
    expect(JSON.stringify(rows)).not.toMatch(/late@b\.c|10\.3\.3\.3/);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("login throttle across two instances on one PostgreSQL server", () => {
  let one: Database;
  let two: Database;
  let drop = async () => {};
  let now = Date.now();
  // Each instance of the site has its own throttle and its own connections.
  const first = createLoginThrottle(() => now);
  const second = createLoginThrottle(() => now);
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

  it("counts failures made on either: five spread over both block the sixth try on each", async () => {
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i++) {
      const [throttle, database] = i % 2 ? [second, two] : [first, one];
      expect(await throttle.isBlocked(database.db, "10.0.0.1", "owner@site.test")).toBe(false);
      await throttle.recordFailure(database.db, "10.0.0.1", "owner@site.test");
    }
    expect(await first.isBlocked(one.db, "10.0.0.1", "owner@site.test")).toBe(true);
    expect(await second.isBlocked(two.db, "10.0.0.7", "owner@site.test")).toBe(true);
  });

  it("forgets them after the window on both, and a success on one clears the email on the other", async () => {
    now += LOGIN_WINDOW_MS + 1;
    expect(await first.isBlocked(one.db, "10.0.0.1", "owner@site.test")).toBe(false);
    expect(await second.isBlocked(two.db, "10.0.0.1", "owner@site.test")).toBe(false);

    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i++) await first.recordFailure(one.db, "10.0.0.1", "owner@site.test");
    expect(await second.isBlocked(two.db, "10.0.0.1", "owner@site.test")).toBe(true);
    await second.recordSuccess(two.db, "10.0.0.1", "owner@site.test");
    expect(await first.isBlocked(one.db, "10.0.0.1", "owner@site.test")).toBe(false);
  });

  it("refuses the right password on each after five failures spread over both, as the sign-in page answers", async () => {
    await createAdmin(one.db, { name: "Owner", email: "victim@site.test", password: "right-pass" });
    // Each instance's own router context (server/app.ts), with the real clock.
    const instances = [one, two].map((database): AppServices => ({
      db: database.db,
      env: readEnv({}),
      cspNonce: "",
      sessionSecret: SECRET,
      clientIp: "203.0.113.9",
      loginThrottle: createLoginThrottle(),
      storage: createDiskStorage(path.join(os.tmpdir(), "agency-login-throttle-test")),
    }));
    const signIn = (services: AppServices, password: string) =>
      answerOf(() =>
        callRoute(
          services,
          loginAction,
          new Request(`${ORIGIN}/login`, {
            method: "POST",
            headers: { origin: ORIGIN },
            body: formOf({ email: "victim@site.test", password }),
          }),
        ),
      );
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i++) {
      expect(await signIn(instances[i % 2], `wrong-${i}`)).toMatchObject({
        status: 401,
        body: { error: AUTH_MESSAGES.invalidCredentials },
      });
    }
    for (const services of instances) {
      expect(await signIn(services, "right-pass")).toMatchObject({ status: 429, body: { error: AUTH_MESSAGES.loginError } });
    }
  });
});
