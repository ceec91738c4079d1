import { lazy, Suspense, type ComponentPropsWithoutRef, type ElementType } from "react";
import { useSlot } from "~/content/content-context";
import type { Slot } from "~/content/slot";
import { useEditMode } from "~/components/content/edit-mode";
import { RichText } from "./rich-text";

// Loaded only when an administrator turns edit mode on: visitors never download it.
const EditableText = lazy(() => import("~/components/editing/editable-text"));

type ContentTextProps<T extends ElementType> = {
  slot: Slot;
  as?: T;
} & Omit<ComponentPropsWithoutRef<T>, "children" | "slot">;

/** Shows an editable text slot: the stored value or the default; editable in edit mode. */
export function ContentText<T extends ElementType = "span">({ slot, as, ...props }: ContentTextProps<T>) {
  const Tag = (as ?? "span") as ElementType;
  const value = useSlot(slot);
  const { editing } = useEditMode();
  // Line breaks an administrator typed into a description are kept.
  const style = value.includes("\n") ? { whiteSpace: "pre-line" as const, ...props.style } : props.style;
  const plain = (
    <Tag {...props} style={style}>
      {slot.type === "description" ? <RichText value={value} /> : value}
    </Tag>
  );
  if (!editing) return plain;
  return (
    <Suspense fallback={plain}>
      <EditableText slot={slot} value={value} as={Tag} data-slot-key={slot.key} data-slot-section={slot.section} {...props} />
    </Suspense>
  );
}
