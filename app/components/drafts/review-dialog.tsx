import { useRef, useState } from "react";
import { useLocation } from "react-router";
import type { ReviewedDraft as DraftEntry } from "~/models/draft-places.server";
import { ClipboardList, Send, Trash2 } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import { AdminButton } from "~/components/editing/ui/admin-button";
import { AdminDialog } from "~/components/editing/ui/admin-dialog";
import { ConfirmDialog } from "~/components/editing/ui/confirm-dialog";
import { useAdminAction } from "~/components/editing/use-admin-action";
import { ChangeSides } from "./change-preview";
import { isOnPage, ownPages } from "./counts";
import { useDraft } from "./draft-context";
import { DRAFT_MESSAGES } from "./messages";
import { usePublisher } from "./publisher";
import { RecentPublishes } from "./recent-publishes";
import { ScheduleButton } from "./schedule-button";

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/**
 * 'Review changes' (docs/decisions/024): every change of the draft, old and new side by side,
 * who and when, each to tick or discard; the shared places apart, never taken by 'Publish
 * this page'; then publish this page's changes, the ticked ones, or all; and the latest
 * publishes, each to undo. Focus goes back to the button once the dialog closes.
 */
export function ReviewChanges({ describedBy }: { describedBy?: string }) {
  const [open, setOpen] = useState(false);
  const { changes, loaded } = useDraft();
  const { publish, busy } = usePublisher();
  const { pathname } = useLocation();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const selected = changes.filter((change) => ticked.has(change.place)).map((change) => change.place);
  const onPage = changes.filter((change) => isOnPage(change, pathname)).map((change) => change.place);
  const close = () => setOpen(false);
  const tick = (place: string, on: boolean) =>
    setTicked((now) => {
      const next = new Set(now);
      if (on) next.add(place);
      else next.delete(place);
      return next;
    });

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-describedby={describedBy}
        className="inline-flex items-center gap-2 rounded-full px-3 py-2 font-semibold hover:bg-muted"
      >
        <ClipboardList className="size-4" />
        {DRAFT_MESSAGES.review}
      </button>
      <AdminDialog open={open} onOpenChange={setOpen} title={DRAFT_MESSAGES.reviewTitle} wide>
        {!loaded ? (
          <p className="text-sm text-muted-foreground">{DRAFT_MESSAGES.loading}</p>
        ) : changes.length === 0 ? (
          <p className="text-sm text-muted-foreground">{DRAFT_MESSAGES.reviewEmpty}</p>
        ) : (
          <>
            <ChangeGroup
              title={DRAFT_MESSAGES.pageGroup}
              changes={changes.filter((c) => !c.shared)}
              ticked={ticked}
              onTick={tick}
              path={pathname}
            />
            <ChangeGroup
              title={DRAFT_MESSAGES.sharedGroup}
              hint={DRAFT_MESSAGES.sharedHint}
              changes={changes.filter((c) => c.shared)}
              ticked={ticked}
              onTick={tick}
              path={pathname}
            />
          </>
        )}
        <div className="sticky bottom-0 -mx-2 mt-6 flex flex-wrap justify-end gap-2 bg-card px-2 py-3">
          {/* The ticked changes, else this page's, at a set time (what they need goes with them). */}
          <ScheduleButton
            places={selected.length > 0 ? selected : onPage}
            label={selected.length > 0 ? DRAFT_MESSAGES.scheduleSelected : DRAFT_MESSAGES.schedulePage}
            onScheduled={close}
          />
          <AdminButton
            size="md"
            aria-busy={busy}
            disabled={onPage.length === 0}
            onClick={() => (onPage.length > 0 ? publish(onPage, close) : toast({ title: DRAFT_MESSAGES.nothingOnPage }))}
          >
            <Send /> {DRAFT_MESSAGES.publishPage}
          </AdminButton>
          <AdminButton size="md" aria-busy={busy} disabled={selected.length === 0} onClick={() => publish(selected, close)}>
            {DRAFT_MESSAGES.publishSelected}
          </AdminButton>
          <AdminButton
            size="md"
            variant="primary"
            aria-busy={busy}
            disabled={changes.length === 0}
            onClick={() =>
              publish(
                changes.map((change) => change.place),
                close,
              )
            }
          >
            {DRAFT_MESSAGES.publishAll}
          </AdminButton>
        </div>
        <RecentPublishes />
      </AdminDialog>
    </>
  );
}

type ChangeGroupProps = {
  title: string;
  hint?: string;
  changes: DraftEntry[];
  ticked: ReadonlySet<string>;
  onTick: (place: string, on: boolean) => void;
  path: string;
};

function ChangeGroup({ title, hint, changes, ticked, onTick, path }: ChangeGroupProps) {
  if (changes.length === 0) return null;
  const id = `draft-group-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="mt-4 first:mt-0">
      <h3 id={id} className="font-display text-lg font-semibold">
        {title}
      </h3>
      {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
      <ul className="mt-2 grid gap-3">
        {changes.map((change) => (
          <ChangeItem key={change.place} change={change} ticked={ticked.has(change.place)} onTick={onTick} here={isOnPage(change, path)} />
        ))}
      </ul>
    </section>
  );
}

function ChangeItem({
  change,
  ticked,
  onTick,
  here,
}: {
  change: DraftEntry;
  ticked: boolean;
  onTick: ChangeGroupProps["onTick"];
  here: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  // The change goes from the list once discarded, its button with it: the focus stays in the review.
  const review = useRef<HTMLElement | null>(null);
  const discarding = useAdminAction("/api/drafts", {
    onSuccess: () => {
      review.current?.focus();
      toast({ title: DRAFT_MESSAGES.discarded });
    },
    onError: (result) => toast({ title: DRAFT_MESSAGES.discardFailed, description: result.error, variant: "destructive" }),
  });
  const id = `draft-change-${change.place.replace(/[^a-zA-Z0-9]+/g, "-")}`;
  const pages = change.shared ? "Every page" : here ? "On this page" : ownPages(change).join(", ") || "No page";
  return (
    <li data-testid="draft-change" className="rounded-2xl border border-border p-4">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={ticked}
          onChange={(event) => onTick(change.place, event.target.checked)}
          className="mt-1 size-4 shrink-0 accent-primary"
        />
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="font-semibold">
            {change.label}
          </label>
          <p className="text-xs text-muted-foreground">{`${pages} · Changed by ${change.by}, ${when.format(new Date(change.at))}`}</p>
        </div>
        <AdminButton
          variant="quietDanger"
          aria-busy={discarding.busy}
          onClick={(event) => {
            review.current = event.currentTarget.closest<HTMLElement>('[role="dialog"]');
            if (!discarding.busy) setConfirming(true);
          }}
          aria-label={`${DRAFT_MESSAGES.discard}: ${change.label}`}
        >
          <Trash2 /> {DRAFT_MESSAGES.discard}
        </AdminButton>
      </div>
      <ChangeSides
        place={change.place}
        picture={change.picture}
        defaultText={change.defaultText}
        before={change.base}
        after={change.value}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Discard this change?"
        message={`${change.label} goes back to what is live. This cannot be undone.`}
        confirmLabel={DRAFT_MESSAGES.discard}
        onConfirm={() => void discarding.submit({ intent: "discard", place: change.place })}
      />
    </li>
  );
}
