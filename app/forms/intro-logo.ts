import { z } from "zod";
import { list, recordId, UNKNOWN_INTENT } from "./form-data";
import { imageFile } from "./image-file";
import { altText, libraryPicture } from "./picture";

/** The intro splash's logos in edit mode (docs/product.md sections 2 and 7). */
export const IntroLogoActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("add"), file: imageFile, alt: altText }),
    /** A picture of the library as a new logo. */
    z.object({ intent: z.literal("choose"), picture: libraryPicture, alt: altText }),
    /** A logo's alternative text written, made decorative (""), or taken away (left out). */
    z.object({ intent: z.literal("describe"), id: recordId, alt: altText }),
    /** A past version (a revision of this logo) made its own again. */
    z.object({ intent: z.literal("restore"), id: recordId, revision: recordId }),
    z.object({ intent: z.literal("delete"), id: recordId }),
    /** Every stored logo's id in the new order. */
    z.object({ intent: z.literal("reorder"), ids: list(recordId).pipe(z.array(z.string()).min(1).max(500)) }),
  ],
  UNKNOWN_INTENT,
);
