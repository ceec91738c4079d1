import type { ContentType } from "~/db/schema";
import { pageMeta, type MetaArgs, type SeoPage } from "~/lib/seo";
import { slotId, type ContentValues, type Slot } from "./slot";

/**
 * A page's search and share settings (docs/product.md section 2, Page settings): the title,
 * description and share picture that search engines and link previews show. Three slots
 * spread into the page's own section, so that the page's sitemap `lastmod` follows them and
 * a case's move with its slug. Their defaults are empty: while none is stored, the page's
 * own (its route's `meta`) stands.
 */
export const PAGE_SETTINGS = {
  pageTitle: ["title", ""],
  pageDescription: ["description", ""],
  pageImage: ["image", ""],
} satisfies Record<string, [ContentType, string]>;

export type PageSettingSlots = Record<keyof typeof PAGE_SETTINGS, Slot>;

/** A page whose settings an administrator may change: its slots, and what shows while none is stored. */
export type PageSettings = { slots: PageSettingSlots; defaults: SeoPage };

/**
 * A route's `handle.pageSettings`: its page's settings from its loader's data and its path,
 * or null where it has none (a missing case); the administrator's bar offers them.
 */
export type PageSettingsOf<Data> = (data: Data, pathname: string) => PageSettings | null;

const KEY = /(?:^|_)page_(title|description|image)$/;

/** Which setting a slot holds, by its key: `page_title`, or `{post}_page_title` on the project blog. */
export function pageSettingOf(slot: Pick<Slot, "key">) {
  return (slot.key.match(KEY)?.[1] ?? null) as "title" | "description" | "image" | null;
}

/** The settings stored among a page's content: each one replaces its default. */
export function storedSettings(slots: PageSettingSlots, content: ContentValues = {}) {
  return {
    title: content[slotId(slots.pageTitle)],
    description: content[slotId(slots.pageDescription)],
    image: content[slotId(slots.pageImage)],
  };
}

/** A page's head (lib/seo.ts) with its stored settings over its defaults. */
export function settingsMeta(args: MetaArgs & { loaderData?: unknown }, settings: PageSettings) {
  const content = (args.loaderData as { content?: ContentValues } | undefined)?.content;
  return pageMeta(args, settings.defaults, storedSettings(settings.slots, content));
}
