import { useId } from "react";
import { useLocation } from "react-router";
import { countChanges, describeCounts } from "./counts";
import { useDraft } from "./draft-context";
import { DraftModeSwitch } from "./draft-mode-switch";
import { ReviewChanges } from "./review-dialog";
import { SharePreviewButton } from "./share-preview-button";

/**
 * The draft's part of the administrator's bar: the switch, and in draft mode the counts
 * ('3 changes on this page, 1 elsewhere', following the draft live), 'Review changes' and
 * 'Share preview'.
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
          <SharePreviewButton />
        </>
      ) : null}
    </>
  );
}
