import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { readEnv } from "~/lib/env.server";
import { createStorage } from "~/storage/create-storage.server";
import { storeImage } from "~/storage/images.server";
import { createDiskStorage, type Storage } from "~/storage/storage.server";
import { startTestS3, type TestS3 } from "../tests/s3-server";
import { contents } from "../tests/storage-contents";
import { copyAll, runStorageCommand } from "./storage-command";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "agency-migrate-"));
let s3: TestS3;
let bucket: Storage;
beforeAll(async () => {
  s3 = await startTestS3("pictures");
  bucket = await createStorage(readEnv(s3.env));
});
afterAll(async () => {
  await s3?.stop();
  fs.rmSync(root, { recursive: true, force: true });
});
beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  for (const { key } of await bucket.list()) await bucket.remove(key);
});

const printed = () => vi.mocked(console.log).mock.calls.flat().join("\n");
const errors = () => vi.mocked(console.error).mock.calls.flat().join("\n");

/** A site's DATA_DIR on disk with an uploaded picture (and its widths) and two other files. */
async function siteOnDisk() {
  const dataDir = fs.mkdtempSync(path.join(root, "site-"));
  const disk = createDiskStorage(path.join(dataDir, "uploads"));
  const bytes = await sharp({ create: { width: 1800, height: 900, channels: 3, background: "#0af" } })
    .png()
    .toBuffer();
  await storeImage(disk, { bytes, bucket: "case-studies", prefix: "gallery" });
  await disk.put("intro-logos/empty.svg", Buffer.alloc(0), "image/svg+xml");
  await disk.put("about-images/big.webp", crypto.randomBytes(300_000), "image/webp");
  return { dataDir, disk };
}

function useSite(dataDir: string, settings: Record<string, string> = s3.env) {
  vi.stubEnv("DATA_DIR", dataDir);
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
}

describe("npm run storage -- migrate", () => {
  it("copies every picture from the disk into the bucket, then from the bucket onto an empty disk", async () => {
    const { dataDir, disk } = await siteOnDisk();
    const files = await contents(disk);
    expect(Object.keys(files)).toHaveLength(6); // a picture, its three widths, and two files

    useSite(dataDir);
    expect(await runStorageCommand(["migrate", "--to", "s3"])).toBe(0);
    expect(printed()).toMatch(/^Copied 6 files \(0\.\d MB\) from .*uploads to s3:\/\/pictures; 0 files already there\.$/m);
    expect(await contents(bucket)).toEqual(files);
    // Served by the bucket with the right type (the disk keeps no types; the key names it).
    const webp = Object.keys(files).find((key) => key.endsWith("-480.webp")) ?? "";
    expect((await fetch(`${s3.env.S3_ENDPOINT}/pictures/${webp}`)).headers.get("content-type")).toBe("image/webp");

    const elsewhere = fs.mkdtempSync(path.join(root, "back-"));
    useSite(elsewhere);
    expect(await runStorageCommand(["migrate", "--to", "disk"])).toBe(0);
    expect(printed()).toMatch(/Copied 6 files .* from s3:\/\/pictures to .*back-.*uploads; 0 files already there\./);
    expect(await contents(createDiskStorage(path.join(elsewhere, "uploads")))).toEqual(files);
  });

  it("goes on where a run stopped: files already there at their size are skipped, the others copied", async () => {
    const { dataDir, disk } = await siteOnDisk();
    const [first, second] = await disk.list();
    // As if a run stopped after two files, the second one cut short.
    await bucket.put(first.key, (await disk.read(first.key)) ?? Buffer.alloc(0), "image/webp");
    await bucket.put(second.key, Buffer.from("cut"), "image/webp");
    // A file only the bucket holds is left alone.
    await bucket.put("uploads/only-in-bucket.webp", Buffer.from("x"), "image/webp");

    useSite(dataDir);
    expect(await runStorageCommand(["migrate", "--to", "s3"])).toBe(0);
    expect(printed()).toMatch(/Copied 5 files .*; 1 file already there\./);
    expect(await contents(bucket)).toEqual({ ...(await contents(disk)), "uploads/only-in-bucket.webp": expect.any(String) });

    expect(await copyAll(disk, bucket)).toEqual({ copied: 0, bytes: 0, skipped: 6, failed: [] });
  });

  it("checks every copy: a bad one is named and removed, the rest copied", async () => {
    const { disk } = await siteOnDisk();
    // A target that writes bytes other than those it was given.
    const damaging: Storage = {
      ...bucket,
      put: (key, body, type) => bucket.put(key, key.endsWith(".svg") ? body : body.subarray(1), type),
    };
    const result = await copyAll(disk, damaging);
    expect(result.copied).toBe(1);
    expect(result.failed).toHaveLength(5);
    expect(result.failed[0]).toMatch(/: the copy differs from the original/);
    // The bad copies are gone, so that the next run copies them again.
    expect((await bucket.list()).map((f) => f.key)).toEqual(["intro-logos/empty.svg"]);
    expect(await copyAll(disk, bucket)).toMatchObject({ copied: 5, skipped: 1, failed: [] });
  });

  it("refuses bad usage, a site without S3_BUCKET, and a bucket that is not there", async () => {
    const { dataDir } = await siteOnDisk();
    useSite(dataDir);
    expect(await runStorageCommand([])).toBe(2);
    expect(await runStorageCommand(["migrate"])).toBe(2);
    expect(await runStorageCommand(["migrate", "--to", "ftp"])).toBe(2);
    expect(await runStorageCommand(["migrate", "--to", "s3", "extra"])).toBe(2);
    expect(await runStorageCommand(["migrate", "--from", "s3"])).toBe(2);
    expect(errors()).toMatch(/Usage: npm run storage -- migrate --to s3\|disk/);

    vi.stubEnv("S3_BUCKET", "");
    expect(await runStorageCommand(["migrate", "--to", "s3"])).toBe(1);
    expect(errors()).toMatch(/S3_BUCKET is not set/);

    vi.stubEnv("S3_BUCKET", "no-such-bucket");
    expect(await runStorageCommand(["migrate", "--to", "s3"])).toBe(1);
    expect(errors()).toMatch(/Bucket no-such-bucket is not reachable .*\nNothing was copied\./);
  });
});
