import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { testDatabases } from "../../tests/databases";
import { createAdmin } from "~/models/admins.server";
import { signupRule } from "./admin-signup.server";

describe.each(testDatabases())("ADMIN_SIGNUP (%s)", (_kind, open) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("first: anyone with the setup code while no administrator exists, then only a signed-in administrator", async () => {
    const first = { ADMIN_SIGNUP: "first" } as const;
    expect(await signupRule(database.db, first, false)).toBe("setup-code");
    await createAdmin(database.db, { name: "A", email: "a@site.test", password: "secret-a" });
    expect(await signupRule(database.db, first, false)).toBe("refused");
    expect(await signupRule(database.db, first, true)).toBe("allowed");
  });

  it("open lets anyone, closed lets nobody on the web", async () => {
    expect(await signupRule(database.db, { ADMIN_SIGNUP: "open" }, false)).toBe("allowed");
    expect(await signupRule(database.db, { ADMIN_SIGNUP: "closed" }, true)).toBe("refused");
  });
});
