import { lazy, Suspense, useSyncExternalStore } from "react";

// A toast's card: its code comes with the first toast a visitor sees.
const ToastCard = lazy(() => import("./toast-card"));

export type { ToastItem, ToastOptions, ToastVariant } from "./toast-types";
import type { ToastItem, ToastOptions } from "./toast-types";

/** A tiny module-level store so `toast()` can be called from anywhere on the client. */
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const EMPTY: ToastItem[] = [];

function emit() {
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the list of toasts changes; returns the unsubscribe function. */
export function subscribeToasts(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Keeps at most this many toasts (closing ones included) on screen. */
const MAX_TOASTS = 3;

/**
 * Runs `run` (a control's own answer to a refusal), whose toasts offer `action` unless they
 * carry one: 'Unschedule' under a refusal that names a scheduled publish, whichever editor
 * shows it.
 */
export function offeringAction(action: NonNullable<ToastOptions["action"]>, run: () => void) {
  offered = action;
  try {
    run();
  } finally {
    offered = undefined;
  }
}
let offered: ToastOptions["action"];

/**
 * Shows a notification in the shell's 'Notifications' region.
 * Returns the toast's id, which `dismissToast` accepts.
 */
export function toast(options: ToastOptions): number {
  const id = nextId++;
  items = [...items, { action: offered, ...options, id, open: true }].slice(-MAX_TOASTS);
  emit();
  return id;
}

/** Closes a toast (it animates out, then is removed). */
export function dismissToast(id: number) {
  items = items.map((item) => (item.id === id ? { ...item, open: false } : item));
  emit();
  // Removed once its closing animation has had time to run.
  setTimeout(() => {
    items = items.filter((item) => item.id !== id);
    emit();
  }, 300);
}

/** The toasts on screen (closing ones included), oldest first. */
export function getToasts(): readonly ToastItem[] {
  return items;
}

function useToasts() {
  return useSyncExternalStore(subscribeToasts, getToasts, () => EMPTY);
}

/**
 * The notifications region; mounted once by the site shell. Hand-made rather than Radix
 * Toast: a list in a labelled region is all it takes, and it keeps ~10 KB of script off
 * every visitor's page. A toast closes by itself, except while the pointer or focus is on it.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <section
      aria-label="Notifications"
      data-toaster=""
      className="pointer-events-none fixed right-0 bottom-20 z-[125] w-full max-w-sm p-4 sm:right-6 sm:bottom-24 sm:p-0"
    >
      {/* The live region is there from the start, so that what comes into it is announced. */}
      <ol aria-live="polite" className="m-0 flex list-none flex-col gap-3 p-0">
        {toasts.length > 0 ? (
          <Suspense fallback={null}>
            {toasts.map((item) => (
              <ToastCard key={item.id} item={item} onDismiss={dismissToast} />
            ))}
          </Suspense>
        ) : null}
      </ol>
    </section>
  );
}
