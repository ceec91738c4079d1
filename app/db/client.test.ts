import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { createFreshPostgres } from "../../tests/postgres";
import { openDatabase, type Database } from "./client.server";
import { appMeta, caseStudies } from "./schema";
import { seedDatabase } from "./seed.server";

describe("embedded database in DATA_DIR", () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-db-"));
    dirs.push(dir);
    return path.join(dir, "nested", "data");
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("creates missing folders, migrates, and keeps data across restarts", async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ dataDir });
    await first.db.insert(caseStudies).values({ title: "Kept", slug: "kept" });
    await first.close();

    const second = await openDatabase({ dataDir });
    const rows = await second.db.select().from(caseStudies);
    await second.close();
    expect(rows.map((r) => r.slug)).toEqual(["kept"]);
  });

  it("refuses a second process on the same folder with a clear message", async () => {
    const dataDir = tempDir();
    fs.mkdirSync(dataDir, { recursive: true });
    // A live process that is not us holds the lock.
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 20000)"]);
    try {
      fs.writeFileSync(path.join(dataDir, "db.lock"), String(other.pid));
      await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by another process/);
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that no longer runs", async () => {
    const dataDir = tempDir();
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, "db.lock"), "999999");
    const database = await openDatabase({ dataDir });
    await database.close();
    expect(fs.existsSync(path.join(dataDir, "db.lock"))).toBe(false);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("instances starting together on a new PostgreSQL database", () => {
  it("all start: the schema is made once and the demo content seeded once", async () => {
    const fresh = await createFreshPostgres(process.env.TEST_DATABASE_URL ?? "");
    const started: Database[] = [];
    try {
      const starting = [1, 2, 3].map(async () => {
        const database = await openDatabase({ databaseUrl: fresh.url });
        started.push(database);
        await seedDatabase(database.db, { demo: true });
      });
      await Promise.all(starting);
      const [database] = started;
      const slugs = (await database.db.select().from(caseStudies)).map((row) => row.slug);
      expect(slugs.length).toBeGreaterThan(0);
      expect(new Set(slugs).size).toBe(slugs.length);
      const seeded = await database.db.select().from(appMeta);
      expect(seeded.filter((row) => row.key === "demo_seeded_at")).toHaveLength(1);
    } finally {
      for (const database of started) await database.close();
      await fresh.drop();
    }
  });
});
