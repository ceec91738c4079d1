import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { rootLog } from "~/lib/log.server";
import { loaderArgs, testContext } from "../../tests/route-args";
import { openTestSite, seedTeamMember, type TestSite } from "../../tests/action-site";
import { loader } from "./about";

/** The about page's loader on a real database. */
describe("about loader", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await openTestSite();
    await seedTeamMember(site, "Ada");
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    await site?.close();
  });

  const load = () => loader(loaderArgs("http://localhost/about", testContext(site.db), {}));

  it("hands the page each member's name, role, bio and portrait with its words (none written)", async () => {
    const data = await load();
    expect(data.team).toEqual([
      {
        id: expect.any(String),
        name: "Ada",
        role: "Designer",
        bio: "Ada's bio",
        imageUrl: expect.stringMatching(/^\/uploads\/about-images\/team\/.+\.webp/),
        imageAlt: null,
        isActive: true,
        version: 1,
      },
    ]);
    expect(data.teamFailed).toBe(false);
  });

  it("still shows the page when the team cannot be read: empty grid, logged, flagged for the toast", async () => {
    const log = vi.spyOn(rootLog, "error").mockImplementation(() => {});
    await site.db.execute(sql`alter table team_members rename to team_members_away`);
    try {
      const data = await load();
      expect(data).toMatchObject({ team: [], teamFailed: true });
      expect(log).toHaveBeenCalledWith({ err: expect.any(Error) }, "Failed to load team members");
    } finally {
      await site.db.execute(sql`alter table team_members_away rename to team_members`);
    }
  });
});
