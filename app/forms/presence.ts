import { z } from "zod";
import { UNKNOWN_INTENT } from "./form-data";

/** An item as revisions name it: a content slot, for now the only thing edited in place by text. */
export const PresenceItem = z.string().regex(/^slot:[a-z0-9][a-z0-9_-]{0,79}\/[a-z0-9][a-z0-9_-]{0,79}$/, "Unknown item");

/** What the presence action accepts: an editor opened (and still open), or closed. */
export const PresenceSchema = z.discriminatedUnion(
  "intent",
  [z.object({ intent: z.literal("editing"), item: PresenceItem }), z.object({ intent: z.literal("done"), item: PresenceItem })],
  UNKNOWN_INTENT,
);
