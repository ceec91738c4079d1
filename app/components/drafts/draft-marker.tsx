import { cn } from "~/lib/utils";
import { DRAFT_MESSAGES } from "./messages";
import { useDrafted } from "./draft-context";

/**
 * The mark of a place with an unpublished change (docs/decisions/024): a small amber dot that
 * says 'Unpublished change' to assistive technology. A span, so that it fits in a heading or
 * a link; nothing when the place is as it is live.
 */
export function DraftMarker({ places, className }: { places: string[]; className?: string }) {
  const drafted = useDrafted(...places);
  if (!drafted) return null;
  return (
    <span
      data-draft-marker=""
      title={DRAFT_MESSAGES.unpublished}
      className={cn(
        "ml-2 inline-flex translate-y-[-0.1em] items-center gap-1 rounded-full bg-amber-400 px-2 py-0.5 align-middle font-sans text-[0.65rem] leading-4 font-semibold tracking-normal text-amber-950 normal-case shadow-sm",
        className,
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-950" />
      <span className="sr-only">{DRAFT_MESSAGES.unpublished}</span>
      <span aria-hidden="true">Draft</span>
    </span>
  );
}
