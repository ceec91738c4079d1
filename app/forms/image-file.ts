import { z } from "zod";
import { isFile } from "./form-data";

/** docs/product.md sections 5 and 9: images of at most 5 MB, in these formats. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/gif";

export const IMAGE_MESSAGES = {
  notImage: "Please select an image file",
  tooLarge: "Image size must be less than 5MB",
  /** The materials form's wording (docs/product.md section 5). */
  notValidImage: "Please select a valid image file",
} as const;

const ACCEPTED = new Set([...ACCEPTED_IMAGE_TYPES.split(","), "image/jpg"]);

/**
 * The browser's first look at a chosen file (docs/product.md section 5): its declared type and size.
 * The server decodes every file again and trusts nothing of this.
 */
export function checkImageFile(file: File, notImage: string = IMAGE_MESSAGES.notImage): string | null {
  if (!ACCEPTED.has(file.type)) return notImage;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_MESSAGES.tooLarge;
  return null;
}

/** An uploaded image field: a non-empty file of at most 5 MB (its content is checked later). */
export const imageFile = z
  .custom<File>((value) => isFile(value), IMAGE_MESSAGES.notImage)
  .refine((file) => file.size <= MAX_IMAGE_BYTES, IMAGE_MESSAGES.tooLarge);

/** The bytes of an uploaded file, for the server to decode. */
export async function fileBytes(file: File) {
  return Buffer.from(await file.arrayBuffer());
}
