import { lazy, Suspense, type ComponentPropsWithoutRef } from "react";
import { useSlot, useSlotIsStored, useStoredAlt } from "~/content/content-context";
import type { Slot } from "~/content/slot";
import type { Bucket } from "~/lib/buckets";
import { useEditMode } from "~/components/content/edit-mode";
import { useFraming } from "~/lib/framing";
import { responsiveSrcSet } from "~/lib/responsive-image";

const EditableImage = lazy(() => import("~/components/editing/editable-image"));

type ContentImageProps = {
  slot: Slot;
  /** The picture's description until an administrator writes one ("" for a decorative one). */
  alt: string;
  /** Storage bucket for uploads to this slot (docs/product.md section 7). */
  bucket?: Bucket;
  /** Classes of the editing frame around the image in edit mode. */
  frameClassName?: string;
  /** A small picture (a logo): edit controls go below it. */
  compact?: boolean;
} & Omit<ComponentPropsWithoutRef<"img">, "src" | "alt" | "slot" | "srcSet">;

/**
 * Shows an image slot, with the responsive widths it is stored at (pass `sizes`); renders
 * nothing when the slot holds no image. In edit mode an administrator gets upload, replace
 * and remove controls on it, even while it is empty.
 */
export function ContentImage({ slot, alt: placeAlt, bucket, frameClassName, compact, sizes, style, ...rest }: ContentImageProps) {
  const src = useSlot(slot);
  const framed = useFraming(src, style);
  const stored = useSlotIsStored(slot);
  const storedAlt = useStoredAlt(slot);
  const alt = storedAlt ?? placeAlt;
  const { editing } = useEditMode();
  const srcSet = responsiveSrcSet(src);
  const props = { ...rest, style: framed, srcSet, sizes: srcSet ? (sizes ?? "100vw") : undefined };
  const plain = src ? <img src={src} alt={alt} {...props} /> : null;
  if (!editing) return plain;
  return (
    <Suspense fallback={plain}>
      <EditableImage
        slot={slot}
        value={src}
        stored={stored}
        alt={alt}
        storedAlt={storedAlt}
        placeAlt={placeAlt}
        bucket={bucket}
        frameClassName={frameClassName}
        compact={compact}
        {...props}
      />
    </Suspense>
  );
}
