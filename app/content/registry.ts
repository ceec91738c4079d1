import { caseSlots } from "./cases";
import { pageSettingOf } from "./page-settings";
import { PROJECT_POSTS } from "./project-blog";
import { SERVICE_PAGE_SLUGS } from "./service-pages";
import { imageOfAlt, slotId, type Slot } from "./slot";
import type { ContentType } from "~/db/schema";

/**
 * Every editable slot of the site, gathered from the content modules of this folder (each
 * exports its sections made with `defineSection`), so a new page's slots are known here
 * without a list to keep in step. The content endpoint accepts only these.
 */
const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], {
  eager: true,
});

function isSlot(value: unknown): value is Slot {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return typeof v.key === "string" && typeof v.section === "string" && typeof v.type === "string" && "default" in v;
}

function collect(value: unknown, into: (slot: Slot) => void, depth = 0) {
  if (depth > 3 || !value || typeof value !== "object") return;
  if (isSlot(value)) {
    into(value);
    return;
  }
  for (const child of Object.values(value)) collect(child, into, depth + 1);
}

const slots = new Map<string, Slot>();
const sectionModules = new Map<string, string>();
for (const [file, exports] of Object.entries(modules)) {
  const module = file.replace(/^\.\/|\.ts$/g, "");
  collect(exports, (slot) => {
    slots.set(slotId(slot), slot);
    sectionModules.set(slot.section, module);
  });
}

export const ALL_SLOTS: ReadonlyMap<string, Slot> = slots;

/** The content module ('home', 'about', 'service-pages', ...) a section is defined in. */
export function moduleOfSection(section: string): string | undefined {
  return sectionModules.get(section);
}

/** Case pages keep their own texts in section 'case_{slug}' (docs/product.md section 3). */
const CASE_SECTION = /^case_[a-z0-9-]+$/;
const CASE_SLOT_TYPES = new Map(Object.values(caseSlots("any")).map((s) => [s.key, s.type]));

/** The sections of the pages with settings (page-settings.ts), but for cases' and the project blog's. */
const SETTINGS_SECTIONS = new Set<string>(["home", "about", "contact-page", "all-projects", ...SERVICE_PAGE_SLUGS]);

/**
 * Whether a page setting is one of a public page's: in its own section; a project post's, in
 * the blog's with its slug before the key. /publicity (sent on at once) and the not-found page
 * have none.
 */
function isPageSetting(input: Pick<Slot, "section" | "key" | "type">) {
  const found = pageSettingOf(input);
  if (found?.setting !== input.type) return false;
  if (input.section === "project-blog") return (PROJECT_POSTS as readonly string[]).includes(found.keyPrefix.slice(0, -1));
  return found.keyPrefix === "" && (SETTINGS_SECTIONS.has(input.section) || CASE_SECTION.test(input.section));
}

/**
 * Whether a slot exists on the site with this type: the content action accepts only these.
 * Every image slot has a text slot for its alternative text (slot.ts, `altSlot`), and every
 * public page its settings.
 */
export function isKnownSlot(input: Pick<Slot, "section" | "key" | "type">): boolean {
  const image = imageOfAlt(input);
  if (image) return isKnownSlot(image);
  if (isPageSetting(input)) return true;
  if (CASE_SECTION.test(input.section)) return CASE_SLOT_TYPES.get(input.key) === input.type;
  return ALL_SLOTS.get(slotId(input))?.type === input.type;
}

/** The type of a slot the site has (a text, title, description or image), or null for none. */
export function knownSlotType(slot: Pick<Slot, "section" | "key">): ContentType | null {
  const types: ContentType[] = ["text", "title", "description", "image"];
  return types.find((type) => isKnownSlot({ ...slot, type })) ?? null;
}
