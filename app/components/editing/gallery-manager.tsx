import { useState } from "react";
import { ImagePlus, Loader2, Quote, Star, Trash2 } from "~/components/ui/icons";
import { CaseImage } from "~/components/case/case-image";
import { toast } from "~/components/ui/toast";
import { MAX_GALLERY_IMAGES } from "~/forms/case-study";
import { announceProjectChange, CASE_MESSAGES } from "./messages";
import { AdminButton, adminButtonClasses } from "./ui/admin-button";
import { AltTextDialog, usePictureAlt } from "./alt-text-dialog";
import { FramingButton } from "./framing-dialog";
import { PictureDialog, type ChosenPicture } from "./ui/picture-dialog";
import { SortableList } from "./ui/sortable-list";
import { useAdminAction } from "./use-admin-action";

type GalleryManagerProps = {
  caseId: string;
  images: string[];
  /** The words written for each picture, by address ("" decorative). */
  alts: Record<string, string>;
  title: string;
};

/**
 * A case's pictures in edit mode (docs/product.md sections 4 and 5): add several at once
 * (uploaded or from the library, each described as it is added), write each one's alt text, remove,
 * reorder by dragging or from the keyboard, and 'Set as featured', which moves a picture to
 * the front. At most 15, with the counter 'n / 15 images'; the last picture stays.
 */
export default function GalleryManager({ caseId, images, alts, title }: GalleryManagerProps) {
  // Each change says its own success; a refusal says the same for all, with the server's reason.
  const answers = (title: string) => ({
    onSuccess: (result: { note?: string }) => {
      toast({ title, description: result.note });
      announceProjectChange();
    },
    onError: (result: { error: string }) => toast({ title: CASE_MESSAGES.imagesFailed, description: result.error, variant: "destructive" }),
  });
  const [adderOpen, setAdderOpen] = useState(false);
  const added = answers(CASE_MESSAGES.imagesUpdated);
  const adding = useAdminAction<{ note?: string }>("/api/case-images", {
    ...added,
    onSuccess: (result) => {
      setAdderOpen(false);
      added.onSuccess(result);
    },
  });
  const changing = useAdminAction("/api/case-images", answers(CASE_MESSAGES.imagesUpdated));
  const removing = useAdminAction("/api/case-images", answers(CASE_MESSAGES.imageRemoved));
  const featuring = useAdminAction("/api/case-images", answers(CASE_MESSAGES.featuredUpdated));
  const describing = usePictureAlt("/api/case-images", announceProjectChange);
  const busy = adding.busy || changing.busy || removing.busy || featuring.busy || describing.dialog.busy;
  const room = MAX_GALLERY_IMAGES - images.length;

  // Uploads first, then pictures of the library: the order the action takes their words in.
  const add = (chosen: ChosenPicture[]) => {
    const uploads = chosen.filter((item) => "file" in item);
    const library = chosen.filter((item) => "picture" in item);
    void adding.submit({
      intent: "add",
      id: caseId,
      files: uploads.map((item) => item.file),
      pictures: library.map((item) => item.picture),
      alts: JSON.stringify([...uploads, ...library].map((item) => item.alt)),
    });
  };

  return (
    <section
      aria-labelledby="gallery-manager-title"
      data-testid="gallery-manager"
      className="rounded-3xl border-2 border-dashed border-primary/50 bg-card p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="gallery-manager-title" className="font-display text-xl font-bold">
            Images
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            The first image is the featured image. Drag to reorder, or use the handle with Space and the arrow keys.
          </p>
        </div>
        <div className="flex items-center gap-3">
          {busy ? <Loader2 aria-label="Saving" className="size-4 animate-spin text-muted-foreground" /> : null}
          <p data-testid="gallery-count" className="text-sm font-semibold tabular-nums">
            {images.length} / {MAX_GALLERY_IMAGES} images
          </p>
          {room > 0 ? (
            <AdminButton variant="primary" disabled={adding.busy} onClick={() => setAdderOpen(true)}>
              <ImagePlus /> {adding.busy ? "Uploading…" : "Add images"}
            </AdminButton>
          ) : null}
        </div>
      </div>

      {images.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-border p-8 text-center text-sm text-muted-foreground">
          No images yet. Add the first: it becomes the featured image.
        </p>
      ) : (
        <SortableList
          label={`Images of ${title}`}
          items={images}
          getId={(url) => url}
          getLabel={(_url, index) => `image ${index + 1}`}
          onReorder={(order) => void changing.submit({ intent: "reorder", id: caseId, images: order })}
          disabled={busy}
          className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4"
          itemClassName="transition-transform"
          renderItem={(url, handle, { index }) => {
            const featured = index === 0;
            return (
              <figure data-testid="gallery-item" className="overflow-hidden rounded-2xl border border-border bg-muted">
                <div className="relative">
                  <CaseImage
                    src={url}
                    alt={alts[url] ?? `${title}: image ${index + 1}`}
                    sizes="240px"
                    loading="eager"
                    className="aspect-[16/10] w-full object-cover"
                  />
                  <div className="absolute top-2 left-2">{handle}</div>
                  {featured ? (
                    <span className="absolute top-2 right-2 inline-flex items-center gap-1 rounded-full bg-primary px-2.5 py-1 text-xs font-semibold text-primary-foreground shadow">
                      <Star className="size-3" /> Featured
                    </span>
                  ) : null}
                </div>
                <figcaption className="flex flex-wrap gap-1.5 p-2">
                  {featured ? null : (
                    <AdminButton
                      disabled={busy}
                      onClick={() => void featuring.submit({ intent: "feature", id: caseId, image: url })}
                      aria-label={`Set as featured: image ${index + 1}`}
                    >
                      <Star /> Set as featured
                    </AdminButton>
                  )}
                  <AdminButton
                    disabled={busy}
                    onClick={() =>
                      describing.show({
                        fields: { id: caseId, image: url },
                        name: `image ${index + 1}`,
                        stored: alts[url] ?? null,
                        placeAlt: `${title}: image ${index + 1}`,
                      })
                    }
                    aria-label={`Alt text of image ${index + 1}`}
                  >
                    <Quote /> Alt text
                  </AdminButton>
                  <FramingButton url={url} name={`image ${index + 1}`} disabled={busy} />
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => void removing.submit({ intent: "remove", id: caseId, image: url })}
                    aria-label={`Remove image ${index + 1}`}
                    className={adminButtonClasses({ variant: "quietDanger" })}
                  >
                    <Trash2 /> Remove
                  </button>
                </figcaption>
              </figure>
            );
          }}
        />
      )}
      <AltTextDialog {...describing.dialog} />
      <PictureDialog
        open={adderOpen}
        onOpenChange={setAdderOpen}
        title={`Add images: ${title}`}
        inputLabel="Add images to the gallery"
        placeAlt={`${title}: image ${images.length + 1}`}
        several={{
          max: room,
          tooMany: `Only ${room} more ${room === 1 ? "image fits" : "images fit"}: a case holds at most ${MAX_GALLERY_IMAGES}.`,
        }}
        busy={adding.busy}
        saveLabel="Add images"
        onSave={add}
      />
    </section>
  );
}
