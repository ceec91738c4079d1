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
