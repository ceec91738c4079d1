import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { createFreshPostgres } from "../../tests/postgres";
import { openDatabase, type Database } from "./client.server";
import { emptyClusterFile } from "./empty-cluster.server";
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

  it("a new database starts from the copy of an empty cluster the first one left; a broken copy is made again", async () => {
    const tmp = tempDir();
    fs.mkdirSync(tmp, { recursive: true });
    const before = process.env.TMPDIR;
    process.env.TMPDIR = tmp;
    try {
      const copy = emptyClusterFile();
      expect(copy.startsWith(tmp)).toBe(true);
      const first = await openDatabase({ dataDir: path.join(tmp, "first") });
      await first.db.insert(caseStudies).values({ title: "Only here", slug: "only-here" });
      await first.close();
      const madeAt = fs.statSync(copy).mtimeMs;

      // From the copy: migrated, empty (nothing of the first site), and the copy left as it was.
      const second = await openDatabase({ dataDir: path.join(tmp, "second") });
      expect(await second.db.select().from(caseStudies)).toEqual([]);
      await second.db.insert(caseStudies).values({ title: "Kept", slug: "kept" });
      await second.close();
      expect(fs.statSync(copy).mtimeMs).toBe(madeAt);
      const reopened = await openDatabase({ dataDir: path.join(tmp, "second") });
      expect((await reopened.db.select().from(caseStudies)).map((r) => r.slug)).toEqual(["kept"]);
      await reopened.close();

      fs.writeFileSync(copy, "not a dump");
      const third = await openDatabase({ dataDir: path.join(tmp, "third") });
      expect(await third.db.select().from(caseStudies)).toEqual([]);
      await third.close();
      expect(fs.statSync(copy).size).toBeGreaterThan(1_000_000);
    } finally {
      if (before === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = before;
    }
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
