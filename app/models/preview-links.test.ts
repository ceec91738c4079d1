import { describe, expect, it } from "vitest";
import { previewLinks } from "~/db/schema";
import { testDatabases } from "../../tests/databases";
import { useTestStore } from "../../tests/model-store";
import { createPreviewLink, listPreviewLinks, resolvePreviewLink, revokePreviewLink } from "./preview-links.server";

const HOUR = 60 * 60_000;

describe.each(testDatabases())("preview links (%s)", (_kind, open) => {
  const test = useTestStore(open);
  const now = new Date("2026-11-26T12:00:00Z");
  const later = (ms: number) => new Date(now.getTime() + ms);

  it("gives a 128-bit token once and keeps only its SHA-256", async () => {
    const { token, link } = await createPreviewLink(test.db, test.by, later(HOUR), now);
    expect(Buffer.from(token, "base64url")).toHaveLength(16);
    const rows = await test.db.select().from(previewLinks);
    const row = rows.find((r) => r.id === link.id)!;
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await resolvePreviewLink(test.db, token, { now })).toEqual({ id: link.id, expiresAt: later(HOUR) });
  });

  it("opens nothing once expired, and refuses an end in the past", async () => {
    const { token } = await createPreviewLink(test.db, test.by, later(HOUR), now);
    expect(await resolvePreviewLink(test.db, token, { now: later(HOUR - 1) })).not.toBeNull();
    expect(await resolvePreviewLink(test.db, token, { now: later(HOUR) })).toBeNull();
    await expect(createPreviewLink(test.db, test.by, now, now)).rejects.toThrow("future");
  });

  it("opens nothing once revoked; the list shows it ended", async () => {
    const { token, link } = await createPreviewLink(test.db, test.by, later(7 * 24 * HOUR), now);
    await revokePreviewLink(test.db, link.id, later(1));
    expect(await resolvePreviewLink(test.db, token, { now: later(2) })).toBeNull();
    const listed = (await listPreviewLinks(test.db, later(2))).find((l) => l.id === link.id);
    expect(listed).toMatchObject({ active: false, by: "Test Admin", revokedAt: later(1).toISOString() });
  });

  it("opens nothing for an unknown or malformed token", async () => {
    await createPreviewLink(test.db, test.by, later(HOUR), now);
    const guessed = Buffer.alloc(16, 7).toString("base64url");
    for (const token of [guessed, "", "short", `${guessed}x`, undefined]) {
      expect(await resolvePreviewLink(test.db, token, { now })).toBeNull();
    }
  });

  it("counts page loads seen through a link, with the last one's time, and nothing else", async () => {
    const { token, link } = await createPreviewLink(test.db, test.by, later(HOUR), now);
    await resolvePreviewLink(test.db, token, { now: later(1), view: true });
    await resolvePreviewLink(test.db, token, { now: later(2) });
    await resolvePreviewLink(test.db, token, { now: later(3), view: true });
    const listed = (await listPreviewLinks(test.db, later(4))).find((l) => l.id === link.id);
    expect(listed).toMatchObject({ views: 2, lastViewedAt: later(3).toISOString(), active: true });
    // An ended link counts no more.
    await resolvePreviewLink(test.db, token, { now: later(HOUR), view: true });
    expect((await listPreviewLinks(test.db, later(HOUR))).find((l) => l.id === link.id)?.views).toBe(2);
  });
});
