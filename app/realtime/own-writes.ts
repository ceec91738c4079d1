import { useSyncExternalStore } from "react";

/**
 * This tab's own writes on their way: each from the moment it is asked for until its answer
 * is in and the page has read its data again (components/editing/use-admin-action.ts).
 * Kept outside React on purpose: the change a write sends out can reach this tab's stream
 * before React has drawn the write as begun (React Router renders its updates as a
 * transition, which a busy phone holds back for longer than a live reload's delay), and the
 * stream must know at once that a reload is coming anyway (use-live-updates.ts).
 */
let onTheWay: string[] = [];
const listeners = new Set<() => void>();

function set(keys: string[]) {
  onTheWay = keys;
  for (const listener of listeners) listener();
}

export function writeStarted(key: string) {
  if (!onTheWay.includes(key)) set([...onTheWay, key]);
}

export function writeDone(key: string) {
  if (onTheWay.includes(key)) set(onTheWay.filter((other) => other !== key));
}

/** Whether any write of this tab is on its way now. */
export function writesOnTheWay() {
  return onTheWay.length > 0;
}

/** The keys of this tab's writes on their way, drawn again when they change. */
export function useOwnWrites() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => onTheWay,
    () => onTheWay,
  );
}
