import { z } from "zod";
import { recordId, UNKNOWN_INTENT } from "./form-data";

/** What the deleted-items action accepts: bring back the item a delete's revision kept. */
export const DeletedSchema = z.discriminatedUnion(
  "intent",
  [z.object({ intent: z.literal("restore"), revision: recordId })],
  UNKNOWN_INTENT,
);
