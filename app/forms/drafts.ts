import { z } from "zod";
import { itemName, jsonField, list, recordId, UNKNOWN_INTENT } from "./form-data";

export const DRAFT_FORM_MESSAGES = {
  noPlaces: "Choose at least one change.",
  keep: "Choose which version to keep for each change.",
} as const;

/** The places of a publish: one `place` field each, at least one. */
const places = list(itemName).pipe(z.array(itemName).min(1, DRAFT_FORM_MESSAGES.noPlaces).max(2000));

/** For places changed live since they were drafted: `{ "<place>": "mine" | "theirs" }`, as JSON. */
const keep = jsonField(200_000, DRAFT_FORM_MESSAGES.keep, DRAFT_FORM_MESSAGES.keep)
  .pipe(z.record(itemName, z.enum(["mine", "theirs"]), DRAFT_FORM_MESSAGES.keep))
  .optional();

/**
 * What the draft's action accepts (docs/decisions/024): draft mode on or off for this session,
 * a change thrown out of the draft, a publish of chosen places, the undo of a publish.
 */
export const DraftsSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("mode"), on: z.enum(["on", "off"]) }),
    z.object({ intent: z.literal("discard"), place: itemName }),
    z.object({ intent: z.literal("publish"), place: places, keep }),
    z.object({ intent: z.literal("undo"), publish: recordId, keep }),
  ],
  UNKNOWN_INTENT,
);
