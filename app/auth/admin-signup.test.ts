import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { testDatabases } from "../../tests/databases";
import { createAdmin } from "~/models/admins.server";
import { mayCreateAdmin } from "./admin-signup.server";

describe.each(testDatabases())("ADMIN_SIGNUP (%s)", (_kind, open) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("first: anyone while no administrator exists, then only a signed-in administrator", async () => {
    const first = { ADMIN_SIGNUP: "first" } as const;
    expect(await mayCreateAdmin(database.db, first, false)).toBe(true);
    await createAdmin(database.db, { name: "A", email: "a@site.test", password: "secret-a" });
    expect(await mayCreateAdmin(database.db, first, false)).toBe(false);
    expect(await mayCreateAdmin(database.db, first, true)).toBe(true);
  });

  it("open lets anyone, closed lets nobody on the web", async () => {
    expect(await mayCreateAdmin(database.db, { ADMIN_SIGNUP: "open" }, false)).toBe(true);
    expect(await mayCreateAdmin(database.db, { ADMIN_SIGNUP: "closed" }, true)).toBe(false);
  });
});
