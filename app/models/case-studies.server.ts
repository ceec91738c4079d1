import { and, asc, desc, eq, like, ne } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { caseStudies, type CaseStudy } from "~/db/schema";

const published = eq(caseStudies.status, "published");

/** Published case studies in the portfolio's order (order_index ascending). */
export async function listPublishedCases(db: Db): Promise<CaseStudy[]> {
  return db
    .select()
    .from(caseStudies)
    .where(published)
    .orderBy(asc(caseStudies.orderIndex), desc(caseStudies.createdAt));
}

/** Up to `count` published case studies in random order (home page grids). */
export async function randomPublishedCases(db: Db, count: number): Promise<CaseStudy[]> {
  const all = await listPublishedCases(db);
  return shuffle(all).slice(0, count);
}

/** One published case by its slug; drafts and unknown slugs give null. */
export async function findPublishedCaseBySlug(db: Db, slug: string) {
  const [row] = await db
    .select()
    .from(caseStudies)
    .where(and(eq(caseStudies.slug, slug), published))
    .limit(1);
  return row ?? null;
}

/** Fisher-Yates: every order equally likely. */
export function shuffle<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** Slugs no case may take: '/case/new-project' is the virtual new project (SPEC.md section 4). */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(["new-project"]);

/**
 * A case's slug from its title (SPEC.md section 3, SPEC-NOTES 4): lower-cased, whitespace
 * runs to hyphens, and only characters safe in a URL path and in a content section name
 * (a-z, 0-9, hyphen) kept; accents are folded ("Café" -> "cafe").
 */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim()
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * A slug for `title` that no other case has and that is not reserved: the plain slug when
 * free, else the first free `slug-2`, `slug-3`, ... `exceptId` lets a case keep its own slug.
 */
export async function uniqueCaseSlug(
  db: Db,
  title: string,
  options: { exceptId?: string } = {},
): Promise<string> {
  const base = slugify(title) || "case-study";
  const conditions = [like(caseStudies.slug, `${base}%`)];
  if (options.exceptId) conditions.push(ne(caseStudies.id, options.exceptId));
  const rows = await db
    .select({ slug: caseStudies.slug })
    .from(caseStudies)
    .where(and(...conditions));
  const taken = new Set(rows.map((r) => r.slug));
  const free = (slug: string) => !taken.has(slug) && !RESERVED_SLUGS.has(slug);
  if (free(base)) return base;
  for (let n = 2; ; n++) {
    if (free(`${base}-${n}`)) return `${base}-${n}`;
  }
}
