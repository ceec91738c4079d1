import type { SeoPage } from "~/lib/seo";
import { slotId, type ContentValues, type Slot } from "./slot";

/**
 * A page's search and share settings (docs/product.md section 2, Page settings): the title,
 * description and share picture that search engines and link previews show, stored over the
 * page's own. They are slots of the page's own section, so that its sitemap `lastmod` follows
 * them and a case's move with its slug; the project blog's posts share a section, so each
 * post's keys start with its slug. Loaders read them; visitors' scripts never need this module.
 */
export type SettingsAt = { section: string; keyPrefix: string };

export const PAGE_SETTINGS = ["title", "description", "image"] as const;
export type PageSetting = (typeof PAGE_SETTINGS)[number];

/** What an administrator chose instead of a page's own (the site's name follows a title that does not hold it). */
export type StoredSettings = Partial<Record<PageSetting, string>>;

/**
 * What a page's loader says of its head: what it shows (lib/seo.ts `pageMeta`), and for the
 * administrator's page settings, its own, the stored settings and where they are stored.
 */
export type PageHead = SeoPage & { own: SeoPage; stored: StoredSettings; settings: SettingsAt };

/** The three slots at `at`; each slot's type is its setting's name, its default empty (none stored). */
export function settingSlots({ section, keyPrefix }: SettingsAt): Record<PageSetting, Slot> {
  const slotOf = (type: PageSetting) => ({ section, key: `${keyPrefix}page_${type}`, type, default: "" });
  return { title: slotOf("title"), description: slotOf("description"), image: slotOf("image") };
}

/**
 * The setting a slot's key names, and the key's prefix (`page_title`, `nexus-financial_page_title`);
 * the slot's type must be the setting's name.
 */
export function pageSettingOf(slot: Pick<Slot, "key">): { setting: PageSetting; keyPrefix: string } | null {
  const match = slot.key.match(/^(.*?)page_(title|description|image)$/);
  return match ? { setting: match[2] as PageSetting, keyPrefix: match[1] } : null;
}

/**
 * The head of a page, for its loader: the stored settings over its own title, description
 * and picture. Worked out on the server, so that visitors' scripts carry neither the pages'
 * own texts nor this rule.
 */
export function pageHead(content: ContentValues, at: SettingsAt, own: SeoPage): PageHead {
  const slots = settingSlots(at);
  const stored: StoredSettings = {};
  for (const setting of PAGE_SETTINGS) {
    const value = content[slotId(slots[setting])];
    if (value !== undefined) stored[setting] = value;
  }
  return {
    title: stored.title ?? own.title,
    description: stored.description ?? own.description,
    image: stored.image || own.image,
    type: own.type,
    own,
    stored,
    settings: at,
  };
}
