import type { ElementType, ComponentPropsWithoutRef } from "react";
import { useSlot } from "~/content/content-context";
import type { Slot } from "~/content/slot";

type ContentTextProps<T extends ElementType> = {
  slot: Slot;
  as?: T;
} & Omit<ComponentPropsWithoutRef<T>, "children">;

/**
 * Shows an editable text slot. Visitors see the stored value or the default; the
 * administrator's editing layer wraps this same component (issue 3).
 */
export function ContentText<T extends ElementType = "span">({
  slot,
  as,
  ...props
}: ContentTextProps<T>) {
  const Tag = (as ?? "span") as ElementType;
  const value = useSlot(slot);
  return (
    <Tag data-slot-key={slot.key} data-slot-section={slot.section} {...props}>
      {value}
    </Tag>
  );
}
