import type { Route } from "./+types/content";
import { ContentSchema } from "~/forms/content";
import { fileBytes, MAX_IMAGE_BYTES, IMAGE_MESSAGES } from "~/forms/image-file";
import { isKnownSlot } from "~/content/registry";
import { adminAction } from "./admin-action.server";
import { caseSectionExists } from "~/models/case-slugs.server";
import { readAsSeen } from "~/models/drafts.server";
import { chooseContentImage, removeContent, restoreContent, saveContent, uploadContentImage } from "~/models/site-content.server";
import { withStoredImages } from "~/storage/images.server";
import { fetchPicture, isPictureAddress } from "~/storage/picture-address.server";
import { Refused } from "~/lib/refused";
import { appContext } from "~/context.server";

/** Saves, removes, restores or puts a picture into one content slot. Administrators only. */
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
        if (!(await readAsSeen(store, (db) => caseSectionExists(db, section)))) throw new Refused("Unknown content slot", 404);
      }
      switch (input.intent) {
        case "save": {
          // A picture given by the address of another site is fetched once and stored like an
          // upload: visitors never load another site's picture.
          const allowLoopback = store.env.PICTURES_BY_ADDRESS_ALLOW_LOOPBACK === "1";
          const byAddress = input.values.filter((slot) => slot.type === "image" && isPictureAddress(slot.value));
          const fetched = [];
          for (const slot of byAddress)
            fetched.push({ bytes: await fetchPicture(slot.value, "value", { allowLoopback }), bucket: "uploads" as const });
          await withStoredImages(store.storage, fetched, (stored) =>
            saveContent(
              store,
              by,
              input.values.map((slot) => (byAddress.includes(slot) ? { ...slot, value: stored[byAddress.indexOf(slot)].url } : slot)),
            ),
          );
          return {};
        }
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
        case "choose":
          await chooseContentImage(store, by, input);
          return { url: input.picture };
      }
    },
    // The multipart envelope around a 5 MB picture is small; anything larger is refused unread.
    { maxBytes: MAX_IMAGE_BYTES + 64 * 1024, tooLarge: IMAGE_MESSAGES.tooLarge },
  );
}
