import { z } from "zod";
import { list, recordId, UNKNOWN_INTENT } from "./form-data";
import { imageFile } from "./image-file";

/** The intro splash's logos in edit mode (docs/product.md sections 2 and 7). */
export const IntroLogoActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("add"), file: imageFile }),
    z.object({ intent: z.literal("delete"), id: recordId }),
    /** Every stored logo's id in the new order. */
    z.object({ intent: z.literal("reorder"), ids: list(recordId).pipe(z.array(z.string()).min(1).max(500)) }),
  ],
  UNKNOWN_INTENT,
);
