/**
 * Rules about case studies that visitors' pages, the administrators' forms and the server
 * share. No zod here: visitors' pages import this module.
 */

/** docs/product.md sections 5 and 9: a case holds at most 15 images. */
export const MAX_GALLERY_IMAGES = 15;

/**
 * The home page shows a random mix of case studies (docs/product.md section 2); it is cached
 * in this many mixes, and each visit gets one at random (server/render-cache.ts).
 */
export const HOME_MIXES = 8;

/** The virtual new project's id and slug (docs/product.md section 4): saving it inserts a new case. */
export const NEW_CASE_ID = "new";
export const NEW_PROJECT_SLUG = "new-project";

/** The gallery as pages show it: the stored list, or the lone featured image (the first). */
export function galleryOf(item: { featuredImage: string | null; galleryImages: string[] }): string[] {
  if (item.galleryImages.length > 0) return item.galleryImages;
  return item.featuredImage ? [item.featuredImage] : [];
}

/**
 * The words written for a case's featured picture ("" for a decorative one), or null while
 * none are: cards then leave it to the title beside it (docs/product.md section 5).
 */
export function featuredAltOf(item: { featuredImage: string | null; imageAlts: Record<string, string> }): string | null {
  return item.featuredImage ? (item.imageAlts[item.featuredImage] ?? null) : null;
}

/** How a stored category is shown: hyphens as spaces ('social-media' -> 'social media'). */
export function categoryLabel(category: string) {
  return category.replace(/-/g, " ");
}

/** docs/product.md section 3: the six categories, stored lower-case. */
export const CASE_CATEGORIES = ["branding", "digital-marketing", "development", "social-media", "web-design", "case-studies"] as const;
export type CaseCategory = (typeof CASE_CATEGORIES)[number];

/**
 * docs/product.md section 2, Service pages: category names compare case-insensitively,
 * with hyphens and spaces equal ('Social Media' = 'social-media'), ignoring surrounding and
 * repeated separators.
 */
export function normaliseCategory(name: string) {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, " ");
}
