import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False while the server renders and while React hydrates the page; true from then on, and
 * at once for whatever mounts later. For what must not be drawn (or used) before the
 * browser's code is running, without an effect that renders everything a second time.
 */
export function useHydrated() {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
