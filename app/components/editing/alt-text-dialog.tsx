import { useState } from "react";
import { History } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import { altSlot, type Slot } from "~/content/slot";
import { MAX_ALT_LENGTH, PICTURE_MESSAGES } from "~/forms/picture";
import { HistoryDialog, useSlotRestore } from "./history-dialog";
import { AdminButton } from "./ui/admin-button";
import { AdminDialog } from "./ui/admin-dialog";
import { Textarea } from "./ui/fields";
import { useAdminAction } from "./use-admin-action";

export const ALT_TEXT_MESSAGES = {
  tooLong: PICTURE_MESSAGES.altTooLong,
  saved: "Alt text saved",
  failed: "Unable to save the alt text.",
} as const;

type AltTextDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The image slot whose picture is described. */
  slot: Slot;
  /** What is written now ("" for a decorative picture); undefined while none is. */
  stored: string | undefined;
  /** What screen readers hear while none is written: the place's own description. */
  placeAlt: string;
};

/**
 * The alternative text of an image slot's picture, written in place (docs/product.md section
 * 5): what it shows, for screen readers, search engines and a picture that does not load; or
 * 'decorative', which screen readers skip (`alt=""`). Emptied, the place's own description
 * stands again. Saved like any text: the version it started from, history, live.
 */
export function AltTextDialog({ open, onOpenChange, slot, stored, placeAlt }: AltTextDialogProps) {
  const [decorative, setDecorative] = useState(stored === "");
  const [text, setText] = useState(stored ?? "");
  const [historyOpen, setHistoryOpen] = useState(false);
  const alt = altSlot(slot);
  const name = slot.key.replace(/_/g, " ");
  const failed = (error: string) => toast({ title: ALT_TEXT_MESSAGES.failed, description: error, variant: "destructive" });
  const saving = useAdminAction("/api/content", {
    onSuccess: () => {
      onOpenChange(false);
      toast({ title: ALT_TEXT_MESSAGES.saved });
    },
    onError: (result) => failed(result.error),
  });
  const restoring = useSlotRestore(() => {
    setHistoryOpen(false);
    onOpenChange(false);
  });
  const written = text.trim();
  const tooLong = written.length > MAX_ALT_LENGTH;

  // Each time it opens, it starts from what the page shows now (set while rendering, so
  // the last opening's draft is never drawn).
  const [openedOn, setOpenedOn] = useState<boolean>(false);
  if (open !== openedOn) {
    setOpenedOn(open);
    if (open) {
      setDecorative(stored === "");
      setText(stored ?? "");
    }
  }

  const save = () => {
    if (tooLong) return;
    const { section, key, type } = alt;
    if (!decorative && !written) {
      // Nothing written: the place's own description stands again.
      if (stored === undefined) onOpenChange(false);
      else void saving.submit({ intent: "remove", section, key, type });
      return;
    }
    const value = decorative ? "" : written;
    void saving.submit({ intent: "save", values: JSON.stringify([{ section, key, type, value, base: stored }]) });
  };

  return (
    <>
      <AdminDialog open={open} onOpenChange={onOpenChange} title={`Alt text: ${name}`} narrow>
        <form
          className="grid gap-4"
          aria-label={`Alt text of ${name}`}
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <Textarea
            label="Alternative text"
            rows={3}
            value={decorative ? "" : text}
            disabled={decorative}
            onChange={(event) => setText(event.target.value)}
            error={tooLong ? ALT_TEXT_MESSAGES.tooLong : undefined}
            hint={
              decorative
                ? "Screen readers skip this picture."
                : `What the picture shows, in a sentence. Left empty, screen readers hear “${placeAlt || "nothing (decorative)"}”.`
            }
          />
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={decorative}
              onChange={(event) => setDecorative(event.target.checked)}
              className="size-4 accent-primary"
            />
            Decorative: it adds nothing a reader would miss
          </label>
          <div className="flex flex-wrap items-center gap-2">
            <AdminButton type="submit" variant="primary" size="md" disabled={saving.busy || tooLong}>
              Save alt text
            </AdminButton>
            <AdminButton size="md" onClick={() => onOpenChange(false)}>
              Cancel
            </AdminButton>
            <AdminButton
              size="md"
              className="ml-auto"
              onClick={() => {
                // One dialog at a time: the history takes this one's place.
                onOpenChange(false);
                setHistoryOpen(true);
              }}
              aria-label={`History of the alt text of ${name}`}
            >
              <History /> History
            </AdminButton>
          </div>
        </form>
      </AdminDialog>
      <HistoryDialog
        open={historyOpen}
        onOpenChange={setHistoryOpen}
        item={`slot:${alt.section}/${alt.key}`}
        title={`alt text of ${name}`}
        kind="text"
        busy={restoring.busy}
        onRestore={(revision) => void restoring.submit({ intent: "restore", section: alt.section, key: alt.key, type: alt.type, revision })}
      />
    </>
  );
}
