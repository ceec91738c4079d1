import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { admins, recoveryCodes, sessions } from "~/db/schema";
import { createAdmin, verifyAdminCredentials } from "~/models/admins.server";
import { action as adminAction, loader as adminLoader } from "~/routes/admin/administrators";
import { loader as layoutLoader } from "~/routes/admin/layout";
import { action as logoutAction } from "~/routes/logout";
import { callRoute, cookieFor, openTestSite, ORIGIN, type TestSite } from "../../tests/action-site";
import { post, replyOf } from "../../tests/sign-in-site";
import { ACCOUNT_MESSAGES, TWO_STEP_MESSAGES } from "./messages";
import { PASSWORD_MESSAGES } from "./password-policy";
import { createSession, findSession } from "./session.server";
import { createChallenge, findChallenge } from "./sign-in-challenge.server";
import { base32Decode, hotp, totpStep } from "./totp.server";

const OWNER_PASSWORD = "owner-pass"; // tests/action-site.ts

/** /admin's administrators part, as the signed-in owner of tests/action-site.ts uses it. */
describe("administrators and one's own account in /admin", () => {
  let site: TestSite;
  const send = (fields: Record<string, string>, token = site.token) =>
    post(site.services, adminAction, "/admin?index", { ...fields, _csrf: site.csrf }, cookieFor(token));
  const loaded = (token = site.token) =>
    replyOf(() => callRoute(site.services, adminLoader, new Request(`${ORIGIN}/admin`, { headers: { cookie: cookieFor(token) } })));
  beforeEach(async () => {
    site = await openTestSite();
  });
  afterEach(async () => {
    await site?.close();
  });

  it("removes another administrator, whose open page is a visitor's at its next request", async () => {
    const bob = await createAdmin(site.db, { name: "Bob", email: "bob@site.test", password: "bobs-long-password" });
    const bobs = await createSession(site.db, bob.id);
    expect((await loaded()).body).toMatchObject({ admins: [{ name: "Owner" }, { name: "Bob", twoStep: false }] });

    expect(await send({ intent: "remove-admin", id: bob.id })).toMatchObject({ status: 200, body: { ok: true, name: "Bob" } });
    expect(await findSession(site.db, bobs)).toBeNull();
    const bobsPage = await replyOf(() =>
      callRoute(
        site.services,
        async (args: never) => layoutLoader(args),
        new Request(`${ORIGIN}/admin`, { headers: { cookie: cookieFor(bobs) } }),
      ),
    );
    expect(bobsPage).toMatchObject({ status: 302, location: "/login?redirectTo=%2Fadmin" });
    expect(await send({ intent: "remove-admin", id: site.by })).toMatchObject({ status: 400, body: { ok: false } });
    expect(await site.db.select({ name: admins.name }).from(admins)).toEqual([{ name: "Owner" }]);
  });

  it("changes the password with the current one, to a long uncommon one; the other sessions end, this one stays", async () => {
    const change = (currentPassword: string, newPassword: string, confirmPassword = newPassword) =>
      send({ intent: "change-password", currentPassword, newPassword, confirmPassword });
    expect(await change("wrong-password", "a-brand-new-password")).toMatchObject({
      status: 400,
      body: { fieldErrors: { currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong } },
    });
    expect((await change(OWNER_PASSWORD, "short-one")).body).toMatchObject({ fieldErrors: { newPassword: PASSWORD_MESSAGES.tooShort } });
    expect((await change(OWNER_PASSWORD, "1q2w3e4r5t6y")).body).toMatchObject({ fieldErrors: { newPassword: PASSWORD_MESSAGES.common } });
    expect((await change(OWNER_PASSWORD, "a-brand-new-password", "a-brand-new-pasword")).body).toMatchObject({
      fieldErrors: { confirmPassword: ACCOUNT_MESSAGES.passwordsDiffer },
    });
    expect(await verifyAdminCredentials(site.db, "owner@site.test", OWNER_PASSWORD)).not.toBeNull();

    const elsewhere = await createSession(site.db, site.by);
    // Someone holding the old password, half-way through a two-step sign-in.
    const pending = await createChallenge(site.db, site.by);
    expect((await change(OWNER_PASSWORD, "a-brand-new-password")).status).toBe(200);
    expect(await findSession(site.db, elsewhere)).toBeNull();
    expect(await findChallenge(site.db, pending)).toBeNull();
    expect(await findSession(site.db, site.token)).not.toBeNull();
    expect(await verifyAdminCredentials(site.db, "owner@site.test", OWNER_PASSWORD)).toBeNull();
    expect(await verifyAdminCredentials(site.db, "owner@site.test", "a-brand-new-password")).not.toBeNull();
  });

  it("turns two-step sign-in on with a code, shows 10 recovery codes once, never the key again, and off with the password", async () => {
    const started = await send({ intent: "two-step-start" });
    expect(started.status).toBe(200);
    const secret = String(started.body.secret);
    expect(started.body.otpauthUrl).toContain(`secret=${secret}`);
    expect(started.body.qrSvg).toMatch(/^<svg /);

    expect(await send({ intent: "two-step-confirm", code: "000000" })).toMatchObject({
      status: 400,
      body: { fieldErrors: { code: TWO_STEP_MESSAGES.codeWrong } },
    });
    const code = hotp(base32Decode(secret), totpStep(Date.now()));
    const confirmed = await send({ intent: "two-step-confirm", code });
    expect(confirmed.status).toBe(200);
    const codes = confirmed.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // Stored hashed, the key sealed: neither is in the database as shown.
    const stored = JSON.stringify([await site.db.select().from(admins), await site.db.select().from(recoveryCodes)]);
    for (const shown of [secret, ...codes]) expect(stored).not.toContain(shown);

    const page = await loaded();
    expect(page.body.twoStep).toEqual({ on: true, recoveryCodesLeft: 10 });
    expect(JSON.stringify(page.body)).not.toContain(secret);
    expect(await send({ intent: "two-step-start" })).toMatchObject({ status: 409, body: { error: TWO_STEP_MESSAGES.alreadyOn } });

    expect(await send({ intent: "two-step-off", proof: "not-my-password" })).toMatchObject({
      status: 400,
      body: { fieldErrors: { proof: TWO_STEP_MESSAGES.proofWrong } },
    });
    expect((await send({ intent: "two-step-off", proof: OWNER_PASSWORD })).status).toBe(200);
    expect((await loaded()).body.twoStep).toEqual({ on: false, recoveryCodesLeft: 0 });
  });

  it("turns two-step sign-in off with a recovery code too", async () => {
    const secret = String((await send({ intent: "two-step-start" })).body.secret);
    const confirmed = await send({ intent: "two-step-confirm", code: hotp(base32Decode(secret), totpStep(Date.now())) });
    const [first] = confirmed.body.recoveryCodes as string[];
    expect((await send({ intent: "two-step-off", proof: first })).status).toBe(200);
    expect(await site.db.select().from(recoveryCodes)).toEqual([]);
  });

  it("signs out everywhere: every session of the administrator ends, this one included, others' stay", async () => {
    const bob = await createAdmin(site.db, { name: "Bob", email: "bob@site.test", password: "bobs-long-password" });
    const bobs = await createSession(site.db, bob.id);
    const mine = await createSession(site.db, site.by);
    const reply = await post(site.services, logoutAction, "/logout", { intent: "everywhere", _csrf: site.csrf }, site.cookie);
    expect(reply).toMatchObject({ status: 302, location: "/" });
    expect(reply.cookie).toMatch(/^[^=]+=$/);
    expect(await findSession(site.db, site.token)).toBeNull();
    expect(await findSession(site.db, mine)).toBeNull();
    expect(await findSession(site.db, bobs)).not.toBeNull();
    expect((await site.db.select().from(sessions)).map((s) => s.adminId)).toEqual([bob.id]);
  });
});
