import { useState } from "react";
import { toast } from "~/components/ui/toast";
import type { Slot } from "~/content/slot";
import type { Conflict } from "~/forms/form-data";
import { conflictSentence } from "./conflict-notice";
import { useAnnounceEditing } from "./presence";
import { useAdminAction, type Fields } from "./use-admin-action";

type Place = Pick<Slot, "section" | "key" | "type">;

/**
 * What one editor says: its save, and its refusal (`failedTitle` when the refusal has a title
 * of its own; `plainRefusals`, the server's words that are the whole notice, a picture's file
 * refused for what it is). Read when the answer comes: an editor may say each change its way.
 */
export type PlaceMessages = { saved: string; failed: string; failedTitle?: string; plainRefusals?: ReadonlySet<string> };

/** One place's change: its value now, and the stored value the editor started from. */
export type PlaceChange = { place: Place; value: string; base: string | undefined };

/** The `/api/content` save of some places, each with the value it started from. */
export function saveFields(changes: PlaceChange[]) {
  const values = changes.map(({ place: { section, key, type }, value, base }) => ({ section, key, type, value, base }));
  return { intent: "save", values: JSON.stringify(values) };
}

type PlaceEditorOptions = {
  /** The revisions' name of what is edited (`slot:<section>/<key>`), announced to colleagues while open. */
  item: string;
  /** Whether the editor is open now. */
  open: boolean;
  messages: PlaceMessages;
  /** After a save is stored and the page has read it. */
  onSaved?: () => void;
};

/**
 * The one editor of a place (a text, a description, a picture, a picture's alt text, a page's
 * settings, a service card): it saves each change with the value it started from, so that a
 * colleague's save meanwhile is refused and shown (`conflict`: who, when, what), never
 * silently overwritten; it tells colleagues while it is open; and it says how the save went.
 */
export function usePlaceEditor({ item, open, messages, onSaved }: PlaceEditorOptions) {
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const saving = useAdminAction("/api/content", {
    onSuccess: () => {
      setConflict(null);
      toast({ title: messages.saved });
      onSaved?.();
    },
    onError: (result) => {
      // A stale save's refusal carries who saved what, and when.
      if (result.conflict) {
        setConflict(result.conflict as Conflict);
        // Said in the notifications too, the page's polite live region; the editor shows the choice.
        toast({ title: conflictSentence(result.conflict), variant: "destructive" });
      } else if (messages.plainRefusals?.has(result.error)) toast({ title: result.error, variant: "destructive" });
      else if (messages.failedTitle) toast({ title: messages.failedTitle, description: messages.failed, variant: "destructive" });
      else toast({ title: messages.failed, description: result.error, variant: "destructive" });
    },
  });
  useAnnounceEditing(item, open);

  /** Any change of the place `/api/content` takes (a picture put in: `upload`, `choose`), with the value it started from. */
  const submit = (fields: Fields) => {
    if (saving.busy) return;
    setConflict(null);
    void saving.submit(fields);
  };

  const save = (changes: PlaceChange[]) => {
    if (saving.busy) return;
    if (changes.length === 0) return onSaved?.();
    submit(saveFields(changes));
  };

  /** Removes a place's stored value (its default stands again), said like a save; refused if it is no longer `base`. */
  const remove = ({ section, key, type }: Place, base?: string) => submit({ intent: "remove", section, key, type, base });

  return {
    submit,
    save,
    remove,
    busy: saving.busy,
    /** A colleague's save since this editor started: resolved by 'Keep theirs' or 'Overwrite with mine'. */
    conflict,
    clearConflict: () => setConflict(null),
    fieldErrors: saving.fieldErrors,
  };
}
