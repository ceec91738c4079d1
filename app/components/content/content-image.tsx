import type { ComponentPropsWithoutRef } from "react";
import { useSlot } from "~/content/content-context";
import type { Slot } from "~/content/slot";

type ContentImageProps = { slot: Slot; alt: string } & Omit<
  ComponentPropsWithoutRef<"img">,
  "src" | "alt"
>;

/** Shows an editable image slot; renders nothing when the slot holds no image. */
export function ContentImage({ slot, alt, ...props }: ContentImageProps) {
  const src = useSlot(slot);
  if (!src) return null;
  return (
    <img
      src={src}
      alt={alt}
      data-slot-key={slot.key}
      data-slot-section={slot.section}
      {...props}
    />
  );
}
