import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { caseSlugRedirects, caseStudies, siteContent, type CaseStudy, type NewCaseStudy } from "~/db/schema";
import type { CaseFields } from "~/forms/case-study";
import { galleryOf, NEW_PROJECT_SLUG } from "~/lib/case-rules";
import { caseSection, lockSlugs, moveSlug, slugForSave, slugOwner, uniqueCaseSlug } from "./case-slugs.server";
import { keepDeleted } from "./deleted.server";
import { findRevision, REVISION_MESSAGES, slotItem } from "./revisions.server";
import { removeUnusedImages } from "./uploads.server";
import { Refused } from "~/lib/refused";
import type { Store } from "./store.server";
import { write, type Write } from "./write.server";

const published = eq(caseStudies.status, "published");

/** Published case studies in the portfolio's order (order_index ascending). */
export async function listPublishedCases(db: Db): Promise<CaseStudy[]> {
  return db.select().from(caseStudies).where(published).orderBy(asc(caseStudies.orderIndex), desc(caseStudies.createdAt));
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

export const CASE_MESSAGES = {
  missing: "This case study no longer exists. Reload the page.",
  lastImage: "A case study needs at least one image. Add another before removing this one.",
} as const;

/** The new case 'Add Project' makes (docs/product.md section 7: the case editors' insert). */
const NEW_CASE_STUDY = { title: "New Case Study" } as const;

/**
 * 'Add New Project' on the portfolio page (docs/product.md section 7): these fields, a slug
 * 'new-project-{timestamp}', and order_index after the last loaded project.
 */
export const NEW_PROJECT = {
  title: "New Project",
  clientName: "Client Name",
  category: "case-studies",
  description: "Project description...",
  featuredImage: "/placeholders/new-project-1600.webp",
  tags: ["New", "Project"],
} as const;

/** A case by id, locked until the write ends; refused when it is gone. */
async function lockCase(tx: Db, id: string): Promise<CaseStudy> {
  const [row] = await tx.select().from(caseStudies).where(eq(caseStudies.id, id)).for("update");
  if (!row) throw new Refused(CASE_MESSAGES.missing, 404);
  return row;
}

async function insertCase(w: Write, values: NewCaseStudy) {
  const [row] = await w.tx.insert(caseStudies).values(values).returning();
  // A live case takes its slug over from any former case's redirect.
  await w.tx.delete(caseSlugRedirects).where(eq(caseSlugRedirects.oldSlug, row.slug));
  await w.revise({ item: `case:${row.id}`, action: "create", before: null, after: row });
  w.changed({ table: "case_studies", action: "insert", id: row.id });
  return row;
}

/** 'Add Project' on the home page: a published 'New Case Study' first in the portfolio. */
export async function createCase(store: Store, by: string) {
  return write(store, by, async (w) => {
    await lockSlugs(w.tx);
    return insertCase(w, {
      ...NEW_CASE_STUDY,
      slug: await uniqueCaseSlug(w.tx, NEW_CASE_STUDY.title),
      status: "published",
      orderIndex: 0,
    });
  });
}

/** 'Add New Project' on the portfolio page, with the defaults of docs/product.md section 7. */
export async function addProject(store: Store, by: string) {
  return write(store, by, async (w) => {
    await lockSlugs(w.tx);
    const [{ loaded, last }] = await w.tx
      .select({ loaded: count(), last: sql<number>`coalesce(max(${caseStudies.orderIndex}), 0)` })
      .from(caseStudies)
      .where(published);
    let slug = `new-project-${Date.now()}`;
    while (await slugOwner(w.tx, slug)) slug = `new-project-${Date.now()}-${Math.floor(Math.random() * 1000)}`;
    return insertCase(w, {
      ...NEW_PROJECT,
      tags: [...NEW_PROJECT.tags],
      galleryImages: [NEW_PROJECT.featuredImage],
      slug,
      status: "published",
      // The loaded count plus one (docs/product.md section 7), and never before a case already there.
      orderIndex: Math.max(Number(loaded) + 1, Number(last) + 1),
    });
  });
}

/**
 * What a save changes: the case editor sends all its fields, the materials form its own
 * (docs/product.md section 7); fields left out keep their value. A featured image takes the first
 * place of the gallery.
 */
export type CaseChanges = Partial<Omit<CaseFields, "title">> & {
  title: string;
  featuredImage?: string | null;
  /** The featured image's alternative text (the materials form's): "" decorative, null none; left out, kept. */
  featuredAlt?: string | null;
  /** The case's version the editor started from; a newer one stored refuses the save. */
  version?: number;
};

function columns({ slug: _slug, featuredImage: _featured, featuredAlt: _alt, version: _version, ...fields }: CaseChanges) {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

function withFeatured(gallery: string[], featured: string | null) {
  const rest = gallery.slice(1);
  return featured ? [featured, ...rest.filter((url) => url !== featured)] : rest;
}

/**
 * Saves a case (docs/product.md sections 4 and 7); every save publishes. Without an id it inserts a
 * new case (order_index 0); `fromDraft` says it is the virtual new project, whose texts move
 * to the new case. A new slug moves the case's texts with it and leaves a redirect from the
 * old one.
 */
export async function saveCase(store: Store, by: string, id: string | null, changes: CaseChanges, options: { fromDraft?: boolean } = {}) {
  return write(store, by, async (w) => {
    await lockSlugs(w.tx);
    if (!id) {
      const slug = await slugForSave(w.tx, changes, null);
      const featured = changes.featuredImage ?? null;
      const row = await insertCase(w, {
        ...columns(changes),
        title: changes.title,
        slug,
        featuredImage: featured,
        galleryImages: featured ? [featured] : [],
        imageAlts: featured && typeof changes.featuredAlt === "string" ? { [featured]: changes.featuredAlt } : {},
        status: "published",
        orderIndex: 0,
      });
      if (options.fromDraft) await moveSlug(w, null, NEW_PROJECT_SLUG, slug);
      return row;
    }
    const current = await lockCase(w.tx, id);
    await w.expectVersion(`case:${id}`, { version: current.version, value: current }, changes.version);
    const slug = await slugForSave(w.tx, changes, current);
    if (slug !== current.slug) await moveSlug(w, id, current.slug, slug);
    let gallery = galleryOf(current);
    if (changes.featuredImage !== undefined && changes.featuredImage !== current.featuredImage) {
      // Clearing the featured image takes the first picture away: never the last one.
      if (!changes.featuredImage && gallery.length === 1) throw new Refused(CASE_MESSAGES.lastImage);
      gallery = withFeatured(gallery, changes.featuredImage);
      const dropped = caseImages(current).filter((url) => !gallery.includes(url));
      w.afterCommit(() => removeUnusedImages(store, dropped));
    }
    const images = {
      galleryImages: gallery,
      featuredImage: gallery[0] ?? null,
      imageAlts: altsOf(current.imageAlts, gallery, changes.featuredAlt),
    };
    const [row] = await w.tx
      .update(caseStudies)
      .set({ ...columns(changes), ...images, slug, status: "published", version: current.version + 1 })
      .where(eq(caseStudies.id, id))
      .returning();
    await w.revise({ item: `case:${id}`, action: "update", before: current, after: row });
    w.changed({ table: "case_studies", action: "update", id });
    return row;
  });
}

/** The alternative texts of the pictures a gallery keeps, with the featured one's as written (left out: kept). */
function altsOf(alts: Record<string, string>, gallery: string[], featuredAlt: string | null | undefined) {
  const kept = Object.fromEntries(Object.entries(alts).filter(([url]) => gallery.includes(url)));
  const featured = gallery[0];
  if (!featured || featuredAlt === undefined) return kept;
  const { [featured]: _old, ...rest } = kept;
  return featuredAlt === null ? rest : { ...rest, [featured]: featuredAlt };
}

/** What restoring a version of a case brings back: all an editor changes but its address. */
const RESTORED_FIELDS = [
  "title",
  "clientName",
  "category",
  "description",
  "challenge",
  "solution",
  "results",
  "tags",
  "externalLink",
  "featuredImage",
  "galleryImages",
  "imageAlts",
] as const satisfies ReadonlyArray<keyof CaseStudy>;

/**
 * Makes a past version of a case its content again, as a new revision (History). The case
 * keeps its current address, so links to it stay; pictures of the version come back (kept
 * revisions keep their files), and pictures only the newer version showed stay in its
 * revision.
 */
export async function restoreCase(store: Store, by: string, id: string, revisionId: string) {
  return write(store, by, async (w) => {
    const current = await lockCase(w.tx, id);
    const revision = await findRevision(w.tx, revisionId);
    if (!revision || revision.item !== `case:${id}`) throw new Refused(REVISION_MESSAGES.otherItem, 404);
    const version = revision.after as Partial<Record<(typeof RESTORED_FIELDS)[number], unknown>> | null;
    if (!version || typeof version.title !== "string") throw new Refused(REVISION_MESSAGES.notRestorable);
    const values = Object.fromEntries(RESTORED_FIELDS.filter((name) => name in version).map((name) => [name, version[name]]));
    const [row] = await w.tx
      .update(caseStudies)
      .set({ ...values, version: current.version + 1 })
      .where(eq(caseStudies.id, id))
      .returning();
    const dropped = caseImages(current).filter((url) => !caseImages(row).includes(url));
    w.afterCommit(() => removeUnusedImages(store, dropped));
    await w.revise({ item: `case:${id}`, action: "restore", before: current, after: row });
    w.changed({ table: "case_studies", action: "update", id });
    return row;
  });
}

/** Every uploaded image a case shows (featured and gallery), without repeats. */
export function caseImages(row: Pick<CaseStudy, "featuredImage" | "galleryImages">) {
  return [...new Set([row.featuredImage, ...row.galleryImages].filter((url): url is string => !!url))];
}

/**
 * Deletes a case (from the portfolio page or the materials manager): its row, its old
 * addresses and its own texts. Its revision keeps all of it, pictures included, so that the
 * delete can be undone (models/deleted.server.ts); returns that revision's id.
 */
export async function deleteCase(store: Store, by: string, id: string) {
  return write(store, by, async (w) => {
    const row = await lockCase(w.tx, id);
    const section = caseSection(row.slug);
    const texts = await w.tx
      .select({ key: siteContent.key, content: siteContent.content, contentType: siteContent.contentType })
      .from(siteContent)
      .where(eq(siteContent.section, section));
    await w.tx.delete(caseStudies).where(eq(caseStudies.id, id));
    await w.tx.delete(siteContent).where(eq(siteContent.section, section));
    for (const { key } of texts) w.touched(slotItem({ section, key }));
    w.changed({ table: "case_studies", action: "delete", id });
    return keepDeleted(store, w, "case", row, texts);
  });
}
