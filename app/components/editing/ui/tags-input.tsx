import { useId, useState, type KeyboardEvent } from "react";
import { Plus, X } from "~/components/ui/icons";
import { cleanTags, MAX_TAG_LENGTH } from "~/forms/case-study";
import { AdminButton } from "./admin-button";

type TagsInputProps = {
  label: string;
  tags: string[];
  onChange: (tags: string[]) => void;
  /** Sent with the form, one field per tag. */
  name?: string;
  error?: string;
};

/**
 * Tags as chips: type one and press Enter (or Add). A tag is trimmed; an empty one or one
 * already there (in any case) is not added (docs/product.md section 5).
 */
export function TagsInput({ label, tags, onChange, name, error }: TagsInputProps) {
  const id = useId();
  const [draft, setDraft] = useState("");
  const [note, setNote] = useState("");
  const add = () => {
    const next = cleanTags([...tags, draft]);
    if (next.length === tags.length) {
      setNote(draft.trim() ? `'${draft.trim()}' is already there.` : "");
    } else {
      setNote("");
      onChange(next);
    }
    setDraft("");
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      add();
    }
  };
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-xs font-semibold">
        {label}
      </label>
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={`${label}: added`}>
          {tags.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-muted py-1 pr-1 pl-3 text-xs font-medium">
              {tag}
              <button
                type="button"
                onClick={() => onChange(tags.filter((other) => other !== tag))}
                aria-label={`Remove tag ${tag}`}
                className="inline-flex size-5 cursor-pointer items-center justify-center rounded-full hover:bg-background"
              >
                <X className="size-3" />
              </button>
              {name ? <input type="hidden" name={name} value={tag} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          maxLength={MAX_TAG_LENGTH}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Type a tag, then Enter"
          aria-invalid={error ? true : undefined}
          className="h-10 min-w-0 flex-1 rounded-xl border border-border bg-background px-3 text-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/30"
        />
        <AdminButton size="md" onClick={add}>
          <Plus /> Add tag
        </AdminButton>
      </div>
      <p aria-live="polite" className="text-xs text-muted-foreground">
        {error ?? note}
      </p>
    </div>
  );
}
