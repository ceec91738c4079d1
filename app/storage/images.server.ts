import crypto from "node:crypto";
import sharp from "sharp";
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from "~/forms/image-file";
import { Refused } from "~/lib/refused";
import type { Bucket } from "~/lib/buckets";
import type { Storage } from "./storage.server";

/** Widths the pages show images at; each upload is kept at these (never enlarged). */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
const MAX_STORED_WIDTH = 2400;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif"]);

export { IMAGE_MESSAGES, MAX_IMAGE_BYTES };

/** An upload that is not an accepted image, or too large: refused in the words of docs/product.md section 5. */
export class ImageRejectedError extends Refused {
  constructor(message: string, status: 400 | 413) {
    super(message, status);
  }
}

export type StoredImage = { url: string; key: string; width: number; height: number };

/**
 * Accepts an uploaded image only after decoding it: the declared type and name are never
 * trusted. JPEG, PNG, WebP and GIF are re-encoded to WebP without metadata, with smaller
 * WebP variants `<name>-<width>.webp` for responsive `srcset` (app/lib/responsive-image.ts).
 */
export async function storeImage(storage: Storage, input: { bytes: Buffer; bucket: Bucket; prefix?: string }): Promise<StoredImage> {
  if (input.bytes.length > MAX_IMAGE_BYTES) {
    throw new ImageRejectedError(IMAGE_MESSAGES.tooLarge, 413);
  }
  let format: string | undefined;
  let pages = 1;
  try {
    const meta = await sharp(input.bytes, { animated: true }).metadata();
    format = meta.format;
    pages = meta.pages ?? 1;
  } catch {
    throw new ImageRejectedError(IMAGE_MESSAGES.notImage, 400);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new ImageRejectedError(IMAGE_MESSAGES.notImage, 400);
  }

  const animated = pages > 1;
  // A new key for every upload, never given other bytes later: browsers and CDNs keep a
  // picture from a bucket for a year (s3-storage.server.ts, server/uploads-handler.ts).
  const base = `${crypto.randomBytes(8).toString("hex")}-${Date.now()}`;
  const folder = [input.bucket, input.prefix].filter(Boolean).join("/");
  const encode = (width?: number) =>
    sharp(input.bytes, { animated })
      .rotate() // apply EXIF orientation before the metadata is dropped
      .resize({ width: width ?? MAX_STORED_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80, effort: 4 })
      .toBuffer({ resolveWithObject: true });

  let main;
  try {
    main = await encode();
  } catch {
    throw new ImageRejectedError(IMAGE_MESSAGES.notImage, 400);
  }
  const key = `${folder}/${base}.webp`;
  const url = await storage.put(key, main.data, "image/webp");
  // Every width is written, even for a small picture (then at its own size), so that the
  // pages can name all of them in srcset without knowing each image's size.
  for (const width of IMAGE_WIDTHS) {
    const variant = await encode(width);
    await storage.put(`${folder}/${base}-${width}.webp`, variant.data, "image/webp");
  }
  const height = animated ? Math.round(main.info.height / pages) : main.info.height;
  return { url: `${url}?v=${Date.now()}`, key, width: main.info.width, height };
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
