import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { introLogos } from "~/db/schema";
import { testDatabases } from "~/db/test-databases";
import { DEFAULT_INTRO_LOGOS } from "~/content/home";
import {
  addIntroLogo,
  deleteIntroLogo,
  introSplashLogos,
  listActiveIntroLogos,
} from "./intro-logos.server";

describe("default intro logos", () => {
  it("are 22 distinct bundled images", () => {
    expect(DEFAULT_INTRO_LOGOS).toHaveLength(22);
    expect(new Set(DEFAULT_INTRO_LOGOS.map((l) => l.src)).size).toBe(22);
    expect(new Set(DEFAULT_INTRO_LOGOS.map((l) => l.name)).size).toBe(22);
  });
});

describe.each(testDatabases())("intro logos (%s)", (_kind, open) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("shows the 22 bundled logos while none is stored", async () => {
    expect(await listActiveIntroLogos(database.db)).toEqual([]);
    expect(await introSplashLogos(database.db)).toEqual(DEFAULT_INTRO_LOGOS);
  });

  it("keeps the defaults when every stored logo is inactive", async () => {
    await database.db
      .insert(introLogos)
      .values({ logoUrl: "/uploads/off.png", orderIndex: 1, isActive: false });
    expect(await introSplashLogos(database.db)).toEqual(DEFAULT_INTRO_LOGOS);
  });

  it("replaces the defaults with the active logos, by order_index ascending", async () => {
    await database.db.insert(introLogos).values([
      { logoUrl: "/uploads/second.png", orderIndex: 2 },
      { logoUrl: "/uploads/first.png", orderIndex: 1 },
    ]);
    const shown = await introSplashLogos(database.db);
    expect(shown.map((l) => l.src)).toEqual(["/uploads/first.png", "/uploads/second.png"]);
    expect(shown.some((l) => l.src.startsWith("/logos/"))).toBe(false);
  });

  it("adds a logo after the last one and deletes it by id", async () => {
    const added = await addIntroLogo(database.db, "/uploads/third.png");
    expect(added.orderIndex).toBe(3);
    expect(added.isActive).toBe(true);
    expect((await listActiveIntroLogos(database.db)).map((l) => l.logoUrl)).toEqual([
      "/uploads/first.png",
      "/uploads/second.png",
      "/uploads/third.png",
    ]);

    expect(await deleteIntroLogo(database.db, added.id)).toBe(true);
    expect(await deleteIntroLogo(database.db, added.id)).toBe(false);
    expect((await listActiveIntroLogos(database.db)).map((l) => l.logoUrl)).toEqual([
      "/uploads/first.png",
      "/uploads/second.png",
    ]);
  });

  it("falls back to the defaults again once the last active logo is deleted", async () => {
    for (const logo of await listActiveIntroLogos(database.db)) {
      await deleteIntroLogo(database.db, logo.id);
    }
    expect(await introSplashLogos(database.db)).toEqual(DEFAULT_INTRO_LOGOS);
  });
});
