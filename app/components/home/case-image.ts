import type { CaseStudy } from "~/db/schema";

/** What the home page shows of a case study (the loader sends only these fields). */
export type HomeCase = Pick<
  CaseStudy,
  "id" | "slug" | "title" | "clientName" | "category" | "description" | "tags" | "featuredImage"
>;

export function toHomeCase(row: HomeCase): HomeCase {
  const { id, slug, title, clientName, category, description, tags, featuredImage } = row;
  return { id, slug, title, clientName, category, description, tags, featuredImage };
}

/** A category as visitors read it: hyphens shown as spaces (SPEC.md section 2). */
export function categoryLabel(category: string) {
  return category.replace(/-/g, " ");
}

/**
 * `src` and `srcSet` of a case picture. The bundled demo pictures come in 800 and 1600 px
 * widths (`-1600.webp` / `-800.webp`); other addresses are used as they are.
 */
export function caseImageSources(url: string): { src: string; srcSet?: string } {
  if (!/-1600\.webp$/.test(url)) return { src: url };
  const small = url.replace(/-1600\.webp$/, "-800.webp");
  return { src: small, srcSet: `${small} 800w, ${url} 1600w` };
}
