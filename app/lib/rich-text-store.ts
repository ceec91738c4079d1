import { RICH_PREFIX, type RichMark, type RichRun } from "./rich-text";

/** The marks of the format, in the order a run stores them. */
export const RICH_MARKS = ["bold", "italic"] as const satisfies readonly RichMark[];

/** Not in rich-text.ts: only the editor and the server write a value, so visitors' script never carries this. */

function sameFormat(a: RichRun, b: RichRun) {
  return (a.marks ?? []).join() === (b.marks ?? []).join() && a.link === b.link;
}

/**
 * The stored form of runs (docs/decisions/025-rich-text.md): empty runs dropped, marks in one
 * order, neighbours of one format joined; plain text when nothing is formatted, so an
 * unformatted description stays a string.
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
  return RICH_PREFIX + JSON.stringify(kept);
}
