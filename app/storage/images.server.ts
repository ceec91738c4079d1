import crypto from "node:crypto";
import os from "node:os";
import sharp, { type Metadata } from "sharp";
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from "~/forms/image-file";
import { Refused } from "~/lib/refused";
import type { Bucket } from "~/lib/buckets";
import type { Storage } from "./storage.server";
import { createWorkQueue } from "./work-queue.server";

/** Widths the pages show images at; each upload is kept at these (never enlarged). */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
const MAX_STORED_WIDTH = 2400;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif"]);

/**
 * What decoding one upload may cost. A phone's photo is 12 to 50 megapixels (48 MP at
 * 8064x6048 is the largest common one; under 5 MB as a JPEG it rarely is); an animation
 * counts every frame, and frames beyond a few seconds of one are refused before decoding:
 * 1,500 of them took 40 s of CPU, and a PNG of 31 KB can declare 256 megapixels.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
export const MAX_ANIMATION_FRAMES = 200;

/** Refusals of what the server will not decode, and of an upload that finds it busy. */
export const IMAGE_COST_MESSAGES = {
  tooManyPixels: "This image is too large to process (at most 50 megapixels). Make it smaller and try again.",
  tooManyFrames: `This animation has too many frames (at most ${MAX_ANIMATION_FRAMES}). Shorten it, or upload a still picture.`,
  busy: "The server is busy with other pictures. Try again in a moment.",
} as const;

export { IMAGE_MESSAGES, MAX_IMAGE_BYTES };

/** An upload that is not an accepted image, or too large: refused in the words of docs/product.md section 5. */
export class ImageRejectedError extends Refused {
  constructor(message: string, status: 400 | 413) {
    super(message, status);
  }
}

// One libvips thread per image, and one image at a time on a machine of two cores: the other
// core keeps answering pages while pictures are made. A few wait their turn (a gallery's
// pictures go one after another, and five administrators may upload at once); more are told
// to try again instead of queueing behind minutes of work.
sharp.concurrency(1);
export const IMAGE_QUEUE = { running: Math.max(1, Math.min(2, Math.floor(os.availableParallelism() / 2))), waiting: 8 };
const imageWork = createWorkQueue({ ...IMAGE_QUEUE, whenFull: () => new Refused(IMAGE_COST_MESSAGES.busy, 503) });

export type StoredImage = { url: string; key: string; width: number; height: number };

/**
 * Accepts an uploaded image only after decoding it: the declared type and name are never
 * trusted. JPEG, PNG, WebP and GIF are re-encoded to WebP without metadata, with smaller
 * WebP variants `<name>-<width>.webp` for responsive `srcset` (app/lib/responsive-image.ts).
 * Its header is read first (cheap), and an image too costly to decode is refused before it is.
 */
export async function storeImage(storage: Storage, input: { bytes: Buffer; bucket: Bucket; prefix?: string }): Promise<StoredImage> {
  if (input.bytes.length > MAX_IMAGE_BYTES) {
    throw new ImageRejectedError(IMAGE_MESSAGES.tooLarge, 413);
  }
  const meta = await sharp(input.bytes, { animated: true, limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new ImageRejectedError(IMAGE_MESSAGES.notImage, 400);
    });
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) {
    throw new ImageRejectedError(IMAGE_MESSAGES.notImage, 400);
  }
  const pages = meta.pages ?? 1;
  if (pages > MAX_ANIMATION_FRAMES) throw new ImageRejectedError(IMAGE_COST_MESSAGES.tooManyFrames, 413);
  // With `animated`, the height is every frame's, one above the other.
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_IMAGE_PIXELS) {
    throw new ImageRejectedError(IMAGE_COST_MESSAGES.tooManyPixels, 413);
  }

  const encoded = await imageWork(() => encodeWidths(input.bytes, meta));
  // A new key for every upload, never given other bytes later: browsers and CDNs keep a
  // picture from a bucket for a year (s3-storage.server.ts, server/uploads-handler.ts).
  const base = `${crypto.randomBytes(8).toString("hex")}-${Date.now()}`;
  const folder = [input.bucket, input.prefix].filter(Boolean).join("/");
  const key = `${folder}/${base}.webp`;
  const url = await storage.put(key, encoded.main, "image/webp");
  // Every width is written, even for a small picture (then at its own size), so that the
  // pages can name all of them in srcset without knowing each image's size.
  for (const [index, width] of IMAGE_WIDTHS.entries()) {
    await storage.put(`${folder}/${base}-${width}.webp`, encoded.widths[index], "image/webp");
  }
  return { url: `${url}?v=${Date.now()}`, key, width: encoded.width, height: encoded.height };
}

/**
 * The image at its largest stored width and at each of IMAGE_WIDTHS, decoded once: its
 * pixels at the largest width are what every WebP is made from.
 */
async function encodeWidths(bytes: Buffer, meta: Metadata) {
  const animated = (meta.pages ?? 1) > 1;
  const decoded = await sharp(bytes, { animated, limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate() // apply EXIF orientation before the metadata is dropped
    .resize({ width: MAX_STORED_WIDTH, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new ImageRejectedError(IMAGE_MESSAGES.notImage, 400);
    });
  const { width, height, channels, premultiplied } = decoded.info;
  const frameHeight = animated ? (decoded.info.pageHeight ?? height) : height;
  const webp = (resize?: number) => {
    // `animated`: resized frame by frame, as the upload's own frames were.
    const pixels = sharp(decoded.data, { raw: { width, height, channels, premultiplied, pageHeight: frameHeight }, animated });
    if (resize) pixels.resize({ width: resize, withoutEnlargement: true });
    // The frames' timing and looping, which the pixels alone do not carry.
    return pixels.webp({ quality: 80, effort: 4, ...(animated ? { delay: meta.delay, loop: meta.loop } : {}) }).toBuffer();
  };
  const main = await webp();
  const widths = [];
  for (const resize of IMAGE_WIDTHS) widths.push(await webp(resize));
  return { main, widths, width, height: frameHeight };
}

/** Removes an uploaded image and its variants; addresses that are not uploads are ignored. */
export async function removeImage(storage: Storage, publicUrl: string) {
  const key = storage.keyOf(publicUrl);
  if (!key || !key.endsWith(".webp")) return;
  const stem = key.slice(0, -".webp".length);
  await storage.remove(key);
  for (const width of IMAGE_WIDTHS) await storage.remove(`${stem}-${width}.webp`);
}

export type ImageUpload = { bytes: Buffer; bucket: Bucket; prefix?: string };

/**
 * Stores uploaded images, then runs `use` with them (the database write that refers to
 * them). If an image is refused or `use` throws, the images already stored are removed
 * again, so a failed write leaves no files behind.
 */
export async function withStoredImages<T>(
  storage: Storage,
  uploads: ImageUpload[],
  use: (stored: StoredImage[]) => Promise<T>,
): Promise<T> {
  const stored: StoredImage[] = [];
  try {
    for (const upload of uploads) stored.push(await storeImage(storage, upload));
    return await use(stored);
  } catch (error) {
    for (const image of stored) await removeImage(storage, image.url).catch(() => {});
    throw error;
  }
}
