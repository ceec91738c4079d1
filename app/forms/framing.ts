import type { CSSProperties } from "react";
import { z } from "zod";
import type { FramingMap } from "~/lib/framing";
import { isLocalPath, recordId, text, UNKNOWN_INTENT } from "./form-data";

export const FRAMING_MESSAGES = {
  outOfRange: "The focal point is between 0% and 100% across and down",
  unknownPicture: "This picture is not on the site any more. Reload the page.",
  saved: "Framing saved",
  failed: "Unable to save the framing.",
} as const;

/** One coordinate of a focal point: a whole percent, 0 to 100 (a form sends it as text). */
const percent = z
  .string()
  .trim()
  .regex(/^\d{1,3}$/, FRAMING_MESSAGES.outOfRange)
  .transform(Number)
  .pipe(z.number().int().min(0, FRAMING_MESSAGES.outOfRange).max(100, FRAMING_MESSAGES.outOfRange));

/** The picture framed, by its address as pages show it: a path of this site or the bucket's https address. */
const pictureUrl = text(2_000, "This address", FRAMING_MESSAGES.unknownPicture).refine(
  (value) => isLocalPath(value) || /^https?:\/\/\S+$/i.test(value),
  FRAMING_MESSAGES.unknownPicture,
);

/**
 * The Framing dialog's form (docs/decisions/026-picture-framing.md): a picture's focal point
 * saved (`x` across, `y` down, in percent), or a version of its History restored; a restore
 * without a revision puts the point back at the centre, where it was before any framing.
 */
export const FramingSchema = z.discriminatedUnion(
  "intent",
  [
    // `fromX`, `fromY`: the point the dialog opened on; a save over a colleague's since is refused.
    z.object({ intent: z.literal("save"), url: pictureUrl, x: percent, y: percent, fromX: percent.optional(), fromY: percent.optional() }),
    z.object({ intent: z.literal("restore"), url: pictureUrl, revision: recordId.optional() }),
  ],
  UNKNOWN_INTENT,
);

export type FramingInput = z.output<typeof FramingSchema>;

/** A picture's focal point: percent across (`x`) and down (`y`); the centre is 50, 50. */
export type FocalPoint = { x: number; y: number };

export const CENTRE: FocalPoint = { x: 50, y: 50 };

/** The CSS that keeps a focal point in view in every crop (`object-fit: cover`). */
export function focalStyle(point: FocalPoint): CSSProperties {
  return { objectPosition: `${point.x}% ${point.y}%` };
}

/** A focal point in words: "30% across, 20% down". */
export function pointWords(point: FocalPoint) {
  return `${point.x}% across, ${point.y}% down`;
}

/** A picture's focal point as the site stores it now (its centre while it is not framed). */
export function focalPointOf(framing: FramingMap, url: string | null | undefined): FocalPoint {
  const point = url ? framing[url] : undefined;
  return point ? { x: point[0], y: point[1] } : CENTRE;
}
