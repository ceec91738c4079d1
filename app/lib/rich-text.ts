import { isAllowedLink } from "./links";

/**
 * The formatted texts of descriptions and a case's overview, challenge, solution and results
 * (docs/decisions/025-rich-text.md): a run of texts, each bold, italic and/or a link, line
 * breaks as "\n" in the text. Stored as JSON starting with `{"rich":1,`; a text with no
 * formatting is stored as the plain string it is, as every value was before. Small and free
 * of zod: visitors' pages read it. The server checks a document with app/forms/rich-text.ts.
 */
export const RICH_MARKS = ["bold", "italic"] as const;
export type RichMark = (typeof RICH_MARKS)[number];
export type RichRun = { text: string; marks?: RichMark[]; link?: string };
export type RichDoc = { rich: 1; runs: RichRun[] };

/** How every stored document starts; a value not starting so is plain text, whatever it holds. */
export const RICH_PREFIX = '{"rich":1,';

/** Whether a stored value claims to be a document (the server refuses one that is not a valid one). */
export function looksRich(value: string) {
  return value.startsWith(RICH_PREFIX);
}

function isRun(run: unknown): run is RichRun {
  if (!run || typeof run !== "object") return false;
  const { text, marks, link } = run as Record<string, unknown>;
  return (
    typeof text === "string" &&
    (marks === undefined || (Array.isArray(marks) && marks.every((m) => (RICH_MARKS as readonly unknown[]).includes(m)))) &&
    (link === undefined || (typeof link === "string" && isAllowedLink(link)))
  );
}

/** A stored value's document runs, or null when it is plain text (or not a valid document). */
export function readRich(value: string | null | undefined): RichRun[] | null {
  if (!value || !looksRich(value)) return null;
  try {
    const doc = JSON.parse(value) as Partial<RichDoc>;
    if (doc.rich === 1 && Array.isArray(doc.runs) && doc.runs.every(isRun)) return doc.runs;
  } catch {
    // Not a document after all: shown as the text it is.
  }
  return null;
}

/** The runs of a stored value: its document's, or the plain text as one run. */
export function richRuns(value: string | null | undefined): RichRun[] {
  if (!value) return [];
  return readRich(value) ?? [{ text: value }];
}

/** A value's words without formatting: for page heads, snippets, excerpts, alt texts and lists. */
export function plainText(value: string | null | undefined): string {
  return richRuns(value)
    .map((run) => run.text)
    .join("");
}

function sameFormat(a: RichRun, b: RichRun) {
  return (a.marks ?? []).join() === (b.marks ?? []).join() && a.link === b.link;
}

/**
 * The stored form of runs: empty runs dropped, marks in one order, neighbours of one format
 * joined; plain text when nothing is formatted, so an unformatted description stays a string.
 */
export function storeRich(runs: readonly RichRun[]): string {
  const kept: RichRun[] = [];
  for (const run of runs) {
    if (!run.text) continue;
    const marks = RICH_MARKS.filter((m) => run.marks?.includes(m));
    const next: RichRun = { text: run.text, ...(marks.length ? { marks } : {}), ...(run.link ? { link: run.link } : {}) };
    const last = kept.at(-1);
    if (last && sameFormat(last, next)) last.text += next.text;
    else kept.push(next);
  }
  if (kept.every((run) => !run.marks && !run.link)) return kept.map((run) => run.text).join("");
  return JSON.stringify({ rich: 1, runs: kept } satisfies RichDoc);
}
