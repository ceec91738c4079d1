/**
 * 'Share preview' links through their action (docs/decisions/024): the address answered
 * once, the expiry chosen, a date refused in the past or beyond a year, a revoke, and all of
 * it written live even while the administrator is in draft mode.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drafts, previewLinks } from "~/db/schema";
import { PREVIEW_LINK_FORM_MESSAGES } from "~/forms/preview-links";
import { listPreviewLinks, resolvePreviewLink } from "~/models/preview-links.server";
import { testDatabases } from "../../../tests/databases";
import { openTestSite, type TestSite } from "../../../tests/action-site";
import { action } from "./preview-links";

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

describe.each(testDatabases())("preview links through the action (%s)", (_kind, open) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await openTestSite(open);
    await site.draftMode(true);
  });
  afterAll(async () => {
    await site?.close();
  });
  const create = (fields: Record<string, string>) =>
    site.send(action, "/api/preview-links", { intent: "create", path: "/about", ...fields });

  it("answers the link's address once, ending when chosen, and writes it live in draft mode", async () => {
    for (const [expires, ms] of [
      ["1h", HOUR],
      ["1d", DAY],
      ["7d", 7 * DAY],
      ["30d", 30 * DAY],
    ] as const) {
      const started = Date.now();
      const answer = await create({ expires });
      expect(answer.status, expires).toBe(200);
      const { url, link } = answer.body as { url: string; link: { id: string; expiresAt: string } };
      const token = new URL(url).searchParams.get("preview") ?? "";
      expect(url).toBe(`${new URL(url).origin}/about?preview=${token}`);
      const ends = new Date(link.expiresAt).getTime();
      expect(ends).toBeGreaterThanOrEqual(started + ms);
      expect(ends).toBeLessThanOrEqual(Date.now() + ms);
      expect(await resolvePreviewLink(site.db, token)).toMatchObject({ id: link.id });
    }
    expect(await site.db.select().from(drafts)).toEqual([]);
    expect((await site.db.select().from(previewLinks)).length).toBe(4);
  });

  it("ends a link on a chosen date, within a year and not in the past", async () => {
    const until = new Date(Date.now() + 3 * DAY).toISOString();
    const answer = await create({ expires: "date", until });
    expect(answer.status).toBe(200);
    expect((answer.body as { link: { expiresAt: string } }).link.expiresAt).toBe(until);
    for (const [fields, status] of [
      [{ expires: "date" }, 400],
      [{ expires: "date", until: new Date(Date.now() - DAY).toISOString() }, 400],
      [{ expires: "date", until: new Date(Date.now() + 400 * DAY).toISOString() }, 400],
      [{ expires: "date", until: "next tuesday" }, 400],
    ] as const) {
      const refused = await create(fields);
      expect(refused.status, JSON.stringify(fields)).toBe(status);
      expect((refused.body as { error: string }).error).toBe(PREVIEW_LINK_FORM_MESSAGES.date);
    }
    for (const path of ["//evil.test", "about", "/about?x=1", "/a b"]) {
      expect((await create({ expires: "7d", path })).status, path).toBe(400);
    }
  });

  it("revokes a link: it opens nothing, and the list shows it ended", async () => {
    const answer = await create({ expires: "7d" });
    const { url, link } = answer.body as { url: string; link: { id: string } };
    expect((await site.send(action, "/api/preview-links", { intent: "revoke", link: link.id })).status).toBe(200);
    expect(await resolvePreviewLink(site.db, new URL(url).searchParams.get("preview") ?? "")).toBeNull();
    expect((await listPreviewLinks(site.db)).find((l) => l.id === link.id)).toMatchObject({ active: false, by: "Owner" });
    const unknown = await site.send(action, "/api/preview-links", { intent: "revoke", link: "00000000-0000-4000-8000-000000000000" });
    expect(unknown.status).toBe(404);
  });
});
