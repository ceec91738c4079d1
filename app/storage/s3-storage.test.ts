import { buffer } from "node:stream/consumers";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "~/lib/env.server";
import { startTestS3, type TestS3 } from "../../tests/s3-server";
import { createStorage } from "./create-storage.server";
import { IMAGE_WIDTHS, removeImage, storeImage } from "./images.server";
import type { Storage } from "./storage.server";

let s3: TestS3;
let storage: Storage;
beforeAll(async () => {
  s3 = await startTestS3("pictures");
  storage = await createStorage(readEnv(s3.env));
});
afterAll(() => s3?.stop());

describe("S3 storage", () => {
  it("puts, gets, reads, lists and removes files in the bucket", async () => {
    const bytes = Buffer.from("not really a picture");
    expect(await storage.put("uploads/a/one.webp", bytes, "image/webp")).toBe("/uploads/uploads/a/one.webp");
    await storage.put("uploads/b.png", Buffer.alloc(0), "image/png");

    const got = await storage.get("uploads/a/one.webp");
    if (!got || got.notModified) throw new Error("expected the file");
    expect(got.contentType).toBe("image/webp");
    expect(got.size).toBe(bytes.length);
    expect(await buffer(got.body)).toEqual(bytes);
    expect(got.etag).toBeTruthy();
    expect(await storage.get("uploads/a/one.webp", { ifNoneMatch: got.etag })).toEqual({ notModified: true, etag: got.etag });

    expect(await storage.read("uploads/a/one.webp")).toEqual(bytes);
    expect(await storage.read("uploads/b.png")).toEqual(Buffer.alloc(0));
    expect(await storage.list()).toEqual(
      expect.arrayContaining([
        { key: "uploads/a/one.webp", size: bytes.length },
        { key: "uploads/b.png", size: 0 },
      ]),
    );

    await storage.remove("uploads/a/one.webp");
    await storage.remove("uploads/a/one.webp"); // twice: a missing key is no error
    expect(await storage.get("uploads/a/one.webp")).toBeNull();
    expect(await storage.read("uploads/a/one.webp")).toBeNull();
    expect((await storage.list()).map((f) => f.key)).not.toContain("uploads/a/one.webp");
  });

  it("stores objects with their type and a year of caching", async () => {
    await storage.put("uploads/cached.webp", Buffer.from("x"), "image/webp");
    const response = await fetch(`${s3.env.S3_ENDPOINT}/${s3.env.S3_BUCKET}/uploads/cached.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("refuses keys that leave the bucket's tree", async () => {
    await expect(storage.put("../outside.webp", Buffer.from(""), "image/webp")).rejects.toThrow("Invalid key");
    await expect(storage.put("a//b.webp", Buffer.from(""), "image/webp")).rejects.toThrow("Invalid key");
    expect(storage.keyOf("/uploads/a/../../x")).toBeNull();
    expect(storage.keyOf("/uploads/%E0%A4%A")).toBeNull();
  });

  it("passes the readiness check while the bucket answers, and fails it when it is gone", async () => {
    await expect(storage.check()).resolves.toBeUndefined();
    const missing = await createStorage(readEnv({ ...s3.env, S3_BUCKET: "no-such-bucket" }));
    await expect(missing.check()).rejects.toThrow("Bucket no-such-bucket is not reachable");
  });

  it("names files by the bucket's public address when S3_PUBLIC_URL is set, and knows both kinds of address", async () => {
    const cdn = await createStorage(readEnv({ ...s3.env, S3_PUBLIC_URL: "https://cdn.example/pictures/" }));
    const url = await cdn.put("case-studies/gallery/x y.webp", Buffer.from("x"), "image/webp");
    expect(url).toBe("https://cdn.example/pictures/case-studies/gallery/x%20y.webp");
    expect(cdn.keyOf(`${url}?v=1`)).toBe("case-studies/gallery/x y.webp");
    // Addresses stored before (or by a site without S3_PUBLIC_URL) stay the site's own.
    expect(cdn.keyOf("/uploads/case-studies/gallery/old.webp?v=2")).toBe("case-studies/gallery/old.webp");
    expect(cdn.keyOf("https://cdn.example/other/x.webp")).toBeNull();
    expect(cdn.keyOf("https://cdn.example/pictures-old/x.webp")).toBeNull();
    expect(cdn.keyOf("https://elsewhere.example/pictures/x.webp")).toBeNull();
    await cdn.remove("case-studies/gallery/x y.webp");
  });
});

describe("choosing the storage", () => {
  it("reads the S3 settings from the environment: empty is unset, bad values stop the start", async () => {
    expect(readEnv({ S3_BUCKET: "", S3_PUBLIC_URL: "", S3_FORCE_PATH_STYLE: "" })).toMatchObject({
      S3_BUCKET: undefined,
      S3_PUBLIC_URL: undefined,
      S3_FORCE_PATH_STYLE: false,
    });
    expect(readEnv({ S3_FORCE_PATH_STYLE: "true", S3_PUBLIC_URL: "https://cdn.example/p//" })).toMatchObject({
      S3_FORCE_PATH_STYLE: true,
      S3_PUBLIC_URL: "https://cdn.example/p",
    });
    expect(() => readEnv({ S3_FORCE_PATH_STYLE: "yes" })).toThrow("S3_FORCE_PATH_STYLE");
    expect(() => readEnv({ S3_ENDPOINT: "no address" })).toThrow("S3_ENDPOINT");
    await expect(createStorage(readEnv({ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "half-a-pair" }))).rejects.toThrow("go together");
  });

  it("is the disk under DATA_DIR/uploads without S3_BUCKET, the bucket with it", async () => {
    const disk = await createStorage(readEnv({ DATA_DIR: "/srv/agency" }));
    expect([disk.location, disk.folder]).toEqual(["/srv/agency/uploads", "/srv/agency/uploads"]);
    const bucket = await createStorage(readEnv({ ...s3.env, DATA_DIR: "/srv/agency" }));
    expect([bucket.location, bucket.folder]).toEqual(["s3://pictures", undefined]);
  });
});

describe("images on S3", () => {
  it("stores an upload with its widths in the bucket, and removes them all", async () => {
    const bytes = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#7c5cff" } })
      .jpeg()
      .toBuffer();
    const stored = await storeImage(storage, { bytes, bucket: "case-studies", prefix: "gallery" });
    expect(stored.url).toMatch(/^\/uploads\/case-studies\/gallery\/[0-9a-f]{16}-\d+\.webp\?v=\d+$/);
    const stem = stored.key.slice(0, -".webp".length);
    const keys = [stored.key, ...IMAGE_WIDTHS.map((width) => `${stem}-${width}.webp`)];
    expect((await storage.list()).map((f) => f.key)).toEqual(expect.arrayContaining(keys));
    for (const width of IMAGE_WIDTHS) {
      const variant = await storage.read(`${stem}-${width}.webp`);
      if (!variant) throw new Error(`no ${width} px variant`);
      expect(await sharp(variant).metadata()).toMatchObject({ format: "webp", width });
    }

    await removeImage(storage, stored.url);
    const left = (await storage.list()).map((f) => f.key);
    for (const key of keys) expect(left).not.toContain(key);
  });
});
