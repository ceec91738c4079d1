import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { hugePng, manyFramesGif } from "../../tests/costly-images";
import {
  IMAGE_COST_MESSAGES,
  IMAGE_MESSAGES,
  IMAGE_QUEUE,
  MAX_ANIMATION_FRAMES,
  MAX_IMAGE_BYTES,
  removeImage,
  storeImage,
} from "./images.server";
import { Refused } from "~/lib/refused";
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

  it("keeps an animation's frames, timing and looping at every width", async () => {
    const [width, height] = [2000, 300];
    const frames = ["#f00", "#0f0", "#00f"].map((background) =>
      sharp({ create: { width, height, channels: 3, background } })
        .raw()
        .toBuffer(),
    );
    const gif = await sharp(Buffer.concat(await Promise.all(frames)), {
      raw: { width, height: height * 3, channels: 3, pageHeight: height },
    })
      .gif({ delay: [100, 200, 300], loop: 2 })
      .toBuffer();
    const stored = await storeImage(storage, { bytes: gif, bucket: "uploads" });
    expect(stored).toMatchObject({ width: 2000, height: 300 });
    const file = path.join(root, stored.key);
    for (const [name, stored] of [["", 2000], ...[480, 960, 1600].map((w) => [`-${w}`, w] as const)] as const) {
      const meta = await sharp(file.replace(/\.webp$/, `${name}.webp`), { animated: true }).metadata();
      expect(meta).toMatchObject({ width: stored, pageHeight: (stored * 300) / 2000, pages: 3, delay: [100, 200, 300], loop: 2 });
    }
  });

  /** The refusal `run` ends in, and the files it left (none, it must be). */
  async function refusal(run: Promise<unknown>) {
    const before = fs.readdirSync(root, { recursive: true }).length;
    const error = await run.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(Refused);
    expect(fs.readdirSync(root, { recursive: true }).length).toBe(before);
    return { message: (error as Refused).message, status: (error as Refused).status };
  }

  it("refuses an animation of 1,500 frames (35 KB) before decoding it", async () => {
    const gif = manyFramesGif(1_500, 400, 400);
    expect(gif.length).toBeLessThan(40_000);
    expect(await refusal(storeImage(storage, { bytes: gif, bucket: "uploads" }))).toEqual({
      message: IMAGE_COST_MESSAGES.tooManyFrames,
      status: 413,
    });
    expect(IMAGE_COST_MESSAGES.tooManyFrames).toBe(
      `This animation has too many frames (at most ${MAX_ANIMATION_FRAMES}). Shorten it, or upload a still picture.`,
    );
  });

  it("refuses a PNG of 31 KB that declares 16000 x 16000 pixels before decoding it, and an animation of as many in all", async () => {
    const png = hugePng(16_000);
    expect(png.length).toBeLessThan(32_000);
    const tooLarge = { message: "This image is too large to process (at most 50 megapixels). Make it smaller and try again.", status: 413 };
    expect(await refusal(storeImage(storage, { bytes: png, bucket: "uploads" }))).toEqual(tooLarge);
    // 200 frames of 600 x 600: 72 megapixels to decode.
    expect(await refusal(storeImage(storage, { bytes: manyFramesGif(MAX_ANIMATION_FRAMES, 600, 600), bucket: "uploads" }))).toEqual(
      tooLarge,
    );
  });

  it("makes pictures a few at a time, and tells the uploads beyond the line that the server is busy", async () => {
    const bytes = await picture("png");
    const uploads = IMAGE_QUEUE.running + IMAGE_QUEUE.waiting + 2;
    const outcomes = await Promise.all(
      Array.from({ length: uploads }, () =>
        storeImage(storage, { bytes, bucket: "uploads", prefix: "queued" }).then(
          () => "stored",
          (error: Refused) => `${error.status} ${error.message}`,
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === "stored")).toHaveLength(IMAGE_QUEUE.running + IMAGE_QUEUE.waiting);
    expect(outcomes.filter((outcome) => outcome !== "stored")).toEqual([
      `503 ${IMAGE_COST_MESSAGES.busy}`,
      `503 ${IMAGE_COST_MESSAGES.busy}`,
    ]);
    expect(IMAGE_COST_MESSAGES.busy).toBe("The server is busy with other pictures. Try again in a moment.");
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
