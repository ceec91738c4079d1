import { useLayoutEffect, useRef, useState, type CSSProperties, type ElementType, type RefObject } from "react";
import { cn } from "~/lib/utils";
import { placeCaret, plainTextOf } from "./caret";
import { guardKeys, guardPointer } from "./guard-events";
import { RichTextEditor } from "./rich-text-editor";

export type PlaceFieldProps = {
  /** The place's own element and classes: the text is edited where it shows, in its own type. */
  as: ElementType;
  className?: string;
  elementProps?: Record<string, unknown>;
  /** Set to the element while it is the editor (the toolbar sits by it). */
  placeRef: RefObject<HTMLElement | null>;
  /** The text it starts from. */
  value: string;
  /** Names the field ('Edit hero title, first line'). */
  label: string;
  /** Characters before the caret at the start; at the end when null. */
  caret: number | null;
  onChange: (value: string) => void;
  onSave: () => void;
  onCancel: () => void;
};

/**
 * While editing, a place gets colours of its own (gradient or light-on-dark text would be hard
 * to read as it is edited): the page's text on the page's background, at >= 4.5:1 in both themes.
 */
const EDITING =
  "cursor-text rounded-sm whitespace-pre-wrap outline-2 outline-offset-4 outline-primary bg-background! text-foreground! bg-none! [background-clip:border-box]! [-webkit-text-fill-color:var(--color-foreground)]!";

/**
 * The place itself, editable as plain text (`contenteditable="plaintext-only"`), caret where
 * it was clicked. A line: Enter saves. Escape cancels. Keys typed here never reach the link
 * or button the text sits in.
 */
function PlaceField({
  as: Tag,
  className,
  elementProps,
  placeRef: field,
  value,
  label,
  caret,
  onChange,
  onSave,
  onCancel,
  multiline,
}: PlaceFieldProps & { multiline: boolean }) {
  // React draws the starting text once; then the browser holds what is typed.
  const [start] = useState(value);
  const latest = useRef({ onSave, onCancel });
  useLayoutEffect(() => {
    latest.current = { onSave, onCancel };
  });

  useLayoutEffect(() => {
    const element = field.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    placeCaret(element, caret);
    const unguardPointer = guardPointer(element);
    const unguardKeys = guardKeys(element, (event) => {
      if (event.type !== "keydown") return;
      if (event.key === "Escape") {
        event.preventDefault();
        latest.current.onCancel();
      } else if (event.key === "Enter" && (!multiline || event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        latest.current.onSave();
      }
    });
    return () => {
      unguardPointer();
      unguardKeys();
    };
    // The caret is placed once, as editing starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Tag
      {...elementProps}
      ref={field}
      className={cn(className, EDITING)}
      // Spaces and line breaks kept as typed, whatever the place shows.
      style={{ ...(elementProps?.style as CSSProperties | undefined), whiteSpace: "pre-wrap" }}
      contentEditable="plaintext-only"
      suppressContentEditableWarning
      role="textbox"
      aria-multiline={multiline}
      aria-label={label}
      data-editing=""
      onInput={() => {
        const text = plainTextOf(field.current!);
        // A line stays one line, whatever was pasted.
        onChange(multiline ? text : text.replace(/\s*\n\s*/g, " "));
      }}
    >
      {start}
    </Tag>
  );
}

/** A text or a title: one line, Enter saves. */
export function LineEditor(props: PlaceFieldProps) {
  return <PlaceField {...props} multiline={false} />;
}

/**
 * A description: a formatted text (docs/decisions/025-rich-text.md), edited in the place's own
 * element and type, its formatting toolbar above it; Enter makes a new line, Ctrl+Enter (Cmd+Enter) saves.
 * The caret is where the click was, as for every text. No native guards: the editor's own
 * buttons and keys are React's, which a stop at the element would never let through
 * (descriptions do not sit in links or buttons).
 */
export function DescriptionEditor({
  as: Tag,
  className,
  elementProps,
  placeRef,
  value,
  label,
  caret,
  onChange,
  onSave,
  onCancel,
}: PlaceFieldProps) {
  return (
    <Tag {...elementProps} ref={placeRef} className={className} data-editing="">
      <RichTextEditor
        inPlace
        fieldClassName={EDITING}
        focusOnOpen
        caret={caret}
        label={label}
        value={value}
        onChange={onChange}
        onSave={onSave}
        onCancel={onCancel}
      />
    </Tag>
  );
}
