import type { CaseStudy } from "~/db/schema";
import { seededRandom, shuffle } from "~/lib/random";

/** What the home page shows of a case study (the loader sends only these fields). */
export type HomeCase = Pick<CaseStudy, "id" | "slug" | "title" | "clientName" | "category" | "description" | "tags" | "featuredImage">;

export function toHomeCase(row: HomeCase): HomeCase {
  const { id, slug, title, clientName, category, description, tags, featuredImage } = row;
  return { id, slug, title, clientName, category, description, tags, featuredImage };
}

/** docs/product.md section 9: 8 random cases in the portfolio grid, 4 in the featured section. */
export const GRID_SIZE = 8;
export const FEATURED_SIZE = 4;

/**
 * The home page's two random picks (docs/product.md section 2) from its case studies, decided by a
 * seed: the page that rendered on the server and the browser that hydrates it pick alike,
 * and an open page keeps its mix when its data is reloaded after a change.
 */
export function pickHomeCases(cases: readonly HomeCase[], seed: number) {
  const random = seededRandom(seed);
  return {
    portfolio: shuffle(cases, random).slice(0, GRID_SIZE),
    featured: shuffle(cases, random).slice(0, FEATURED_SIZE),
  };
}
