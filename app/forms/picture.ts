import { z } from "zod";
import { isLocalPath, jsonField, text } from "./form-data";

/** A picture's alternative text: a sentence or two, as screen readers read it at once. */
export const MAX_ALT_LENGTH = 300;

export const PICTURE_MESSAGES = {
  altTooLong: `Alternative text is at most ${MAX_ALT_LENGTH} characters`,
  notInLibrary: "This picture is no longer in the library. Choose another one.",
  notFromLibrary: "Choose a picture from the library",
} as const;

/**
 * A picture's alternative text as a form sends it (docs/product.md section 5): left out, none
 * is written and the place's own description stands (null); empty, the picture is decorative
 * (`alt=""`); else the text, trimmed.
 */
export const altText = z
  .string()
  .trim()
  .max(MAX_ALT_LENGTH, PICTURE_MESSAGES.altTooLong)
  .optional()
  .transform((value) => value ?? null);

/** The alternative texts of several pictures sent at once, in their order: JSON, each as `altText`. */
export const altTexts = jsonField(20 * (MAX_ALT_LENGTH + 8), PICTURE_MESSAGES.altTooLong, "Invalid alternative texts")
  .pipe(z.array(z.string().trim().max(MAX_ALT_LENGTH, PICTURE_MESSAGES.altTooLong).nullable()).max(20))
  .optional()
  .transform((value) => value ?? []);

/** A picture chosen from the library: the address of a picture this site shows (models/picture-library.server.ts). */
export const libraryPicture = text(2_000, "This address").refine(
  (value) => isLocalPath(value) && !/\s/.test(value),
  PICTURE_MESSAGES.notFromLibrary,
);
