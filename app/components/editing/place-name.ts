import type { Slot } from "~/content/slot";

/** Sections whose name reads better otherwise in a control's name. */
const SECTION_WORDS: Record<string, string> = {
  "service-tiles": "service tile",
  intro: "splash",
};

/** Keys whose words read better otherwise: the hero's two title lines. */
const KEY_WORDS: Record<string, string> = {
  title_line1: "title, first line",
  title_line2: "title, second line",
};

/** Words of a snake_case key or kebab-case section, numbers set apart: `paragraph1` → 'paragraph 1'. */
function words(name: string) {
  return name
    .replace(/[_-]+/g, " ")
    .replace(/([a-z])(\d)/g, "$1 $2")
    .replace(/\bcta\b/g, "call to action")
    .trim();
}

/**
 * What a place is called in its controls' names ('Edit hero title, first line'): its section
 * and its key made readable, so that the seven titles of the home page are told apart. A key
 * that already starts with its section's word does not say it twice.
 */
export function placeName(slot: Pick<Slot, "section" | "key">): string {
  const section = SECTION_WORDS[slot.section] ?? words(slot.section);
  const key = KEY_WORDS[slot.key] ?? words(slot.key);
  if (slot.section.startsWith("case_")) return `case ${key}`;
  return key.startsWith(section) ? key : `${section} ${key}`;
}
