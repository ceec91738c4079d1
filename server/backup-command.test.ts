import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import express from "express";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { readBackup, writeBackup, type Manifest } from "~/backup/archive.server";
import { readTar, TAR_END, tarEntry } from "~/backup/tar.server";
import { openDatabase, type Database } from "~/db/client.server";
import * as schema from "~/db/schema";
import {
  admins,
  caseSlugRedirects,
  caseStudies,
  drafts,
  pictureFraming,
  publishes,
  sessions,
  siteContent,
  siteSettings,
  teamMembers,
} from "~/db/schema";
import { createFreshPostgres } from "../tests/databases";
import { seedDatabase } from "~/db/seed.server";
import { createDiskStorage } from "~/storage/storage.server";
import { listDrafts } from "~/models/drafts.server";
import { loadFraming } from "~/models/picture-framing.server";
import { listScheduled } from "~/models/schedule.server";
import { getTimeZone } from "~/models/site-settings.server";
import { readRich } from "~/lib/rich-text";
import { storeRich } from "~/lib/rich-text-store";
import { runBackupCommand, runRestoreCommand } from "./backup-command";
import { createBackupEndpoint } from "./backup-endpoint";

const POSTGRES = process.env.TEST_DATABASE_URL;
const root = fs.mkdtempSync(path.join(os.tmpdir(), "agency-backup-"));
let count = 0;
const folder = () => path.join(root, `dir-${++count}`);

const RICH_RESULTS = storeRich([
  { text: "Sales " },
  { text: "tripled", marks: ["bold"] },
  { text: ":\n" },
  { text: "see «it»", link: 'https://example.com/a?b="c"' },
]);

/** A site on the embedded database with demo content, awkward values, and uploads. */
async function makeSite(dataDir: string) {
  const database = await openDatabase({ dataDir });
  const db = database.db;
  await seedDatabase(db, { demo: true });
  const [tricky] = await db
    .insert(caseStudies)
    .values({
      title: 'Quotes "and" \\backslashes\\, commas, ünïcødé 🎉\nand a new line',
      slug: "tricky",
      tags: ["a,b", 'c "d"', "NULL", "", "{}"],
      galleryImages: ["/uploads/case-studies/gallery/a.webp"],
      status: "published",
      // A formatted text (docs/decisions/025) beside plain ones: it must come back a document.
      results: RICH_RESULTS,
    })
    .returning();
  await db.execute(sql`update case_studies set created_at = '2026-03-04 05:06:07.123456+02' where id = ${tricky.id}`);
  await db.insert(caseSlugRedirects).values({ oldSlug: "old-tricky", caseId: tricky.id });
  await db.insert(siteContent).values([
    { key: "hero", section: "home", content: { text: "Line\nbreak «quoted»", url: "/uploads/x.webp" } },
    { key: "plain", section: "home", content: "just a string" },
  ]);
  await db.insert(teamMembers).values({ name: "Gone Quiet", isActive: false, imageUrl: null });
  const [admin] = await db.insert(admins).values({ name: "A", email: "a@site.test", passwordHash: "$argon2id$x" }).returning();
  await db.insert(sessions).values({ id: "token-hash", adminId: admin.id, expiresAt: new Date("2030-01-01T00:00:00Z"), draftMode: true });
  // The shared draft and the publishes (docs/decisions/024) are content: they travel too.
  await db.insert(drafts).values({
    place: `case:${tricky.id}`,
    value: { ...tricky, title: 'Drafted "title"\n«again»' },
    base: { ...tricky },
    basedAt: new Date("2026-03-04T05:06:07.123Z"),
    by: admin.id,
  });
  await db.insert(publishes).values({
    by: admin.id,
    at: new Date("2026-03-05T00:00:00Z"),
    places: [{ place: "slot:home/plain", before: null, after: "just a string" }],
  });
  // A scheduled publish of that draft, and the site's time zone it was chosen in.
  await db.insert(publishes).values({ by: admin.id, scheduledFor: new Date("2030-06-01T07:30:00.5Z"), planned: [`case:${tricky.id}`] });
  await db.insert(siteSettings).values({ key: "timeZone", value: "Europe/Paris", by: admin.id });
  // A framed picture (docs/decisions/026-picture-framing.md): its focal point travels with the site.
  await db.insert(pictureFraming).values({ url: "/uploads/case-studies/gallery/a.webp", x: 12, y: 88, by: admin.id });
  await database.close();

  const storage = createDiskStorage(path.join(dataDir, "uploads"));
  await storage.put("case-studies/gallery/a.webp", crypto.randomBytes(200_000), "image/webp");
  await storage.put("intro-logos/empty.svg", Buffer.alloc(0), "image/svg+xml");
  await storage.put(`about-images/${"long-".repeat(25)}/${"name-".repeat(20)}.webp`, crypto.randomBytes(999), "image/webp");
}

/** Every row of every table, as PostgreSQL itself renders it (not as the backup code does). */
async function rowsOf(database: Database) {
  return database.db.transaction(async (tx) => {
    const rows = async <T extends Record<string, unknown>>(statement: ReturnType<typeof sql>) => (await tx.execute<T>(statement)).rows;
    await tx.execute(sql`set local time zone 'UTC'`);
    const all: Record<string, string[]> = {};
    for (const { name } of await rows<{ name: string }>(sql`select tablename as name from pg_tables where schemaname = 'public'`)) {
      const table = await rows<{ row: string }>(sql`select to_jsonb(t)::text as row from ${sql.identifier(name)} t`);
      all[name] = table.map((r) => r.row).sort();
    }
    return all;
  });
}

async function siteAt(dataDir: string, databaseUrl?: string) {
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    return { rows: await rowsOf(database), files: filesIn(path.join(dataDir, "uploads")) };
  } finally {
    await database.close();
  }
}

function filesIn(dir: string) {
  if (!fs.existsSync(dir)) return {};
  const names = (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile());
  return Object.fromEntries(
    names.sort().map((f) => [
      f,
      crypto
        .createHash("sha256")
        .update(fs.readFileSync(path.join(dir, f)))
        .digest("hex"),
    ]),
  );
}

function useSite(dataDir: string, databaseUrl = "") {
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("DATABASE_URL", databaseUrl);
}

/** A copy of a backup with some entries changed (or dropped, when `change` returns null). */
async function rewrite(file: string, change: (name: string, data: Buffer) => Buffer | null) {
  const out = path.join(root, `rewritten-${++count}.tar.gz`);
  const entries: Buffer[] = [];
  await pipeline(fs.createReadStream(file), createGunzip(), async (source: AsyncIterable<Buffer>) => {
    for await (const { name, data } of readTar(source)) {
      const changed = change(name, Buffer.from(data));
      if (changed) entries.push(...tarEntry(name, changed));
    }
  });
  await pipeline(
    async function* () {
      yield* entries;
      yield TAR_END;
    },
    createGzip(),
    fs.createWriteStream(out),
  );
  return out;
}

const editManifest = (edit: (manifest: Manifest) => void) => (name: string, data: Buffer) => {
  if (name !== "manifest.json") return data;
  const manifest = JSON.parse(data.toString());
  edit(manifest);
  return Buffer.from(JSON.stringify(manifest));
};

const printed = () => vi.mocked(console.error).mock.calls.flat().join("\n");

describe("npm run backup and npm run restore", { timeout: 60_000 }, () => {
  const source = folder();
  const archive = path.join(root, "site.tar.gz");
  let original: Awaited<ReturnType<typeof siteAt>>;

  beforeAll(async () => {
    await makeSite(source);
    original = await siteAt(source);
    vi.spyOn(console, "log").mockImplementation(() => {});
    useSite(source);
    expect(await runBackupCommand(["--out", archive])).toBe(0);
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });
  beforeEach(() => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("writes one archive with a manifest: schema, rows and checksums of every table and file", async () => {
    const { manifest } = await readBackup(archive);
    expect(manifest.schema.tag).toBe(manifest.schema.migrations.at(-1));
    expect(manifest.schema.version).toBe(manifest.schema.migrations.length - 1);
    expect(Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows]))).toEqual(
      Object.fromEntries(Object.entries(original.rows).map(([name, rows]) => [name, rows.length])),
    );
    expect(Object.fromEntries(manifest.files.map((f) => [f.path, f.sha256]))).toEqual(original.files);
    // The draft, a publish and a scheduled one, the site's time zone.
    expect(
      Object.fromEntries(
        manifest.tables
          .filter((t) => ["drafts", "publishes", "site_settings", "picture_framing"].includes(t.name))
          .map((t) => [t.name, t.rows]),
      ),
    ).toEqual({
      drafts: 1,
      picture_framing: 1,
      publishes: 2,
      site_settings: 1,
    });
    useSite(source);
    expect(await runBackupCommand(["--out", archive])).toBe(1); // never overwrites a backup
  });

  it("restores into an empty DATA_DIR: every row and every file identical", async () => {
    const target = folder();
    useSite(target);
    expect(await runRestoreCommand([archive])).toBe(0);
    expect(await siteAt(target)).toEqual(original);
    // The draft and its scheduled publish came back as the scheduler reads them: still to go out.
    const restored = await openDatabase({ dataDir: target });
    try {
      expect((await listDrafts(restored.db)).map((draft) => draft.label)).toEqual([expect.stringContaining("Drafted")]);
      expect(await listScheduled(restored.db)).toMatchObject([{ scheduledFor: "2030-06-01T07:30:00.500Z", by: "A" }]);
      expect(await getTimeZone(restored.db)).toBe("Europe/Paris");
      expect(await loadFraming(restored.db)).toEqual({ "/uploads/case-studies/gallery/a.webp": [12, 88] });
      const [tricky] = await restored.db.select({ results: caseStudies.results }).from(caseStudies).where(eq(caseStudies.slug, "tricky"));
      expect(readRich(tricky.results)).toEqual(readRich(RICH_RESULTS));
    } finally {
      await restored.close();
    }
  });

  it.skipIf(!POSTGRES)("moves a site from PGlite to PostgreSQL and back, every row and file identical", async () => {
    const fresh = await createFreshPostgres(POSTGRES!);
    try {
      // A server in another time zone than the embedded database's still gets the same values.
      const url = new URL(fresh.url);
      url.searchParams.set("options", "-c TimeZone=America/New_York");
      const onPostgres = folder();
      useSite(onPostgres, url.toString());
      expect(await runRestoreCommand([archive])).toBe(0);
      expect(await siteAt(onPostgres, fresh.url)).toEqual(original);

      const fromPostgres = path.join(root, "from-postgres.tar.gz");
      expect(await runBackupCommand(["--out", fromPostgres])).toBe(0);
      const [a, b] = [await readBackup(archive), await readBackup(fromPostgres)];
      expect(b.manifest.source).toBe("postgres");
      expect(b.manifest.tables).toEqual(a.manifest.tables); // same data, same checksums

      const back = folder();
      useSite(back);
      expect(await runRestoreCommand([fromPostgres])).toBe(0);
      expect(await siteAt(back)).toEqual(original);
    } finally {
      await fresh.drop();
    }
  });

  it("refuses a target that holds a site without --force; --force replaces it", async () => {
    const target = folder();
    const database = await openDatabase({ dataDir: target });
    await seedDatabase(database.db, { demo: true });
    await database.db.insert(teamMembers).values({ name: "Only Here" });
    await database.close();
    const storage = createDiskStorage(path.join(target, "uploads"));
    await storage.put("intro-logos/only-here.svg", Buffer.from("<svg/>"), "image/svg+xml");
    const before = await siteAt(target);

    useSite(target);
    expect(await runRestoreCommand([archive])).toBe(1);
    expect(printed()).toMatch(/already holds a site.*--force/);
    expect(await siteAt(target)).toEqual(before);

    expect(await runRestoreCommand([archive, "--force"])).toBe(0);
    expect(await siteAt(target)).toEqual(original);
  });

  it("refuses a tampered or truncated archive, and changes nothing", async () => {
    const target = folder();
    useSite(target);
    expect(await runRestoreCommand([archive])).toBe(0);
    const tampered = await rewrite(archive, (name, data) =>
      name === "tables/team_members.jsonl" ? Buffer.from(data.toString().replace("Amelia", "Amelie")) : data,
    );
    const truncated = path.join(root, "truncated.tar.gz");
    const bytes = fs.readFileSync(archive);
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));

    expect(await runRestoreCommand([tampered, "--force"])).toBe(1);
    expect(printed()).toMatch(/does not match its manifest \(checksum of table team_members\)/);
    expect(await runRestoreCommand([truncated, "--force"])).toBe(1);
    expect(printed()).toMatch(/damaged or incomplete/);
    expect(await siteAt(target)).toEqual(original);

    const empty = folder();
    useSite(empty);
    expect(await runRestoreCommand([tampered])).toBe(1);
    expect(fs.existsSync(empty)).toBe(false);
  });

  it("refuses a backup from a newer schema, a missing file, and bad usage", async () => {
    const newer = await rewrite(
      archive,
      editManifest((m) => {
        m.schema.migrations.push("9999_from_the_future");
        m.schema.tag = "9999_from_the_future";
      }),
    );
    const empty = folder();
    useSite(empty);
    expect(await runRestoreCommand([newer])).toBe(1);
    expect(printed()).toMatch(/newer version of the site \(schema 9999_from_the_future/);
    expect(await runRestoreCommand([path.join(root, "nope.tar.gz")])).toBe(1);
    expect(printed()).toMatch(/No such file: .*nope\.tar\.gz/);
    expect(fs.existsSync(empty)).toBe(false);
    expect(await runRestoreCommand([])).toBe(2);
    expect(await runBackupCommand([])).toBe(2);
  });

  it("restores a backup from an older schema, migrating it as the site would", async () => {
    // A database at the second migration, backed up by this code.
    const journal = JSON.parse(fs.readFileSync("drizzle/meta/_journal.json", "utf8"));
    journal.entries = journal.entries.slice(0, 2);
    const migrations = path.join(root, "migrations-0001");
    fs.mkdirSync(path.join(migrations, "meta"), { recursive: true });
    fs.writeFileSync(path.join(migrations, "meta/_journal.json"), JSON.stringify(journal));
    for (const { tag } of journal.entries) fs.copyFileSync(`drizzle/${tag}.sql`, path.join(migrations, `${tag}.sql`));
    const client = new PGlite();
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: migrations });
    await db.execute(sql`insert into case_studies (title, slug) values ('Since 0001', 'since-0001')`);
    await db.execute(sql`insert into team_members (name) values ('Kept Since 0001')`);
    const older = path.join(root, "older.tar.gz");
    const database = { db, kind: "pglite" as const, close: () => client.close() };
    await writeBackup(database, createDiskStorage(path.join(root, "no-uploads")), fs.createWriteStream(older));
    await client.close();
    expect((await readBackup(older)).manifest.schema.migrations).toHaveLength(2);

    const target = folder();
    useSite(target);
    expect(await runRestoreCommand([older])).toBe(0);
    const { rows } = await siteAt(target);
    expect(rows.case_studies.map((row) => JSON.parse(row).slug)).toEqual(["since-0001"]);
    expect(rows.team_members.map((row) => JSON.parse(row).name)).toEqual(["Kept Since 0001"]);
    // The later migrations' tables are there, empty.
    expect(Object.keys(rows).sort()).toEqual(Object.keys(original.rows).sort());
    expect(rows.case_slug_redirects).toEqual([]);
  });

  it("backs up a running site through the site itself; nobody else gets an archive from it", async () => {
    const running = folder();
    useSite(running);
    expect(await runRestoreCommand([archive])).toBe(0);
    const site = await openDatabase({ dataDir: running });
    const app = express();
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    app.post("/api/backup", createBackupEndpoint(site, { dataDir: running, PORT: port, HOST: "0.0.0.0" }));
    // The lock file names a live process that is not this one, as when the site runs.
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 20000)"]);
    fs.writeFileSync(path.join(running, "db.lock"), String(other.pid));
    try {
      const out = path.join(root, "running.tar.gz");
      expect(await runBackupCommand(["--out", out])).toBe(0);
      expect(vi.mocked(console.log).mock.calls.flat().join("\n")).toMatch(/made by the running site/);
      expect((await readBackup(out)).manifest.tables).toEqual((await readBackup(archive)).manifest.tables);

      const access = JSON.parse(fs.readFileSync(path.join(running, "backup-access.json"), "utf8"));
      expect(fs.statSync(path.join(running, "backup-access.json")).mode & 0o077).toBe(0);
      const ask = (headers: Record<string, string>) => fetch(access.url, { method: "POST", headers });
      expect((await ask({})).status).toBe(403);
      expect((await ask({ authorization: "Bearer guessed" })).status).toBe(403);
      const viaProxy = await ask({ authorization: `Bearer ${access.token}`, "x-forwarded-for": "203.0.113.9" });
      expect(viaProxy.status).toBe(403);
    } finally {
      other.kill();
      server.closeAllConnections();
      server.close();
      await site.close();
    }
  });
});
