import { useEffect, useLayoutEffect, useRef, useState, type ComponentPropsWithoutRef, type ReactNode } from "react";
import { History, ImagePlus, Loader2, Quote, RefreshCw, Trash2 } from "~/components/ui/icons";
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
import { chosenFields, PictureDialog, type ChosenPicture } from "./ui/picture-dialog";
import { usePlaceEditor } from "./use-place-editor";
import { ConflictNotice } from "./conflict-notice";
import { guardPointer } from "./guard-events";
import { HostPortal, offsetFrom, usePlaceHost, type Offset } from "./place-host";

export const IMAGE_MESSAGES = {
  uploaded: "Image uploaded successfully",
  chosen: "Image changed",
  removed: "Image removed",
  uploadFailed: "Error uploading image",
  removeFailed: "Error removing image",
} as const;

/** The server decoded the file and refused it: said as it is, in the words of docs/product.md section 5. */
const VALIDATION_MESSAGES = new Set<string>(Object.values(VALIDATION));

/** What is said of each change of a picture. */
const ASKED_MESSAGES = {
  upload: { saved: IMAGE_MESSAGES.uploaded, failed: IMAGE_MESSAGES.uploadFailed, plainRefusals: VALIDATION_MESSAGES },
  choose: { saved: IMAGE_MESSAGES.chosen, failed: IMAGE_MESSAGES.uploadFailed, plainRefusals: VALIDATION_MESSAGES },
  remove: { saved: IMAGE_MESSAGES.removed, failed: IMAGE_MESSAGES.removeFailed },
};

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
  const { key, section, type } = slot;
  const [pickerOpen, setPickerOpen] = useState(false);
  // The picture the dialog opened on: putting one in over a colleague's since is refused.
  const [startedFrom, setStartedFrom] = useState(value);
  // What was last asked, said its own way, and the picture chosen, put in again if so chosen.
  const [asked, setAsked] = useState<{ intent: keyof typeof ASKED_MESSAGES; chosen?: ChosenPicture }>({ intent: "upload" });
  const editor = usePlaceEditor({
    item: `slot:${section}/${key}`,
    open: pickerOpen,
    messages: ASKED_MESSAGES[asked.intent],
    onSaved: () => setPickerOpen(false),
  });
  const put = (chosen: ChosenPicture, base: string) => {
    setAsked({ intent: "file" in chosen ? "upload" : "choose", chosen });
    editor.submit({ ...chosenFields(chosen, { upload: "upload", library: "choose" }), key, section, type, bucket, base });
  };
  const openPicker = () => {
    setStartedFrom(value);
    editor.clearConflict();
    setPickerOpen(true);
  };
  const [historyOpen, setHistoryOpen] = useState(false);
  const [altOpen, setAltOpen] = useState(false);
  const restoring = useSlotRestore(() => setHistoryOpen(false));
  const busy = editor.busy || restoring.busy;
  const name = key.replace(/_/g, " ");

  const tools = (
    <>
      <AdminButton
        variant="primary"
        size="sm"
        disabled={busy}
        onClick={openPicker}
        aria-label={`${value ? "Replace" : "Upload"} image for ${name}`}
      >
        {busy ? <Loader2 className="animate-spin" /> : value ? <RefreshCw /> : <ImagePlus />}
        {value ? "Replace image" : "Upload image"}
      </AdminButton>
      {stored ? (
        <AdminButton
          disabled={busy}
          onClick={() => {
            setAsked({ intent: "remove" });
            editor.remove(slot, value);
          }}
        >
          <Trash2 /> Remove image
        </AdminButton>
      ) : null}
      {value ? (
        <AdminButton disabled={busy} onClick={() => setAltOpen(true)} aria-label={`Alt text of ${name}`}>
          <Quote /> Alt text
        </AdminButton>
      ) : null}
      {/* A small picture (the header's logo) is drawn whole, never cropped: nothing to frame. */}
      {value && !compact ? <FramingButton url={value} name={name} disabled={busy} /> : null}
      <AdminButton disabled={busy} onClick={() => setHistoryOpen(true)} aria-label={`History of ${name}`}>
        <History /> History
      </AdminButton>
    </>
  );

  return (
    <PictureFrame slotId={`${section}:${key}`} label={`Tools of ${name}`} className={frameClassName} compact={compact} tools={tools}>
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
      <PictureDialog
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        title={`${value ? "Replace" : "Upload"} image: ${name}`}
        inputLabel={`Picture file for ${name}`}
        placeAlt={placeAlt}
        busy={editor.busy}
        saveLabel={value ? "Replace image" : "Upload image"}
        onSave={([chosen]) => put(chosen, startedFrom)}
        conflict={
          editor.conflict && asked.chosen ? (
            <ConflictNotice
              conflict={editor.conflict}
              busy={editor.busy}
              onKeepTheirs={() => {
                editor.clearConflict();
                setPickerOpen(false);
              }}
              onOverwrite={() => put(asked.chosen!, editor.conflict?.value ?? "")}
              className="rounded-2xl p-4"
            >
              {editor.conflict.value ? (
                <img src={editor.conflict.value} alt="Theirs, as it is now" className="mt-2 h-24 w-auto rounded-lg" />
              ) : null}
            </ConflictNotice>
          ) : null
        }
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
    </PictureFrame>
  );
}

type PictureFrameProps = {
  slotId: string;
  /** Names the toolbar ('Tools of logo'). */
  label: string;
  className?: string;
  compact: boolean;
  /** The picture's controls, one toolbar. */
  tools: ReactNode;
  children: ReactNode;
};

/**
 * A picture in edit mode and its toolbar, shown while the pointer is over it, once it was
 * tapped (until a tap elsewhere or Escape: on a phone it would cover the page), or while a
 * control in it has the focus. In a link (the header's logo), the toolbar goes after the link
 * (place-host.ts), and a click on the picture shows it rather than following the link.
 */
function PictureFrame({ slotId, label, className, compact, tools, children }: PictureFrameProps) {
  const frame = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const host = usePlaceHost(frame, { onlyInLinks: true });
  const [hovered, setHovered] = useState({ frame: false, bar: false });
  const [tapped, setTapped] = useState(false);
  const [at, setAt] = useState<Offset | null>(null);
  const shown = hovered.frame || hovered.bar || tapped;

  useLayoutEffect(() => {
    if (host && frame.current && shown) setAt(offsetFrom(host, frame.current));
  }, [host, shown]);

  // In a link, a click on the picture shows its controls and follows nothing.
  useEffect(() => {
    if (!host || !frame.current) return;
    return guardPointer(frame.current, () => setTapped(true));
  }, [host]);

  // Shown by a tap: until a tap elsewhere, or Escape.
  useEffect(() => {
    if (!tapped) return;
    const away = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!frame.current?.contains(target) && !bar.current?.contains(target)) setTapped(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setTapped(false);
    };
    // Captured: a tap on an editable text stops its events where it is.
    document.addEventListener("pointerdown", away, true);
    document.addEventListener("keydown", escape);
    return () => {
      document.removeEventListener("pointerdown", away, true);
      document.removeEventListener("keydown", escape);
    };
  }, [tapped]);

  const hover = (part: "frame" | "bar", on: boolean) => (event: { pointerType: string }) => {
    if (event.pointerType === "mouse") setHovered((was) => ({ ...was, [part]: on }));
  };
  const placed = host && at ? (compact ? { left: at.left, top: at.bottom + 8 } : { left: at.right - 12, top: at.top + 12 }) : undefined;
  const toolbar = (
    <div
      ref={bar}
      role="group"
      aria-label={label}
      data-shown={shown ? "" : undefined}
      onPointerEnter={hover("bar", true)}
      onPointerLeave={hover("bar", false)}
      style={placed}
      className={cn(
        "absolute z-20 flex gap-2 opacity-0 transition-opacity focus-within:opacity-100 data-[shown]:opacity-100",
        // Hidden, it takes no taps where a finger cannot hover first (a phone), nor outside the picture (after a link).
        "pointer-coarse:not-focus-within:not-data-[shown]:pointer-events-none",
        host && "not-focus-within:not-data-[shown]:pointer-events-none",
        // Beside the picture when it sits in the frame; placed by hand from the host after a link.
        host ? ["w-max", !compact && "-translate-x-full"] : compact ? "top-full left-0 mt-2 w-max" : "top-3 right-3",
      )}
    >
      {tools}
    </div>
  );

  return (
    // A tap shows the controls (a phone has no hover); the controls inside are buttons.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      ref={frame}
      className={cn("group/image relative", className)}
      data-image-slot={slotId}
      onPointerEnter={hover("frame", true)}
      onPointerLeave={hover("frame", false)}
      onClick={() => setTapped(true)}
    >
      {children}
      {host ? <HostPortal host={host}>{toolbar}</HostPortal> : toolbar}
    </div>
  );
}
