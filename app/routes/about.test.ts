import { afterEach, describe, expect, it, vi } from "vitest";
import type { Db } from "~/db/client.server";
import { loaderArgs, testContext } from "../../tests/route-args";
import { rootLog } from "~/lib/log.server";

vi.mock("~/models/site-content.server", () => ({ loadContent: vi.fn(async () => ({})) }));
vi.mock("~/models/team-members.server", () => ({ listActiveTeamMembers: vi.fn() }));

const { listActiveTeamMembers } = await import("~/models/team-members.server");
const { loader } = await import("./about");

function args() {
  return loaderArgs("http://localhost/about", testContext({} as Db), {});
}

describe("about loader", () => {
  afterEach(() => vi.restoreAllMocks());

  it("hands the page each member's name, role, bio and portrait", async () => {
    vi.mocked(listActiveTeamMembers).mockResolvedValueOnce([
      {
        id: "1",
        name: "Ada",
        role: "Designer",
        bio: "Draws",
        imageUrl: "/team/ada.webp",
        orderIndex: 1,
        isActive: true,
        version: 1,
        createdAt: new Date(),
      },
    ]);
    const data = await loader(args());
    expect(data.team).toEqual([
      { id: "1", name: "Ada", role: "Designer", bio: "Draws", imageUrl: "/team/ada.webp", isActive: true, version: 1 },
    ]);
    expect(data.teamFailed).toBe(false);
  });

  it("still shows the page when the team cannot be read: empty grid, logged, flagged for the toast", async () => {
    const log = vi.spyOn(rootLog, "error").mockImplementation(() => {});
    vi.mocked(listActiveTeamMembers).mockRejectedValueOnce(new Error("connection lost"));
    const data = await loader(args());
    expect(data).toMatchObject({ team: [], teamFailed: true });
    expect(log).toHaveBeenCalledWith({ err: expect.any(Error) }, "Failed to load team members");
  });
});
