import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { sessions, signInChallenges } from "~/db/schema";
import { createAdmin, removeAdmin, type AdminSummary } from "~/models/admins.server";
import { action as loginAction } from "~/routes/login";
import { SECRET } from "../../tests/action-site";
import { testDatabases } from "../../tests/databases";
import { post, siteServices } from "../../tests/sign-in-site";
import { MAX_FAILURES_PER_PAIR } from "./login-throttle.server";
import { AUTH_MESSAGES, TWO_STEP_MESSAGES } from "./messages";
import { beginTwoStep, confirmTwoStepCode } from "./two-step.server";
import { base32Decode, hotp, totpStep } from "./totp.server";

const OWNER = { name: "Olivia", email: "olivia@site.test", password: "the-owners-long-password" };

describe.each(testDatabases())("signing in (%s)", (_kind, open) => {
  let database: Database;
  let client: ReturnType<typeof siteServices>;
  let owner: AdminSummary;
  const signIn = (password: string, from?: string, query = "") =>
    post(client(from), loginAction, `/login${query}`, { email: OWNER.email, password });
  beforeEach(async () => {
    database = await open();
    client = siteServices(database.db);
    owner = await createAdmin(database.db, OWNER);
  });
  afterEach(async () => {
    await database?.close();
  });

  it("goes to the page asked for, and only ever to a page of this site", async () => {
    expect(await signIn(OWNER.password, undefined, "?redirectTo=%2Fadmin%3Ftab%3D1")).toMatchObject({
      status: 302,
      location: "/admin?tab=1",
    });
    for (const to of ["/%5Cevil.example/", "/%09/evil.example/", "/%5C/evil.example", "//evil.example", "https://evil.example/"]) {
      const reply = await signIn(OWNER.password, undefined, `?redirectTo=${encodeURIComponent(to)}`);
      expect(reply.status, to).toBe(302);
      expect(reply.location, to).toBe("/");
    }
    // As the issue sent them: encoded once in the address.
    for (const query of ["?redirectTo=/%5Cevil.example/", "?redirectTo=/%09/evil.example/", "?redirectTo=/\\/evil.example"]) {
      expect((await signIn(OWNER.password, undefined, query)).location, query).toBe("/");
    }
  });

  it("25 parallel wrong passwords from one address: 5 checked, the rest refused, then the right one refused there too", async () => {
    const replies = await Promise.all(Array.from({ length: 25 }, (_, i) => signIn(`wrong-password-${i}`, "198.51.100.9")));
    expect(replies.filter((r) => r.status === 401)).toHaveLength(MAX_FAILURES_PER_PAIR);
    for (const reply of replies) {
      expect([AUTH_MESSAGES.invalidCredentials, AUTH_MESSAGES.loginError]).toContain(reply.body.error);
    }
    expect(await signIn(OWNER.password, "198.51.100.9")).toMatchObject({ status: 429, body: { error: AUTH_MESSAGES.loginError } });
    // The owner, from their own address, is not locked out.
    expect(await signIn(OWNER.password, "203.0.113.7")).toMatchObject({ status: 302, location: "/" });
  });

  it("says the same for an unknown email as for a wrong password", async () => {
    const unknown = await post(client(), loginAction, "/login", { email: "nobody@site.test", password: OWNER.password });
    expect(unknown).toMatchObject({ status: 401, body: { error: AUTH_MESSAGES.invalidCredentials } });
    expect(await signIn("not-the-password")).toMatchObject({ status: 401, body: { error: AUTH_MESSAGES.invalidCredentials } });
  });

  describe("with two-step sign-in on", () => {
    let secret: Buffer;
    let recoveryCodes: string[];
    const codeAt = (at: number) => hotp(secret, totpStep(at));
    const sendCode = (challenge: string, code: string, from?: string) =>
      post(client(from), loginAction, "/login?redirectTo=/admin", { intent: "code", challenge, code });
    const passwordStep = async (from?: string) => {
      const reply = await signIn(OWNER.password, from, "?redirectTo=/admin");
      expect(reply).toMatchObject({ status: 200, cookie: null });
      return String(reply.body.challenge);
    };
    beforeEach(async () => {
      const setup = await beginTwoStep({ db: database.db, sessionSecret: SECRET }, owner, "site.test");
      secret = base32Decode(setup?.secret ?? "");
      // The code of the step before: the sign-in below uses the current one.
      recoveryCodes = (await confirmTwoStepCode({ db: database.db, sessionSecret: SECRET }, owner.id, codeAt(Date.now() - 30_000))) ?? [];
      expect(recoveryCodes).toHaveLength(10);
    });

    it("asks for the code after the right password, with no session until then; the code signs in once", async () => {
      const challenge = await passwordStep();
      expect(await database.db.select().from(sessions)).toEqual([]);
      const code = codeAt(Date.now());
      const reply = await sendCode(challenge, code);
      expect(reply).toMatchObject({ status: 302, location: "/admin" });
      expect(reply.cookie).toMatch(/^[^=]+=./);
      // Spent: neither the challenge nor the code works again.
      expect(await sendCode(challenge, code)).toMatchObject({ status: 401, body: { error: TWO_STEP_MESSAGES.expired } });
      expect(await sendCode(await passwordStep(), code)).toMatchObject({ status: 401, body: { error: TWO_STEP_MESSAGES.codeWrong } });
    });

    it("takes a recovery code in place of the code, once", async () => {
      expect(await sendCode(await passwordStep(), recoveryCodes[3].toUpperCase())).toMatchObject({ status: 302 });
      expect(await sendCode(await passwordStep(), recoveryCodes[3])).toMatchObject({ status: 401 });
    });

    it("counts wrong codes with wrong passwords: after 5, the right code is refused from that address", async () => {
      const challenge = await passwordStep("198.51.100.20");
      for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) {
        expect((await sendCode(challenge, String(100000 + i), "198.51.100.20")).status).toBe(401);
      }
      expect(await sendCode(challenge, codeAt(Date.now()), "198.51.100.20")).toMatchObject({
        status: 429,
        body: { error: AUTH_MESSAGES.loginError },
      });
    });

    it("refuses a made-up, expired or removed administrator's challenge", async () => {
      expect(await sendCode("made-up-challenge", codeAt(Date.now()))).toMatchObject({
        status: 401,
        body: { error: TWO_STEP_MESSAGES.expired },
      });
      const old = await passwordStep();
      await database.db.update(signInChallenges).set({ expiresAt: new Date(Date.now() - 1) });
      expect(await sendCode(old, codeAt(Date.now()))).toMatchObject({ status: 401, body: { error: TWO_STEP_MESSAGES.expired } });

      const pending = await passwordStep();
      const other = await createAdmin(database.db, { name: "Other", email: "other@site.test", password: "a-long-password" });
      await removeAdmin(database.db, other.id, owner.id);
      expect(await sendCode(pending, codeAt(Date.now()))).toMatchObject({ status: 401, body: { error: TWO_STEP_MESSAGES.expired } });
    });
  });
});
