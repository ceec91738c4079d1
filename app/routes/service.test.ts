import { afterEach, describe, expect, it, vi } from "vitest";
import type { Db } from "~/db/client.server";
import { loaderArgs, testContext } from "../../tests/route-args";
import { rootLog } from "~/lib/log.server";

vi.mock("~/models/site-content.server", () => ({ loadContent: vi.fn(async () => ({})) }));
vi.mock("~/models/materials.server", () => ({ listMaterials: vi.fn() }));

const { listMaterials } = await import("~/models/materials.server");
const { loader } = await import("./service");

function args(path: string) {
  return loaderArgs(`http://localhost${path}`, testContext({} as Db), {});
}

describe("service page loader", () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ["/branding", "Branding"],
    ["/social-media", "Social Media"],
    ["/web-design", "Web Design"],
    ["/development", "Development"],
    ["/project-manager", "Project Manager"],
  ])("%s lists the materials of the category '%s'", async (path, category) => {
    vi.mocked(listMaterials).mockResolvedValueOnce([]);
    const data = await loader(args(path));
    expect(listMaterials).toHaveBeenLastCalledWith(expect.anything(), category);
    expect(data.slug).toBe(path.slice(1));
  });

  it("sends dates as ISO text", async () => {
    vi.mocked(listMaterials).mockResolvedValueOnce([
      {
        id: "1",
        title: "T",
        slug: "t",
        clientName: "C",
        category: "branding",
        description: "",
        featuredImage: null,
        tags: [],
        externalLink: null,
        version: 1,
        createdAt: new Date("2025-03-01T10:00:00Z"),
      },
    ]);
    const data = await loader(args("/branding"));
    expect(data.materials[0].createdAt).toBe("2025-03-01T10:00:00.000Z");
  });

  it("shows the page with an empty list when the materials cannot be read, and logs it", async () => {
    const log = vi.spyOn(rootLog, "error").mockImplementation(() => {});
    vi.mocked(listMaterials).mockRejectedValueOnce(new Error("connection lost"));
    const data = await loader(args("/web-design"));
    expect(data).toMatchObject({ materials: [], materialsFailed: true });
    expect(log).toHaveBeenCalledWith({ err: expect.any(Error), category: "Web Design" }, "Failed to load client materials");
  });
});
