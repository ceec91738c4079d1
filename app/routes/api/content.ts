import type { Route } from "./+types/content";
import { ContentSchema } from "~/forms/content";
import { fileBytes, MAX_IMAGE_BYTES, IMAGE_MESSAGES } from "~/forms/image-file";
import { isKnownSlot } from "~/content/registry";
import { adminAction } from "./admin-action.server";
import { caseSectionExists } from "~/models/case-slugs.server";
import { removeContent, restoreContent, saveContent, uploadContentImage } from "~/models/site-content.server";
import { Refused } from "~/lib/refused";
import { appContext } from "~/context.server";

/** Saves, removes, restores or uploads into one content slot. Administrators only. */
export async function action(args: Route.ActionArgs) {
  const store = args.context.get(appContext);
  return adminAction(
    args,
    ContentSchema,
    async (input, by) => {
      const slots = input.intent === "save" ? input.values : [input];
      if (!slots.every(isKnownSlot)) throw new Refused("Unknown content slot");
      // A case's own texts are kept only for a case that exists.
      for (const { section } of slots.filter((slot) => slot.section.startsWith("case_"))) {
        if (!(await caseSectionExists(store.db, section))) throw new Refused("Unknown content slot", 404);
      }
      switch (input.intent) {
        case "save":
          await saveContent(store, by, input.values);
          return {};
        case "remove":
          await removeContent(store, by, input);
          return {};
        case "restore":
          await restoreContent(store, by, input);
          return {};
        case "upload": {
          const image = await uploadContentImage(store, by, {
            ...input,
            image: { bytes: await fileBytes(input.file), bucket: input.bucket },
          });
          return { url: image.url };
        }
      }
    },
    // The multipart envelope around a 5 MB picture is small; anything larger is refused unread.
    { maxBytes: MAX_IMAGE_BYTES + 64 * 1024, tooLarge: IMAGE_MESSAGES.tooLarge },
  );
}
