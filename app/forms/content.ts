import { z } from "zod";
import { pageSettingOf } from "~/content/page-settings";
import { imageOfAlt } from "~/content/slot";
import { CONTENT_TYPES } from "~/db/schema";
import { BUCKETS } from "~/lib/buckets";
import { jsonField, recordId, webAddress, UNKNOWN_INTENT } from "./form-data";
import { imageFile } from "./image-file";
import { checkRichText } from "./rich-text";
import { altText, libraryPicture, MAX_ALT_LENGTH, PICTURE_MESSAGES } from "./picture";

export const MAX_CONTENT_LENGTH = 20_000;

/**
 * A page's settings for search engines and link previews (docs/product.md section 5): Google
 * shows about 60 characters of a title and 160 of a description, link previews a little more;
 * twice that is room enough, and beyond it a text is cut everywhere it would show.
 */
export const MAX_PAGE_TITLE_LENGTH = 120;
export const MAX_PAGE_DESCRIPTION_LENGTH = 320;
export const PAGE_SETTINGS_MESSAGES = {
  titleEmpty: "Give the page a title, or use the default",
  titleTooLong: `A page title is at most ${MAX_PAGE_TITLE_LENGTH} characters`,
  descriptionEmpty: "Describe the page, or use the default",
  descriptionTooLong: `A page description is at most ${MAX_PAGE_DESCRIPTION_LENGTH} characters`,
} as const;

/** The page settings form's texts; the content action checks a saved setting with the same rules. */
export const PageSettingsSchema = z.object({
  title: z.string().trim().min(1, PAGE_SETTINGS_MESSAGES.titleEmpty).max(MAX_PAGE_TITLE_LENGTH, PAGE_SETTINGS_MESSAGES.titleTooLong),
  description: z
    .string()
    .trim()
    .min(1, PAGE_SETTINGS_MESSAGES.descriptionEmpty)
    .max(MAX_PAGE_DESCRIPTION_LENGTH, PAGE_SETTINGS_MESSAGES.descriptionTooLong),
});

const TOO_LONG = "This text is too long";

/** A description slot's value is a formatted text; a page's settings description stays plain. */
function isRichSlot(input: { type: string; key: string }) {
  return input.type === "description" && pageSettingOf(input)?.setting !== "description";
}

function storedRichText(value: string) {
  const checked = checkRichText(value, MAX_CONTENT_LENGTH, TOO_LONG);
  return checked.ok ? checked.value : value;
}

const slotFields = {
  section: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,79}$/, "Unknown section"),
  key: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,79}$/, "Unknown key"),
  type: z.enum(CONTENT_TYPES),
};

/** The value the administrator started from: a change over someone else's newer one is refused. */
const base = z
  .string()
  .max(MAX_CONTENT_LENGTH * 10, TOO_LONG)
  .optional();

/** An image slot holds a path of this site or an http(s) address: never `javascript:` or `data:`. */
const imageAddress = webAddress("Not an image address");

/**
 * What the content action accepts: a slot's identity and type, and what to do with it:
 * save a value, remove the stored value (back to the default), or upload a picture into it.
 */
const SlotValueSchema = z
  .object({
    ...slotFields,
    // A formatted description's words are counted, not its JSON (checked below).
    value: z
      .string()
      .max(MAX_CONTENT_LENGTH * 10, TOO_LONG)
      .default(""),
    base,
  })
  .superRefine((input, ctx) => {
    if (input.type === "image" && !imageAddress.safeParse(input.value).success) {
      ctx.addIssue({ code: "custom", path: ["value"], message: "Not an image address" });
    }
    if (!isRichSlot(input) && input.value.length > MAX_CONTENT_LENGTH) {
      ctx.addIssue({ code: "custom", path: ["value"], message: TOO_LONG });
    }
    if (imageOfAlt(input) && input.value.length > MAX_ALT_LENGTH) {
      ctx.addIssue({ code: "custom", path: ["value"], message: PICTURE_MESSAGES.altTooLong });
    }
    const setting = pageSettingOf(input)?.setting;
    if ((setting === "title" || setting === "description") && input.type === setting) {
      const checked = PageSettingsSchema.shape[setting].safeParse(input.value);
      if (!checked.success) ctx.addIssue({ code: "custom", path: ["value"], message: checked.error.issues[0].message });
    } else if (isRichSlot(input)) {
      const checked = checkRichText(input.value, MAX_CONTENT_LENGTH, TOO_LONG);
      if (!checked.ok) ctx.addIssue({ code: "custom", path: ["value"], message: checked.message });
    }
  })
  // A description is stored in the format's own form (docs/decisions/025-rich-text.md).
  .transform((input) => (isRichSlot(input) ? { ...input, value: storedRichText(input.value) } : input));

export type SlotValue = z.infer<typeof SlotValueSchema>;

/** Several slots saved as one (a service card): their values as JSON in one field. */
const slotValuesJson = jsonField(4 * MAX_CONTENT_LENGTH, "This text is too long", "Invalid content").pipe(
  z.array(SlotValueSchema).min(1, "Nothing to save").max(10, "Too many texts at once"),
);

/**
 * What the content action accepts: save slot values, remove a stored value (back to the
 * default), restore a past version, or put a picture into an image slot (uploaded, or one of
 * the library), described by its alternative text or not (the place's own stands).
 */
export const ContentSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("save"), values: slotValuesJson }),
    z.object({ intent: z.literal("remove"), ...slotFields, base }),
    // A past version (a revision of this slot) saved again as its value.
    z.object({ intent: z.literal("restore"), ...slotFields, revision: recordId }),
    z.object({
      intent: z.literal("upload"),
      ...slotFields,
      type: z.literal("image", "Only image slots take a picture"),
      bucket: z.enum(BUCKETS).default("uploads"),
      file: imageFile,
      alt: altText,
      base,
    }),
    // A picture of the library put in an image slot, with its alternative text.
    z.object({
      intent: z.literal("choose"),
      ...slotFields,
      type: z.literal("image", "Only image slots take a picture"),
      picture: libraryPicture,
      alt: altText,
      base,
    }),
  ],
  UNKNOWN_INTENT,
);

export type ContentInput = z.infer<typeof ContentSchema>;
