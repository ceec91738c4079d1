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
