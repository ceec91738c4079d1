import { z } from "zod";
import { isFile, list, recordId, recordVersion, text, webAddress, UNKNOWN_INTENT } from "./form-data";
import { imageFile, IMAGE_MESSAGES } from "./image-file";
import { altText, altTexts, libraryPicture } from "./picture";
import { optionalRichText, richText } from "./rich-text";
import { CASE_CATEGORIES, MAX_GALLERY_IMAGES, NEW_CASE_ID } from "~/lib/case-rules";

export { MAX_GALLERY_IMAGES, NEW_CASE_ID };

export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;

/** Tags as docs/product.md section 5 wants them: trimmed, no empty ones, no duplicates (any case). */
export function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, " ");
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    kept.push(tag);
  }
  return kept;
}

/** The materials form's tags: one comma-separated text (docs/product.md section 5). */
export function splitTags(text: string): string[] {
  return cleanTags(text.split(","));
}

const tagList = z
  .array(z.string().max(MAX_TAG_LENGTH, `A tag has at most ${MAX_TAG_LENGTH} characters`))
  .transform(cleanTags)
  .pipe(z.array(z.string()).max(MAX_TAGS, `A case has at most ${MAX_TAGS} tags`));

const category = z.enum(CASE_CATEGORIES, "Choose one of the six categories");

const externalLink = text(2_000, "This link")
  .refine((value) => value === "" || /^https?:\/\/[^\s/]+\.[^\s]*$/i.test(value), "Enter a full address starting with https://")
  .transform((value) => (value === "" ? null : value));

/** A case's own address: lower-case letters, digits and single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = text(100, "This address")
  .refine((value) => value === "" || SLUG_PATTERN.test(value), "Use lower-case letters, digits and hyphens only")
  .transform((value) => value || undefined);

/** The case editor on /case/{slug} (docs/product.md sections 3, 5 and 7). */
export const CaseFieldsSchema = z.object({
  title: text(200, "The title", "Give the case a title"),
  clientName: text(200, "The client's name"),
  category,
  description: richText(5_000, "The description"),
  challenge: optionalRichText(10_000, "The challenge"),
  solution: optionalRichText(10_000, "The solution"),
  results: optionalRichText(10_000, "The results"),
  tags: list(z.string()).pipe(tagList),
  externalLink,
  /** Empty: the address follows the title. */
  slug,
});

export type CaseFields = z.output<typeof CaseFieldsSchema>;

const caseId = recordId.or(z.literal(NEW_CASE_ID));

/** What the case action accepts. */
export const CaseActionSchema = z.discriminatedUnion(
  "intent",
  [
    /** The case editor's save; id 'new' inserts the virtual new project. */
    CaseFieldsSchema.extend({ intent: z.literal("save"), id: caseId, version: recordVersion }),
    /** 'Add Project' on the home page: a new case study to fill in. */
    z.object({ intent: z.literal("create") }),
    /** 'Add New Project' on the portfolio page, with the defaults of docs/product.md section 7. */
    z.object({ intent: z.literal("add-project") }),
    z.object({ intent: z.literal("delete"), id: recordId }),
    /** A past version (a revision of this case) made its content again. */
    z.object({ intent: z.literal("restore"), id: recordId, revision: recordId }),
  ],
  UNKNOWN_INTENT,
);

/** What the case images action accepts (the gallery, whose first image is the featured one). */
export const CaseImagesSchema = z.discriminatedUnion(
  "intent",
  [
    /** New pictures at the end: uploads, then pictures of the library; `alts` has each one's words in that order. */
    z
      .object({
        intent: z.literal("add"),
        id: recordId,
        files: list(z.unknown()).pipe(z.array(imageFile)),
        pictures: list(libraryPicture),
        alts: altTexts,
      })
      .refine((input) => input.files.length + input.pictures.length > 0, { message: IMAGE_MESSAGES.notImage, path: ["files"] })
      .refine((input) => input.files.length + input.pictures.length <= MAX_GALLERY_IMAGES, {
        message: `A case holds at most ${MAX_GALLERY_IMAGES} images`,
        path: ["files"],
      }),
    /** A picture's alternative text written, made decorative (""), or taken away (left out). */
    z.object({ intent: z.literal("describe"), id: recordId, image: z.string().min(1).max(2_000), alt: altText }),
    z.object({ intent: z.literal("remove"), id: recordId, image: z.string().min(1).max(2_000) }),
    z.object({ intent: z.literal("feature"), id: recordId, image: z.string().min(1).max(2_000) }),
    /** The gallery in its new order: the same images, rearranged. */
    z.object({
      intent: z.literal("reorder"),
      id: recordId,
      images: list(z.string().min(1).max(2_000)).pipe(z.array(z.string()).min(1).max(MAX_GALLERY_IMAGES)),
    }),
    /** The home page's 'Change image': a new featured image in place of the current one, uploaded or from the library. */
    z.object({ intent: z.literal("replace-featured"), id: recordId, file: imageFile, alt: altText }),
    z.object({ intent: z.literal("choose-featured"), id: recordId, picture: libraryPicture, alt: altText }),
  ],
  UNKNOWN_INTENT,
);

/** The materials form (docs/product.md section 2): a case study seen as a client material. */
export const MaterialSchema = z.object({
  id: recordId.optional().or(z.literal("").transform(() => undefined)),
  title: text(200, "The title"),
  clientName: text(200, "The client's name"),
  description: richText(5_000, "The description"),
  featuredImage: webAddress("Enter an image address starting with https:// or /").transform((v) => v || null),
  file: z.preprocess((value) => (isFile(value) ? value : undefined), imageFile.optional()),
  /** The featured image's alternative text; left out, the title stands. */
  featuredAlt: altText,
  tags: text(2_000, "The tags").transform(splitTags).pipe(tagList),
  externalLink,
  category,
  version: recordVersion,
});

export const MaterialActionSchema = z.discriminatedUnion(
  "intent",
  [MaterialSchema.extend({ intent: z.literal("save") }), z.object({ intent: z.literal("delete"), id: recordId })],
  UNKNOWN_INTENT,
);

export type MaterialFields = z.output<typeof MaterialSchema>;
