import { useLayoutEffect, useRef, type ReactNode, type RefObject } from "react";

type PlaceToolbarProps = {
  /** The place being edited: the toolbar sits just below it (above, when the window has no room below). */
  place: RefObject<HTMLElement | null>;
  /** Names the group ('Editing hero title, first line'). */
  label: string;
  onEscape: () => void;
  children: ReactNode;
};

const GAP = 8;

/**
 * The small toolbar beside a place being edited (Save, Cancel, History, the keys' hint). In the
 * page's order right after the place (its host), shown in the top layer (`popover`), so that no
 * card's rounded clipping or transform hides it; it follows the place as the page scrolls.
 */
export function PlaceToolbar({ place, label, onEscape, children }: PlaceToolbarProps) {
  const bar = useRef<HTMLDivElement>(null);
  const escape = useRef(onEscape);
  useLayoutEffect(() => {
    escape.current = onEscape;
  });

  useLayoutEffect(() => {
    const element = bar.current;
    const field = place.current;
    if (!element || !field) return;
    const follow = () => {
      // Shown again if its box was moved (a popover taken out of the page is hidden).
      if (!element.matches(":popover-open")) element.showPopover?.();
      const at = field.getBoundingClientRect();
      const { width, height } = element.getBoundingClientRect();
      // Below when it fits there, or fits above no better.
      const below = at.bottom + GAP + height <= window.innerHeight || at.top - GAP - height < 0;
      element.style.top = `${Math.max(GAP, below ? at.bottom + GAP : at.top - GAP - height)}px`;
      element.style.left = `${Math.max(GAP, Math.min(at.left, window.innerWidth - width - GAP))}px`;
    };
    // After the layout effects: the host box may still move as the place is drawn anew.
    const first = requestAnimationFrame(follow);
    // It grows when a refusal shows in it.
    const growing = new ResizeObserver(follow);
    growing.observe(element);
    window.addEventListener("scroll", follow, true);
    window.addEventListener("resize", follow);
    // Escape cancels here too, and goes no further (the splash would close on it).
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      escape.current();
    };
    element.addEventListener("keydown", onKey);
    return () => {
      cancelAnimationFrame(first);
      growing.disconnect();
      window.removeEventListener("scroll", follow, true);
      window.removeEventListener("resize", follow);
      element.removeEventListener("keydown", onKey);
    };
  }, [place]);

  return (
    <div
      ref={bar}
      popover="manual"
      role="group"
      aria-label={label}
      data-place-toolbar=""
      className="fixed inset-auto m-0 max-w-[min(28rem,calc(100vw-1rem))] rounded-2xl border border-border bg-background p-2 font-sans text-xs font-normal tracking-normal text-foreground normal-case shadow-xl"
    >
      {/* A box inside: the popover's own display stays the browser's (none until shown). */}
      <div className="flex flex-col gap-2">{children}</div>
    </div>
  );
}
