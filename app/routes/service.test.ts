import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { rootLog } from "~/lib/log.server";
import { createCase, saveCase } from "~/models/case-studies.server";
import { loaderArgs, testContext } from "../../tests/route-args";
import { openTestSite, type TestSite } from "../../tests/action-site";
import { loader } from "./service";

/** The service pages' loader on a real database: each page lists its own category's materials. */
describe("service page loader", () => {
  let site: TestSite;
  const CATEGORIES = {
    "/branding": ["branding", "Branding"],
    "/social-media": ["social-media", "Social Media"],
    "/web-design": ["web-design", "Web Design"],
    "/development": ["development", "Development"],
  } as const;
  beforeAll(async () => {
    site = await openTestSite();
    for (const [category, label] of Object.values(CATEGORIES)) {
      const created = await createCase(site.store, site.by);
      await saveCase(site.store, site.by, created.id, {
        title: `${label} work`,
        clientName: "Client",
        category,
        description: "",
        tags: [],
      });
    }
    // Project management has no category of its own: a case is listed there by its tag.
    const tagged = await createCase(site.store, site.by);
    await saveCase(site.store, site.by, tagged.id, {
      title: "Managed launch",
      clientName: "Client",
      category: "case-studies",
      description: "",
      tags: ["Project Manager"],
    });
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    await site?.close();
  });

  const load = (path: string) => loader(loaderArgs(`http://localhost${path}`, testContext(site.db), {}));

  it.each([
    ["/branding", "Branding work"],
    ["/social-media", "Social Media work"],
    ["/web-design", "Web Design work"],
    ["/development", "Development work"],
    ["/project-manager", "Managed launch"],
  ])("%s lists the materials of its category (%s)", async (path, title) => {
    const data = await load(path);
    expect(data.slug).toBe(path.slice(1));
    expect(data.materials.map((material) => material.title)).toEqual([title]);
    expect(data.materialsFailed).toBe(false);
  });

  it("sends dates as ISO text", async () => {
    const data = await load("/branding");
    expect(data.materials[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it("shows the page with an empty list when the materials cannot be read, and logs it", async () => {
    const log = vi.spyOn(rootLog, "error").mockImplementation(() => {});
    await site.db.execute(sql`alter table case_studies rename to case_studies_away`);
    try {
      const data = await load("/web-design");
      expect(data).toMatchObject({ materials: [], materialsFailed: true });
      expect(log).toHaveBeenCalledWith({ err: expect.any(Error), category: "Web Design" }, "Failed to load client materials");
    } finally {
      await site.db.execute(sql`alter table case_studies_away rename to case_studies`);
    }
  });
});
