import http from "node:http";
import { expect, test } from "@playwright/test";
import { startSite, type SiteProcess } from "../production/site";

/**
 * An attacker's probes at sign-in (issue 24), sent over HTTP to a started production site,
 * from several loopback addresses (127.0.0.x: each its own client to the site). Each site
 * is new; its first administrator is claimed from the web with the setup code.
 */
const SETUP_CODE = "hostile-probe-setup-code";
const OWNER = { name: "Owner", email: "owner@site.test", password: "the-owners-long-password" };
// The range of this file's sites (4300-4319).
let nextPort = 4300;

test.describe.configure({ mode: "serial" });

type Reply = { status: number; location: string | undefined; body: string };

/** A POST of a form to `path` exactly as written (no URL clean-up), sent from `from`. */
function postForm(site: SiteProcess, path: string, fields: Record<string, string>, from = "127.0.0.1"): Promise<Reply> {
  const body = new URLSearchParams(fields).toString();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: new URL(site.url).port,
        localAddress: from,
        method: "POST",
        path,
        headers: { Origin: site.url, "Content-Type": "application/x-www-form-urlencoded", "Content-Length": Buffer.byteLength(body) },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, location: response.headers.location, body: text }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

const signUp = (site: SiteProcess, fields: Record<string, string>, from?: string) =>
  postForm(site, "/login", { intent: "create-admin", ...OWNER, ...fields }, from);
const signIn = (site: SiteProcess, password: string, from?: string, path = "/login") =>
  postForm(site, path, { email: OWNER.email, password }, from);

async function newSite() {
  return startSite(nextPort++, { ADMIN_SETUP_CODE: SETUP_CODE, LOG_LEVEL: "warn", SEED_DEMO: "0" });
}

test("the first administrator: none without the setup code, six sent at once with it make one", async () => {
  const site = await newSite();
  try {
    expect(site.output()).toContain("No administrator yet. Create the first at /login");
    const claimers = Array.from({ length: 6 }, (_, i) => ({ email: `claimer${i}@evil.test` }));
    const withoutCode = await Promise.all(claimers.map((claimer) => signUp(site, claimer)));
    expect(withoutCode.map((reply) => reply.status)).toEqual([400, 400, 400, 400, 400, 400]);
    const wrongCode = await Promise.all(claimers.map((claimer, i) => signUp(site, { ...claimer, setupCode: `GUESS-${i}` }, "127.0.0.2")));
    expect(wrongCode.every((reply) => reply.status === 400 || reply.status === 429)).toBe(true);

    const withCode = await Promise.all(claimers.map((claimer) => signUp(site, { ...claimer, setupCode: SETUP_CODE })));
    expect(withCode.map((reply) => reply.status).sort()).toEqual([200, 403, 403, 403, 403, 403]);
    // Exactly one of them can sign in.
    const signIns = await Promise.all(
      claimers.map((claimer) => postForm(site, "/login", { email: claimer.email, password: OWNER.password })),
    );
    expect(signIns.filter((reply) => reply.status === 302)).toHaveLength(1);
    // Spent: the code makes no one else an administrator.
    expect((await signUp(site, { email: "late@evil.test", setupCode: SETUP_CODE })).status).toBe(403);
  } finally {
    await site.stop();
  }
});

test.describe("signed-in administrators", () => {
  let site: SiteProcess;
  test.beforeAll(async () => {
    site = await newSite();
    expect((await signUp(site, { setupCode: SETUP_CODE })).status).toBe(200);
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test("the redirect after sign-in never leaves the site", async () => {
    expect(await signIn(site, OWNER.password, undefined, "/login?redirectTo=/admin")).toMatchObject({ status: 302, location: "/admin" });
    for (const probe of ["/%5Cevil.example/", "/%09/evil.example/", "/\\/evil.example", "//evil.example", "/%5C%5Cevil.example"]) {
      const reply = await signIn(site, OWNER.password, undefined, `/login?redirectTo=${probe}`);
      expect(reply.status, probe).toBe(302);
      expect(reply.location, probe).toBe("/");
    }
  });

  test("25 wrong passwords sent at once: at most 5 are checked, that address is then refused even the right one, and the owner still gets in", async () => {
    const attacks = await Promise.all(Array.from({ length: 25 }, (_, i) => signIn(site, `wrong-guess-${i}`, "127.0.0.3")));
    const checked = attacks.filter((reply) => reply.status === 401);
    const refused = attacks.filter((reply) => reply.status === 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(checked.length + refused.length).toBe(25);
    for (const reply of attacks)
      expect(reply.body).toMatch(/Invalid credentials\. Check your email and password\.|Login error\. Please try again\./);

    expect((await signIn(site, OWNER.password, "127.0.0.3")).status).toBe(429);
    expect(await signIn(site, OWNER.password, "127.0.0.1")).toMatchObject({ status: 302, location: "/" });
  });

  test("failures from other addresses slow the owner's email down but never lock the owner out", async () => {
    // Six failures of the email, more than the five that used to lock it for 15 minutes.
    for (const from of ["127.0.0.4", "127.0.0.5"]) {
      for (let i = 0; i < 3; i++) expect((await signIn(site, `guess-${from}-${i}`, from)).status).toBe(401);
    }
    expect(await signIn(site, OWNER.password, "127.0.0.1")).toMatchObject({ status: 302, location: "/" });
  });
});
