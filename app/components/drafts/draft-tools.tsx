import { useId } from "react";
import { useLocation } from "react-router";
import { countChanges, describeCounts } from "./counts";
import { useDraft } from "./draft-context";
import { DraftModeSwitch } from "./draft-mode-switch";
import { ReviewChanges } from "./review-dialog";

/**
 * The draft's part of the administrator's bar: the switch, and in draft mode the counts
 * ('3 changes on this page, 1 elsewhere', following the draft live) and 'Review changes'.
 */
export function DraftTools() {
  const { draftMode, changes, loaded } = useDraft();
  const { pathname } = useLocation();
  const countsId = useId();
  return (
    <>
      <DraftModeSwitch />
      {draftMode ? (
        <>
          <span id={countsId} data-testid="draft-counts" className="px-2 text-xs font-medium whitespace-nowrap">
            {loaded ? describeCounts(countChanges(changes, pathname)) : "…"}
          </span>
          <ReviewChanges describedBy={countsId} />
          {/* Share preview: lead merges SharePreviewButton (app/components/drafts/share-preview-button.tsx) here */}
        </>
      ) : null}
    </>
  );
}
