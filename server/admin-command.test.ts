import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadSessionSecret } from "~/auth/secret.server";
import { setupCodeFor } from "~/auth/setup-code.server";
import { openDatabase } from "~/db/client.server";
import { admins } from "~/db/schema";
import { createAdmin } from "~/models/admins.server";
import { confirmTwoStep, startTwoStep, twoStepOf } from "~/models/two-step.server";
import { runAdminCommand } from "./admin-command";

// Each test opens the embedded database (PGlite) a few times, as the command does: on a busy
// two-core machine that alone has taken more than the default 30 s.
describe("npm run admin", { timeout: 120_000 }, () => {
  let dataDir: string;
  const printed = (stream: "log" | "error") => vi.mocked(console[stream]).mock.calls.flat().join("\n");
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-cli-"));
    vi.stubEnv("DATA_DIR", dataDir);
    vi.stubEnv("DATABASE_URL", "");
    vi.stubEnv("ADMIN_SETUP_CODE", "");
    vi.stubEnv("ADMIN_SIGNUP", "closed");
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Holds the embedded database as the running site would: the lock file names a live process that is not this one. */
  async function whileTheSiteRuns(run: () => Promise<void>) {
    const { spawn } = await import("node:child_process");
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 20000)"]);
    fs.writeFileSync(path.join(dataDir, "db.lock"), String(other.pid));
    try {
      await run();
    } finally {
      other.kill();
      fs.rmSync(path.join(dataDir, "db.lock"), { force: true });
    }
  }

  it("create: an administrator whatever ADMIN_SIGNUP says, and not the same email twice", async () => {
    const args = ["create", "--email", "Cli@Site.test", "--name", "Cli Admin", "--password", "from-the-shell-1"];
    expect(await runAdminCommand(args)).toBe(0);
    expect(await runAdminCommand(args)).toBe(1);
    const database = await openDatabase({ dataDir });
    const rows = await database.db.select().from(admins);
    await database.close();
    expect(rows.map((r) => [r.name, r.email])).toEqual([["Cli Admin", "cli@site.test"]]);
    expect(rows[0].passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("create: refuses bad input, a short password and a common one, with the reason and the usage", async () => {
    expect(await runAdminCommand(["create", "--email", "nope", "--name", "X", "--password", "12345678901"])).toBe(2);
    expect(await runAdminCommand(["create", "--email", "x@site.test", "--name", "X", "--password", "Qwerty123456"])).toBe(2);
    expect(await runAdminCommand(["delete"])).toBe(2);
    expect(printed("error")).toContain("email: Enter a valid email address");
    expect(printed("error")).toContain("password: Password must be at least 12 characters");
    expect(printed("error")).toContain("password: This password is too common. Choose another.");
    expect(printed("error")).toContain("npm run admin -- create --email EMAIL");
    const database = await openDatabase({ dataDir });
    expect(await database.db.select().from(admins)).toEqual([]);
    await database.close();
  });

  it("create: says clearly when the running site holds the embedded database", async () => {
    await whileTheSiteRuns(async () => {
      expect(await runAdminCommand(["create", "--email", "x@site.test", "--name", "X", "--password", "a-long-secret-x"])).toBe(1);
      expect(printed("error")).toMatch(/stop it, then run this again/);
    });
  });

  it("setup-code: the code the site prints, even while the site holds the embedded database; spent once an administrator exists", async () => {
    vi.stubEnv("ADMIN_SIGNUP", "first");
    const expected = setupCodeFor({}, loadSessionSecret({ dataDir }));
    await whileTheSiteRuns(async () => {
      expect(await runAdminCommand(["setup-code"])).toBe(0);
    });
    expect(printed("log")).toContain(`Setup code for the first administrator: ${expected}`);
    expect(expected).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);

    const database = await openDatabase({ dataDir });
    await createAdmin(database.db, { name: "A", email: "a@site.test", password: "a-long-password" });
    await database.close();
    expect(await runAdminCommand(["setup-code"])).toBe(1);
    expect(printed("error")).toContain("the setup code is spent");
  });

  it("setup-code: ADMIN_SETUP_CODE when given; nothing to show unless ADMIN_SIGNUP is first", async () => {
    vi.stubEnv("ADMIN_SIGNUP", "first");
    vi.stubEnv("ADMIN_SETUP_CODE", "given-by-the-installer");
    expect(await runAdminCommand(["setup-code"])).toBe(0);
    expect(printed("log")).toContain("given-by-the-installer");
    vi.stubEnv("ADMIN_SIGNUP", "open");
    expect(await runAdminCommand(["setup-code"])).toBe(1);
    expect(printed("error")).toContain("ADMIN_SIGNUP is open");
  });

  it("two-step-off: for an administrator who lost their phone and their recovery codes", async () => {
    const database = await openDatabase({ dataDir });
    const admin = await createAdmin(database.db, { name: "A", email: "a@site.test", password: "a-long-password" });
    await startTwoStep(database.db, admin.id, "sealed");
    await confirmTwoStep(database.db, admin.id, 1, ["hash"]);
    await database.close();

    expect(await runAdminCommand(["two-step-off", "--email", "A@site.test"])).toBe(0);
    expect(await runAdminCommand(["two-step-off", "--email", "nobody@site.test"])).toBe(1);
    expect(await runAdminCommand(["two-step-off"])).toBe(2);
    const again = await openDatabase({ dataDir });
    expect(await twoStepOf(again.db, admin.id)).toEqual({ sealedSecret: null, on: false, lastStep: null, recoveryCodesLeft: 0 });
    await again.close();
  });
});
