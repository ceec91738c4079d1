import { useEffect, useState, useSyncExternalStore } from "react";
import { X } from "~/components/ui/icons";
import { cn } from "~/lib/utils";

export type ToastVariant = "default" | "destructive";

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself (default 5000). */
  duration?: number;
  /** One thing to do about it ('Undo'): the toast closes when it is clicked. */
  action?: { label: string; onClick: () => void };
};

export type ToastItem = ToastOptions & { id: number; open: boolean };

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
 * Shows a notification in the shell's 'Notifications' region.
 * Returns the toast's id, which `dismissToast` accepts.
 */
export function toast(options: ToastOptions): number {
  const id = nextId++;
  items = [...items, { ...options, id, open: true }].slice(-MAX_TOASTS);
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
      <ol aria-live="polite" className="m-0 flex list-none flex-col gap-3 p-0">
        {toasts.map((item) => (
          <ToastCard key={item.id} item={item} />
        ))}
      </ol>
    </section>
  );
}

function ToastCard({ item }: { item: ToastItem }) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (!item.open || paused) return;
    const timer = setTimeout(() => dismissToast(item.id), item.duration ?? 5000);
    return () => clearTimeout(timer);
  }, [item.open, item.id, item.duration, paused]);
  const destructive = item.variant === "destructive";
  return (
    <li
      role={destructive ? "alert" : "status"}
      data-state={item.open ? "open" : "closed"}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={cn(
        "toast pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-10 shadow-xl shadow-black/10 backdrop-blur",
        destructive
          ? "border-red-500/40 bg-red-600 text-white dark:bg-red-700"
          : "border-border bg-card/95 text-card-foreground",
      )}
    >
      <div className="grid gap-1">
        <p className="text-sm font-semibold">{item.title}</p>
        {item.description ? (
          <p className={cn("text-sm", destructive ? "text-white/90" : "text-muted-foreground")}>
            {item.description}
          </p>
        ) : null}
        {item.action ? (
          <button
            type="button"
            onClick={() => {
              item.action?.onClick();
              dismissToast(item.id);
            }}
            className="mt-1 w-fit rounded-full border border-current/30 px-3 py-1 text-sm font-semibold hover:bg-current/10"
          >
            {item.action.label}
          </button>
        ) : null}
      </div>
      <button
        type="button"
        aria-label="Close notification"
        onClick={() => dismissToast(item.id)}
        className={cn(
          "absolute top-3 right-3 rounded-full p-1 opacity-70 transition hover:opacity-100",
          destructive ? "hover:bg-white/15" : "hover:bg-muted",
        )}
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}
