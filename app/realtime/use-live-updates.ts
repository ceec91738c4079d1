import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

/** SPEC.md section 9: pages reload their data 100 ms after a realtime change. */
export const LIVE_RELOAD_DELAY_MS = 100;

/**
 * Keeps the open page current: when anything is written on the server, the page's loaders
 * run again (one reload for a burst of changes). The browser event 'portfolio-refresh'
 * (SPEC.md section 4) does the same; 'project-updated' is the portfolio page's own.
 */
export function useLiveUpdates() {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reload = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void revalidate.current(), LIVE_RELOAD_DELAY_MS);
    };
    const source = new EventSource("/api/events");
    source.addEventListener("change", reload);
    window.addEventListener("portfolio-refresh", reload);
    return () => {
      clearTimeout(timer);
      source.close();
      window.removeEventListener("portfolio-refresh", reload);
    };
  }, []);
}
