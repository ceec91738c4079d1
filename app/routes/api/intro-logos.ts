import type { Route } from "./+types/intro-logos";
import { IntroLogoActionSchema } from "~/forms/intro-logo";
import { fileBytes, IMAGE_MESSAGES, MAX_IMAGE_BYTES } from "~/forms/image-file";
import { adminAction } from "./admin-action.server";
import { addIntroLogo, deleteIntroLogo, describeIntroLogo, reorderIntroLogos, restoreIntroLogo } from "~/models/intro-logos.server";
import { appContext } from "~/context.server";

/** The intro splash's client logos: add (uploaded or from the library), describe, delete, reorder, restore. Administrators only. */
export async function action(args: Route.ActionArgs) {
  const store = args.context.get(appContext);
  return adminAction(
    args,
    IntroLogoActionSchema,
    async (input, by) => {
      switch (input.intent) {
        case "add": {
          const logo = await addIntroLogo(store, by, { bytes: await fileBytes(input.file) }, input.alt);
          return { id: logo.id };
        }
        case "choose": {
          const logo = await addIntroLogo(store, by, { url: input.picture }, input.alt);
          return { id: logo.id };
        }
        case "describe":
          await describeIntroLogo(store, by, input.id, input.alt);
          return { id: input.id };
        case "restore":
          await restoreIntroLogo(store, by, input.id, input.revision);
          return { id: input.id };
        case "delete":
          return { undo: await deleteIntroLogo(store, by, input.id) };
        case "reorder":
          await reorderIntroLogos(store, by, input.ids);
          return {};
      }
    },
    { maxBytes: MAX_IMAGE_BYTES + 64 * 1024, tooLarge: IMAGE_MESSAGES.tooLarge },
  );
}
