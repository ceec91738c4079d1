import { and, eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { caseStudies, introLogos, siteContent, teamMembers, type ContentType, type SiteContentRow } from "~/db/schema";
import { knownSlotType } from "~/content/registry";
import { slugOwner, uniqueCaseSlug } from "./case-slugs.server";

/**
 * A place is an item as revisions name it (docs/decisions/010, 024): a content slot
 * `slot:<section>/<key>`, whose value is its text or picture address (null: its default), or a
 * record `case:<id>`, `team:<id>`, `logo:<id>`, whose value is its whole row as JSON (null:
 * deleted). Drafts, the draft view and publishing read and write places through this module.
 */
export type Place = { kind: "slot"; section: string; key: string } | { kind: RecordKind; id: string };

/** The tables of the records that are places, by the kind that names them. */
export const RECORD_TABLES = { case: caseStudies, team: teamMembers, logo: introLogos } as const;
export type RecordKind = keyof typeof RECORD_TABLES;

/** The table a change event names for each kind of place. */
export const CHANGE_TABLES = { slot: "site_content", case: "case_studies", team: "team_members", logo: "intro_logos" } as const;

export type Row = Record<string, unknown> & { id: string };

export class UnknownPlaceError extends Error {}

export function parsePlace(place: string): Place {
  const colon = place.indexOf(":");
  const [kind, rest] = [place.slice(0, colon), place.slice(colon + 1)];
  if (kind === "slot") {
    const slash = rest.indexOf("/");
    if (slash > 0) return { kind, section: rest.slice(0, slash), key: rest.slice(slash + 1) };
  } else if (kind in RECORD_TABLES && rest) {
    return { kind: kind as RecordKind, id: rest };
  }
  throw new UnknownPlaceError(`Unknown place ${place}`);
}

/** A stored slot's value as pages read it: its text, or its picture's address. */
export function contentText(content: SiteContentRow["content"]): string {
  if (typeof content === "string") return content;
  return content?.text ?? content?.url ?? "";
}

/** A value as it is kept in JSON (a row's dates become their ISO text). */
export function asJson(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}

/** Whether two values are the same once kept as JSON, whatever the order of their keys (jsonb sorts them). */
export function sameValue(a: unknown, b: unknown) {
  return canonical(asJson(a)) === canonical(asJson(b));
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, v]) => `${JSON.stringify(key)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

const slotWhere = (place: { section: string; key: string }) => and(eq(siteContent.section, place.section), eq(siteContent.key, place.key));

/** A place's value in `db` now, as JSON (null: a slot at its default, a record that is not there). */
export async function readPlace(db: Db, place: string): Promise<unknown> {
  const parsed = parsePlace(place);
  if (parsed.kind === "slot") {
    const [row] = await db.select({ content: siteContent.content }).from(siteContent).where(slotWhere(parsed));
    return row ? contentText(row.content) : null;
  }
  const table = RECORD_TABLES[parsed.kind];
  const [row] = await db.select().from(table).where(eq(table.id, parsed.id));
  return row ? asJson(row) : null;
}

/**
 * Writes a place's value into the live tables: an upsert, or a delete for null. No revision,
 * no change event, no file touched: the draft view and draft writes lay the draft over the
 * live site with it, inside a transaction that is rolled back. A case whose address another
 * case has taken since it was drafted shows at a free one (`-2`...), so that the view never
 * fails; publishing refuses that instead (models/publish.server.ts).
 */
export async function applyPlace(tx: Db, place: string, value: unknown) {
  const parsed = parsePlace(place);
  if (parsed.kind === "slot") return applySlot(tx, parsed, value);
  const table = RECORD_TABLES[parsed.kind];
  if (value === null) {
    await tx.delete(table).where(eq(table.id, parsed.id));
    return;
  }
  const values = revive(table, value as Row);
  values.id = parsed.id;
  if (parsed.kind === "case" && typeof values.slug === "string") {
    const owner = await slugOwner(tx, values.slug);
    if (owner && owner !== parsed.id) values.slug = await uniqueCaseSlug(tx, values.slug, { exceptId: parsed.id });
  }
  const { id: _id, ...changes } = values;
  await tx
    .insert(table)
    // The table's own type is lost in the lookup; the values are its row, revived.
    .values(values as never)
    .onConflictDoUpdate({ target: table.id, set: changes as never });
}

async function applySlot(tx: Db, slot: { section: string; key: string }, value: unknown) {
  if (value === null) {
    await tx.delete(siteContent).where(slotWhere(slot));
    return;
  }
  if (typeof value !== "string") throw new UnknownPlaceError(`A slot's value is text: ${slot.section}/${slot.key}`);
  const type = await slotTypeOf(tx, slot);
  const content = type === "image" ? { url: value } : value;
  await tx
    .insert(siteContent)
    .values({ ...slot, content, contentType: type })
    .onConflictDoUpdate({ target: [siteContent.key, siteContent.section], set: { content, contentType: type, updatedAt: sql`now()` } });
}

/** A slot's type: the site's for it, else the stored row's, else a text. */
export async function slotTypeOf(db: Db, slot: { section: string; key: string }): Promise<ContentType> {
  const known = knownSlotType(slot);
  if (known) return known;
  const [stored] = await db.select({ type: siteContent.contentType }).from(siteContent).where(slotWhere(slot));
  return stored?.type ?? "text";
}

/** A row read back from JSON: only the table's columns, and timestamps become dates again. */
export function revive(table: (typeof RECORD_TABLES)[RecordKind], row: Row): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, column] of Object.entries(getTableColumns(table))) {
    if (!(name in row)) continue;
    const value = row[name];
    values[name] = column.columnType === "PgTimestamp" && typeof value === "string" ? new Date(value) : value;
  }
  return values;
}
