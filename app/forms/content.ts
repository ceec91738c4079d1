import { z } from "zod";
import { imageOfAlt } from "~/content/slot";
import { CONTENT_TYPES } from "~/db/schema";
import { BUCKETS } from "~/lib/buckets";
import { recordId, webAddress, UNKNOWN_INTENT } from "./form-data";
import { imageFile } from "./image-file";
import { altText, libraryPicture, MAX_ALT_LENGTH, PICTURE_MESSAGES } from "./picture";

export const MAX_CONTENT_LENGTH = 20_000;

const slotFields = {
  section: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,79}$/, "Unknown section"),
  key: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,79}$/, "Unknown key"),
  type: z.enum(CONTENT_TYPES),
};

/** An image slot holds a path of this site or an http(s) address: never `javascript:` or `data:`. */
const imageAddress = webAddress("Not an image address");

/**
 * What the content action accepts: a slot's identity and type, and what to do with it:
 * save a value, remove the stored value (back to the default), or upload a picture into it.
 */
const SlotValueSchema = z
  .object({
    ...slotFields,
    value: z.string().max(MAX_CONTENT_LENGTH, "This text is too long").default(""),
    // The value the administrator started from: a save over someone else's newer one is refused.
    base: z.string().max(MAX_CONTENT_LENGTH, "This text is too long").optional(),
  })
  .superRefine((input, ctx) => {
    if (input.type === "image" && !imageAddress.safeParse(input.value).success) {
      ctx.addIssue({ code: "custom", path: ["value"], message: "Not an image address" });
    }
    if (imageOfAlt(input) && input.value.length > MAX_ALT_LENGTH) {
      ctx.addIssue({ code: "custom", path: ["value"], message: PICTURE_MESSAGES.altTooLong });
    }
  });

export type SlotValue = z.infer<typeof SlotValueSchema>;

/** Several slots saved as one (a service card): their values as JSON in one field. */
const slotValuesJson = z
  .string()
  .max(4 * MAX_CONTENT_LENGTH, "This text is too long")
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "Invalid content" });
      return z.NEVER;
    }
  })
  .pipe(z.array(SlotValueSchema).min(1, "Nothing to save").max(10, "Too many texts at once"));

/**
 * What the content action accepts: save slot values, remove a stored value (back to the
 * default), restore a past version, or put a picture into an image slot (uploaded, or one of
 * the library), described by its alternative text or not (the place's own stands).
 */
export const ContentSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("save"), values: slotValuesJson }),
    z.object({ intent: z.literal("remove"), ...slotFields }),
    // A past version (a revision of this slot) saved again as its value.
    z.object({ intent: z.literal("restore"), ...slotFields, revision: recordId }),
    z.object({
      intent: z.literal("upload"),
      ...slotFields,
      type: z.literal("image", "Only image slots take a picture"),
      bucket: z.enum(BUCKETS).default("uploads"),
      file: imageFile,
      alt: altText,
    }),
    // A picture of the library put in an image slot, with its alternative text.
    z.object({
      intent: z.literal("choose"),
      ...slotFields,
      type: z.literal("image", "Only image slots take a picture"),
      picture: libraryPicture,
      alt: altText,
    }),
  ],
  UNKNOWN_INTENT,
);

export type ContentInput = z.infer<typeof ContentSchema>;
