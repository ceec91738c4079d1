import { useId } from "react";
import { MAX_ALT_LENGTH, PICTURE_MESSAGES } from "~/forms/picture";
import { Textarea } from "./fields";

/** The alternative text as an administrator writes it: the words, or 'decorative'. */
export type AltDraft = { text: string; decorative: boolean };

/** A draft starting from what is stored: "" is a decorative picture, none (null or undefined) nothing written. */
export function altDraftOf(stored: string | null | undefined): AltDraft {
  return { text: stored ?? "", decorative: stored === "" };
}

/** What a form sends (forms/picture.ts `altText`): "" decorative, the words, or null while none are written. */
export function altValue(draft: AltDraft): string | null {
  if (draft.decorative) return "";
  return draft.text.trim() || null;
}

export function altTooLong(draft: AltDraft) {
  return !draft.decorative && draft.text.trim().length > MAX_ALT_LENGTH;
}

type AltTextFieldsProps = {
  draft: AltDraft;
  onChange: (draft: AltDraft) => void;
  /** What screen readers hear while nothing is written: the place's own description ("" for none). */
  placeAlt: string;
  label?: string;
};

/**
 * A picture's alternative text (docs/product.md section 5): what it shows, in a sentence,
 * for screen readers, search engines and a picture that does not load; or 'decorative',
 * which screen readers skip (`alt=""`). Left empty, the place's own description stands.
 */
export function AltTextFields({ draft, onChange, placeAlt, label = "Alternative text" }: AltTextFieldsProps) {
  const decorativeId = useId();
  return (
    <div className="grid gap-2">
      <Textarea
        label={label}
        rows={2}
        value={draft.decorative ? "" : draft.text}
        disabled={draft.decorative}
        onChange={(event) => onChange({ ...draft, text: event.target.value })}
        error={altTooLong(draft) ? PICTURE_MESSAGES.altTooLong : undefined}
        hint={
          draft.decorative
            ? "Screen readers skip this picture."
            : `What the picture shows, in a sentence. Left empty, screen readers hear “${placeAlt || "nothing (decorative)"}”.`
        }
      />
      <div className="flex items-center gap-2 text-sm">
        <input
          id={decorativeId}
          type="checkbox"
          checked={draft.decorative}
          onChange={(event) => onChange({ ...draft, decorative: event.target.checked })}
          className="size-4 accent-primary"
        />
        <label htmlFor={decorativeId}>Decorative: it adds nothing a reader would miss</label>
      </div>
    </div>
  );
}
