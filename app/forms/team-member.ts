import { z } from "zod";
import { isFile, list, recordId, recordVersion, text, UNKNOWN_INTENT } from "./form-data";
import { imageFile } from "./image-file";
import { altText, libraryPicture } from "./picture";

/** The team member form on the about page (docs/product.md sections 2 and 7). */
export const TeamMemberSchema = z.object({
  name: text(120, "The name", "Enter the member's name"),
  role: text(120, "The role"),
  bio: text(2_000, "The bio"),
  /** Shown on the about page; a hidden member stays for administrators to bring back. */
  isActive: z
    .enum(["true", "false"], "Shown must be true or false")
    .default("true")
    .transform((value) => value === "true"),
  /** A new portrait (JPEG, PNG, WebP or GIF, up to 5 MB). */
  portrait: z.preprocess((value) => (isFile(value) ? value : undefined), imageFile.optional()),
  /** Or a picture of the library as the portrait. */
  portraitPicture: z.preprocess((value) => (value === "" ? undefined : value), libraryPicture.optional()),
  /** The portrait's alternative text; left out, the member's name stands. */
  portraitAlt: altText,
  /** Take the current portrait away (a new one wins). */
  removePortrait: z
    .enum(["true", "false"], "Remove portrait must be true or false")
    .default("false")
    .transform((value) => value === "true"),
});

export type TeamMemberFields = z.output<typeof TeamMemberSchema>;

export const TeamActionSchema = z.discriminatedUnion(
  "intent",
  [
    TeamMemberSchema.extend({ intent: z.literal("add") }),
    TeamMemberSchema.extend({ intent: z.literal("update"), id: recordId, version: recordVersion }),
    z.object({ intent: z.literal("delete"), id: recordId }),
    /** A past version (a revision of this member) made theirs again. */
    z.object({ intent: z.literal("restore"), id: recordId, revision: recordId }),
    /** Every member's id in the new order. */
    z.object({ intent: z.literal("reorder"), ids: list(recordId).pipe(z.array(z.string()).min(1).max(200)) }),
  ],
  UNKNOWN_INTENT,
);
