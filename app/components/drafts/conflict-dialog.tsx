import { useState } from "react";
import type { Keep } from "~/models/publish.server";
import type { ReviewedConflict } from "~/models/draft-places.server";
import { AdminButton } from "~/components/editing/ui/admin-button";
import { AdminDialog } from "~/components/editing/ui/admin-dialog";
import { ChangeSides } from "./change-preview";
import { DRAFT_MESSAGES } from "./messages";

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

type ConflictDialogProps = {
  conflicts: ReviewedConflict[] | null;
  /** An undo's conflicts: the two sides are the live value and the one before the publish. */
  undoing: boolean;
  busy: boolean;
  onClose: () => void;
  onChoose: (keep: Keep) => void;
};

/**
 * Places changed live after they were drafted (or published, for an undo): who changed each
 * and when, the live value beside the one that would replace it, and a choice for each
 * (docs/decisions/024: no silent overwrite). Nothing is written until every one is chosen.
 */
export function ConflictDialog({ conflicts, undoing, busy, onClose, onChoose }: ConflictDialogProps) {
  const [keep, setKeep] = useState<Keep>({});
  // New conflicts (another refusal) start with nothing chosen.
  const [shown, setShown] = useState(conflicts);
  if (shown !== conflicts) {
    setShown(conflicts);
    setKeep({});
  }
  const open = conflicts !== null;
  const all = conflicts ?? [];
  const chosen = all.every((conflict) => keep[conflict.place]);
  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={undoing ? DRAFT_MESSAGES.conflictUndoTitle : DRAFT_MESSAGES.conflictTitle}
      description={undoing ? DRAFT_MESSAGES.conflictUndoIntro : DRAFT_MESSAGES.conflictIntro}
      wide
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen) onChoose(keep);
        }}
      >
        <ul className="grid gap-4">
          {all.map((conflict) => {
            const label = conflict.label;
            return (
              <li key={conflict.place} data-testid="draft-conflict" className="rounded-2xl border border-amber-500/60 p-4">
                <fieldset>
                  <legend className="font-semibold">{label}</legend>
                  <p className="mt-1 text-sm text-muted-foreground">
                    {`Changed live by ${conflict.by}${conflict.at ? ` on ${when.format(new Date(conflict.at))}` : ""}.`}
                  </p>
                  <ChangeSides
                    place={conflict.place}
                    picture={conflict.picture}
                    before={conflict.live}
                    after={conflict.mine}
                    labels={[`Theirs (live, by ${conflict.by})`, undoing ? "Before the publish" : "Mine (the draft)"]}
                  />
                  <div className="mt-3 flex flex-wrap gap-4 text-sm">
                    {(["mine", "theirs"] as const).map((side) => (
                      <label key={side} className="inline-flex cursor-pointer items-center gap-2">
                        <input
                          type="radio"
                          name={`keep-${conflict.place}`}
                          value={side}
                          checked={keep[conflict.place] === side}
                          onChange={() => setKeep((now) => ({ ...now, [conflict.place]: side }))}
                          className="size-4 accent-primary"
                        />
                        {side === "mine" ? DRAFT_MESSAGES.keepMine : DRAFT_MESSAGES.keepTheirs}
                      </label>
                    ))}
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ul>
        <div className="mt-6 flex justify-end gap-2">
          <AdminButton size="md" onClick={onClose}>
            Cancel
          </AdminButton>
          <AdminButton size="md" type="submit" variant="primary" disabled={!chosen || busy}>
            {undoing ? DRAFT_MESSAGES.undoAgain : DRAFT_MESSAGES.publishAgain}
          </AdminButton>
        </div>
      </form>
    </AdminDialog>
  );
}
