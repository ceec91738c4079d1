import type { ContentType } from "~/db/schema";

/** An editable content slot: where a text or image lives, what kind it is, and its default. */
export type Slot = {
  key: string;
  section: string;
  type: ContentType;
  default: string;
};

/** Stored values of slots, by `slotId`. A missing entry means "show the default". */
export type ContentValues = Record<string, string>;

export function slot(section: string, key: string, type: ContentType, defaultValue: string): Slot {
  return { section, key, type, default: defaultValue };
}

export function slotId(s: Pick<Slot, "section" | "key">) {
  return `${s.section}:${s.key}`;
}

/** How an image slot's key is followed to name the text slot of its alternative text. */
export const ALT_SUFFIX = "--alt";

/**
 * The text slot holding an image slot's alternative text (docs/product.md section 5): stored
 * empty, the picture is decorative (`alt=""`); none stored, the place's own description
 * stands. A text slot of its own, so saving, history, conflicts and live updates are those of
 * every text. Section keys never hold "--" (`defineSection` makes snake_case keys).
 */
export function altSlot(image: Pick<Slot, "section" | "key">): Slot {
  return { section: image.section, key: `${image.key}${ALT_SUFFIX}`, type: "text", default: "" };
}

/** The image slot whose alternative text a slot holds, when it is one. */
export function imageOfAlt(s: Pick<Slot, "section" | "key" | "type">): Pick<Slot, "section" | "key" | "type"> | null {
  if (s.type !== "text" || !s.key.endsWith(ALT_SUFFIX)) return null;
  return { section: s.section, key: s.key.slice(0, -ALT_SUFFIX.length), type: "image" };
}

/** Builds a group of slots of one section: `defineSection("hero", { title: ["title", "..."] })`. */
export function defineSection<K extends string>(
  section: string,
  entries: Record<K, [type: ContentType, defaultValue: string]>,
): Record<K, Slot> {
  const slots = {} as Record<K, Slot>;
  for (const name of Object.keys(entries) as K[]) {
    const [type, defaultValue] = entries[name];
    slots[name] = slot(section, toKey(name), type, defaultValue);
  }
  return slots;
}

function toKey(name: string) {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** Every slot of the given groups, for a loader to read in one query. */
export function slotsOf(...groups: Array<Record<string, Slot>>): Slot[] {
  return groups.flatMap((g) => Object.values(g));
}
