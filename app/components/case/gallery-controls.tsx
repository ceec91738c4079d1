import { useRef, type PointerEvent } from "react";
import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import { cn } from "~/lib/utils";

/** The previous/next arrows and the swipe of the case's carousel and of its lightbox. */

export function GalleryArrow({ side, onClick, large }: { side: "left" | "right"; onClick: () => void; large?: boolean }) {
  const Icon = side === "left" ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={side === "left" ? "Previous image" : "Next image"}
      className={cn(
        "absolute top-1/2 inline-flex -translate-y-1/2 items-center justify-center rounded-full text-white backdrop-blur transition focus-visible:outline-white",
        large ? "size-12 bg-white/10 hover:bg-white/20" : "size-11 bg-black/50 hover:bg-black/75",
        side === "left" ? (large ? "left-0 sm:-left-2" : "left-4") : large ? "right-0 sm:-right-2" : "right-4",
      )}
    >
      <Icon aria-hidden="true" className="size-6" />
    </button>
  );
}

/** Pointer handlers that call `go(-1)` or `go(1)` for a horizontal touch swipe. */
export function useSwipe(go: (delta: number) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === "touch") start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      if (Math.abs(dx) > 48 && Math.abs(dx) > Math.abs(event.clientY - from.y)) go(dx < 0 ? 1 : -1);
    },
  };
}
