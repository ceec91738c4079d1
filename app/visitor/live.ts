/**
 * Live updates of the page face (docs/decisions/029), where no router reads the page's data
 * again: on a change the server announces (the same stream as the app's, realtime/
 * use-live-updates.ts), after the page's delay, the page's own address is fetched and what
 * the server changed in it is brought into the page in place (`morph`), keeping the focus,
 * the scroll, open menus and what the behaviours set. A dropped stream comes back after 1, 2,
 * 5, then every 10 seconds, from the last change seen; it closes while the page is in the
 * back/forward cache and opens again when the page is shown. The browser events
 * 'portfolio-refresh' and 'project-updated' reload too, and the portfolio reads itself again
 * once as it is shown (`data-refetch-ms`).
 */
import { morph, snapshot } from "./morph";

const RECONNECT_STEPS_MS = [1_000, 2_000, 5_000, 10_000];
/** The parts of the page the server draws and a change may touch; the rest is the behaviours'. */
const REGIONS = "body > header, body > main, body > footer";

/** Starts live updates from `drawnBody`, a copy of the body as the server drew it. */
export function startLive(drawnBody: HTMLElement) {
  const html = document.documentElement;
  // The page as the server drew it: what a new version is compared with.
  let drawn = snapshot(drawnBody, REGIONS);
  let since = html.dataset.changeId ?? "";
  const delay = Number(html.dataset.liveMs ?? 100);
  let source: EventSource | null = null;
  let failures = 0;
  let reconnect: ReturnType<typeof setTimeout> | undefined;
  let due: ReturnType<typeof setTimeout> | undefined;

  const reload = async () => {
    // What shows a spinner while it is read again says so (the portfolio: `data-busy-on-reload`).
    const busy = document.querySelectorAll("[data-busy-on-reload]");
    for (const element of busy) element.setAttribute("aria-busy", "true");
    try {
      const response = await fetch(location.href, { cache: "no-store", headers: { Accept: "text/html" } });
      if (!response.ok) return;
      const next = new DOMParser().parseFromString(await response.text(), "text/html");
      drawn = morph(drawn, next, REGIONS);
      if (next.title && next.title !== document.title) document.title = next.title;
      const nextChange = next.documentElement.dataset.changeId;
      if (nextChange) html.dataset.changeId = since = nextChange;
    } catch {
      // Offline for now: the next change, or the stream's return, reads the page again.
    } finally {
      for (const element of busy) element.setAttribute("aria-busy", "false");
    }
  };
  // One reload for a burst of changes, the page's delay after the last.
  const later = () => {
    clearTimeout(due);
    due = setTimeout(() => void reload(), delay);
  };

  const connect = () => {
    source = new EventSource(`/api/events?since=${encodeURIComponent(since)}`);
    source.addEventListener("open", () => (failures = 0));
    source.addEventListener("change", (event) => {
      if (event.lastEventId) since = event.lastEventId;
      later();
    });
    source.addEventListener("error", () => {
      // Reconnected here, backing off, from the last change seen.
      close();
      reconnect = setTimeout(connect, RECONNECT_STEPS_MS[Math.min(failures++, RECONNECT_STEPS_MS.length - 1)]);
    });
  };
  const close = () => {
    clearTimeout(reconnect);
    source?.close();
    source = null;
  };

  connect();
  addEventListener("portfolio-refresh", later);
  // docs/product.md section 4: the portfolio reads itself again once, a while after it is shown,
  // and after 'project-updated' (but for one whose tab has read it again already).
  if (html.dataset.refetchMs) setTimeout(() => void reload(), Number(html.dataset.refetchMs));
  addEventListener("project-updated", (event) => {
    if (!(event instanceof CustomEvent && event.detail?.reloaded === true)) later();
  });
  // The back/forward cache keeps no open stream: closed as the page goes, opened as it comes back.
  addEventListener("pagehide", close);
  addEventListener("pageshow", (event) => {
    if (event.persisted && !source) connect();
  });
}
