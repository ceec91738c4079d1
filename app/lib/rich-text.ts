/**
 * The formatted texts of descriptions and a case's overview, challenge, solution and results
 * (docs/decisions/025-rich-text.md): a run of texts, each bold, italic and/or a link, line
 * breaks as "\n" in the text. Stored as `{rich:1}` and the runs as JSON; a text with no
 * formatting is stored as the plain string it is, as every value was before. Small and free
 * of zod: visitors' pages read it. The server checks a document with app/forms/rich-text.ts.
 */
export type RichMark = "bold" | "italic";
export type RichRun = { text: string; marks?: RichMark[]; link?: string };
/** How every stored document starts; a value not starting so is plain text, whatever it holds. */
export const RICH_PREFIX = "{rich:1}";

/** Whether a stored value claims to be a document (the server refuses one that is not a valid one). */
export function looksRich(value: string) {
  return value.startsWith(RICH_PREFIX);
}

/** A stored value's document runs, or null when it is plain text (or not a valid document). */
export function readRich(value: string | null | undefined): RichRun[] | null {
  if (!value || !looksRich(value)) return null;
  try {
    const runs = JSON.parse(value.slice(RICH_PREFIX.length)) as RichRun[];
    // Only the shape is looked at here: every document stored went through the server's check
    // (app/forms/rich-text.ts), and this runs in every visitor's page, where bytes count.
    if (Array.isArray(runs) && runs.every((run) => typeof run?.text === "string")) return runs;
  } catch {
    // Not a document after all: shown as the text it is.
  }
  return null;
}

/** A value's words without formatting: for page heads, snippets, excerpts, alt texts and lists. */
export function plainText(value: string | null | undefined): string {
  return (
    readRich(value)
      ?.map((run) => run.text)
      .join("") ??
    value ??
    ""
  );
}
