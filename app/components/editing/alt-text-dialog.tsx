import { useState, type ReactNode } from "react";
import { History } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import { altSlot, type Slot } from "~/content/slot";
import { PICTURE_MESSAGES } from "~/forms/picture";
import { ConflictNotice } from "./conflict-notice";
import { HistoryDialog, useSlotRestore } from "./history-dialog";
import { AdminButton } from "./ui/admin-button";
import { AdminDialog } from "./ui/admin-dialog";
import { altDraftOf, AltTextFields, altTooLong, altValue } from "./ui/alt-text-fields";
import { useAdminAction, type Fields } from "./use-admin-action";
import { usePlaceEditor } from "./use-place-editor";

export const ALT_TEXT_MESSAGES = {
  tooLong: PICTURE_MESSAGES.altTooLong,
  saved: "Alt text saved",
  failed: "Unable to save the alt text.",
} as const;

type AltTextDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Names the picture ("office image"). */
  name: string;
  /** What is written now ("" for a decorative picture); null or undefined while nothing is. */
  stored: string | null | undefined;
  /** What screen readers hear while nothing is written: the place's own description. */
  placeAlt: string;
  busy: boolean;
  /** Saves the words, "" for decorative, or null: nothing written, the place's own stands. */
  onSave: (alt: string | null) => void;
  /** Opens the versions of the words (the dialog closes first: one dialog at a time). */
  onHistory?: () => void;
  /** A colleague's save since the dialog opened, and the ways out. */
  conflict?: ReactNode;
};

/**
 * The alternative text of a picture, written in place (docs/product.md section 5), for an
 * image slot or a record's picture: the caller saves it.
 */
export function AltTextDialog({ open, onOpenChange, name, stored, placeAlt, busy, onSave, onHistory, conflict }: AltTextDialogProps) {
  const [draft, setDraft] = useState(() => altDraftOf(stored));
  // Each time it opens, it starts from what the page shows now (set while rendering, so
  // the last opening's draft is never drawn).
  const [openedOn, setOpenedOn] = useState<boolean>(false);
  if (open !== openedOn) {
    setOpenedOn(open);
    if (open) setDraft(altDraftOf(stored));
  }
  const tooLong = altTooLong(draft);

  return (
    <AdminDialog open={open} onOpenChange={onOpenChange} title={`Alt text: ${name}`} narrow>
      <form
        className="grid gap-4"
        aria-label={`Alt text of ${name}`}
        onSubmit={(event) => {
          event.preventDefault();
          if (tooLong) return;
          const alt = altValue(draft);
          // Nothing written, as before: nothing to save.
          if (alt === null && (stored ?? null) === null) onOpenChange(false);
          else onSave(alt);
        }}
      >
        <AltTextFields draft={draft} onChange={setDraft} placeAlt={placeAlt} />
        {conflict}
        <div className="flex flex-wrap items-center gap-2">
          <AdminButton type="submit" variant="primary" size="md" disabled={busy || tooLong}>
            Save alt text
          </AdminButton>
          <AdminButton size="md" onClick={() => onOpenChange(false)}>
            Cancel
          </AdminButton>
          {onHistory ? (
            <AdminButton
              size="md"
              className="ml-auto"
              onClick={() => {
                onOpenChange(false);
                onHistory();
              }}
              aria-label={`History of the alt text of ${name}`}
            >
              <History /> History
            </AdminButton>
          ) : null}
        </div>
      </form>
    </AdminDialog>
  );
}

type SlotAltTextDialogProps = Pick<AltTextDialogProps, "open" | "onOpenChange" | "placeAlt"> & {
  /** The image slot whose picture is described. */
  slot: Slot;
  /** What is written now ("" for a decorative picture); undefined while none is. */
  stored: string | undefined;
};

/**
 * An image slot's alternative text: a text slot of its own (`<key>--alt`, content/slot.ts),
 * saved like any text (the version it started from, history, live); emptied, it is removed
 * and the place's own description stands again.
 */
export function SlotAltTextDialog({ open, onOpenChange, slot, stored, placeAlt }: SlotAltTextDialogProps) {
  const [historyOpen, setHistoryOpen] = useState(false);
  const alt = altSlot(slot);
  const name = slot.key.replace(/_/g, " ");
  const editor = usePlaceEditor({
    item: `slot:${alt.section}/${alt.key}`,
    open,
    messages: ALT_TEXT_MESSAGES,
    onSaved: () => onOpenChange(false),
  });
  // The words last asked for: saved again over a colleague's, if so chosen.
  const [asked, setAsked] = useState("");
  const restoring = useSlotRestore(() => setHistoryOpen(false));
  const { section, key, type } = alt;
  const conflict = editor.conflict;
  return (
    <>
      <AltTextDialog
        open={open}
        onOpenChange={(stillOpen) => {
          if (!stillOpen) editor.clearConflict();
          onOpenChange(stillOpen);
        }}
        name={name}
        stored={stored}
        placeAlt={placeAlt}
        busy={editor.busy}
        onSave={(value) => {
          if (value === null) return editor.remove(alt);
          setAsked(value);
          editor.save([{ place: alt, value, base: stored }]);
        }}
        onHistory={() => setHistoryOpen(true)}
        conflict={
          conflict ? (
            <ConflictNotice
              conflict={conflict}
              busy={editor.busy}
              onKeepTheirs={() => {
                editor.clearConflict();
                onOpenChange(false);
              }}
              onOverwrite={() => editor.save([{ place: alt, value: asked, base: conflict.value ?? undefined }])}
              className="rounded-2xl p-4"
            >
              <span className="mt-1 block">{`Their alt text: “${conflict.value ?? ""}”`}</span>
            </ConflictNotice>
          ) : null
        }
      />
      <HistoryDialog
        open={historyOpen}
        onOpenChange={setHistoryOpen}
        item={`slot:${section}/${key}`}
        title={`alt text of ${name}`}
        kind="text"
        busy={restoring.busy}
        onRestore={(revision) => void restoring.submit({ intent: "restore", section, key, type, revision })}
      />
    </>
  );
}

type PictureShown = { fields: Fields; name: string; stored: string | null; placeAlt: string };

/**
 * 'Alt text' of a record's picture (a logo, a case's picture), one at a time: `show(...)`
 * opens the dialog, whose props are `dialog`; saving posts `describe` with the given fields
 * and the words (left out when none are written: the place's own stands).
 */
export function usePictureAlt(action: string, afterChange?: () => void) {
  const [open, setOpen] = useState(false);
  // Kept after closing, so the dialog keeps its words while it goes.
  const [shown, setShown] = useState<PictureShown>({ fields: {}, name: "", stored: null, placeAlt: "" });
  const describing = useAdminAction(action, {
    onSuccess: () => {
      setOpen(false);
      toast({ title: ALT_TEXT_MESSAGES.saved });
      afterChange?.();
    },
    onError: (result) => toast({ title: ALT_TEXT_MESSAGES.failed, description: result.error, variant: "destructive" }),
  });
  const dialog: AltTextDialogProps = {
    open,
    onOpenChange: setOpen,
    ...shown,
    busy: describing.busy,
    onSave: (alt) => void describing.submit({ intent: "describe", ...shown.fields, alt }),
  };
  return {
    show: (picture: PictureShown) => {
      setShown(picture);
      setOpen(true);
    },
    dialog,
  };
}
