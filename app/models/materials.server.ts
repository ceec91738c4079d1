import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { caseStudies, type CaseStudy } from "~/db/schema";
import type { MaterialFields } from "~/forms/case-study";
import { withStoredImages } from "~/storage/images.server";
import { saveCase } from "./case-studies.server";
import type { Store } from "./store.server";
import { normaliseCategory } from "~/lib/case-rules";

/** What a material card shows: a published case study seen from a service page. */
export type Material = Pick<
  CaseStudy,
  | "id"
  | "title"
  | "slug"
  | "clientName"
  | "category"
  | "description"
  | "featuredImage"
  | "imageAlts"
  | "tags"
  | "externalLink"
  | "version"
  | "createdAt"
>;

// Shared with the pages a draft shows on (app/content/where.ts).
export { normaliseCategory };

/** The same normalisation in SQL, so the database does the filtering. */
function normalisedSql(column: unknown) {
  return sql`regexp_replace(lower(btrim(${column})), '[[:space:]-]+', ' ', 'g')`;
}

/**
 * The client materials of a service page: published case studies whose category or one of
 * whose tags matches the category name (docs/product.md section 2, Service pages), newest first.
 */
export async function listMaterials(db: Db, categoryName: string): Promise<Material[]> {
  const wanted = normaliseCategory(categoryName);
  if (!wanted) return [];
  return selectMaterials(
    db,
    sql`(${normalisedSql(caseStudies.category)} = ${wanted} or exists (
      select 1 from unnest(${caseStudies.tags}) as tag where ${normalisedSql(sql.raw("tag"))} = ${wanted}
    ))`,
  );
}

/** Every published case study as a material, newest first: the materials manager of /admin. */
export async function listAllMaterials(db: Db): Promise<Material[]> {
  return selectMaterials(db);
}

function selectMaterials(db: Db, matching?: SQL) {
  return db
    .select({
      id: caseStudies.id,
      title: caseStudies.title,
      slug: caseStudies.slug,
      clientName: caseStudies.clientName,
      category: caseStudies.category,
      description: caseStudies.description,
      featuredImage: caseStudies.featuredImage,
      imageAlts: caseStudies.imageAlts,
      tags: caseStudies.tags,
      externalLink: caseStudies.externalLink,
      version: caseStudies.version,
      createdAt: caseStudies.createdAt,
    })
    .from(caseStudies)
    .where(and(eq(caseStudies.status, "published"), matching))
    .orderBy(desc(caseStudies.createdAt), desc(caseStudies.id));
}

/**
 * The materials form's save (docs/product.md sections 2 and 7): a material is a case study, created
 * or changed with the form's fields and published. An uploaded picture (stored under the
 * category's folder) wins over a typed image address.
 */
export async function saveMaterial(
  store: Store,
  by: string,
  { id, file, ...fields }: Omit<MaterialFields, "file" | "featuredAlt"> & { file?: Buffer; featuredAlt?: string | null },
) {
  const save = (featuredImage: string | null) => saveCase(store, by, id ?? null, { ...fields, featuredImage });
  if (!file) return save(fields.featuredImage);
  return withStoredImages(store.storage, [{ bytes: file, bucket: "case-studies", prefix: fields.category }], ([image]) => save(image.url));
}
