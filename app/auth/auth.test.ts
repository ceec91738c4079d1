import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { admins, sessions } from "~/db/schema";
import { testDatabases } from "../../tests/databases";
import { countAdmins, createAdmin, EmailTakenError, verifyAdminCredentials } from "~/models/admins.server";
import { csrfTokenFor, isSameOrigin, isValidCsrfToken } from "./csrf.server";
import { createSession, deleteSession, findSession, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "./session.server";

describe.each(testDatabases())("administrators and sessions (%s)", (_kind, open) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("stores an argon2id hash, never the password", async () => {
    await createAdmin(database.db, { name: "Ada", email: " Ada@Example.com ", password: "secret-1" });
    const [row] = await database.db.select().from(admins);
    expect(row.email).toBe("ada@example.com");
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain("secret-1");
    expect(await countAdmins(database.db)).toBe(1);
  });

  it("refuses a second administrator with the same email, whatever its case", async () => {
    await expect(createAdmin(database.db, { name: "Other", email: "ADA@example.com", password: "another" })).rejects.toBeInstanceOf(
      EmailTakenError,
    );
  });

  it("verifies credentials: right password yes, wrong password or unknown email no", async () => {
    expect((await verifyAdminCredentials(database.db, "ada@example.com", "secret-1"))?.name).toBe("Ada");
    expect(await verifyAdminCredentials(database.db, "ada@example.com", "secret-2")).toBeNull();
    expect(await verifyAdminCredentials(database.db, "nobody@example.com", "secret-1")).toBeNull();
  });

  it("keeps only a hash of the session token and ends sessions on sign-out", async () => {
    const [admin] = await database.db.select().from(admins);
    const token = await createSession(database.db, admin.id);
    const stored = await database.db.select().from(sessions);
    expect(stored.map((s) => s.id)).not.toContain(token);
    expect((await findSession(database.db, token))?.admin.email).toBe("ada@example.com");
    expect(await findSession(database.db, `${token}x`)).toBeNull();
    await deleteSession(database.db, token);
    expect(await findSession(database.db, token)).toBeNull();
  });

  it("ends a session after the idle time and after the absolute lifetime", async () => {
    const [admin] = await database.db.select().from(admins);
    const start = new Date();
    const idle = await createSession(database.db, admin.id, start);
    expect(await findSession(database.db, idle, new Date(start.getTime() + SESSION_IDLE_MS - 1000))).not.toBeNull();
    const later = new Date(start.getTime() + SESSION_IDLE_MS - 1000);
    // Used just before going idle, the session lives on past the first idle deadline...
    expect(await findSession(database.db, idle, new Date(later.getTime() + SESSION_IDLE_MS - 1000))).not.toBeNull();
    // ...but not after a whole idle period without use.
    expect(await findSession(database.db, idle, new Date(later.getTime() + 3 * SESSION_IDLE_MS))).toBeNull();

    const old = await createSession(database.db, admin.id, start);
    let t = start.getTime();
    while (t + SESSION_IDLE_MS / 2 < start.getTime() + SESSION_ABSOLUTE_MS) {
      t += SESSION_IDLE_MS / 2;
      await findSession(database.db, old, new Date(t));
    }
    expect(await findSession(database.db, old, new Date(start.getTime() + SESSION_ABSOLUTE_MS + 1000))).toBeNull();
  });
});

describe("CSRF tokens", () => {
  it("accepts the session's own token only", () => {
    const token = csrfTokenFor("session-a", "k".repeat(40));
    expect(isValidCsrfToken("session-a", "k".repeat(40), token)).toBe(true);
    expect(isValidCsrfToken("session-b", "k".repeat(40), token)).toBe(false);
    expect(isValidCsrfToken("session-a", "j".repeat(40), token)).toBe(false);
    expect(isValidCsrfToken("session-a", "k".repeat(40), null)).toBe(false);
  });

  it("refuses requests sent from another site", () => {
    const from = (headers: Record<string, string>) => isSameOrigin(new Request("http://site.test/x", { method: "POST", headers }));
    expect(from({ origin: "http://site.test" })).toBe(true);
    expect(from({ origin: "http://evil.test" })).toBe(false);
    expect(from({ referer: "http://evil.test/page" })).toBe(false);
  });
});
