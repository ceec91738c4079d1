import type { CaseStudy } from "~/db/schema";
import { featuredAltOf, HOME_MIXES } from "~/lib/case-rules";
import { seededRandom, shuffle } from "~/lib/random";

/** What the home page shows of a case study (the loader sends only these fields). */
export type HomeCase = Pick<CaseStudy, "id" | "slug" | "title" | "clientName" | "category" | "description" | "tags" | "featuredImage"> & {
  featuredAlt: string | null;
};

export function toHomeCase(row: Omit<HomeCase, "featuredAlt"> & Pick<CaseStudy, "imageAlts">): HomeCase {
  const { id, slug, title, clientName, category, description, tags, featuredImage } = row;
  return { id, slug, title, clientName, category, description, tags, featuredImage, featuredAlt: featuredAltOf(row) };
}

/** docs/product.md section 9: 8 random cases in the portfolio grid, 4 in the featured section. */
export const GRID_SIZE = 8;
export const FEATURED_SIZE = 4;

/**
 * The home page's two random picks (docs/product.md section 2) from all its published case
 * studies, decided by a seed: the page that rendered on the server and the browser that
 * hydrates it pick alike, and an open page keeps its mix when its data is reloaded after a
 * change. A seed is a round and a turn (`round * HOME_MIXES + turn`): the mixes of one round
 * share one order and each turn shows the next run of it, so the HOME_MIXES cached mixes of
 * the home page (server/app.ts) together show every case, up to HOME_MIXES x GRID_SIZE of them,
 * and a new round (drawn after every change) shows others.
 */
export function pickHomeCases(cases: readonly HomeCase[], seed: number) {
  const random = seededRandom(Math.floor(seed / HOME_MIXES));
  const turn = seed % HOME_MIXES;
  return {
    portfolio: runOf(shuffle(cases, random), GRID_SIZE, turn),
    featured: runOf(shuffle(cases, random), FEATURED_SIZE, turn),
  };
}

/** The `turn`th run of `size` items of `order`, going round past its end. */
function runOf<T>(order: T[], size: number, turn: number): T[] {
  if (order.length <= size) return order;
  const start = (turn * size) % order.length;
  return Array.from({ length: size }, (_, i) => order[(start + i) % order.length]);
}
