import { useSyncExternalStore } from "react";
import { Toast } from "radix-ui";
import { X } from "lucide-react";
import { cn } from "~/lib/utils";

export type ToastVariant = "default" | "destructive";

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself (default 5000). */
  duration?: number;
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

/** The notifications region; mounted once by the site shell. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider swipeDirection="right" duration={5000}>
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          duration={item.duration}
          type={item.variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={cn(
            "toast pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-10 shadow-xl shadow-black/10 backdrop-blur",
            item.variant === "destructive"
              ? "border-red-500/40 bg-red-600 text-white dark:bg-red-700"
              : "border-border bg-card/95 text-card-foreground",
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
            {item.description ? (
              <Toast.Description
                className={cn(
                  "text-sm",
                  item.variant === "destructive" ? "text-white/90" : "text-muted-foreground",
                )}
              >
                {item.description}
              </Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label="Close notification"
            className={cn(
              "absolute top-3 right-3 rounded-full p-1 opacity-70 transition hover:opacity-100",
              item.variant === "destructive" ? "hover:bg-white/15" : "hover:bg-muted",
            )}
          >
            <X className="size-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        label="Notifications"
        className="fixed right-0 bottom-20 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-3 p-4 outline-none sm:right-6 sm:bottom-24 sm:p-0"
      />
    </Toast.Provider>
  );
}
