import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from "react";
import { useFetcher } from "react-router";
import type { DraftEntry } from "~/models/drafts.server";
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
  /** Reads the list again. */
  reload: () => void;
};

const NONE: ReadonlySet<string> = new Set();
const DraftContext = createContext<DraftState>({
  draftMode: false,
  changes: [],
  publishes: [],
  loaded: false,
  places: NONE,
  reload: () => {},
});

type DraftsAnswer = { draftMode: boolean; drafts: DraftEntry[]; publishes: PublishEntry[] };

/**
 * Holds the draft's list for the page, read from /api/drafts while this session is in draft
 * mode (the root loader's `showsDraft`, for an administrator): when it comes on, and again
 * whenever the draft changes (the event stream's 'live-draft', which the administrator's own
 * draft saves, discards and publishes send too). Visitors' pages read nothing.
 */
export function DraftProvider({ draftMode, children }: { draftMode: boolean; children: ReactNode }) {
  const fetcher = useFetcher<DraftsAnswer>({ key: "drafts" });
  const load = fetcher.load;
  const reload = useCallback(() => void load("/api/drafts"), [load]);
  useEffect(() => {
    if (!draftMode) return;
    reload();
    window.addEventListener("live-draft", reload);
    return () => window.removeEventListener("live-draft", reload);
  }, [draftMode, reload]);

  const answer = draftMode ? fetcher.data : undefined;
  const value = useMemo<DraftState>(() => {
    const changes = answer?.drafts ?? [];
    return {
      draftMode,
      changes,
      publishes: answer?.publishes ?? [],
      loaded: !!answer,
      places: changes.length > 0 ? new Set(changes.map((change) => change.place)) : NONE,
      reload,
    };
  }, [draftMode, answer, reload]);
  return <DraftContext.Provider value={value}>{children}</DraftContext.Provider>;
}

export function useDraft() {
  return useContext(DraftContext);
}

/** Whether any of `places` has an unpublished change (the markers on changed places). */
export function useDrafted(...places: string[]) {
  const { places: drafted } = useDraft();
  return places.some((place) => drafted.has(place));
}
