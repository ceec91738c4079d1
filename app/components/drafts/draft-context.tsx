import { useEffect, useSyncExternalStore } from "react";
import { useFetcher, useRouteLoaderData } from "react-router";
import type { ReviewedDraft as DraftEntry } from "~/models/draft-places.server";
import type { PublishEntry } from "~/models/publish.server";

/** What the administrator's bar, its review and the markers know of the draft (docs/decisions/024). */
export type DraftState = {
  /** This session is in draft mode: its writes go to the draft, its pages show it. */
  draftMode: boolean;
  /** Every change of the draft, the latest first (empty until read, and out of draft mode). */
  changes: DraftEntry[];
  publishes: PublishEntry[];
  /** Whether the list has been read since draft mode came on. */
  loaded: boolean;
  /** The places the draft changes, for the markers. */
  places: ReadonlySet<string>;
};

const NONE: DraftState = { draftMode: false, changes: [], publishes: [], loaded: false, places: new Set() };

// A store of the module, not a React context: the markers sit in the page's own tree, the
// list is read by the administrator's bar, and a provider at the root would cost every
// visitor's home page its bytes (e2e/bytes.spec.ts) for what only administrators use.
let state = NONE;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

type DraftsAnswer = { draftMode: boolean; drafts: DraftEntry[]; publishes: PublishEntry[] };

/**
 * Reads the draft's list from /api/drafts while this session is in draft mode (the root
 * loader's `showsDraft`): when it comes on, and again whenever the draft changes (the event
 * stream's 'live-draft', which the administrator's own draft saves, discards and publishes
 * send too). Mounted once, by the administrator's bar.
 */
export function DraftSync() {
  // The page shows the draft in draft mode, and also through a preview link (which an
  // administrator may open too): the list's answer says which.
  const showsDraft = useRouteLoaderData<{ showsDraft: boolean }>("root")?.showsDraft === true;
  const fetcher = useFetcher<DraftsAnswer>({ key: "drafts" });
  const load = fetcher.load;
  useEffect(() => {
    if (!showsDraft) return;
    const reload = () => void load("/api/drafts");
    reload();
    window.addEventListener("live-draft", reload);
    return () => window.removeEventListener("live-draft", reload);
  }, [showsDraft, load]);

  const answer = showsDraft ? fetcher.data : undefined;
  const draftMode = answer ? answer.draftMode : showsDraft;
  useEffect(() => {
    const changes = answer?.drafts ?? [];
    state = { draftMode, changes, publishes: answer?.publishes ?? [], loaded: !!answer, places: new Set(changes.map((c) => c.place)) };
    for (const listener of listeners) listener();
    return () => {
      // The bar gone (signed out): nothing is shown as drafted any more.
      state = NONE;
      for (const listener of listeners) listener();
    };
  }, [draftMode, answer]);
  return null;
}

export function useDraft(): DraftState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => NONE,
  );
}

/** Whether any of `places` has an unpublished change (the markers on changed places). */
export function useDrafted(...places: string[]) {
  const { places: drafted } = useDraft();
  return places.some((place) => drafted.has(place));
}
