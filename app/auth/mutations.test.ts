/**
 * Every mutation of the server, every intent of every write route, called as an attacker
 * would: without a session, with a forged or expired session cookie, without the CSRF
 * token or with a wrong one, from another site, and with only a forged `admin_session`
 * localStorage entry (which the server never sees: it is the same as no session). Each
 * answer must be 401 or 403, and neither the database nor the uploads folder may change.
 * The targets are real rows: a published case with uploaded gallery pictures, a team member
 * and an intro logo.
 */
import { and, asc, eq } from "drizzle-orm";
import type { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  admins,
  caseStudies,
  introLogos,
  pictureFraming,
  siteContent,
  teamMembers,
  type CaseStudy,
  type IntroLogo,
  type TeamMember,
} from "~/db/schema";
import { CaseActionSchema, CaseImagesSchema, MaterialActionSchema } from "~/forms/case-study";
import { ContentSchema } from "~/forms/content";
import { DeletedSchema } from "~/forms/deleted";
import { PresenceSchema } from "~/forms/presence";
import { DraftsSchema } from "~/forms/drafts";
import { SchedulesSchema } from "~/forms/schedules";
import { PreviewLinksSchema } from "~/forms/preview-links";
import { IntroLogoActionSchema } from "~/forms/intro-logo";
import { FramingSchema } from "~/forms/framing";
import { TeamActionSchema } from "~/forms/team-member";
import {
  answerOf,
  callRoute,
  cookieFor,
  formOf,
  openTestSite,
  ORIGIN,
  pngFile,
  seedCase,
  seedContent,
  seedIntroLogo,
  seedTeamMember,
  type Action,
  type Fields,
  type TestSite,
} from "../../tests/action-site";
import { createSession, findSession, SESSION_IDLE_MS } from "./session.server";
import { AdministratorsActionSchema } from "./schemas";
import { createAdmin, verifyAdminCredentials, type AdminSummary } from "~/models/admins.server";
import { action as adminAction } from "~/routes/admin/administrators";
import { action as caseImagesAction } from "~/routes/api/case-images";
import { action as casesAction } from "~/routes/api/cases";
import { action as contentAction } from "~/routes/api/content";
import { action as deletedAction } from "~/routes/api/deleted";
import { action as presenceAction } from "~/routes/api/presence";
import { action as draftsAction } from "~/routes/api/drafts";
import { action as schedulesAction } from "~/routes/api/schedules";
import { action as previewLinksAction } from "~/routes/api/preview-links";
import { createPreviewLink } from "~/models/preview-links.server";
import { action as introLogosAction } from "~/routes/api/intro-logos";
import { action as framingAction } from "~/routes/api/framing";
import { action as materialsAction } from "~/routes/api/materials";
import { action as teamAction } from "~/routes/api/team";
import { action as loginAction } from "~/routes/login";
import { action as logoutAction } from "~/routes/logout";

let site: TestSite;
let expiredToken: string;
/** The rows the mutations aim at, made in beforeAll (two of each kind that can be reordered). */
let target: { case: CaseStudy; members: TeamMember[]; logos: IntroLogo[]; admin: AdminSummary; previewLink: string };

beforeAll(async () => {
  site = await openTestSite();
  await seedContent(site);
  target = {
    case: await seedCase(site, "Seeded Case", 2),
    members: [await seedTeamMember(site, "Ada"), await seedTeamMember(site, "Grace")],
    logos: [await seedIntroLogo(site), await seedIntroLogo(site)],
    admin: await createAdmin(site.db, { name: "Bob", email: "bob@site.test", password: "bobs-own-password" }),
    previewLink: (await createPreviewLink(site.db, site.by, new Date(Date.now() + 60 * 60_000))).link.id,
  };
  expiredToken = await createSession(site.db, site.by, new Date(Date.now() - 2 * SESSION_IDLE_MS));
});

afterAll(async () => {
  await site?.close();
});

// ---------------------------------------------------------------------------------------
// The mutations

type Mutation = {
  name: string;
  /** The route module, as the 'covers every route module' check below names it. */
  route: string;
  intent?: string;
  /** Sends the mutation with these headers; the `_csrf` field is the `x-test-csrf` header's value. */
  call: (headers: Headers) => Promise<unknown>;
};

/** A POST of `fields` (read when sent, so they may name rows made in beforeAll) to `action`. */
function mutation(route: string, path: string, action: Action, fields: () => Fields): Mutation {
  const intent = fields().intent as string | undefined;
  return {
    name: `POST ${path}${intent ? ` (${intent})` : ""}`,
    route,
    intent,
    call: (headers) =>
      callRoute(
        site.services,
        action,
        new Request(`${ORIGIN}${path}`, {
          method: "POST",
          headers,
          body: formOf({ ...fields(), _csrf: headers.get("x-test-csrf") ?? "" }),
        }),
      ),
  };
}

// Fields are read lazily: `target` exists only once beforeAll has run.
const caseId = () => target?.case.id ?? "";
const gallery = () => target?.case.galleryImages ?? [];
const memberIds = () => target?.members.map((m) => m.id) ?? [];
const logoIds = () => target?.logos.map((l) => l.id) ?? [];

const caseFields = {
  title: "HACKED",
  clientName: "Mallory",
  category: "branding",
  description: "Defaced",
  challenge: "",
  solution: "",
  results: "",
  tags: ["Hacked"],
  externalLink: "https://evil.test",
  slug: "",
};

/** A revision id for restores: refused before it matters, or unknown (404) with a session. */
const SOME_REVISION = "00000000-0000-4000-8000-000000000000";

const MUTATIONS: Mutation[] = [
  mutation("api/content.ts", "/api/content", contentAction, () => ({
    intent: "save",
    values: JSON.stringify([{ key: "subtitle", section: "hero", type: "text", value: "HACKED" }]),
  })),
  mutation("api/content.ts", "/api/content", contentAction, () => ({ intent: "remove", key: "subtitle", section: "hero", type: "text" })),
  mutation("api/content.ts", "/api/content", contentAction, () => ({
    intent: "restore",
    key: "subtitle",
    section: "hero",
    type: "text",
    revision: SOME_REVISION,
  })),
  mutation("api/content.ts", "/api/content", contentAction, () => ({
    intent: "upload",
    key: "background_image",
    section: "hero",
    type: "image",
    bucket: "uploads",
    file: pngFile(),
    alt: "HACKED",
  })),
  mutation("api/content.ts", "/api/content", contentAction, () => ({
    intent: "choose",
    key: "background_image",
    section: "hero",
    type: "image",
    picture: gallery()[1] ?? "",
    alt: "HACKED",
  })),

  mutation("api/cases.ts", "/api/cases", casesAction, () => ({ intent: "save", id: caseId(), ...caseFields })),
  mutation("api/cases.ts", "/api/cases", casesAction, () => ({ intent: "create" })),
  mutation("api/cases.ts", "/api/cases", casesAction, () => ({ intent: "add-project" })),
  mutation("api/cases.ts", "/api/cases", casesAction, () => ({ intent: "delete", id: caseId() })),
  mutation("api/cases.ts", "/api/cases", casesAction, () => ({ intent: "restore", id: caseId(), revision: SOME_REVISION })),

  mutation("api/case-images.ts", "/api/case-images", caseImagesAction, () => ({
    intent: "add",
    id: caseId(),
    files: [pngFile()],
    pictures: [target?.members[0].imageUrl ?? ""],
    alts: JSON.stringify(["HACKED", "HACKED TOO"]),
  })),
  mutation("api/case-images.ts", "/api/case-images", caseImagesAction, () => ({
    intent: "remove",
    id: caseId(),
    image: gallery()[1] ?? "",
  })),
  mutation("api/case-images.ts", "/api/case-images", caseImagesAction, () => ({
    intent: "feature",
    id: caseId(),
    image: gallery()[1] ?? "",
  })),
  mutation("api/case-images.ts", "/api/case-images", caseImagesAction, () => ({
    intent: "reorder",
    id: caseId(),
    images: [...gallery()].reverse(),
  })),
  mutation("api/case-images.ts", "/api/case-images", caseImagesAction, () => ({
    intent: "replace-featured",
    id: caseId(),
    file: pngFile(),
  })),
  mutation("api/case-images.ts", "/api/case-images", caseImagesAction, () => ({
    intent: "choose-featured",
    id: caseId(),
    picture: target?.members[0].imageUrl ?? "",
  })),
  mutation("api/case-images.ts", "/api/case-images", caseImagesAction, () => ({
    intent: "describe",
    id: caseId(),
    image: gallery()[1] ?? "",
    alt: "HACKED",
  })),

  mutation("api/materials.ts", "/api/materials", materialsAction, () => ({
    intent: "save",
    id: caseId(),
    title: "HACKED",
    clientName: "Mallory",
    description: "Defaced",
    featuredImage: "",
    file: pngFile(),
    tags: "Hacked, Evil",
    externalLink: "",
    category: "branding",
  })),
  mutation("api/materials.ts", "/api/materials", materialsAction, () => ({ intent: "delete", id: caseId() })),

  mutation("api/team.ts", "/api/team", teamAction, () => ({
    intent: "add",
    name: "Mallory",
    role: "Intruder",
    bio: "",
    portrait: pngFile(),
  })),
  mutation("api/team.ts", "/api/team", teamAction, () => ({
    intent: "update",
    id: memberIds()[0],
    name: "HACKED",
    role: "Intruder",
    bio: "",
    isActive: "false",
  })),
  mutation("api/team.ts", "/api/team", teamAction, () => ({ intent: "delete", id: memberIds()[0] })),
  mutation("api/team.ts", "/api/team", teamAction, () => ({ intent: "restore", id: memberIds()[0], revision: SOME_REVISION })),
  mutation("api/team.ts", "/api/team", teamAction, () => ({ intent: "reorder", ids: [...memberIds()].reverse() })),

  mutation("api/intro-logos.ts", "/api/intro-logos", introLogosAction, () => ({ intent: "add", file: pngFile() })),
  mutation("api/intro-logos.ts", "/api/intro-logos", introLogosAction, () => ({ intent: "choose", picture: gallery()[1] ?? "" })),
  mutation("api/intro-logos.ts", "/api/intro-logos", introLogosAction, () => ({ intent: "describe", id: logoIds()[0], alt: "HACKED" })),
  mutation("api/intro-logos.ts", "/api/intro-logos", introLogosAction, () => ({
    intent: "restore",
    id: logoIds()[0],
    revision: SOME_REVISION,
  })),
  mutation("api/intro-logos.ts", "/api/intro-logos", introLogosAction, () => ({ intent: "delete", id: logoIds()[0] })),
  mutation("api/intro-logos.ts", "/api/intro-logos", introLogosAction, () => ({ intent: "reorder", ids: [...logoIds()].reverse() })),

  mutation("api/deleted.ts", "/api/deleted", deletedAction, () => ({ intent: "restore", revision: SOME_REVISION })),

  mutation("api/framing.ts", "/api/framing", framingAction, () => ({ intent: "save", url: gallery()[0] ?? "", x: "10", y: "90" })),
  mutation("api/framing.ts", "/api/framing", framingAction, () => ({
    intent: "restore",
    url: gallery()[0] ?? "",
    revision: SOME_REVISION,
  })),

  mutation("api/presence.ts", "/api/presence", presenceAction, () => ({ intent: "editing", item: "slot:hero/subtitle" })),
  mutation("api/presence.ts", "/api/presence", presenceAction, () => ({ intent: "done", item: "slot:hero/subtitle" })),

  mutation("api/drafts.ts", "/api/drafts", draftsAction, () => ({ intent: "mode", on: "on" })),
  mutation("api/drafts.ts", "/api/drafts", draftsAction, () => ({ intent: "discard", place: "slot:hero/subtitle" })),
  mutation("api/drafts.ts", "/api/drafts", draftsAction, () => ({ intent: "publish", place: "slot:hero/subtitle" })),
  mutation("api/drafts.ts", "/api/drafts", draftsAction, () => ({ intent: "undo", publish: SOME_REVISION })),

  mutation("api/schedules.ts", "/api/schedules", schedulesAction, () => ({
    intent: "schedule",
    place: "slot:hero/subtitle",
    date: "2099-01-01",
    time: "09:00",
  })),
  mutation("api/schedules.ts", "/api/schedules", schedulesAction, () => ({ intent: "unschedule", id: SOME_REVISION })),
  mutation("api/schedules.ts", "/api/schedules", schedulesAction, () => ({ intent: "time-zone", zone: "Europe/Paris" })),
  mutation("api/preview-links.ts", "/api/preview-links", previewLinksAction, () => ({ intent: "create", expires: "7d", path: "/" })),
  mutation("api/preview-links.ts", "/api/preview-links", previewLinksAction, () => ({ intent: "revoke", link: target?.previewLink ?? "" })),

  mutation("logout.tsx", "/logout", logoutAction, () => ({})),
  mutation("logout.tsx", "/logout", logoutAction, () => ({ intent: "everywhere" })),
  {
    ...mutation("admin/administrators.tsx", "/admin", adminAction, () => ({
      intent: "create-admin",
      name: "Mallory",
      email: "mallory@evil.test",
      password: "mallory-password-1",
    })),
    name: "POST /admin (create administrator)",
  },
  mutation("admin/administrators.tsx", "/admin", adminAction, () => ({ intent: "remove-admin", id: target?.admin.id ?? "" })),
  mutation("admin/administrators.tsx", "/admin", adminAction, () => ({
    intent: "change-password",
    currentPassword: "owner-pass",
    newPassword: "mallory-owns-this-now",
    confirmPassword: "mallory-owns-this-now",
  })),
  mutation("admin/administrators.tsx", "/admin", adminAction, () => ({ intent: "two-step-start" })),
  mutation("admin/administrators.tsx", "/admin", adminAction, () => ({ intent: "two-step-confirm", code: "123456" })),
  mutation("admin/administrators.tsx", "/admin", adminAction, () => ({ intent: "two-step-off", proof: "owner-pass" })),
  {
    ...mutation("login.tsx", "/login", loginAction, () => ({
      intent: "create-admin",
      name: "Mallory",
      email: "mallory2@evil.test",
      password: "mallory-password-1",
    })),
    name: "POST /login (create administrator once one exists)",
  },
];

function named(name: string) {
  const found = MUTATIONS.find((m) => m.name === name);
  if (!found) throw new Error(`No mutation named ${name}`);
  return found;
}

// ---------------------------------------------------------------------------------------
// The attacks

const ATTACKS: Array<[string, () => Headers]> = [
  ["no session", () => new Headers({ origin: ORIGIN })],
  ["a forged session cookie", () => new Headers({ origin: ORIGIN, cookie: cookieFor("forged-token-value"), "x-csrf-token": "forged" })],
  ["an expired session cookie", () => new Headers({ origin: ORIGIN, cookie: cookieFor(expiredToken) })],
  ["a valid session but no CSRF token", () => new Headers({ origin: ORIGIN, cookie: site.cookie })],
  [
    "a valid session but a wrong CSRF token",
    () => new Headers({ origin: ORIGIN, cookie: site.cookie, "x-csrf-token": "x".repeat(43), "x-test-csrf": "x".repeat(43) }),
  ],
  [
    "a valid session and token, sent from another site",
    () => new Headers({ origin: "http://evil.test", cookie: site.cookie, "x-csrf-token": site.csrf, "x-test-csrf": site.csrf }),
  ],
  [
    "only a forged admin_session localStorage entry (the server never sees it)",
    () =>
      new Headers({
        origin: ORIGIN,
        "x-admin-session": JSON.stringify({
          admin_id: "x",
          admin_name: "x",
          admin_email: "owner@site.test",
          loginTime: new Date().toISOString(),
        }),
      }),
  ],
];

/** What the administrator's own page sends. */
const realHeaders = () => new Headers({ origin: ORIGIN, cookie: site.cookie, "x-csrf-token": site.csrf, "x-test-csrf": site.csrf });

describe.each(MUTATIONS)("$name", (mutation) => {
  it.each(ATTACKS)("is refused with %s, and nothing changes", async (_label, headersFor) => {
    const before = await site.snapshot();
    const { status } = await answerOf(() => mutation.call(headersFor()));
    expect([401, 403]).toContain(status);
    expect(await site.snapshot()).toEqual(before);
  });
});

// ---------------------------------------------------------------------------------------
// Positive controls: the refusals above come from the attacks, not from the requests

describe("the same mutations with a real session and token", () => {
  it("save content", async () => {
    expect((await answerOf(() => named("POST /api/content (save)").call(realHeaders()))).status).toBe(200);
    const [row] = await site.db
      .select()
      .from(siteContent)
      .where(and(eq(siteContent.key, "subtitle"), eq(siteContent.section, "hero")));
    expect(row.content).toBe("HACKED");
  });

  it("upload a content image, which is stored", async () => {
    const before = site.uploads().length;
    expect((await answerOf(() => named("POST /api/content (upload)").call(realHeaders()))).status).toBe(200);
    expect(site.uploads().length).toBeGreaterThan(before);
  });

  it("put a picture of the library in a content image slot, with its alternative text", async () => {
    expect((await answerOf(() => named("POST /api/content (choose)").call(realHeaders()))).status).toBe(200);
    const rows = await site.db.select().from(siteContent).where(eq(siteContent.section, "hero"));
    expect(rows.find((row) => row.key === "background_image")?.content).toEqual({ url: gallery()[1] });
    expect(rows.find((row) => row.key === "background_image--alt")?.content).toBe("HACKED");
  });

  it("frame a case's cover picture", async () => {
    expect((await answerOf(() => named("POST /api/framing (save)").call(realHeaders()))).status).toBe(200);
    expect(await site.db.select({ url: pictureFraming.url, x: pictureFraming.x, y: pictureFraming.y }).from(pictureFraming)).toEqual([
      { url: gallery()[0], x: 10, y: 90 },
    ]);
  });

  it("create an administrator", async () => {
    expect((await answerOf(() => named("POST /admin (create administrator)").call(realHeaders()))).status).toBe(200);
    expect((await site.db.select().from(admins)).map((a) => a.email)).toContain("mallory@evil.test");
  });

  it("start turning two-step sign-in on, which shows the new key once", async () => {
    const { status, body } = await answerOf(() => named("POST /admin (two-step-start)").call(realHeaders()));
    expect(status).toBe(200);
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const [me] = await site.db.select().from(admins).where(eq(admins.id, site.by));
    expect(me.totpSecret).not.toContain(String(body.secret));
  });

  it("remove another administrator, whose sessions end with them", async () => {
    const bobs = await createSession(site.db, target.admin.id);
    expect((await answerOf(() => named("POST /admin (remove-admin)").call(realHeaders()))).status).toBe(200);
    expect((await site.db.select().from(admins)).map((a) => a.email)).not.toContain("bob@site.test");
    expect(await findSession(site.db, bobs)).toBeNull();
  });

  it("change the password, which ends the other sessions and keeps this one", async () => {
    const other = await createSession(site.db, site.by);
    expect((await answerOf(() => named("POST /admin (change-password)").call(realHeaders()))).status).toBe(200);
    expect(await findSession(site.db, other)).toBeNull();
    expect(await findSession(site.db, site.token)).not.toBeNull();
    expect(await verifyAdminCredentials(site.db, "owner@site.test", "mallory-owns-this-now")).not.toBeNull();
  });

  it("reorder the case's gallery", async () => {
    expect((await answerOf(() => named("POST /api/case-images (reorder)").call(realHeaders()))).status).toBe(200);
    const [row] = await site.db.select().from(caseStudies).where(eq(caseStudies.id, caseId()));
    expect(row.galleryImages).toEqual([...gallery()].reverse());
  });

  it("update the team member", async () => {
    expect((await answerOf(() => named("POST /api/team (update)").call(realHeaders()))).status).toBe(200);
    const [row] = await site.db.select().from(teamMembers).where(eq(teamMembers.id, memberIds()[0]));
    expect(row).toMatchObject({ name: "HACKED", isActive: false });
  });

  it("reorder the team", async () => {
    expect((await answerOf(() => named("POST /api/team (reorder)").call(realHeaders()))).status).toBe(200);
    const rows = await site.db.select().from(teamMembers).orderBy(asc(teamMembers.orderIndex));
    expect(rows.map((row) => row.id)).toEqual([...memberIds()].reverse());
  });

  it("add an intro logo, which is stored", async () => {
    const before = site.uploads().length;
    expect((await answerOf(() => named("POST /api/intro-logos (add)").call(realHeaders()))).status).toBe(200);
    expect(await site.db.select().from(introLogos)).toHaveLength(3);
    expect(site.uploads().length).toBeGreaterThan(before);
  });

  it("delete the case, whose pictures' files stay for an undo", async () => {
    const files = () => site.uploads().filter((f) => f.startsWith("case-studies/gallery/"));
    const before = files();
    expect(before.length).toBeGreaterThan(0);
    expect((await answerOf(() => named("POST /api/cases (delete)").call(realHeaders()))).status).toBe(200);
    expect(await site.db.select().from(caseStudies).where(eq(caseStudies.id, caseId()))).toEqual([]);
    expect(files()).toEqual(before);
  });
});

// ---------------------------------------------------------------------------------------
// The list above is complete

describe("the list above", () => {
  it("covers every route module that accepts writes", () => {
    const modules = import.meta.glob<Record<string, unknown>>(["../routes/**/*.{ts,tsx}", "!../routes/**/*.test.ts"], { eager: true });
    const withAction = Object.entries(modules)
      .filter(([, mod]) => typeof mod.action === "function")
      .map(([file]) => file.replace("../routes/", ""))
      .sort();
    // login's own sign-in is not a session mutation; its create-admin intent is tested above.
    expect(withAction).toEqual([
      "admin/administrators.tsx",
      "api/case-images.ts",
      "api/cases.ts",
      "api/content.ts",
      "api/deleted.ts",
      "api/drafts.ts",
      "api/framing.ts",
      "api/intro-logos.ts",
      "api/materials.ts",
      "api/presence.ts",
      "api/preview-links.ts",
      "api/schedules.ts",
      "api/team.ts",
      "login.tsx",
      "logout.tsx",
    ]);
    expect([...new Set(MUTATIONS.map((m) => m.route))].sort()).toEqual(withAction);
  });

  it.each([
    ["api/content.ts", ContentSchema],
    ["api/cases.ts", CaseActionSchema],
    ["api/case-images.ts", CaseImagesSchema],
    ["api/materials.ts", MaterialActionSchema],
    ["api/team.ts", TeamActionSchema],
    ["api/intro-logos.ts", IntroLogoActionSchema],
    ["api/deleted.ts", DeletedSchema],
    ["api/framing.ts", FramingSchema],
    ["api/presence.ts", PresenceSchema],
    ["api/drafts.ts", DraftsSchema],
    ["api/schedules.ts", SchedulesSchema],
    ["api/preview-links.ts", PreviewLinksSchema],
    ["admin/administrators.tsx", AdministratorsActionSchema],
  ] as const)("attacks every intent that %s accepts", (route, schema) => {
    const accepted = (schema as z.ZodDiscriminatedUnion<Array<z.ZodObject<{ intent: z.ZodLiteral<string> }>>>).options
      .map((option) => option.shape.intent.value)
      .sort();
    const attacked = MUTATIONS.filter((m) => m.route === route)
      .map((m) => m.intent)
      .sort();
    expect(attacked).toEqual(accepted);
  });
});

describe("bad input", () => {
  it("a body that is not a form gets 400, not a server error, and changes nothing", async () => {
    const before = await site.snapshot();
    // Sent with a real session and token, so that only the body is wrong.
    const junk = (path: string) =>
      new Request(`${ORIGIN}${path}`, {
        method: "POST",
        headers: { origin: ORIGIN, cookie: site.cookie, "x-csrf-token": site.csrf, "content-type": "application/json" },
        body: "{not json",
      });
    for (const [path, run] of [
      ["/api/content", contentAction],
      ["/login", loginAction],
      ["/logout", logoutAction],
      ["/admin", adminAction],
    ] as const) {
      const { status } = await site.call(run as Action, junk(path));
      expect(status, path).toBe(400);
    }
    expect(await site.snapshot()).toEqual(before);
  });
});
