import { z } from "zod";
import { CONTENT_TYPES } from "~/db/schema";

export const MAX_CONTENT_LENGTH = 20_000;

/** An image slot holds a path of this site or an http(s) address: never `javascript:` or `data:`. */
const imageAddress = z
  .string()
  .max(2_000)
  .refine((v) => v === "" || /^\/(?!\/)/.test(v) || /^https?:\/\//i.test(v), "Not an image address");

/** What the content endpoint accepts: a slot's identity, its type, and the new value. */
export const ContentInputSchema = z
  .object({
    intent: z.enum(["save", "remove"]).default("save"),
    section: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,79}$/, "Unknown section"),
    key: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,79}$/, "Unknown key"),
    type: z.enum(CONTENT_TYPES),
    value: z.string().max(MAX_CONTENT_LENGTH, "This text is too long").default(""),
  })
  .superRefine((input, ctx) => {
    if (input.type === "image" && !imageAddress.safeParse(input.value).success) {
      ctx.addIssue({ code: "custom", path: ["value"], message: "Not an image address" });
    }
  });

export type ContentInput = z.infer<typeof ContentInputSchema>;
