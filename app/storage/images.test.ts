import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, removeImage, storeImage } from "./images.server";
import { createDiskStorage } from "./storage.server";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "agency-uploads-"));
const storage = createDiskStorage(root);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const picture = (format: "jpeg" | "png" | "webp" | "gif", width = 2000) => {
  const blank = sharp({ create: { width, height: 1000, channels: 3, background: "#7c5cff" } });
  return blank[format]().toBuffer();
};

describe("storing uploaded images", () => {
  it.each(["jpeg", "png", "webp", "gif"] as const)("accepts %s and keeps WebP variants", async (format) => {
    const stored = await storeImage(storage, { bytes: await picture(format), bucket: "uploads" });
    expect(stored.url).toMatch(/^\/uploads\/uploads\/[0-9a-f]{16}-\d+\.webp\?v=\d+$/);
    const file = path.join(root, stored.key);
    expect((await sharp(file).metadata()).format).toBe("webp");
    for (const width of [480, 960, 1600]) {
      const variant = file.replace(/\.webp$/, `-${width}.webp`);
      expect((await sharp(variant).metadata()).width).toBe(width);
    }
  });

  it("files case gallery images under their prefix", async () => {
    const stored = await storeImage(storage, {
      bytes: await picture("png", 300),
      bucket: "case-studies",
      prefix: "gallery",
    });
    expect(stored.key).toMatch(/^case-studies\/gallery\//);
    // A small image is not enlarged: its variants are at its own size.
    expect(stored.width).toBe(300);
    const files = fs.readdirSync(path.join(root, "case-studies/gallery"));
    expect(files).toHaveLength(4);
    for (const file of files) {
      expect((await sharp(path.join(root, "case-studies/gallery", file)).metadata()).width).toBe(300);
    }
  });

  it("drops metadata such as camera and location data", async () => {
    const withExif = await sharp(await picture("jpeg", 800))
      .withExif({ IFD0: { Copyright: "secret-owner", Make: "CameraCo" } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeTruthy();
    const stored = await storeImage(storage, { bytes: withExif, bucket: "uploads" });
    const meta = await sharp(path.join(root, stored.key)).metadata();
    expect(meta.exif).toBeUndefined();
    expect(fs.readFileSync(path.join(root, stored.key)).includes("secret-owner")).toBe(false);
  });

  it("refuses a text file named like an image", async () => {
    await expect(storeImage(storage, { bytes: Buffer.from("hello, I am text"), bucket: "uploads" })).rejects.toThrow(
      IMAGE_MESSAGES.notImage,
    );
  });

  it("refuses SVG, which can carry scripts", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    await expect(storeImage(storage, { bytes: svg, bucket: "uploads" })).rejects.toThrow(IMAGE_MESSAGES.notImage);
  });

  it("refuses files over 5 MB before decoding them", async () => {
    await expect(storeImage(storage, { bytes: Buffer.alloc(MAX_IMAGE_BYTES + 1), bucket: "uploads" })).rejects.toThrow(
      IMAGE_MESSAGES.tooLarge,
    );
  });

  it("removes an image with its variants, and never a file outside the uploads", async () => {
    const stored = await storeImage(storage, { bytes: await picture("jpeg"), bucket: "about-images" });
    await removeImage(storage, stored.url);
    expect(fs.readdirSync(path.join(root, "about-images"))).toHaveLength(0);
    await removeImage(storage, "/uploads/../../etc/passwd");
    expect(() => storage.keyOf("/uploads/a/../../x")).not.toThrow();
    await expect(storage.put("../outside.webp", Buffer.from(""), "image/webp")).rejects.toThrow();
  });
});
