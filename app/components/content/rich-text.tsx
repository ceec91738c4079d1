import { Fragment, type ReactNode } from "react";
import { ExternalLink } from "~/components/ui/icons";
import { isWebAddress } from "~/lib/links";
import { richRuns, type RichRun } from "~/lib/rich-text";

/** What another site's link says to everyone, beside its icon. */
export const NEW_TAB_NOTE = "(opens in a new tab)";

/** A run's text with its line breaks as `<br>`. */
function lines(text: string) {
  const parts = text.split("\n");
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 ? <br /> : null}
      {part}
    </Fragment>
  ));
}

function runNode(run: RichRun, links: boolean): ReactNode {
  let node: ReactNode = lines(run.text);
  if (run.marks?.includes("italic")) node = <em>{node}</em>;
  if (run.marks?.includes("bold")) node = <strong>{node}</strong>;
  if (!run.link || !links) return node;
  if (!isWebAddress(run.link)) {
    return (
      <a href={run.link} className="underline underline-offset-2 hover:text-primary">
        {node}
      </a>
    );
  }
  // Another site: a new tab that cannot reach back to this page, said to sighted and blind readers alike.
  return (
    <a href={run.link} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2 hover:text-primary">
      {node}
      <ExternalLink className="ml-0.5 inline size-[0.8em] align-baseline" />
      <span className="sr-only">{` ${NEW_TAB_NOTE}`}</span>
    </a>
  );
}

/**
 * A description as visitors see it (docs/decisions/025-rich-text.md): plain text as it always
 * was (line breaks kept by the caller's `white-space: pre-line`), a document as `<strong>`,
 * `<em>`, `<a>` and `<br>`. `links={false}` where the text sits in a card that is itself a
 * link's neighbour and only an excerpt: the words show, the link does not.
 */
export function RichText({ value, links = true }: { value: string | null | undefined; links?: boolean }) {
  const runs = richRuns(value);
  if (runs.length === 1 && !runs[0].marks && !runs[0].link) return <>{runs[0].text}</>;
  return (
    <>
      {runs.map((run, i) => (
        <Fragment key={i}>{runNode(run, links)}</Fragment>
      ))}
    </>
  );
}
