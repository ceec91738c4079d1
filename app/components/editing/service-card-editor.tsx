import { useState, type ReactNode } from "react";
import { Check, Pencil, X } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import { useSlot } from "~/content/content-context";
import type { Slot } from "~/content/slot";
import { useAdminAction } from "./use-admin-action";

export const SERVICE_MESSAGES = {
  saved: "Content saved",
  failedTitle: "Error saving",
  failed: "Unable to save changes.",
} as const;

type CardSlots = { title: Slot; description: Slot; features: Slot };

/**
 * A service card edited as one: title, description and features (one text, items
 * separated by '|'), saved together (docs/product.md sections 2 and 8).
 */
export default function ServiceCardEditor({ card, children }: { card: CardSlots; children: ReactNode }) {
  const saved = { title: useSlot(card.title), description: useSlot(card.description), features: useSlot(card.features) };
  const [draft, setDraft] = useState<typeof saved | null>(null);
  const saving = useAdminAction("/api/content", {
    onSuccess: () => {
      toast({ title: SERVICE_MESSAGES.saved });
      setDraft(null);
    },
    onError: () => toast({ title: SERVICE_MESSAGES.failedTitle, description: SERVICE_MESSAGES.failed, variant: "destructive" }),
  });

  if (!draft) {
    return (
      <div className="relative h-full">
        {children}
        <button
          type="button"
          onClick={() => setDraft(saved)}
          aria-label={`Edit card ${saved.title}`}
          className="absolute top-4 right-4 z-10 inline-flex items-center gap-1.5 rounded-full bg-primary px-3 py-2 text-xs font-semibold text-primary-foreground shadow-lg"
        >
          <Pencil className="size-3.5" /> Edit card
        </button>
      </div>
    );
  }

  const save = () => {
    const changed = (["title", "description", "features"] as const)
      .filter((name) => draft[name] !== saved[name])
      .map((name) => ({ key: card[name].key, section: card[name].section, type: card[name].type, value: draft[name] }));
    if (changed.length === 0) {
      setDraft(null);
      return;
    }
    void saving.submit({ intent: "save", values: JSON.stringify(changed) });
  };

  const field =
    "w-full rounded-xl border border-border bg-background px-3 py-2 text-sm text-foreground outline-none focus:border-primary focus:ring-2 focus:ring-primary/30";
  return (
    // Escape anywhere in the form closes it, as in the site's other editors.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <form
      aria-label={`Edit service card ${saved.title}`}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") setDraft(null);
      }}
      className="flex h-full flex-col gap-3 rounded-3xl border-2 border-primary bg-card p-6 text-card-foreground shadow-xl"
    >
      <label className="grid gap-1 text-xs font-semibold">
        Title
        <input className={field} value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
      </label>
      <label className="grid gap-1 text-xs font-semibold">
        Description
        <textarea
          className={field}
          rows={4}
          value={draft.description}
          onChange={(e) => setDraft({ ...draft, description: e.target.value })}
        />
      </label>
      <label className="grid gap-1 text-xs font-semibold">
        Features (separate with |)
        <textarea
          className={`${field} font-mono`}
          rows={4}
          value={draft.features}
          onChange={(e) => setDraft({ ...draft, features: e.target.value })}
        />
      </label>
      <div className="mt-auto flex gap-2 pt-2">
        <button
          type="submit"
          disabled={saving.busy}
          className="inline-flex items-center gap-1.5 rounded-full bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground"
        >
          <Check className="size-4" /> {saving.busy ? "Saving…" : "Save"}
        </button>
        <button
          type="button"
          onClick={() => setDraft(null)}
          className="inline-flex items-center gap-1.5 rounded-full border border-border px-4 py-2 text-sm"
        >
          <X className="size-4" /> Cancel
        </button>
      </div>
    </form>
  );
}
