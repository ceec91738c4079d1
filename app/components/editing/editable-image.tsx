import { useRef, useState, type ComponentPropsWithoutRef } from "react";
import { History, ImageOff, ImagePlus, Loader2, RefreshCw, Trash2 } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import type { Slot } from "~/content/slot";
import { ACCEPTED_IMAGE_TYPES, checkImageFile, IMAGE_MESSAGES as VALIDATION } from "~/forms/image-file";
import { cn } from "~/lib/utils";
import { HISTORY_MESSAGES, HistoryDialog } from "./history-dialog";
import { useAdminAction } from "./use-admin-action";

export const IMAGE_MESSAGES = {
  uploaded: "Image uploaded successfully",
  removed: "Image removed",
  uploadFailed: "Error uploading image",
  previewTitle: "Image Error",
  preview: "Failed to load image. Please check the URL or try uploading again.",
} as const;

const VALIDATION_MESSAGES = new Set<string>(Object.values(VALIDATION));

type EditableImageProps = {
  slot: Slot;
  value: string;
  /** Whether `value` is stored (else it is the slot's default and there is nothing to remove). */
  stored: boolean;
  alt: string;
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
  bucket = "uploads",
  frameClassName,
  compact = false,
  className,
  ...props
}: EditableImageProps) {
  const input = useRef<HTMLInputElement>(null);
  // Which picture failed to load, not whether one did: a new address is tried afresh by
  // itself, with no effect to reset a flag (and no render of the old failure on the new one).
  const [brokenValue, setBrokenValue] = useState<string | null>(null);
  const broken = !!value && brokenValue === value;

  const failed = (error: string) => {
    if (VALIDATION_MESSAGES.has(error)) {
      // The server decoded the file and refused it: say why, in the words of docs/product.md section 5.
      toast({ title: error, variant: "destructive" });
    } else {
      toast({ title: IMAGE_MESSAGES.uploadFailed, description: error, variant: "destructive" });
    }
  };
  const uploading = useAdminAction("/api/content", {
    onSuccess: () => toast({ title: IMAGE_MESSAGES.uploaded }),
    onError: (result) => failed(result.error),
  });
  const removing = useAdminAction("/api/content", {
    onSuccess: () => toast({ title: IMAGE_MESSAGES.removed }),
    onError: (result) => failed(result.error),
  });
  const [historyOpen, setHistoryOpen] = useState(false);
  const restoring = useAdminAction("/api/content", {
    onSuccess: () => {
      setHistoryOpen(false);
      toast({ title: HISTORY_MESSAGES.restored });
    },
    onError: (result) => toast({ title: HISTORY_MESSAGES.failed, description: result.error, variant: "destructive" }),
  });
  const busy = uploading.busy || removing.busy || restoring.busy;
  const { key, section, type } = slot;

  const upload = (file: File) => {
    const problem = checkImageFile(file);
    if (problem) {
      toast({ title: problem, variant: "destructive" });
      return;
    }
    void uploading.submit({ intent: "upload", key, section, type, bucket, file });
  };

  return (
    <div className={cn("group/image relative", frameClassName)} data-image-slot={`${slot.section}:${slot.key}`}>
      {value && !broken ? (
        <img
          src={value}
          alt={alt}
          className={className}
          onError={() => {
            setBrokenValue(value);
            toast({ title: IMAGE_MESSAGES.previewTitle, description: IMAGE_MESSAGES.preview, variant: "destructive" });
          }}
          {...props}
        />
      ) : (
        <div
          className={cn(
            "flex min-h-40 flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-primary/50 bg-muted/70 p-6 text-center text-sm text-muted-foreground",
            className,
          )}
        >
          {broken ? (
            <>
              <ImageOff className="size-6" />
              <strong className="text-foreground">{IMAGE_MESSAGES.previewTitle}</strong>
              <span>{IMAGE_MESSAGES.preview}</span>
            </>
          ) : (
            <>
              <ImagePlus className="size-6" />
              <span>No image yet</span>
            </>
          )}
        </div>
      )}
      {/* Clicks here must not reach a link the picture sits in (the header logo does); the controls inside are buttons. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        onClick={(event) => event.stopPropagation()}
        className={cn("absolute z-20 flex gap-2", compact ? "top-full left-0 mt-2 w-max" : "top-3 right-3")}
      >
        <input
          ref={input}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES}
          className="sr-only"
          aria-label={`Upload image for ${slot.key.replace(/_/g, " ")}`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) upload(file);
          }}
        />
        <button
          type="button"
          disabled={busy}
          onClick={() => input.current?.click()}
          className="inline-flex items-center gap-1.5 rounded-full bg-primary px-3 py-2 text-xs font-semibold text-primary-foreground shadow-lg"
        >
          {busy ? (
            <Loader2 className="size-3.5 animate-spin" />
          ) : value ? (
            <RefreshCw className="size-3.5" />
          ) : (
            <ImagePlus className="size-3.5" />
          )}
          {value ? "Replace image" : "Upload image"}
        </button>
        {stored ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => void removing.submit({ intent: "remove", key, section, type })}
            className="inline-flex items-center gap-1.5 rounded-full bg-background/90 px-3 py-2 text-xs font-semibold text-foreground shadow-lg"
          >
            <Trash2 className="size-3.5" /> Remove image
          </button>
        ) : null}
        <button
          type="button"
          disabled={busy}
          onClick={() => setHistoryOpen(true)}
          aria-label={`History of ${slot.key.replace(/_/g, " ")}`}
          className="inline-flex items-center gap-1.5 rounded-full bg-background/90 px-3 py-2 text-xs font-semibold text-foreground shadow-lg"
        >
          <History className="size-3.5" /> History
        </button>
      </div>
      <HistoryDialog
        open={historyOpen}
        onOpenChange={setHistoryOpen}
        item={`slot:${section}/${key}`}
        title={key.replace(/_/g, " ")}
        kind="image"
        busy={restoring.busy}
        onRestore={(revision) => void restoring.submit({ intent: "restore", key, section, type, revision })}
      />
    </div>
  );
}
