import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database, Db } from "~/db/client.server";
import { caseStudies } from "~/db/schema";
import { openTestPglite, testDatabases } from "../../tests/databases";
import { loaderArgs, testContext } from "../../tests/route-args";
import { saveContent } from "~/models/site-content.server";
import { openTestStore } from "../../tests/model-store";
import { loader } from "./case";
import { rootLog } from "~/lib/log.server";

const call = (db: Db, slug: string) => loader(loaderArgs(`http://localhost/case/${slug}`, testContext(db), { slug }));

describe.each(testDatabases())("case page loader (%s)", (_kind, open) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
    await database.db.insert(caseStudies).values([
      { title: "Live", slug: "live", status: "published", createdAt: new Date("2024-03-15T10:00:00Z") },
      { title: "Hidden", slug: "hidden", status: "draft" },
    ]);
    const test = await openTestStore(database);
    await saveContent(test.store, test.by, [{ section: "case_live", key: "view_all", type: "text", value: "All work" }]);
    test.close();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("gives a published case with its own texts from section case_{slug}", async () => {
    const result = await call(database.db, "live");
    expect(result).toMatchObject({
      found: true,
      item: { slug: "live", title: "Live", createdAt: "2024-03-15T10:00:00.000Z" },
      content: { "case_live:view_all": "All work" },
    });
  });

  it("answers 404 for an unknown slug, a draft and the reserved 'new-project'", async () => {
    for (const slug of ["nope", "hidden", "new-project"]) {
      const result = await call(database.db, slug);
      // Only the not-found answer carries a status: anything else fails here.
      if (!("init" in result)) throw new Error(`${slug}: answered ${JSON.stringify(result)}`);
      expect(result.init?.status, slug).toBe(404);
      expect(result.data).toMatchObject({ found: false });
    }
  });
});

describe("case page loader when the database fails", () => {
  it("sends the visitor back to /cases and logs the cause", async () => {
    const log = vi.spyOn(rootLog, "error").mockImplementation(() => {});
    // A database that has gone away: every query fails.
    const broken = await openTestPglite();
    await broken.close();
    const thrown = await call(broken.db, "live").then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toBe("/cases");
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
