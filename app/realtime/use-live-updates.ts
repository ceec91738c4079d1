import { useEffect, useRef } from "react";
import { useMatches, useRevalidator } from "react-router";

/** docs/product.md section 9: pages reload their data 100 ms after a realtime change... */
export const LIVE_RELOAD_DELAY_MS = 100;
/** ...and a dropped stream comes back after 1, 2, 5, then every 10 seconds. */
export const RECONNECT_STEPS_MS = [1_000, 2_000, 5_000, 10_000];

/** A route module may ask for another delay: `export const handle = { liveReloadMs: 500 }`. */
type LiveHandle = { liveReloadMs?: number };

/**
 * Keeps the open page current: when anything is written on the server, the page's loaders
 * run again after the page's delay (one reload for a burst of changes). The browser event
 * 'portfolio-refresh' (docs/product.md section 4) does the same. A stream that drops comes back,
 * backing off, and tells the server the last change it saw, so a change made meanwhile is
 * caught up at once. `since` is the change the page's data was read after. Administrators'
 * pages also hear who is editing what, passed on as the window event 'live-presence'; the
 * stream starts again when someone signs in or out (`signedIn`), since it is told apart then.
 */
export function useLiveUpdates(since: string, signedIn = false) {
  const revalidator = useRevalidator();
  const matches = useMatches();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const delay = useRef(LIVE_RELOAD_DELAY_MS);
  delay.current =
    [...matches].reverse().map((match) => (match.handle as LiveHandle | undefined)?.liveReloadMs).find((ms) => ms !== undefined) ??
    LIVE_RELOAD_DELAY_MS;
  const lastSeen = useRef(since);

  useEffect(() => {
    let reloadTimer: ReturnType<typeof setTimeout> | undefined;
    let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let source: EventSource | null = null;

    const reload = () => {
      clearTimeout(reloadTimer);
      reloadTimer = setTimeout(() => void revalidate.current(), delay.current);
    };
    const onChange = (event: MessageEvent) => {
      if (event.lastEventId) lastSeen.current = event.lastEventId;
      reload();
    };
    const connect = () => {
      source = new EventSource(`/api/events?since=${encodeURIComponent(lastSeen.current)}`);
      source.addEventListener("open", () => {
        failures = 0;
      });
      source.addEventListener("change", onChange);
      source.addEventListener("presence", (event) =>
        window.dispatchEvent(new CustomEvent("live-presence", { detail: JSON.parse(event.data) })),
      );
      source.addEventListener("error", () => {
        // We reconnect ourselves, backing off, and say where we were.
        source?.close();
        const wait = RECONNECT_STEPS_MS[Math.min(failures, RECONNECT_STEPS_MS.length - 1)];
        failures++;
        reconnectTimer = setTimeout(connect, wait);
      });
    };
    connect();
    window.addEventListener("portfolio-refresh", reload);
    return () => {
      clearTimeout(reloadTimer);
      clearTimeout(reconnectTimer);
      source?.close();
      window.removeEventListener("portfolio-refresh", reload);
    };
  }, [signedIn]);
}
