import { useState, type ComponentPropsWithoutRef } from "react";
import { History, ImagePlus, Loader2, Quote, RefreshCw, Trash2 } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import type { Slot } from "~/content/slot";
import { IMAGE_MESSAGES as VALIDATION } from "~/forms/image-file";
import { cn } from "~/lib/utils";
import { SlotAltTextDialog } from "./alt-text-dialog";
import { FramingButton } from "./framing-dialog";
import { DraftMarker } from "~/components/drafts/draft-marker";
import { altSlot } from "~/content/slot";
import { HistoryDialog, useSlotRestore } from "./history-dialog";
import { AdminButton } from "./ui/admin-button";
import { ImageFailure, useImageFailure } from "./ui/image-picker";
import { chosenFields, PictureDialog } from "./ui/picture-dialog";
import { useAdminAction } from "./use-admin-action";

export const IMAGE_MESSAGES = {
  uploaded: "Image uploaded successfully",
  chosen: "Image changed",
  removed: "Image removed",
  uploadFailed: "Error uploading image",
} as const;

const VALIDATION_MESSAGES = new Set<string>(Object.values(VALIDATION));

type EditableImageProps = {
  slot: Slot;
  value: string;
  /** Whether `value` is stored (else it is the slot's default and there is nothing to remove). */
  stored: boolean;
  alt: string;
  /** The alternative text written for the picture, if any ("" when decorative)... */
  storedAlt: string | undefined;
  /** ...and the place's own, which stands until one is. */
  placeAlt: string;
  bucket?: string;
  /** Classes of the box the controls sit in (the image keeps `className`). */
  frameClassName?: string;
  /** For small pictures (a logo): the controls sit below the image, not over it. */
  compact?: boolean;
} & Omit<ComponentPropsWithoutRef<"img">, "src" | "alt" | "slot">;

/** An image slot with upload, replace and remove controls over it. */
export default function EditableImage({
  slot,
  value,
  stored,
  alt,
  storedAlt,
  placeAlt,
  bucket = "uploads",
  frameClassName,
  compact = false,
  className,
  ...props
}: EditableImageProps) {
  const { failed: broken, onError } = useImageFailure(value || null);
  const failed = (error: string) => {
    if (VALIDATION_MESSAGES.has(error)) {
      // The server decoded the file and refused it: say why, in the words of docs/product.md section 5.
      toast({ title: error, variant: "destructive" });
    } else {
      toast({ title: IMAGE_MESSAGES.uploadFailed, description: error, variant: "destructive" });
    }
  };
  const [pickerOpen, setPickerOpen] = useState(false);
  const [fromLibrary, setFromLibrary] = useState(false);
  const uploading = useAdminAction("/api/content", {
    onSuccess: () => {
      setPickerOpen(false);
      toast({ title: fromLibrary ? IMAGE_MESSAGES.chosen : IMAGE_MESSAGES.uploaded });
    },
    onError: (result) => failed(result.error),
  });
  const removing = useAdminAction("/api/content", {
    onSuccess: () => toast({ title: IMAGE_MESSAGES.removed }),
    onError: (result) => failed(result.error),
  });
  const [historyOpen, setHistoryOpen] = useState(false);
  const [altOpen, setAltOpen] = useState(false);
  const restoring = useSlotRestore(() => setHistoryOpen(false));
  const busy = uploading.busy || removing.busy || restoring.busy;
  const { key, section, type } = slot;
  const name = key.replace(/_/g, " ");

  return (
    <div className={cn("group/image relative", frameClassName)} data-image-slot={`${section}:${key}`}>
      {value && !broken ? (
        <img src={value} alt={alt} className={className} onError={onError} {...props} />
      ) : (
        <div
          className={cn(
            "flex min-h-40 flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-primary/50 bg-muted/70 p-6 text-center text-sm text-muted-foreground",
            className,
          )}
        >
          {broken ? <ImageFailure /> : <ImagePlus className="size-6" />}
          {broken ? null : <span>No image yet</span>}
        </div>
      )}
      {/* The picture or its alt text has an unpublished change. */}
      <DraftMarker
        places={[`slot:${section}/${key}`, `slot:${altSlot(slot).section}/${altSlot(slot).key}`]}
        className="absolute top-3 left-3 z-20 ml-0"
      />
      {/* Clicks here must not reach a link the picture sits in (the header logo does); the controls inside are buttons. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        onClick={(event) => event.stopPropagation()}
        className={cn("absolute z-20 flex gap-2", compact ? "top-full left-0 mt-2 w-max" : "top-3 right-3")}
      >
        <AdminButton
          variant="primary"
          size="sm"
          disabled={busy}
          onClick={() => setPickerOpen(true)}
          aria-label={`${value ? "Replace" : "Upload"} image for ${name}`}
        >
          {busy ? <Loader2 className="animate-spin" /> : value ? <RefreshCw /> : <ImagePlus />}
          {value ? "Replace image" : "Upload image"}
        </AdminButton>
        {stored ? (
          <AdminButton disabled={busy} onClick={() => void removing.submit({ intent: "remove", key, section, type })}>
            <Trash2 /> Remove image
          </AdminButton>
        ) : null}
        {value ? (
          <AdminButton disabled={busy} onClick={() => setAltOpen(true)} aria-label={`Alt text of ${name}`}>
            <Quote /> Alt text
          </AdminButton>
        ) : null}
        {value ? <FramingButton url={value} name={name} disabled={busy} /> : null}
        <AdminButton disabled={busy} onClick={() => setHistoryOpen(true)} aria-label={`History of ${name}`}>
          <History /> History
        </AdminButton>
      </div>
      <PictureDialog
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        title={`${value ? "Replace" : "Upload"} image: ${name}`}
        inputLabel={`Picture file for ${name}`}
        placeAlt={placeAlt}
        busy={uploading.busy}
        saveLabel={value ? "Replace image" : "Upload image"}
        onSave={([chosen]) => {
          setFromLibrary("picture" in chosen);
          void uploading.submit({ ...chosenFields(chosen, { upload: "upload", library: "choose" }), key, section, type, bucket });
        }}
      />
      <SlotAltTextDialog open={altOpen} onOpenChange={setAltOpen} slot={slot} stored={storedAlt} placeAlt={placeAlt} />
      <HistoryDialog
        open={historyOpen}
        onOpenChange={setHistoryOpen}
        item={`slot:${section}/${key}`}
        title={name}
        kind="image"
        busy={restoring.busy}
        onRestore={(revision) => void restoring.submit({ intent: "restore", key, section, type, revision })}
      />
    </div>
  );
}
