import type { CaseStudy } from "~/db/schema";
import { NEW_CASE_ID, NEW_PROJECT_SLUG } from "~/lib/case-rules";

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
  /** The words written for each picture, by address ("" decorative); a picture with none is named by the title. */
  imageAlts: Record<string, string>;
  tags: string[];
  externalLink: string | null;
  /** What an editor's save names as the version it started from. */
  version: number;
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
    imageAlts: row.imageAlts,
    tags: row.tags,
    externalLink: row.externalLink,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The virtual new project an administrator fills in (id 'new', a draft until saved). */
export function newProjectDraft(): CaseView {
  return {
    id: NEW_CASE_ID,
    title: "New Case Study",
    slug: NEW_PROJECT_SLUG,
    clientName: "",
    category: "case-studies",
    description: "",
    challenge: null,
    solution: null,
    results: null,
    featuredImage: null,
    galleryImages: [],
    imageAlts: {},
    tags: [],
    externalLink: null,
    version: 1,
    createdAt: new Date().toISOString(),
  };
}
