import { useState, type ReactNode } from "react";
import { Check, Pencil, X } from "~/components/ui/icons";
import { useSlot } from "~/content/content-context";
import type { Slot } from "~/content/slot";
import { ConflictNotice } from "./conflict-notice";
import { RichTextEditor } from "./rich-text-editor";
import { usePlaceEditor } from "./use-place-editor";

export const SERVICE_MESSAGES = {
  saved: "Content saved",
  failedTitle: "Error saving",
  failed: "Unable to save changes.",
} as const;

type CardSlots = { title: Slot; description: Slot; features: Slot };
type Part = keyof CardSlots;
const PARTS: Part[] = ["title", "description", "features"];

/**
 * A service card edited as one: title, description and features (one text, items
 * separated by '|'), saved together (docs/product.md sections 2 and 8).
 */
export default function ServiceCardEditor({ card, children }: { card: CardSlots; children: ReactNode }) {
  const saved = { title: useSlot(card.title), description: useSlot(card.description), features: useSlot(card.features) };
  const [draft, setDraft] = useState<typeof saved | null>(null);
  // What each text was as the editor opened: each save starts from it, so a colleague's change meanwhile is refused.
  const [bases, setBases] = useState(saved);
  const close = () => {
    editor.clearConflict();
    setDraft(null);
  };
  const editor = usePlaceEditor({
    item: `slot:${card.title.section}/${card.title.key}`,
    open: draft !== null,
    messages: SERVICE_MESSAGES,
    onSaved: close,
  });

  if (!draft) {
    return (
      <div className="relative h-full">
        {children}
        <button
          type="button"
          onClick={() => {
            setBases(saved);
            setDraft(saved);
          }}
          aria-label={`Edit card ${saved.title}`}
          className="absolute top-4 right-4 z-10 inline-flex items-center gap-1.5 rounded-full bg-primary px-3 py-2 text-xs font-semibold text-primary-foreground shadow-lg"
        >
          <Pencil className="size-3.5" /> Edit card
        </button>
      </div>
    );
  }

  const save = (from: typeof bases = bases) =>
    editor.save(
      PARTS.filter((part) => draft[part] !== from[part]).map((part) => ({ place: card[part], value: draft[part], base: from[part] })),
    );
  const conflict = editor.conflict;
  const conflicted = conflict ? PARTS.find((part) => card[part].key === conflict.key) : undefined;

  const field =
    "w-full rounded-xl border border-border bg-background px-3 py-2 text-sm text-foreground outline-none focus:border-primary focus:ring-2 focus:ring-primary/30";
  return (
    // Escape anywhere in the form closes it, as in the site's other editors.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <form
      aria-label={`Edit service card ${bases.title}`}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") close();
      }}
      className="flex h-full flex-col gap-3 rounded-3xl border-2 border-primary bg-card p-6 text-card-foreground shadow-xl"
    >
      <label className="grid gap-1 text-xs font-semibold">
        Title
        <input className={field} value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
      </label>
      {/* A formatted text (docs/decisions/025-rich-text.md); Ctrl+Enter in it saves the card. */}
      <div className="grid gap-1 text-xs font-semibold">
        <span aria-hidden="true">Description</span>
        <RichTextEditor label="Description" value={draft.description} onChange={(description) => setDraft({ ...draft, description })} />
      </div>
      <label className="grid gap-1 text-xs font-semibold">
        Features (separate with |)
        <textarea
          className={`${field} font-mono`}
          rows={4}
          value={draft.features}
          onChange={(e) => setDraft({ ...draft, features: e.target.value })}
        />
      </label>
      {conflict && conflicted ? (
        <ConflictNotice
          conflict={conflict}
          busy={editor.busy}
          onKeepTheirs={close}
          onOverwrite={() => {
            const from = { ...bases, [conflicted]: conflict.value ?? "" };
            setBases(from);
            save(from);
          }}
          className="rounded-2xl p-3"
        >
          <span className="mt-1 block">{`Their ${conflicted}: “${conflict.value ?? ""}”`}</span>
        </ConflictNotice>
      ) : null}
      <div className="mt-auto flex gap-2 pt-2">
        <button
          type="submit"
          disabled={editor.busy}
          className="inline-flex items-center gap-1.5 rounded-full bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground"
        >
          <Check className="size-4" /> {editor.busy ? "Saving…" : "Save"}
        </button>
        <button
          type="button"
          onClick={close}
          className="inline-flex items-center gap-1.5 rounded-full border border-border px-4 py-2 text-sm"
        >
          <X className="size-4" /> Cancel
        </button>
      </div>
    </form>
  );
}
