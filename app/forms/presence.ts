import { z } from "zod";
import { itemName, UNKNOWN_INTENT } from "./form-data";

/** What the presence action accepts: an editor opened (and still open), or closed. */
export const PresenceSchema = z.discriminatedUnion(
  "intent",
  [z.object({ intent: z.literal("editing"), item: itemName }), z.object({ intent: z.literal("done"), item: itemName })],
  UNKNOWN_INTENT,
);
