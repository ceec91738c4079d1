import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "~/db/client.server";
import { admins } from "~/db/schema";
import { action as loginAction, loader as loginLoader } from "~/routes/login";
import { callRoute, ORIGIN, SECRET } from "../../tests/action-site";
import { testDatabases } from "../../tests/databases";
import { post, siteServices } from "../../tests/sign-in-site";
import { SETUP_CODE_MESSAGES } from "./messages";
import { announceSetupCode, isSetupCode, setupCodeFor } from "./setup-code.server";
import { MAX_FAILURES_PER_PAIR } from "./login-throttle.server";

const OWNER = { name: "Olivia Owner", email: "olivia@site.test", password: "a-long-owner-password" };
const signUp = (fields: Record<string, string>) => ({ intent: "create-admin", ...OWNER, ...fields });

/** docs/decisions/019: on a new site, the first administrator is claimed with the setup code the server prints. */
describe.each(testDatabases())("the first administrator (%s)", (_kind, open) => {
  let database: Database;
  let client: ReturnType<typeof siteServices>;
  const code = setupCodeFor({}, SECRET);
  const stored = async () => (await database.db.select().from(admins)).map((a) => a.email).sort();
  beforeEach(async () => {
    database = await open();
    client = siteServices(database.db, { env: { ADMIN_SIGNUP: "first" } });
  });
  afterEach(async () => {
    await database?.close();
  });

  it("asks for the setup code on a new site, and refuses a missing or wrong one, creating nothing", async () => {
    const loaded = await callRoute(client(), loginLoader, new Request(`${ORIGIN}/login`));
    expect(loaded).toEqual({ setupCodeNeeded: true });
    expect(await post(client(), loginAction, "/login", signUp({}))).toMatchObject({
      status: 400,
      body: { fieldErrors: { setupCode: SETUP_CODE_MESSAGES.missing } },
    });
    expect(await post(client(), loginAction, "/login", signUp({ setupCode: "AAAA-BBBB-CCCC-DDDD" }))).toMatchObject({
      status: 400,
      body: { fieldErrors: { setupCode: SETUP_CODE_MESSAGES.wrong } },
    });
    expect(await stored()).toEqual([]);
  });

  it("creates the first administrator with the right code (case and dashes aside), after which it is spent", async () => {
    const typed = code.toLowerCase().replaceAll("-", " ");
    expect(await post(client(), loginAction, "/login", signUp({ setupCode: typed }))).toMatchObject({ status: 200, body: { ok: true } });
    expect(await stored()).toEqual([OWNER.email]);
    const spent = await post(client(), loginAction, "/login", signUp({ email: "second@site.test", setupCode: code }));
    expect(spent.status).toBe(403);
    expect(await stored()).toEqual([OWNER.email]);
    expect(await callRoute(client(), loginLoader, new Request(`${ORIGIN}/login`))).toEqual({ setupCodeNeeded: false });
  });

  it("six parallel sign-ups with the right code make exactly one administrator", async () => {
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post(client(`198.51.100.${i}`), loginAction, "/login", signUp({ email: `claimer${i}@site.test`, setupCode: code })),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 403, 403, 403, 403, 403]);
    expect(await stored()).toHaveLength(1);
  });

  it("refuses short and common passwords with their reasons", async () => {
    const short = await post(client(), loginAction, "/login", signUp({ password: "eleven-char", setupCode: code }));
    expect(short).toMatchObject({ status: 400, body: { fieldErrors: { password: "Password must be at least 12 characters" } } });
    const long = await post(client(), loginAction, "/login", signUp({ password: "x".repeat(129), setupCode: code }));
    expect(long).toMatchObject({ status: 400, body: { fieldErrors: { password: "Password must be at most 128 characters" } } });
    const common = await post(client(), loginAction, "/login", signUp({ password: "1QAZ2WSX3EDC", setupCode: code }));
    expect(common).toMatchObject({ status: 400, body: { fieldErrors: { password: "This password is too common. Choose another." } } });
    expect(await stored()).toEqual([]);
  });

  it("counts wrong codes in the login throttle: an address that guessed 5 times is refused even the right code", async () => {
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) {
      expect((await post(client("198.51.100.7"), loginAction, "/login", signUp({ setupCode: `WRONG-${i}` }))).status).toBe(400);
    }
    expect(await post(client("198.51.100.7"), loginAction, "/login", signUp({ setupCode: code }))).toMatchObject({
      status: 429,
      body: { error: SETUP_CODE_MESSAGES.tooMany },
    });
    expect(await stored()).toEqual([]);
    // The owner, elsewhere, still claims the site (after a second's wait for the code's turn).
    expect((await post(client("203.0.113.50"), loginAction, "/login", signUp({ setupCode: code }))).status).toBe(200);
  });

  it("takes ADMIN_SETUP_CODE instead when given", async () => {
    const given = siteServices(database.db, { env: { ADMIN_SIGNUP: "first", ADMIN_SETUP_CODE: "from-the-installer" } });
    expect((await post(given(), loginAction, "/login", signUp({ setupCode: code }))).status).toBe(400);
    expect((await post(given(), loginAction, "/login", signUp({ setupCode: "from-the-installer" }))).status).toBe(200);
  });

  it("is not asked for with ADMIN_SIGNUP=open", async () => {
    const openSite = siteServices(database.db, { env: { ADMIN_SIGNUP: "open" } });
    expect((await post(openSite(), loginAction, "/login", signUp({}))).status).toBe(200);
  });

  it("is printed at start while no administrator exists, a given one is not repeated, and never once one exists", async () => {
    const print = vi.fn();
    await announceSetupCode(database.db, { ADMIN_SIGNUP: "first" }, SECRET, print);
    expect(print.mock.calls[0][0]).toContain(`with the setup code: ${code}`);
    await announceSetupCode(database.db, { ADMIN_SIGNUP: "first", ADMIN_SETUP_CODE: "from-the-installer" }, SECRET, print);
    expect(print.mock.calls[1][0]).not.toContain("from-the-installer");
    await announceSetupCode(database.db, { ADMIN_SIGNUP: "open" }, SECRET, print);
    await post(client(), loginAction, "/login", signUp({ setupCode: code }));
    await announceSetupCode(database.db, { ADMIN_SIGNUP: "first" }, SECRET, print);
    expect(print).toHaveBeenCalledTimes(2);
  });
});

describe("the setup code", () => {
  it("is the same for every instance sharing the session secret, and another for another secret", () => {
    expect(setupCodeFor({}, SECRET)).toBe(setupCodeFor({}, SECRET));
    expect(setupCodeFor({}, SECRET)).not.toBe(setupCodeFor({}, "t".repeat(48)));
    expect(isSetupCode(" abcd-efgh ", "ABCDEFGH")).toBe(true);
    expect(isSetupCode("ABCDEFGI", "ABCDEFGH")).toBe(false);
  });
});
