import { z } from "zod";
import { recordId, UNKNOWN_INTENT } from "./form-data";

export const PREVIEW_LINK_FORM_MESSAGES = {
  expiry: "Choose when the link ends.",
  date: "Choose a date in the future, within a year.",
  path: "Unknown page.",
} as const;

/** How long a new preview link lasts: a choice of the dialog, or until a date (`until`). */
export const PREVIEW_EXPIRIES = {
  "1h": { label: "1 hour", ms: 60 * 60_000 },
  "1d": { label: "1 day", ms: 24 * 60 * 60_000 },
  "7d": { label: "7 days", ms: 7 * 24 * 60 * 60_000 },
  "30d": { label: "30 days", ms: 30 * 24 * 60 * 60_000 },
} as const;
export type PreviewExpiry = keyof typeof PREVIEW_EXPIRIES | "date";
export const DEFAULT_PREVIEW_EXPIRY: PreviewExpiry = "7d";
/** A link chosen to last until a date lasts at most this long. */
export const MAX_PREVIEW_MS = 366 * 24 * 60 * 60_000;

// The page the link opens: a path of this site (not `//elsewhere`), no query or fragment.
const path = z
  .string()
  .max(500, PREVIEW_LINK_FORM_MESSAGES.path)
  .regex(/^\/(?!\/)[^\s?#\\]*$/, PREVIEW_LINK_FORM_MESSAGES.path);

/**
 * What the preview links' action accepts (docs/decisions/024): a new link to a page, lasting
 * one of PREVIEW_EXPIRIES or until a moment (`until`, an ISO time: the end of the day the
 * administrator chose, in their time zone); a link revoked.
 */
export const PreviewLinksSchema = z.discriminatedUnion(
  "intent",
  [
    z
      .object({
        intent: z.literal("create"),
        expires: z.enum(["1h", "1d", "7d", "30d", "date"], PREVIEW_LINK_FORM_MESSAGES.expiry),
        until: z.iso.datetime({ offset: true, message: PREVIEW_LINK_FORM_MESSAGES.date }).optional(),
        path,
      })
      .refine((input) => input.expires !== "date" || input.until !== undefined, {
        message: PREVIEW_LINK_FORM_MESSAGES.date,
        path: ["until"],
      }),
    z.object({ intent: z.literal("revoke"), link: recordId }),
  ],
  UNKNOWN_INTENT,
);
