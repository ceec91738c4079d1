import { useEffect, useState } from "react";
import { X } from "~/components/ui/icons";
import { cn } from "~/lib/utils";
import type { ToastItem } from "./toast-types";

/** One notification of the shell's 'Notifications' region (toast.tsx). */
export default function ToastCard({ item, onDismiss }: { item: ToastItem; onDismiss: (id: number) => void }) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (!item.open || paused) return;
    const timer = setTimeout(() => onDismiss(item.id), item.duration ?? 5000);
    return () => clearTimeout(timer);
  }, [item.open, item.id, item.duration, paused, onDismiss]);
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
        destructive ? "border-red-500/40 bg-red-700 text-white" : "border-border bg-card/95 text-card-foreground",
      )}
    >
      <div className="grid gap-1">
        <p className="text-sm font-semibold">{item.title}</p>
        {item.description ? (
          <p className={cn("text-sm", destructive ? "text-white/90" : "text-muted-foreground")}>{item.description}</p>
        ) : null}
        {item.action ? (
          <button
            type="button"
            onClick={() => {
              item.action?.onClick();
              onDismiss(item.id);
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
        onClick={() => onDismiss(item.id)}
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
