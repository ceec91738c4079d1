import type { Route } from "./+types/materials";
import { MaterialActionSchema } from "~/forms/case-study";
import { fileBytes, IMAGE_MESSAGES, MAX_IMAGE_BYTES } from "~/forms/image-file";
import { adminAction } from "./admin-action.server";
import { deleteCase } from "~/models/case-studies.server";
import { saveMaterial } from "~/models/materials.server";
import { ImageRejectedError } from "~/storage/images.server";
import { fetchPicture, isPictureAddress } from "~/storage/picture-address.server";
import { appContext } from "~/context.server";

/** The materials manager's save and delete (docs/product.md section 2). Administrators only. */
export async function action(args: Route.ActionArgs) {
  const store = args.context.get(appContext);
  return adminAction(
    args,
    MaterialActionSchema,
    async (input, by) => {
      if (input.intent === "delete") {
        return { undo: await deleteCase(store, by, input.id) };
      }
      const { intent: _intent, file, ...fields } = input;
      // A picture given by the address of another site is fetched once and stored like an
      // upload: visitors never load another site's picture.
      const byAddress = !file && fields.featuredImage && isPictureAddress(fields.featuredImage);
      const allowLoopback = store.env.PICTURES_BY_ADDRESS_ALLOW_LOOPBACK === "1";
      try {
        const bytes = file
          ? await fileBytes(file)
          : byAddress
            ? await fetchPicture(fields.featuredImage!, "featuredImage", { allowLoopback })
            : undefined;
        const saved = await saveMaterial(store, by, { ...fields, file: bytes });
        return { id: saved.id, slug: saved.slug, created: !input.id };
      } catch (error) {
        // The materials form says it in its own words (docs/product.md section 5).
        if (error instanceof ImageRejectedError && error.message === IMAGE_MESSAGES.notImage) {
          throw new ImageRejectedError(IMAGE_MESSAGES.notValidImage, 400);
        }
        throw error;
      }
    },
    { maxBytes: MAX_IMAGE_BYTES + 256 * 1024, tooLarge: IMAGE_MESSAGES.tooLarge },
  );
}
