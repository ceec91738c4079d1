import { useEffect, useLayoutEffect, useRef } from "react";
import { useFetchers, useMatches, useNavigation, useRevalidator } from "react-router";
import { useOwnWrites, writesOnTheWay } from "./own-writes";

/** docs/product.md section 9: pages reload their data 100 ms after a realtime change... */
export const LIVE_RELOAD_DELAY_MS = 100;
/** ...and a dropped stream comes back after 1, 2, 5, then every 10 seconds. */
export const RECONNECT_STEPS_MS = [1_000, 2_000, 5_000, 10_000];

/**
 * A route module may ask for another delay: `export const handle = { liveReloadMs: 500 }`; and,
 * on the page face (docs/decisions/029), for one reload that long after the page is shown
 * (`refetchOnShowMs`, the portfolio's; the app's route does its own).
 */
export type LiveHandle = { liveReloadMs?: number; refetchOnShowMs?: number };

/**
 * The browser events 'project-updated' and 'portfolio-refresh' (docs/product.md section 4)
 * ask open pages to read their data again. The administrator's tools send them too, after
 * their tab has read its data with the change: those carry `{ reloaded: true }`, and this
 * tab does not read it all again for them.
 */
export type ProjectEventDetail = { reloaded?: boolean };
export function reloadedAlready(event: Event) {
  return event instanceof CustomEvent && (event.detail as ProjectEventDetail | null)?.reloaded === true;
}

/**
 * Whether data read after change `since` shows change `id` already. Change ids are
 * "<run>-<number>", counted by one run of one server (realtime/changes.server.ts); between
 * two runs nothing can be told, and the page reads again.
 */
export function readAlready(since: string, id: string) {
  const [sinceRun, sinceCount] = since.split("-");
  const [run, count] = id.split("-");
  return sinceRun === run && Number(sinceCount) >= Number(count);
}

/**
 * Keeps the open page current: when anything is written on the server, the page's loaders
 * run again after the page's delay (one reload for a burst of changes), unless the page's
 * data was read after that change already: the tab that saved has reloaded with its own
 * fetcher, and a change heard while a read is on its way waits for it before deciding. The
 * browser event 'portfolio-refresh' reloads too. A stream that drops comes back, backing off,
 * and tells the server the last change it saw, so a change made meanwhile is caught up at
 * once. `since` is the change the page's data was read after. Administrators' pages also hear
 * who is editing what, passed on as the window event 'live-presence', and that the draft
 * changed, passed on as 'live-draft' (`{ places }`); a page that shows the draft
 * (`showsDraft`: draft mode, or a preview link) also reads its data again then. The stream
 * starts again when someone signs in or out (`signedIn`), since it is told apart then.
 */
export function useLiveUpdates(since: string, signedIn = false, showsDraft = false) {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  // A read of the page's data on its way (a navigation, a reload, a write's own reload). This
  // tab's own writes are also asked of their store when a reload falls due: one may have
  // begun that React has not drawn yet (own-writes.ts).
  const fetchers = useFetchers();
  const ownWrites = useOwnWrites();
  const reading =
    navigation.state !== "idle" ||
    revalidator.state !== "idle" ||
    fetchers.some((fetcher) => fetcher.state !== "idle") ||
    ownWrites.length > 0;
  const matches = useMatches();
  const delayMs =
    [...matches]
      .reverse()
      .map((match) => (match.handle as LiveHandle | undefined)?.liveReloadMs)
      .find((ms) => ms !== undefined) ?? LIVE_RELOAD_DELAY_MS;
  // What the stream's handlers use of the latest render, kept before any effect runs.
  const revalidate = useRef(revalidator.revalidate);
  const delay = useRef(delayMs);
  const lastSeen = useRef(since);
  const draftShown = useRef(showsDraft);
  // A reload waiting for its delay to pass, then for the page's reads on the way to end: the
  // change it is for (its id; `true`: a reload asked for by the browser event).
  const waiting = useRef<{ change: string | true; due: boolean } | null>(null);
  const settle = useRef(() => {});
  useLayoutEffect(() => {
    revalidate.current = revalidator.revalidate;
    delay.current = delayMs;
    draftShown.current = showsDraft;
    settle.current = () => {
      const wanted = waiting.current;
      if (!wanted?.due) return;
      if (wanted.change !== true && readAlready(since, wanted.change)) waiting.current = null;
      else if (!reading && !writesOnTheWay()) {
        waiting.current = null;
        void revalidate.current();
      }
    };
  });
  useEffect(() => settle.current(), [since, reading]);

  useEffect(() => {
    let reloadTimer: ReturnType<typeof setTimeout> | undefined;
    let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let source: EventSource | null = null;

    const reload = (change: string | true) => {
      clearTimeout(reloadTimer);
      // In a burst, the latest change decides; a reload asked for stays asked for.
      waiting.current = { change: waiting.current?.change === true ? true : change, due: false };
      reloadTimer = setTimeout(() => {
        if (waiting.current) waiting.current.due = true;
        settle.current();
      }, delay.current);
    };
    const onChange = (event: MessageEvent) => {
      if (event.lastEventId) lastSeen.current = event.lastEventId;
      reload(event.lastEventId || true);
    };
    const onRefresh = (event: Event) => {
      if (!reloadedAlready(event)) reload(true);
    };
    const connect = () => {
      source = new EventSource(`/api/events?since=${encodeURIComponent(lastSeen.current)}`);
      source.addEventListener("open", () => {
        failures = 0;
      });
      source.addEventListener("change", onChange);
      // Administrators' (and previews') messages, passed on as 'live-presence' and 'live-draft'.
      for (const type of ["presence", "draft"]) {
        source.addEventListener(type, (event) => {
          window.dispatchEvent(new CustomEvent(`live-${type}`, { detail: JSON.parse(event.data) }));
          if (type === "draft" && draftShown.current) reload(true);
        });
      }
      source.addEventListener("error", () => {
        // We reconnect ourselves, backing off, and say where we were.
        source?.close();
        const wait = RECONNECT_STEPS_MS[Math.min(failures, RECONNECT_STEPS_MS.length - 1)];
        failures++;
        reconnectTimer = setTimeout(connect, wait);
      });
    };
    connect();
    window.addEventListener("portfolio-refresh", onRefresh);
    return () => {
      clearTimeout(reloadTimer);
      clearTimeout(reconnectTimer);
      source?.close();
      window.removeEventListener("portfolio-refresh", onRefresh);
    };
  }, [signedIn]);
}
