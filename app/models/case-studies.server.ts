import { and, desc, eq, asc } from "drizzle-orm";
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
