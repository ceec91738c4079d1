import type { Route } from "./+types/case-images";
import { CaseImagesSchema, MAX_GALLERY_IMAGES } from "~/forms/case-study";
import { fileBytes, IMAGE_MESSAGES, MAX_IMAGE_BYTES } from "~/forms/image-file";
import { adminAction } from "./admin-action.server";
import {
  addGalleryImages,
  describeGalleryImage,
  featureGalleryImage,
  removeGalleryImage,
  reorderGallery,
  replaceFeaturedImage,
} from "~/models/case-images.server";
import { appContext } from "~/context.server";

/** A case's gallery and featured image (docs/product.md sections 4 and 5). Administrators only. */
export async function action(args: Route.ActionArgs) {
  const store = args.context.get(appContext);
  return adminAction(
    args,
    CaseImagesSchema,
    async (input, by) => {
      switch (input.intent) {
        case "add": {
          const uploads = await Promise.all(input.files.map(async (file) => ({ bytes: await fileBytes(file) })));
          const pictures = [...uploads, ...input.pictures.map((url) => ({ url }))];
          return addGalleryImages(
            store,
            by,
            input.id,
            pictures.map((picture, index) => ({ ...picture, alt: input.alts[index] ?? null })),
          );
        }
        case "describe":
          await describeGalleryImage(store, by, input.id, input.image, input.alt);
          return {};
        case "remove":
          await removeGalleryImage(store, by, input.id, input.image);
          return {};
        case "feature":
          await featureGalleryImage(store, by, input.id, input.image);
          return {};
        case "reorder":
          await reorderGallery(store, by, input.id, input.images);
          return {};
        case "replace-featured":
          return replaceFeaturedImage(store, by, input.id, { bytes: await fileBytes(input.file) }, input.alt);
        case "choose-featured":
          return replaceFeaturedImage(store, by, input.id, { url: input.picture }, input.alt);
      }
    },
    // Up to a full gallery of 5 MB pictures in one go; each is checked on its own.
    { maxBytes: MAX_GALLERY_IMAGES * (MAX_IMAGE_BYTES + 4 * 1024) + 64 * 1024, tooLarge: IMAGE_MESSAGES.tooLarge },
  );
}
