import fs from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream } from "node:stream/web";
import express from "express";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { readBackup, type Manifest } from "~/backup/archive.server";
import { restoreBackup } from "~/backup/restore.server";
import { openDatabase } from "~/db/client.server";
import { teamMembers } from "~/db/schema";
import { seedDatabase } from "~/db/seed.server";
import { readEnv } from "~/lib/env.server";
import { createStorage } from "~/storage/create-storage.server";
import { storeImage } from "~/storage/images.server";
import { createDiskStorage } from "~/storage/storage.server";
import { createFreshPostgres } from "../tests/databases";
import { startTestS3, type TestS3 } from "../tests/s3-server";
import { contents } from "../tests/storage-contents";
import { runBackupCommand, runRestoreCommand } from "./backup-command";
import { createBackupEndpoint } from "./backup-endpoint";

const POSTGRES = process.env.TEST_DATABASE_URL;
const root = fs.mkdtempSync(path.join(os.tmpdir(), "agency-backup-s3-"));
let count = 0;
const folder = () => path.join(root, `dir-${++count}`);
const NO_BUCKET = { S3_BUCKET: "" };

let s3: TestS3;
/** The bucket of the site that is backed up, and an empty one to restore into. */
const bucketEnv = (name: "pictures" | "restored") => ({ ...s3.env, S3_BUCKET: name });
const storageOf = (settings: Record<string, string>) => createStorage(readEnv({ ...settings, DATA_DIR: root }));

function useSite(dataDir: string, settings: Record<string, string>, databaseUrl = "") {
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("DATABASE_URL", databaseUrl);
  for (const [name, value] of Object.entries({ ...s3.env, ...settings })) vi.stubEnv(name, value);
}

/** What a backup holds, without its date and source: tables and files with their checksums. */
const held = (manifest: Manifest) => ({ tables: manifest.tables, files: manifest.files });

/** A backup of the site of the settings now in force, read back. */
async function backUp() {
  const out = path.join(root, `backup-${++count}.tar.gz`);
  expect(await runBackupCommand(["--out", out])).toBe(0);
  return { file: out, manifest: (await readBackup(out)).manifest };
}

describe("backups of a site whose pictures are in a bucket", { timeout: 60_000 }, () => {
  const source = folder();
  let archive: string;
  let original: Manifest;
  let pictures: Record<string, string>;

  beforeAll(async () => {
    s3 = await startTestS3("pictures", "restored");
    const database = await openDatabase({ dataDir: source });
    await seedDatabase(database.db, { demo: false });
    const bucket = await storageOf(bucketEnv("pictures"));
    const bytes = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: "#f0a" } })
      .jpeg()
      .toBuffer();
    const portrait = await storeImage(bucket, { bytes, bucket: "about-images" });
    await database.db.insert(teamMembers).values({ name: "In The Bucket", imageUrl: portrait.url });
    await database.close();
    await bucket.put("intro-logos/empty.svg", Buffer.alloc(0), "image/svg+xml");
    pictures = await contents(bucket);

    vi.spyOn(console, "log").mockImplementation(() => {});
    useSite(source, bucketEnv("pictures"));
    ({ file: archive, manifest: original } = await backUp());
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });
  beforeEach(() => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(async () => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    const restored = await storageOf(bucketEnv("restored"));
    for (const { key } of await restored.list()) await restored.remove(key);
  });
  afterAll(async () => {
    await s3?.stop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("backs up the bucket's files with the tables", async () => {
    expect(Object.fromEntries(original.files.map((f) => [f.path, f.sha256]))).toEqual(pictures);
    expect(original.files).toHaveLength(5); // a portrait, its three widths, and a logo
  });

  it("restores it onto the disk, and that site back into an empty bucket: the same tables and files", async () => {
    const onDisk = folder();
    useSite(onDisk, NO_BUCKET);
    expect(await runRestoreCommand([archive])).toBe(0);
    expect(await contents(createDiskStorage(path.join(onDisk, "uploads")))).toEqual(pictures);
    const fromDisk = await backUp();
    expect(held(fromDisk.manifest)).toEqual(held(original));

    const inBucket = folder();
    useSite(inBucket, bucketEnv("restored"));
    expect(await runRestoreCommand([fromDisk.file])).toBe(0);
    expect(vi.mocked(console.log).mock.calls.flat().join("\n")).toMatch(/uploads in s3:\/\/restored/);
    expect(await contents(await storageOf(bucketEnv("restored")))).toEqual(pictures);
    expect(fs.existsSync(path.join(inBucket, "uploads"))).toBe(false);
    expect(held((await backUp()).manifest)).toEqual(held(original));
  });

  it("refuses a bucket that holds files without --force; --force replaces them", async () => {
    const restored = await storageOf(bucketEnv("restored"));
    await restored.put("intro-logos/only-here.webp", Buffer.from("x"), "image/webp");
    const target = folder();
    useSite(target, bucketEnv("restored"));
    expect(await runRestoreCommand([archive])).toBe(1);
    expect(vi.mocked(console.error).mock.calls.flat().join("\n")).toMatch(/already holds a site \(1 uploaded file\(s\)\)/);
    expect(await contents(restored)).toEqual({ "intro-logos/only-here.webp": expect.any(String) });

    expect(await runRestoreCommand([archive, "--force"])).toBe(0);
    expect(await contents(restored)).toEqual(pictures);
  });

  it("leaves the bucket as it was when a restore fails half-way", async () => {
    const restored = await storageOf(bucketEnv("restored"));
    await restored.put("intro-logos/only-here.webp", Buffer.from("x"), "image/webp");
    const before = await contents(restored);
    const put = vi.spyOn(restored, "put");
    const database = await openDatabase({ dataDir: folder() });
    try {
      // The archive changes between the check and the restore: found after its files went in.
      const expected = { ...original, createdAt: "2000-01-01T00:00:00.000Z" };
      await expect(restoreBackup(archive, expected, database, restored)).rejects.toThrow(/changed while it was being restored/);
    } finally {
      await database.close();
    }
    expect(put).toHaveBeenCalledTimes(original.files.length);
    expect(await contents(restored)).toEqual(before);
  });

  it("is made by the running site on the embedded database, from its bucket", async () => {
    const running = folder();
    useSite(running, NO_BUCKET);
    expect(await runRestoreCommand([archive])).toBe(0);
    fs.rmSync(path.join(running, "uploads"), { recursive: true }); // the bucket's are the site's files
    const site = await openDatabase({ dataDir: running });
    const app = express();
    const server: Server = app.listen(0, "127.0.0.1");
    try {
      await new Promise((resolve) => server.once("listening", resolve));
      const { port } = server.address() as AddressInfo;
      const env = { ...readEnv({ ...bucketEnv("pictures"), DATA_DIR: running }), PORT: port, HOST: "127.0.0.1" };
      app.post("/api/backup", createBackupEndpoint(site, env));
      const access = JSON.parse(fs.readFileSync(path.join(running, "backup-access.json"), "utf8"));
      const response = await fetch(access.url, { method: "POST", headers: { authorization: `Bearer ${access.token}` } });
      expect(response.status).toBe(200);
      const out = path.join(root, "from-running-site.tar.gz");
      await pipeline(Readable.fromWeb(response.body as ReadableStream), fs.createWriteStream(out));
      expect(held((await readBackup(out)).manifest)).toEqual(held(original));
    } finally {
      server.close();
      await site.close();
    }
  });

  it.skipIf(!POSTGRES)("moves onto PostgreSQL with the pictures in a bucket, and backs up from there", async () => {
    const fresh = await createFreshPostgres(POSTGRES!);
    try {
      useSite(folder(), bucketEnv("restored"), fresh.url);
      expect(await runRestoreCommand([archive])).toBe(0);
      expect(await contents(await storageOf(bucketEnv("restored")))).toEqual(pictures);
      const fromPostgres = await backUp();
      expect(fromPostgres.manifest.source).toBe("postgres");
      expect(held(fromPostgres.manifest)).toEqual(held(original));
    } finally {
      await fresh.drop();
    }
  });
});
