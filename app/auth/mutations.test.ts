/**
 * Every mutation of the server, called as an attacker would: without a session, with a
 * forged or expired session cookie, without the CSRF token, from another site, and with only
 * a forged `admin_session` localStorage entry (which the server never sees: it is the same as
 * no session). Each answer must be 401 or 403, and the database must not change.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~/db/client.server";
import { admins, sessions, siteContent } from "~/db/schema";
import { createLoginThrottle } from "./login-throttle.server";
import { createSession, SESSION_IDLE_MS } from "./session.server";
import { csrfTokenFor } from "./csrf.server";
import { createAdmin } from "~/models/admins.server";
import { createDiskStorage } from "~/storage/storage.server";
import { readEnv } from "~/lib/env.server";
import { action as contentAction } from "~/routes/api/content";
import { action as uploadAction } from "~/routes/api/upload";
import { action as logoutAction } from "~/routes/logout";
import { action as adminAction } from "~/routes/admin";
import { action as loginAction } from "~/routes/login";

const ORIGIN = "http://site.test";
const SECRET = "s".repeat(48);
let database: Database;
let uploadsDir: string;
let context: AppLoadContext;
let validToken: string;
let validCsrf: string;
let expiredToken: string;

beforeAll(async () => {
  database = await openDatabase({});
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-mutations-"));
  context = {
    db: database.db,
    env: { ...readEnv({}), ADMIN_SIGNUP: "first" },
    cspNonce: "n",
    sessionSecret: SECRET,
    clientIp: "127.0.0.1",
    loginThrottle: createLoginThrottle(),
    storage: createDiskStorage(uploadsDir),
  };
  const admin = await createAdmin(database.db, { name: "Owner", email: "owner@site.test", password: "owner-pass" });
  validToken = await createSession(database.db, admin.id);
  const [row] = await database.db.select().from(sessions);
  validCsrf = csrfTokenFor(row.id, SECRET);
  expiredToken = await createSession(database.db, admin.id, new Date(Date.now() - 2 * SESSION_IDLE_MS));
});

afterAll(async () => {
  await database?.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

async function cookieFor(token: string) {
  // The same encoding as the real cookie (React Router's createCookie: base64 JSON).
  return `sid=${encodeURIComponent(btoa(JSON.stringify(token)))}`;
}

async function snapshot() {
  return {
    content: await database.db.select().from(siteContent),
    admins: (await database.db.select().from(admins)).map((a) => a.email).sort(),
    // Live sessions only: finding an expired session deletes it, which is housekeeping.
    sessions: (await database.db.select().from(sessions))
      .filter((s) => s.lastSeenAt.getTime() > Date.now() - SESSION_IDLE_MS)
      .map((s) => s.id)
      .sort(),
    uploads: fs.readdirSync(uploadsDir, { recursive: true }).length,
  };
}

const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#f00" } }).png().toBuffer();

type Mutation = {
  name: string;
  /** Whether the mutation needs a session at all (create-admin may not, under ADMIN_SIGNUP=first). */
  call: (headers: Headers) => Promise<unknown>;
};

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return body;
}

const MUTATIONS: Mutation[] = [
  {
    name: "POST /api/content (save)",
    call: (headers) =>
      contentAction({
        request: new Request(`${ORIGIN}/api/content`, {
          method: "POST",
          headers,
          body: form({ key: "subtitle", section: "hero", type: "text", value: "HACKED", _csrf: headers.get("x-test-csrf") ?? "" }),
        }),
        context,
        params: {},
      } as never),
  },
  {
    name: "POST /api/content (remove)",
    call: (headers) =>
      contentAction({
        request: new Request(`${ORIGIN}/api/content`, {
          method: "POST",
          headers,
          body: form({ intent: "remove", key: "subtitle", section: "hero", type: "text", _csrf: headers.get("x-test-csrf") ?? "" }),
        }),
        context,
        params: {},
      } as never),
  },
  {
    name: "POST /api/upload",
    call: (headers) => {
      const body = form({ bucket: "uploads" });
      body.set("file", new File([new Uint8Array(png)], "a.png", { type: "image/png" }));
      return uploadAction({ request: new Request(`${ORIGIN}/api/upload`, { method: "POST", headers, body }), context, params: {} } as never);
    },
  },
  {
    name: "POST /logout",
    call: (headers) =>
      logoutAction({
        request: new Request(`${ORIGIN}/logout`, { method: "POST", headers, body: form({ _csrf: headers.get("x-test-csrf") ?? "" }) }),
        context,
        params: {},
      } as never),
  },
  {
    name: "POST /admin (create administrator)",
    call: (headers) =>
      adminAction({
        request: new Request(`${ORIGIN}/admin`, {
          method: "POST",
          headers,
          body: form({ intent: "create-admin", name: "Mallory", email: "mallory@evil.test", password: "mallory1", _csrf: headers.get("x-test-csrf") ?? "" }),
        }),
        context,
        params: {},
      } as never),
  },
  {
    name: "POST /login (create administrator once one exists)",
    call: (headers) =>
      loginAction({
        request: new Request(`${ORIGIN}/login`, {
          method: "POST",
          headers,
          body: form({ intent: "create-admin", name: "Mallory", email: "mallory2@evil.test", password: "mallory1", _csrf: headers.get("x-test-csrf") ?? "" }),
        }),
        context,
        params: {},
      } as never),
  },
];

/** The status an action answered with, whether it returned or threw. */
async function statusOf(run: () => Promise<unknown>) {
  try {
    const result = await run();
    return statusFrom(result);
  } catch (thrown) {
    return statusFrom(thrown);
  }
}

function statusFrom(value: unknown): number {
  if (value instanceof Response) return value.status;
  if (value && typeof value === "object" && "init" in value) {
    const init = (value as { init?: { status?: number } | null }).init;
    return init?.status ?? 200;
  }
  return 200;
}

const ATTACKS: Array<[string, () => Promise<Headers>]> = [
  ["no session", async () => new Headers({ origin: ORIGIN })],
  ["a forged session cookie", async () => new Headers({ origin: ORIGIN, cookie: await cookieFor("forged-token-value"), "x-csrf-token": "forged" })],
  ["an expired session cookie", async () => {
    const h = new Headers({ origin: ORIGIN, cookie: await cookieFor(expiredToken) });
    return h;
  }],
  ["a valid session but no CSRF token", async () => new Headers({ origin: ORIGIN, cookie: await cookieFor(validToken) })],
  ["a valid session but a wrong CSRF token", async () => new Headers({ origin: ORIGIN, cookie: await cookieFor(validToken), "x-csrf-token": "x".repeat(43), "x-test-csrf": "x".repeat(43) })],
  ["a valid session and token, sent from another site", async () => new Headers({ origin: "http://evil.test", cookie: await cookieFor(validToken), "x-csrf-token": validCsrf, "x-test-csrf": validCsrf })],
  ["only a forged admin_session localStorage entry (the server never sees it)", async () => new Headers({ origin: ORIGIN, "x-admin-session": JSON.stringify({ admin_id: "x", admin_name: "x", admin_email: "owner@site.test", loginTime: new Date().toISOString() }) })],
];

describe.each(MUTATIONS)("$name", (mutation) => {
  it.each(ATTACKS)("is refused with %s, and nothing changes", async (_label, headersFor) => {
    const before = await snapshot();
    const status = await statusOf(async () => mutation.call(await headersFor()));
    expect([401, 403]).toContain(status);
    expect(await snapshot()).toEqual(before);
  });
});

describe("the same mutations with a real session and token", () => {
  it("are accepted, so the refusals above are not an accident", async () => {
    const headers = new Headers({ origin: ORIGIN, cookie: await cookieFor(validToken), "x-csrf-token": validCsrf, "x-test-csrf": validCsrf });
    expect(await statusOf(() => MUTATIONS[0].call(headers))).toBe(200);
    const [row] = await database.db.select().from(siteContent);
    expect(row.content).toBe("HACKED");
    expect(await statusOf(() => MUTATIONS[2].call(headers))).toBe(200);
    expect(await statusOf(() => MUTATIONS[4].call(headers))).toBe(200);
    expect((await database.db.select().from(admins)).map((a) => a.email)).toContain("mallory@evil.test");
  });
});

describe("the list above", () => {
  it("covers every route module that accepts writes", () => {
    const modules = import.meta.glob<Record<string, unknown>>(
      ["../routes/**/*.{ts,tsx}", "!../routes/**/*.test.ts"],
      { eager: true },
    );
    const withAction = Object.entries(modules)
      .filter(([, mod]) => typeof mod.action === "function")
      .map(([file]) => file.replace("../routes/", ""))
      .sort();
    // login's own sign-in is not a session mutation; its create-admin intent is tested above.
    expect(withAction).toEqual(["admin.tsx", "api/content.ts", "api/upload.ts", "login.tsx", "logout.tsx"]);
  });
});

describe("bad input", () => {
  it("a body that is not a form gets 400, not a server error, and changes nothing", async () => {
    const before = await snapshot();
    const junk = (path: string) =>
      new Request(`${ORIGIN}${path}`, {
        method: "POST",
        headers: { origin: ORIGIN, "content-type": "application/json" },
        body: "{not json",
      });
    for (const [path, run] of [
      ["/api/content", contentAction],
      ["/login", loginAction],
      ["/logout", logoutAction],
      ["/admin", adminAction],
    ] as const) {
      const status = await statusOf(() => (run as (args: unknown) => Promise<unknown>)({ request: junk(path), context, params: {} }));
      expect(status, path).toBe(400);
    }
    expect(await snapshot()).toEqual(before);
  });
});
