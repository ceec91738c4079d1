import { Fragment, type ReactNode } from "react";
import { ExternalLink } from "~/components/ui/icons";
import { readRich, type RichRun } from "~/lib/rich-text";

/** What another site's link says to everyone, beside its icon. */
export const NEW_TAB_NOTE = "(opens in a new tab)";

/**
 * The server stores only allowed links (app/lib/links.ts); this shorter guard, for visitors'
 * script, still never draws a link to anything but those schemes or a path of this site.
 */
const SHOWN_LINK = /^(https?:|mailto:|tel:|\/(?![/\\]))/i;

function runNode({ text, marks, link }: RichRun, links: boolean): ReactNode {
  // Line breaks as <br>.
  let node: ReactNode = text.split("\n").map((line, i) => (i ? [<br key={i} />, line] : line));
  if (marks?.includes("italic")) node = <em>{node}</em>;
  if (marks?.includes("bold")) node = <strong>{node}</strong>;
  if (!links || !link || !SHOWN_LINK.test(link)) return node;
  // Another site: a new tab that cannot reach back to this page, said to sighted and blind readers alike.
  return /^https?:/i.test(link) ? (
    <a href={link} target="_blank" rel="noopener noreferrer" className="underline hover:text-primary">
      {node}
      <ExternalLink className="ml-0.5 inline size-[0.8em]" />
      <span className="sr-only">{` ${NEW_TAB_NOTE}`}</span>
    </a>
  ) : (
    <a href={link} className="underline hover:text-primary">
      {node}
    </a>
  );
}

/**
 * A description as visitors see it (docs/decisions/025-rich-text.md): plain text as it always
 * was (line breaks kept by the caller's `white-space: pre-line`), a document as `<strong>`,
 * `<em>`, `<a>` and `<br>`. `links={false}` for an excerpt or a list: the words show, the
 * link does not.
 */
export function RichText({ value, links = true }: { value: string | null | undefined; links?: boolean }) {
  return readRich(value)?.map((run, i) => <Fragment key={i}>{runNode(run, links)}</Fragment>) ?? value;
}
