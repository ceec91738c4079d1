import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openDatabase } from "~/db/client.server";
import { admins } from "~/db/schema";
import { runAdminCommand } from "./admin-command";

describe("npm run admin -- create", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-cli-"));
    vi.stubEnv("DATA_DIR", dataDir);
    vi.stubEnv("DATABASE_URL", "");
    vi.stubEnv("ADMIN_SIGNUP", "closed");
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("creates an administrator whatever ADMIN_SIGNUP says, and refuses the same email twice", async () => {
    const args = ["create", "--email", "Cli@Site.test", "--name", "Cli Admin", "--password", "from-shell"];
    expect(await runAdminCommand(args)).toBe(0);
    expect(await runAdminCommand(args)).toBe(1);
    const database = await openDatabase({ dataDir });
    const rows = await database.db.select().from(admins);
    await database.close();
    expect(rows.map((r) => [r.name, r.email])).toEqual([["Cli Admin", "cli@site.test"]]);
    expect(rows[0].passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("refuses bad input with the reason and the usage", async () => {
    expect(await runAdminCommand(["create", "--email", "nope", "--name", "X", "--password", "123"])).toBe(2);
    expect(await runAdminCommand(["delete"])).toBe(2);
    const printed = vi.mocked(console.error).mock.calls.flat().join("\n");
    expect(printed).toContain("Password must be at least 6 characters");
    expect(printed).toContain("Usage: npm run admin -- create");
  });

  it("says clearly when the running site holds the embedded database", async () => {
    const site = await openDatabase({ dataDir });
    try {
      // The lock file names a live process that is not this one.
      const { spawn } = await import("node:child_process");
      const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 20000)"]);
      fs.writeFileSync(path.join(dataDir, "db.lock"), String(other.pid));
      try {
        const code = await runAdminCommand(["create", "--email", "x@site.test", "--name", "X", "--password", "secret-x"]);
        expect(code).toBe(1);
        expect(vi.mocked(console.error).mock.calls.flat().join("\n")).toMatch(/stop it, then run this again/);
      } finally {
        other.kill();
      }
    } finally {
      await site.close();
    }
  });
});
