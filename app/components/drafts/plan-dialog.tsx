import type { PublishPlan } from "~/models/publish.server";
import { AdminButton } from "~/components/editing/ui/admin-button";
import { AdminDialog } from "~/components/editing/ui/admin-dialog";
import { useDraft } from "./draft-context";
import { DRAFT_MESSAGES } from "./messages";

type PlanDialogProps = {
  plan: PublishPlan | null;
  busy: boolean;
  onClose: () => void;
  onPublish: (places: string[]) => void;
};

/**
 * Before a publish that takes more than was chosen, what it takes along and for which
 * change; or, when something a change needs is no longer in the draft, what is missing, and
 * no way to publish (docs/decisions/024: a live page never points at unpublished content).
 */
export function PlanDialog({ plan, busy, onClose, onPublish }: PlanDialogProps) {
  const { changes } = useDraft();
  const label = (place: string) => {
    // Every place a plan names is a change of the draft; one gone meanwhile keeps its name.
    return changes.find((entry) => entry.place === place)?.label ?? place;
  };
  const missing = (plan?.missing.length ?? 0) > 0;
  return (
    <AdminDialog
      open={plan !== null}
      onOpenChange={(open) => !open && onClose()}
      title={missing ? DRAFT_MESSAGES.missingTitle : DRAFT_MESSAGES.neededTitle}
      description={missing ? DRAFT_MESSAGES.missingIntro : DRAFT_MESSAGES.neededIntro}
    >
      <ul className="grid gap-2 text-sm" data-testid={missing ? "publish-missing" : "publish-needed"}>
        {missing
          ? plan?.missing.map((item) => (
              <li key={item.place} className="rounded-xl border border-red-500/50 p-3">
                <strong>{label(item.place)}</strong> needs <code>{item.needs}</code>
              </li>
            ))
          : plan?.needed.map((item) => (
              <li key={item.place} className="rounded-xl border border-border p-3">
                <strong>{label(item.place)}</strong>, needed by {label(item.for)}
              </li>
            ))}
      </ul>
      <div className="mt-6 flex justify-end gap-2">
        <AdminButton size="md" onClick={onClose}>
          {missing ? "Close" : "Cancel"}
        </AdminButton>
        {missing || !plan ? null : (
          <AdminButton size="md" variant="primary" disabled={busy} onClick={() => onPublish(plan.places)}>
            {`Publish ${plan.places.length} changes`}
          </AdminButton>
        )}
      </div>
    </AdminDialog>
  );
}
