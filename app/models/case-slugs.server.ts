import { and, eq, inArray, like, ne, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { caseSlugRedirects, caseStudies, siteContent, type CaseStudy } from "~/db/schema";
import { NEW_PROJECT_SLUG } from "~/lib/case-rules";
import { Refused } from "~/lib/refused";
import { slotItem } from "./revisions.server";

/**
 * A case's address (docs/product.md section 3, decision 004): its slug comes from its title and is
 * unique; renaming moves the case's own texts (section 'case_{slug}') and leaves a redirect
 * from the old address.
 */

export const SLUG_MESSAGES = {
  taken: (slug: string) => `The address /case/${slug} is already used by another case study.`,
  reserved: "That address is kept for new projects. Choose another.",
} as const;

/** Slugs no case may take: '/case/new-project' is the virtual new project (docs/product.md section 4). */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([NEW_PROJECT_SLUG]);

/**
 * A case's slug from its title (docs/product.md section 3): lower-cased, whitespace
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
export async function uniqueCaseSlug(db: Db, title: string, options: { exceptId?: string } = {}): Promise<string> {
  const base = slugify(title).slice(0, 90).replace(/-+$/, "") || "case-study";
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

/** The section of a case's own texts (docs/product.md section 3). */
export function caseSection(slug: string) {
  return `case_${slug}`;
}

/** Whether a 'case_{slug}' section belongs to a case now (or to the virtual new project). */
export async function caseSectionExists(db: Db, section: string) {
  const slug = section.replace(/^case_/, "");
  return slug === NEW_PROJECT_SLUG || (await slugOwner(db, slug)) !== null;
}

/** Which case holds `slug` now, if any. */
export async function slugOwner(db: Db, slug: string) {
  const [row] = await db.select({ id: caseStudies.id }).from(caseStudies).where(eq(caseStudies.slug, slug));
  return row?.id ?? null;
}

/**
 * Where a former slug of a renamed case leads now: the case's current slug, when that case
 * is published; else null.
 */
export async function findRedirectedSlug(db: Db, oldSlug: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: caseStudies.slug })
    .from(caseSlugRedirects)
    .innerJoin(caseStudies, eq(caseStudies.id, caseSlugRedirects.caseId))
    .where(and(eq(caseSlugRedirects.oldSlug, oldSlug), eq(caseStudies.status, "published")));
  return row?.slug ?? null;
}

/**
 * Writes that choose a slug take turns (a double click on 'Add Project', two administrators
 * renaming at once): the free slug one of them found is then still free when it is stored.
 */
export async function lockSlugs(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('case_studies.slug'))`);
}

/**
 * The slug a save gives a case: the one the administrator typed (refused when another case
 * has it), else a new one from the title when the title changed (or the case is new), else
 * the case's current slug.
 */
export async function slugForSave(
  tx: Db,
  wanted: { title: string; slug?: string },
  current: Pick<CaseStudy, "id" | "slug" | "title"> | null,
): Promise<string> {
  if (wanted.slug && wanted.slug !== current?.slug) {
    if (RESERVED_SLUGS.has(wanted.slug)) throw new Refused(SLUG_MESSAGES.reserved, 409);
    const owner = await slugOwner(tx, wanted.slug);
    if (owner && owner !== current?.id) throw new Refused(SLUG_MESSAGES.taken(wanted.slug), 409);
    return wanted.slug;
  }
  if (current && (wanted.slug === current.slug || wanted.title === current.title)) return current.slug;
  return uniqueCaseSlug(tx, wanted.title, { exceptId: current?.id });
}

/**
 * Moves what hangs on a slug to the case's new one, in the same transaction: its own texts
 * (section 'case_{slug}') and the old address, which from now on redirects here. `w` is the
 * write it is part of (models/write.server.ts `Write`): the texts moved are `touched`, so that
 * in draft mode they are drafted with the case.
 */
export async function moveSlug(w: { tx: Db; touched(item: string): void }, caseId: string | null, from: string, to: string) {
  const sections = [caseSection(from), caseSection(to)];
  const texts = await w.tx
    .select({ section: siteContent.section, key: siteContent.key })
    .from(siteContent)
    .where(inArray(siteContent.section, sections));
  // Both ends of every text that moves change (a draft keeps them as places of their own).
  for (const { key } of texts) for (const section of sections) w.touched(slotItem({ section, key }));
  await w.tx.delete(siteContent).where(eq(siteContent.section, caseSection(to)));
  await w.tx
    .update(siteContent)
    .set({ section: caseSection(to) })
    .where(eq(siteContent.section, caseSection(from)));
  await w.tx.delete(caseSlugRedirects).where(eq(caseSlugRedirects.oldSlug, to));
  if (caseId && !RESERVED_SLUGS.has(from)) {
    await w.tx
      .insert(caseSlugRedirects)
      .values({ oldSlug: from, caseId })
      .onConflictDoUpdate({ target: caseSlugRedirects.oldSlug, set: { caseId } });
  }
}
