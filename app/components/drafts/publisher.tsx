import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import type { Keep, PublishPlan } from "~/models/publish.server";
import type { ReviewedConflict as PlaceConflict } from "~/models/draft-places.server";
import { toast } from "~/components/ui/toast";
import { useAdminAction } from "~/components/editing/use-admin-action";
import { UNDO_MS } from "~/components/editing/undo-delete";
import { ConflictDialog } from "./conflict-dialog";
import { DRAFT_MESSAGES } from "./messages";
import { PlanDialog } from "./plan-dialog";

type Publisher = {
  /** Publishes `places` (and what they need, once shown); `onDone` runs once it is live. */
  publish: (places: string[], onDone?: () => void) => void;
  undo: (publishId: string) => void;
  busy: boolean;
};

const PublisherContext = createContext<Publisher>({ publish: () => {}, undo: () => {}, busy: false });

export const usePublisher = () => useContext(PublisherContext);

type Refusal = { error: string; conflicts?: PlaceConflict[]; missing?: PublishPlan["missing"] };

/** What is being asked of the administrator before a publish or an undo can go on. */
type Question =
  { kind: "plan"; plan: PublishPlan } | { kind: "conflicts"; conflicts: PlaceConflict[]; retry: (keep: Keep) => void; undoing: boolean };

// 'Undo publish' in a publish's notice: the notice outlives the control that published.
let undoLatest: ((publishId: string) => void) | null = null;

const count = (places: string[]) => `${places.length} ${places.length === 1 ? "change" : "changes"}`;

/**
 * Publishing and undoing for the administrator's bar and its review (docs/decisions/024):
 * before a publish, what it takes along or misses (GET /api/drafts?place=...); a refusal
 * for places changed live meanwhile asks which version to keep, then tries again with
 * `keep`; once live, a notice that offers 'Undo publish'. Mounted by the bar, which stays.
 */
export function PublisherProvider({ children }: { children: ReactNode }) {
  const [question, setQuestion] = useState<Question | null>(null);
  const done = useRef<(() => void) | undefined>(undefined);
  const [planning, setPlanning] = useState(false);

  const refused = (result: Refusal, retry: (keep: Keep) => void, undoing: boolean, failed: string) => {
    if (result.conflicts?.length) setQuestion({ kind: "conflicts", conflicts: result.conflicts, retry, undoing });
    else if (result.missing?.length) setQuestion({ kind: "plan", plan: { places: [], needed: [], missing: result.missing } });
    else toast({ title: failed, description: result.error, variant: "destructive" });
  };

  const publishing = useAdminAction<{ id: string; places: string[] }>("/api/drafts", {
    onSuccess: (result) => {
      setQuestion(null);
      done.current?.();
      done.current = undefined;
      // Every place kept its live version ('Keep theirs'): the drafts went, nothing to undo.
      if (result.places.length === 0) return void toast({ title: DRAFT_MESSAGES.keptLive });
      toast({
        title: `${DRAFT_MESSAGES.published}: ${count(result.places)}`,
        duration: UNDO_MS,
        action: { label: DRAFT_MESSAGES.undo, onClick: () => undoLatest?.(result.id) },
      });
    },
    onError: (result) => refused(result as Refusal, (keep) => send(lastPublished.current, keep), false, DRAFT_MESSAGES.publishFailed),
  });
  const undoing = useAdminAction<{ places: string[] }>("/api/drafts", {
    onSuccess: () => {
      setQuestion(null);
      toast({ title: DRAFT_MESSAGES.undone });
    },
    onError: (result) => refused(result as Refusal, (keep) => sendUndo(lastUndone.current, keep), true, DRAFT_MESSAGES.undoFailed),
  });

  const lastPublished = useRef<string[]>([]);
  const lastUndone = useRef("");
  const send = (places: string[], keep?: Keep) => {
    lastPublished.current = places;
    void publishing.submit({ intent: "publish", place: places, keep: keep ? JSON.stringify(keep) : undefined });
  };
  const sendUndo = (publishId: string, keep?: Keep) => {
    lastUndone.current = publishId;
    void undoing.submit({ intent: "undo", publish: publishId, keep: keep ? JSON.stringify(keep) : undefined });
  };

  const busy = planning || publishing.busy || undoing.busy;
  const publish = async (places: string[], onDone?: () => void) => {
    // A second click while the first is on its way: the buttons stay enabled, so as to keep the focus.
    if (busy) return;
    if (places.length === 0) return toast({ title: DRAFT_MESSAGES.nothingChosen, variant: "destructive" });
    done.current = onDone;
    setPlanning(true);
    try {
      const query = new URLSearchParams(places.map((place) => ["place", place]));
      const response = await fetch(`/api/drafts?${query}`, { headers: { Accept: "application/json" } });
      if (!response.ok) throw new Error(response.statusText);
      const { plan } = (await response.json()) as { plan: PublishPlan };
      if (plan.missing.length > 0 || plan.needed.length > 0) setQuestion({ kind: "plan", plan });
      else send(places);
    } catch {
      toast({ title: DRAFT_MESSAGES.publishFailed, variant: "destructive" });
    } finally {
      setPlanning(false);
    }
  };

  useEffect(() => {
    undoLatest = (publishId) => sendUndo(publishId);
    return () => {
      undoLatest = null;
    };
  });

  const value: Publisher = { publish: (places, onDone) => void publish(places, onDone), undo: (id) => sendUndo(id), busy };
  return (
    <PublisherContext.Provider value={value}>
      {children}
      <PlanDialog
        plan={question?.kind === "plan" ? question.plan : null}
        busy={busy}
        onClose={() => setQuestion(null)}
        onPublish={(places) => send(places)}
      />
      <ConflictDialog
        conflicts={question?.kind === "conflicts" ? question.conflicts : null}
        undoing={question?.kind === "conflicts" && question.undoing}
        busy={busy}
        onClose={() => setQuestion(null)}
        onChoose={(keep) => question?.kind === "conflicts" && question.retry(keep)}
      />
    </PublisherContext.Provider>
  );
}
