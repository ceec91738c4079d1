/**
 * A site with a signed-in administrator, for calling the write routes' actions directly the
 * way React Router calls them, and a snapshot of everything a write could change. Used by
 * app/auth/mutations.test.ts and the tests of app/routes/api/.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { Database } from "~/db/client.server";
import { openTestPglite } from "./databases";
import {
  admins,
  caseSlugRedirects,
  caseStudies,
  drafts,
  introLogos,
  pictureFraming,
  previewLinks,
  publishes,
  recoveryCodes,
  sessions,
  siteContent,
  siteSettings,
  teamMembers,
} from "~/db/schema";
import { createLoginThrottle } from "~/auth/login-throttle.server";
import { createSession, SESSION_IDLE_MS, setDraftMode } from "~/auth/session.server";
import { csrfTokenFor } from "~/auth/csrf.server";
import { requestContext, type AppServices } from "~/context.server";
import { readEnv } from "~/lib/env.server";
import { middleware as adminPages } from "~/routes/admin/layout";
import { middleware as adminRequests } from "~/routes/admin-only";
import { draftView } from "~/routes/draft-view.server";
import { createAdmin } from "~/models/admins.server";
import { addGalleryImages } from "~/models/case-images.server";
import { createCase, saveCase } from "~/models/case-studies.server";
import { addIntroLogo } from "~/models/intro-logos.server";
import { listRevisions } from "~/models/revisions.server";
import { saveContent } from "~/models/site-content.server";
import { addTeamMember } from "~/models/team-members.server";
import { MAX_IMAGE_BYTES } from "~/forms/image-file";
import { createDiskStorage } from "~/storage/storage.server";

export const ORIGIN = "http://site.test";
export const SECRET = "s".repeat(48);

// ---------------------------------------------------------------------------------------
// Requests and answers

/** A route module's action or loader, called as React Router calls it. */
export type Action = (args: never) => Promise<unknown>;

type Middleware = (args: never, next: () => Promise<unknown>) => Promise<unknown>;

/**
 * The middleware React Router runs before a route's loader or action, as app/routes.ts nests
 * them: the root's draft mode (the database's 503 is left out: no document here), then the
 * guard of its branch.
 */
function middlewareOf(path: string): Middleware[] {
  const root = [draftView as Middleware];
  if (path === "/admin" || path.startsWith("/admin?") || path.startsWith("/admin/")) return [...root, ...(adminPages as Middleware[])];
  if (path.startsWith("/api/") || path === "/logout") return [...root, ...(adminRequests as Middleware[])];
  return root;
}

/**
 * Runs `handler` (a route's loader or action) on `request` as React Router would: with a
 * new router context of `services`, after the middleware of its branch. A middleware that
 * answers ends the chain; one that does not call `next()` gets it called after it.
 */
export async function callRoute(services: AppServices, handler: Action, request: Request) {
  const url = new URL(request.url);
  const args = { request, url, pattern: url.pathname, params: {}, context: requestContext(services) };
  const chain = middlewareOf(url.pathname + url.search);
  const run = async (index: number): Promise<unknown> => {
    if (index === chain.length) return handler(args as never);
    let called: Promise<unknown> | undefined;
    const next = () => (called ??= run(index + 1));
    const answer = await chain[index](args as never, next);
    if (answer !== undefined) return answer;
    return next();
  };
  return run(0);
}

/** A form's fields; a list sends the name several times (files, ids in order). */
export type Fields = Record<string, string | File | Array<string | File>>;

export function formOf(fields: Fields): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return body;
}

/** The `sid` cookie for a session token, encoded as React Router's createCookie does (base64 JSON). */
export function cookieFor(token: string) {
  return `sid=${encodeURIComponent(btoa(JSON.stringify(token)))}`;
}

/** What an action answered, whether it returned or threw: its status and its body. */
export type Answer = {
  status: number;
  body: { ok?: boolean; error?: string; fieldErrors?: Record<string, string> } & Record<string, unknown>;
};

export async function answerOf(run: () => Promise<unknown>): Promise<Answer> {
  try {
    return toAnswer(await run());
  } catch (thrown) {
    return toAnswer(thrown);
  }
}

function toAnswer(value: unknown): Answer {
  if (value instanceof Response) return { status: value.status, body: {} };
  if (value && typeof value === "object" && "init" in value && "data" in value) {
    const { init, data } = value as { init?: { status?: number } | null; data: Answer["body"] };
    return { status: init?.status ?? 200, body: data ?? {} };
  }
  return { status: 200, body: (value ?? {}) as Answer["body"] };
}

// ---------------------------------------------------------------------------------------
// Pictures and files to upload

const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#f00" } })
  .png()
  .toBuffer();

/** The bytes of a small, real PNG picture. */
export const pngBytes = () => Buffer.from(png);

export const pngFile = (name = "picture.png") => new File([new Uint8Array(png)], name, { type: "image/png" });

/** A text file renamed .png, which the browser would declare as image/png. */
export const textFileNamedPng = () => new File(["hello, I am only text"], "notes.png", { type: "image/png" });

/** An SVG picture, which can carry scripts. */
export const svgFile = () =>
  new File(['<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'], "logo.svg", {
    type: "image/svg+xml",
  });

/** A file of 5 MB and `extra` bytes (1 unless told), declared as a PNG. */
export const oversizedFile = (extra = 1) => new File([new Uint8Array(MAX_IMAGE_BYTES + extra)], "huge.png", { type: "image/png" });

// ---------------------------------------------------------------------------------------
// The site

export type TestSite = Awaited<ReturnType<typeof openTestSite>>;

/**
 * A database (in-memory PGlite unless `open` says otherwise), an uploads folder of its own,
 * what the server puts in every request's router context, and an administrator with a
 * live session and its CSRF token.
 */
export async function openTestSite(open: () => Promise<Database> = openTestPglite) {
  const database = await open();
  const db = database.db;
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-actions-"));
  const services: AppServices = {
    db,
    env: { ...readEnv({}), ADMIN_SIGNUP: "first" },
    cspNonce: "n",
    sessionSecret: SECRET,
    clientIp: "127.0.0.1",
    loginThrottle: createLoginThrottle(),
    storage: createDiskStorage(uploadsDir),
  };
  const admin = await createAdmin(db, { name: "Owner", email: "owner@site.test", password: "owner-pass" });
  const token = await createSession(db, admin.id);
  const [session] = await db.select().from(sessions);
  const csrf = csrfTokenFor(session.id, SECRET);

  return {
    db,
    services,
    /** What the model functions take, to seed rows as the administrator. */
    store: { db, storage: services.storage },
    /** Sends `request` to a route's `handler` after its middleware (see `callRoute`). */
    call: (handler: Action, request: Request) => answerOf(() => callRoute(services, handler, request)),
    /** The administrator's id, for the model functions' `by`. */
    by: admin.id,
    uploadsDir,
    token,
    csrf,
    cookie: cookieFor(token),
    /** Turns the administrator's session's draft mode on or off (docs/decisions/024). */
    draftMode: (on: boolean) => setDraftMode(db, session.id, on),
    snapshot: () => snapshot(db, uploadsDir),
    uploads: () => uploadedFiles(uploadsDir),
    /** An item's revisions, the latest first (models/revisions.server.ts). */
    history: (item: string) => listRevisions(db, item),
    /** Calls `action` with a POST of `fields` from the administrator's page (session, origin, `_csrf`). */
    send(action: Action, route: string, fields: Fields) {
      const request = new Request(`${ORIGIN}${route}`, {
        method: "POST",
        headers: { origin: ORIGIN, cookie: cookieFor(token) },
        body: formOf({ ...fields, _csrf: csrf }),
      });
      return answerOf(() => callRoute(services, action, request));
    },
    /** The same, with a JSON body instead of a form (the token in the X-CSRF-Token header). */
    sendJson(action: Action, route: string, body: unknown) {
      const request = new Request(`${ORIGIN}${route}`, {
        method: "POST",
        headers: { origin: ORIGIN, cookie: cookieFor(token), "x-csrf-token": csrf, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return answerOf(() => callRoute(services, action, request));
    },
    async close() {
      await database.close();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

/**
 * Everything a write could change: every table's rows, the live sessions (finding an
 * expired one deletes it, which is housekeeping) and the files of the uploads folder.
 */
async function snapshot(db: Database["db"], uploadsDir: string) {
  const byId = <T extends { id: string }>(rows: T[]) => rows.sort((a, b) => a.id.localeCompare(b.id));
  const liveSince = Date.now() - SESSION_IDLE_MS;
  return {
    caseStudies: byId(await db.select().from(caseStudies)),
    caseSlugRedirects: (await db.select().from(caseSlugRedirects)).sort((a, b) => a.oldSlug.localeCompare(b.oldSlug)),
    siteContent: byId(await db.select().from(siteContent)),
    teamMembers: byId(await db.select().from(teamMembers)),
    introLogos: byId(await db.select().from(introLogos)),
    admins: byId(await db.select().from(admins)),
    previewLinks: byId(await db.select().from(previewLinks)),
    recoveryCodes: (await db.select().from(recoveryCodes)).map((c) => `${c.adminId}:${c.codeHash}`).sort(),
    liveSessions: (await db.select().from(sessions))
      .filter((s) => s.lastSeenAt.getTime() > liveSince)
      .map((s) => s.id)
      .sort(),
    drafts: (await db.select().from(drafts)).map((d) => `${d.place}:${JSON.stringify(d.value)}`).sort(),
    publishes: byId(await db.select().from(publishes)),
    siteSettings: (await db.select().from(siteSettings)).map((s) => `${s.key}:${JSON.stringify(s.value)}`).sort(),
    pictureFraming: (await db.select().from(pictureFraming)).map((f) => `${f.url}:${f.x},${f.y}`).sort(),
    uploads: uploadedFiles(uploadsDir),
  };
}

/** Every file under the uploads folder, as sorted paths relative to it. */
function uploadedFiles(uploadsDir: string): string[] {
  return (fs.readdirSync(uploadsDir, { recursive: true }) as string[])
    .filter((file) => fs.statSync(path.join(uploadsDir, file)).isFile())
    .sort();
}

// ---------------------------------------------------------------------------------------
// Rows to aim at, made through the model functions as the administrator

/**
 * A published case study with `images` uploaded gallery pictures. It is made by 'Add
 * Project' and then renamed to `title`, so it also leaves a slug redirect behind.
 */
export async function seedCase(site: TestSite, title: string, images: number) {
  const created = await createCase(site.store, site.by);
  const saved = await saveCase(site.store, site.by, created.id, {
    title,
    clientName: "Seed Client",
    category: "branding",
    description: `About ${title}`,
    tags: ["Seed"],
  });
  if (images > 0) {
    await addGalleryImages(
      site.store,
      site.by,
      saved.id,
      Array.from({ length: images }, () => ({ bytes: pngBytes(), alt: null })),
    );
  }
  const [row] = (await site.snapshot()).caseStudies.filter((c) => c.id === saved.id);
  return row;
}

/** A visible team member with an uploaded portrait. */
export function seedTeamMember(site: TestSite, name: string) {
  return addTeamMember(site.store, site.by, { name, role: "Designer", bio: `${name}'s bio`, portrait: pngBytes() });
}

/** An uploaded intro logo. */
export function seedIntroLogo(site: TestSite) {
  return addIntroLogo(site.store, site.by, { bytes: pngBytes() }, null);
}

/** A stored text in the home page's hero. */
export function seedContent(site: TestSite) {
  return saveContent(site.store, site.by, [{ key: "subtitle", section: "hero", type: "text", value: "Seeded subtitle" }]);
}
