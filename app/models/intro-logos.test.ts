import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { introLogos } from "~/db/schema";
import { testDatabases } from "../../tests/databases";
import { useTestStore } from "../../tests/model-store";
import { DEFAULT_INTRO_LOGOS } from "~/content/home";
import {
  addIntroLogo,
  deleteIntroLogo,
  introSplashLogos,
  listActiveIntroLogos,
  LOGO_MESSAGES,
  reorderIntroLogos,
} from "./intro-logos.server";

const logo = () =>
  sharp({ create: { width: 120, height: 60, channels: 4, background: "#ffffff00" } })
    .png()
    .toBuffer();
const missingId = "00000000-0000-4000-8000-000000000000";

describe("default intro logos", () => {
  it("are 22 distinct bundled images", () => {
    expect(DEFAULT_INTRO_LOGOS).toHaveLength(22);
    expect(new Set(DEFAULT_INTRO_LOGOS.map((l) => l.src)).size).toBe(22);
    expect(new Set(DEFAULT_INTRO_LOGOS.map((l) => l.name)).size).toBe(22);
  });
});

describe.each(testDatabases())("intro logos (%s)", (_kind, open) => {
  const test = useTestStore(open);
  const add = async () => addIntroLogo(test.store, test.by, { bytes: await logo() }, null);
  const shown = async () => (await listActiveIntroLogos(test.db)).map((l) => l.logoUrl);
  /** The files of one stored logo: the picture and its three sizes. */

  beforeEach(async () => {
    await test.db.delete(introLogos);
  });

  it("shows the 22 bundled logos while none is stored", async () => {
    expect(await listActiveIntroLogos(test.db)).toEqual([]);
    expect(await introSplashLogos(test.db)).toEqual(DEFAULT_INTRO_LOGOS);
  });

  it("keeps the defaults when every stored logo is inactive", async () => {
    await test.db.insert(introLogos).values({ logoUrl: "/uploads/off.png", orderIndex: 1, isActive: false });
    expect(await introSplashLogos(test.db)).toEqual(DEFAULT_INTRO_LOGOS);
  });

  it("replaces the defaults with the active logos, by order_index ascending", async () => {
    await test.db.insert(introLogos).values([
      { logoUrl: "/uploads/second.png", orderIndex: 2 },
      { logoUrl: "/uploads/first.png", orderIndex: 1 },
    ]);
    const splash = await introSplashLogos(test.db);
    expect(splash.map((l) => l.src)).toEqual(["/uploads/first.png", "/uploads/second.png"]);
    expect(splash.some((l) => l.src.startsWith("/logos/"))).toBe(false);
  });

  it("stores an added logo in intro-logos, after the last one", async () => {
    await test.db.insert(introLogos).values([
      { logoUrl: "/uploads/first.png", orderIndex: 1 },
      { logoUrl: "/uploads/second.png", orderIndex: 2 },
    ]);
    const added = await add();
    expect(added).toMatchObject({ orderIndex: 3, isActive: true });
    expect(added.logoUrl).toMatch(/^\/uploads\/intro-logos\/[^/]+\.webp\?v=\d+$/);
    expect(test.filesOf(added.logoUrl)).toHaveLength(4);
    expect(await shown()).toEqual(["/uploads/first.png", "/uploads/second.png", added.logoUrl]);
  });

  it("refuses an upload that is not an image, storing nothing", async () => {
    const before = test.files();
    await expect(addIntroLogo(test.store, test.by, { bytes: Buffer.from("<svg/>") }, null)).rejects.toThrow("Please select an image file");
    expect(test.files()).toEqual(before);
    expect(await shown()).toEqual([]);
  });

  it("deletes a logo (its files kept for an undo until purged), and refuses (404) one that is already gone", async () => {
    const kept = await add();
    const gone = await add();
    await deleteIntroLogo(test.store, test.by, gone.id);
    expect(await shown()).toEqual([kept.logoUrl]);
    expect(test.filesOf(gone.logoUrl)).toHaveLength(4);
    await test.expireDeletes();
    await deleteIntroLogo(test.store, test.by, (await add()).id);
    expect(test.filesOf(gone.logoUrl)).toEqual([]);
    expect(test.filesOf(kept.logoUrl)).toHaveLength(4);
    await expect(deleteIntroLogo(test.store, test.by, gone.id)).rejects.toMatchObject({
      status: 404,
      message: LOGO_MESSAGES.missing,
    });
  });

  it("falls back to the 22 defaults again once the last logo is deleted", async () => {
    const only = await add();
    expect((await introSplashLogos(test.db)).map((l) => l.src)).toEqual([only.logoUrl]);
    await deleteIntroLogo(test.store, test.by, only.id);
    expect(await introSplashLogos(test.db)).toEqual(DEFAULT_INTRO_LOGOS);
  });

  it("puts logos in the order given", async () => {
    const [a, b, c] = [await add(), await add(), await add()];
    await reorderIntroLogos(test.store, test.by, [b.id, c.id, a.id]);
    expect(await shown()).toEqual([b.logoUrl, c.logoUrl, a.logoUrl]);
  });

  it("refuses (409) an order that is not exactly the stored logos, changing nothing", async () => {
    const [a, b] = [await add(), await add()];
    for (const ids of [[b.id], [b.id, a.id, missingId], [b.id, b.id]]) {
      await expect(reorderIntroLogos(test.store, test.by, ids)).rejects.toMatchObject({
        status: 409,
        message: LOGO_MESSAGES.changed,
      });
    }
    expect(await shown()).toEqual([a.logoUrl, b.logoUrl]);
  });
});
