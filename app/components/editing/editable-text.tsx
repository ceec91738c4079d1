import { useEffect, useLayoutEffect, useRef, useState, type ElementType } from "react";
import { Check, History, Pencil, X } from "~/components/ui/icons";
import { RichText } from "~/components/content/rich-text";
import type { Slot } from "~/content/slot";
import { cn } from "~/lib/utils";
import { DraftMarker } from "~/components/drafts/draft-marker";
import { caretOffsetAt } from "./caret";
import { ConflictNotice } from "./conflict-notice";
import { guardPointer } from "./guard-events";
import { HistoryDialog, useSlotRestore } from "./history-dialog";
import { DescriptionEditor, LineEditor } from "./place-field";
import { HostPortal, offsetFrom, usePlaceHost, type Offset } from "./place-host";
import { placeName } from "./place-name";
import { PlaceToolbar } from "./place-toolbar";
import { OthersEditing } from "./presence";
import { AdminButton } from "./ui/admin-button";
import { usePlaceEditor } from "./use-place-editor";

export const TEXT_MESSAGES = {
  saved: "Content updated successfully!",
  failed: "Unable to save content.",
} as const;

type EditableTextProps = {
  slot: Slot;
  value: string;
  as?: ElementType;
  className?: string;
} & Record<string, unknown>;

/** At rest a place shows nothing of its editing but an outline on hover, or while its control has the focus. */
const AT_REST = "cursor-text rounded-sm outline-offset-4 outline-primary hover:outline-2 data-[control-focused]:outline-2";

/**
 * In-place editing of a text slot: a click on the text makes the text itself the editor, caret
 * where it was clicked; or its control (Tab to 'Edit <place>', then Enter), caret at the end.
 * Text and title: Enter saves, Escape cancels; description: Ctrl+Enter (or Cmd+Enter) saves,
 * Enter makes a new line. The control and the toolbar sit after the link or button the text
 * may be in (place-host.ts), and a click on the text follows no link and presses no button.
 */
export default function EditableText({ slot, value, as, className, ...props }: EditableTextProps) {
  const Tag = (as ?? "span") as ElementType;
  const name = placeName(slot);
  const item = `slot:${slot.section}/${slot.key}`;
  const multiline = slot.type === "description";
  const place = useRef<HTMLElement>(null);
  const control = useRef<HTMLButtonElement>(null);
  const host = usePlaceHost(place);
  // Characters before the caret as editing starts (null: at the end); null while not editing.
  const [editing, setEditing] = useState<{ caret: number | null } | null>(null);
  const [draft, setDraft] = useState(value);
  const [saved, setSaved] = useState(value);
  const [at, setAt] = useState<Offset | null>(null);
  const [controlFocused, setControlFocused] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  // Set as editing ends: the focus goes back to the place's control.
  const returnFocus = useRef(false);

  const finish = () => {
    returnFocus.current = true;
    editor.clearConflict();
    setEditing(null);
  };
  const editor = usePlaceEditor({ item, open: editing !== null, messages: TEXT_MESSAGES, onSaved: finish });
  const restoring = useSlotRestore(() => {
    setHistoryOpen(false);
    finish();
  });

  // A newer stored value (another tab, a revalidation) replaces ours when we are not editing:
  // set while rendering it, so the old text is never drawn with the new value.
  const [shownValue, setShownValue] = useState(value);
  if (!editing && shownValue !== value) {
    setShownValue(value);
    setSaved(value);
    setDraft(value);
  }

  const start = (caret: number | null) => {
    setDraft(saved);
    setEditing({ caret });
  };

  // At rest, a click on the text starts editing there, and goes no further (no link followed).
  useEffect(() => {
    const element = place.current;
    if (editing || !element) return;
    return guardPointer(element, (event) => start(caretOffsetAt(element, event.clientX, event.clientY)));
  });

  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    control.current?.focus({ preventScroll: true });
  }, [editing]);

  // Where the place is from its host, for the control and the badges beside it.
  const measure = () => {
    if (host && place.current) setAt(offsetFrom(host, place.current));
  };
  useLayoutEffect(measure, [host, editing]);

  // `base`: the value we started from; the server refuses the save if that is no longer stored.
  const save = (base: string = saved) => {
    if (draft === saved && base === saved) return finish();
    editor.save([{ place: slot, value: draft, base }]);
  };

  const label = `Edit ${name}`;
  const fieldProps = {
    as: Tag,
    className,
    elementProps: props,
    placeRef: place,
    value: saved,
    label,
    onChange: setDraft,
    onSave: () => save(),
    onCancel: finish,
  };
  const Field = multiline ? DescriptionEditor : LineEditor;
  const conflict = editor.conflict;

  return (
    <>
      {editing ? (
        <Field {...fieldProps} caret={editing.caret} />
      ) : (
        <Tag
          {...props}
          ref={place}
          className={cn(className, AT_REST)}
          onPointerEnter={measure}
          data-editable=""
          data-control-focused={controlFocused ? "" : undefined}
        >
          {multiline ? <RichText value={saved} /> : saved}
        </Tag>
      )}
      {host ? (
        <HostPortal host={host}>
          <button
            ref={control}
            type="button"
            onClick={() => start(null)}
            onFocus={() => {
              measure();
              setControlFocused(true);
            }}
            onBlur={() => setControlFocused(false)}
            hidden={editing !== null}
            style={at ? { left: at.left, top: at.top } : undefined}
            className="absolute z-40 inline-flex size-px -translate-y-full items-center gap-1 overflow-hidden rounded-full bg-primary font-sans text-xs font-semibold whitespace-nowrap text-primary-foreground [clip-path:inset(50%)] focus:h-7 focus:w-auto focus:overflow-visible focus:px-2.5 focus:[clip-path:none] focus:outline-2 focus:outline-offset-2 focus:outline-primary"
          >
            <Pencil aria-hidden="true" className="size-3.5" />
            Edit<span className="sr-only"> {name}</span>
          </button>
          <span className="absolute z-30 flex w-max items-center gap-1" style={at ? { left: at.right, top: at.top } : undefined}>
            <DraftMarker places={[item]} />
            <OthersEditing item={item} className="ml-2" />
          </span>
          {editing && !historyOpen ? (
            <PlaceToolbar place={place} label={`Editing ${name}`} onEscape={finish}>
              {conflict ? (
                <ConflictNotice
                  inline
                  conflict={conflict}
                  busy={editor.busy}
                  onKeepTheirs={finish}
                  onOverwrite={() => save(conflict.value ?? undefined)}
                  className="rounded-xl p-3"
                >
                  <span className="mt-1 block whitespace-pre-line">
                    Their version: “<RichText value={conflict.value} links={false} />”
                  </span>
                </ConflictNotice>
              ) : null}
              <span className="flex flex-wrap items-center gap-2">
                <AdminButton variant="primary" onClick={() => save()} disabled={editor.busy}>
                  <Check /> {editor.busy ? "Saving…" : "Save"}
                </AdminButton>
                <AdminButton onClick={finish}>
                  <X /> Cancel
                </AdminButton>
                <AdminButton onClick={() => setHistoryOpen(true)}>
                  <History /> History
                </AdminButton>
                <span className="text-muted-foreground">
                  {multiline ? "Ctrl+Enter to save, Esc to cancel" : "Enter to save, Esc to cancel"}
                </span>
              </span>
            </PlaceToolbar>
          ) : null}
          <HistoryDialog
            open={historyOpen}
            onOpenChange={setHistoryOpen}
            item={item}
            title={name}
            kind="text"
            busy={restoring.busy}
            onRestore={(revision) => {
              const { key, section, type } = slot;
              void restoring.submit({ intent: "restore", key, section, type, revision });
            }}
          />
        </HostPortal>
      ) : null}
    </>
  );
}
