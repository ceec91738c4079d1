import { isAllowedLink } from "~/lib/links";
import { readRich, type RichMark, type RichRun } from "~/lib/rich-text";
import { storeRich } from "~/lib/rich-text-store";

/**
 * The rich-text editor's two ways between the format and the DOM (docs/decisions/025): the
 * editor's content is drawn from a value's runs, and read back into runs on every change, so
 * that what is stored is never the DOM's HTML. Reading keeps only bold, italics, allowed links
 * and line breaks, so pasted HTML loses everything else.
 */

const BLOCKS = new Set([
  "DIV",
  "P",
  "LI",
  "UL",
  "OL",
  "H1",
  "H2",
  "H3",
  "H4",
  "H5",
  "H6",
  "BLOCKQUOTE",
  "PRE",
  "TR",
  "TABLE",
  "SECTION",
  "ARTICLE",
]);
const SKIPPED = new Set(["SCRIPT", "STYLE", "TEMPLATE", "HEAD", "TITLE", "META", "LINK", "NOSCRIPT", "IFRAME", "OBJECT", "SVG", "IMG"]);

type Format = { marks: Set<RichMark>; link?: string };

function formatOf(element: HTMLElement, outer: Format): Format {
  const marks = new Set(outer.marks);
  const tag = element.tagName;
  const weight = element.style?.fontWeight;
  if (tag === "B" || tag === "STRONG" || weight === "bold" || Number(weight) >= 600) marks.add("bold");
  if (tag === "I" || tag === "EM" || element.style?.fontStyle === "italic") marks.add("italic");
  // Pasted text in a bold heading is not made bold by it: only marks say so.
  if (weight === "normal" || weight === "400") marks.delete("bold");
  let link = outer.link;
  if (tag === "A") {
    const href = element.getAttribute("href")?.trim() ?? "";
    link = isAllowedLink(href) ? href : undefined;
  }
  return { marks, link };
}

function endsWithBreak(runs: RichRun[]) {
  const last = runs.at(-1);
  return !last || last.text.endsWith("\n");
}

function read(node: Node, format: Format, runs: RichRun[], pasted: boolean) {
  if (node.nodeType === Node.TEXT_NODE) {
    // Spaces a browser keeps with no-break spaces are spaces. Source line breaks of pasted HTML
    // are spaces; in the editor's own field (white-space: pre-wrap) a browser may write a line
    // break as "\n" rather than <br>: a line break it is.
    const text = (node.textContent ?? "")
      .replace(/\u00a0/g, " ")
      .replace(/[\r\n]+/g, (breaks) => (pasted ? " " : breaks.replace(/\r/g, "")));
    if (text) runs.push({ text, marks: [...format.marks], link: format.link });
    return;
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return;
  const element = node as HTMLElement;
  if (SKIPPED.has(element.tagName.toUpperCase())) return;
  if (element.tagName === "BR") {
    runs.push({ text: "\n", marks: [...format.marks], link: format.link });
    return;
  }
  const block = BLOCKS.has(element.tagName);
  if (block && !endsWithBreak(runs)) runs.push({ text: "\n" });
  const inner = formatOf(element, format);
  for (const child of Array.from(element.childNodes)) read(child, inner, runs, pasted);
  if (block && !endsWithBreak(runs)) runs.push({ text: "\n" });
}

/** The stored form of what an element holds (the editor's content, or pasted HTML's body: `pasted`). */
export function valueOfElement(root: Node, { pasted = false } = {}): string {
  const runs: RichRun[] = [];
  for (const child of Array.from(root.childNodes)) read(child, { marks: new Set() }, runs, pasted);
  // A browser keeps a last empty line with a trailing <br>: no description ends with a line break.
  const last = runs.at(-1);
  if (last) last.text = last.text.replace(/\n+$/, "");
  return storeRich(runs);
}

/** A value drawn as the editor's content: `<b>`, `<i>`, `<a>` and `<br>`, built node by node (never parsed HTML). */
export function fragmentOf(value: string, doc: Document): DocumentFragment {
  const fragment = doc.createDocumentFragment();
  for (const run of readRich(value) ?? (value ? [{ text: value }] : [])) {
    let parent: Node = fragment;
    if (run.link) {
      const a = doc.createElement("a");
      a.setAttribute("href", run.link);
      parent.appendChild(a);
      parent = a;
    }
    for (const [mark, tag] of [
      ["bold", "b"],
      ["italic", "i"],
    ] as const) {
      if (!run.marks?.includes(mark)) continue;
      const element = doc.createElement(tag);
      parent.appendChild(element);
      parent = element;
    }
    run.text.split("\n").forEach((line, i) => {
      if (i > 0) parent.appendChild(doc.createElement("br"));
      if (line) parent.appendChild(doc.createTextNode(line));
    });
  }
  // A last line break shows only with a <br> after it.
  if (fragment.lastChild?.nodeName === "BR") fragment.appendChild(doc.createElement("br"));
  return fragment;
}

/** A value as HTML to insert at the caret (a paste), made from its runs by the DOM, so it is escaped. */
export function htmlOf(value: string, doc: Document): string {
  const box = doc.createElement("div");
  box.appendChild(fragmentOf(value, doc));
  return box.innerHTML;
}
