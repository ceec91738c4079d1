import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { checkAdmin } from "~/auth/guard.server";
import { adminContext, requestContext } from "~/context.server";
import { rootLog } from "~/lib/log.server";
import { loader as activityLoader } from "./activity";
import { loader as administratorsLoader } from "./administrators";
import { loader as deletedLoader } from "./deleted";
import { loader as materialsLoader } from "./materials";
import { openTestSite, ORIGIN, seedCase, type TestSite } from "../../../tests/action-site";

/**
 * /admin fails soft (docs/decisions/014): a list whose table cannot be read comes back empty
 * and marked unreadable, and the failure is logged; the page's other lists are still read.
 * A table is made unreadable for real, by renaming it, and named back after each test.
 */
describe("/admin's lists when one cannot be read", () => {
  let site: TestSite;
  let renamed: string | null = null;
  beforeAll(async () => {
    site = await openTestSite();
    await seedCase(site, "Northwind Coffee", 0);
  });
  afterEach(async () => {
    if (renamed) await site.db.execute(sql.raw(`ALTER TABLE "${renamed}_away" RENAME TO "${renamed}"`));
    renamed = null;
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await site?.close();
  });

  const takeAway = async (table: string) => {
    await site.db.execute(sql.raw(`ALTER TABLE "${table}" RENAME TO "${table}_away"`));
    renamed = table;
  };
  // The guard's verdict, as the middleware of /admin leaves it (read before a table is taken
  // away: the session itself is read from the administrators' table).
  const signedIn = async () => {
    const context = requestContext(site.services);
    const request = new Request(`${ORIGIN}/admin`, { headers: { cookie: site.cookie } });
    context.set(adminContext, await checkAdmin(request, site.services));
    return { request, url: new URL(request.url), pattern: "/admin", params: {}, context };
  };
  const read = async (loader: (args: never) => Promise<unknown>, args: Awaited<ReturnType<typeof signedIn>>) =>
    (await loader(args as never)) as Record<string, unknown>;

  it("reads every list when nothing is wrong", async () => {
    const args = await signedIn();
    expect(await read(materialsLoader, args)).toMatchObject({ unreadable: false, materials: [{ title: "Northwind Coffee" }] });
    expect(await read(administratorsLoader, args)).toMatchObject({ unreadable: false, admins: [{ name: "Owner" }] });
    expect(await read(activityLoader, args)).toMatchObject({ unreadable: false });
    expect((await read(activityLoader, args)).activity).not.toEqual([]);
    expect(await read(deletedLoader, args)).toMatchObject({ unreadable: false, deleted: [] });
  });

  it("shows the materials empty and unreadable when case studies cannot be read, and logs it", async () => {
    const log = vi.spyOn(rootLog, "error").mockImplementation(() => {});
    const args = await signedIn();
    await takeAway("case_studies");
    expect(await read(materialsLoader, args)).toEqual({ materials: [], unreadable: true });
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ list: "materials" }), expect.stringContaining("could not be read"));
    // The other lists do not depend on it.
    expect(await read(administratorsLoader, args)).toMatchObject({ unreadable: false, admins: [{ name: "Owner" }] });
  });

  it("shows the activity and recently deleted empty and unreadable when the history cannot be read", async () => {
    const log = vi.spyOn(rootLog, "error").mockImplementation(() => {});
    const args = await signedIn();
    await takeAway("revisions");
    expect(await read(activityLoader, args)).toEqual({ activity: [], unreadable: true });
    expect(await read(deletedLoader, args)).toEqual({ deleted: [], unreadable: true });
    expect(log.mock.calls.map(([fields]) => (fields as { list: string }).list)).toEqual(["activity", "recently deleted"]);
    expect(await read(materialsLoader, args)).toMatchObject({ unreadable: false, materials: [{ title: "Northwind Coffee" }] });
  });

  it("shows the administrators empty and unreadable when their table cannot be read", async () => {
    const log = vi.spyOn(rootLog, "error").mockImplementation(() => {});
    const args = await signedIn();
    await takeAway("admins");
    expect(await read(administratorsLoader, args)).toMatchObject({ admins: [], unreadable: true });
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ list: "administrators" }), expect.any(String));
  });
});
