import type { CaseStudy } from "~/db/schema";

/** What a page sends to the browser about a case: its public fields, dates as ISO text. */
export type CaseView = {
  id: string;
  title: string;
  slug: string;
  clientName: string;
  category: string;
  description: string;
  challenge: string | null;
  solution: string | null;
  results: string | null;
  featuredImage: string | null;
  galleryImages: string[];
  tags: string[];
  externalLink: string | null;
  createdAt: string;
};

export function toCaseView(row: CaseStudy): CaseView {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    clientName: row.clientName,
    category: row.category,
    description: row.description,
    challenge: row.challenge,
    solution: row.solution,
    results: row.results,
    featuredImage: row.featuredImage,
    galleryImages: row.galleryImages,
    tags: row.tags,
    externalLink: row.externalLink,
    createdAt: row.createdAt.toISOString(),
  };
}
