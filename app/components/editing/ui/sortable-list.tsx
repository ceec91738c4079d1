import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import { ChevronLeft, ChevronRight, GripVertical } from "~/components/ui/icons";
import { cn } from "~/lib/utils";

type SortableListProps<T> = {
  items: readonly T[];
  getId: (item: T) => string;
  /** Names an item, at its place in the list, for its handle's label and announcements. */
  getLabel: (item: T, index: number) => string;
  /** Called once a move ends, with every id in the new order. */
  onReorder: (ids: string[]) => void;
  /** Draws an item at its place; `handle` is the drag handle to place in it. */
  renderItem: (item: T, handle: ReactNode, state: { moving: boolean; index: number }) => ReactNode;
  /** What the list holds, for assistive technology ("Team members"). */
  label: string;
  className?: string;
  itemClassName?: string;
  disabled?: boolean;
};

/**
 * A list whose items are put in order by dragging their handle (mouse, pen or touch), by
 * the 'Move earlier' / 'Move later' buttons beside it (one tap each, for those who cannot
 * drag: WCAG 2.2, 2.5.7), or from the keyboard: Space picks an item up, the arrow keys move
 * it, Space drops it and Escape puts it back. The new order shows at once and is handed to
 * `onReorder` when the move ends; when `items` change (the page reloaded its data), they
 * are shown as given.
 */
export function SortableList<T>({
  items,
  getId,
  getLabel,
  onReorder,
  renderItem,
  label,
  className,
  itemClassName,
  disabled,
}: SortableListProps<T>) {
  const ids = items.map(getId);
  const [order, setOrder] = useState(ids);
  const [moving, setMoving] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const startOrder = useRef<string[]>(ids);
  const itemRefs = useRef(new Map<string, HTMLLIElement>());
  const instructionsId = useId();
  // Moving an item in the page takes the focus off its handle: it is given back.
  const keyboardMove = useRef(false);
  // So is a step button's (the same button again, or the handle once the item is at an end).
  const stepped = useRef<{ id: string; by: number } | null>(null);
  useEffect(() => {
    if (moving && keyboardMove.current) itemRefs.current.get(moving)?.querySelector<HTMLElement>("[data-sortable-handle]")?.focus();
    const last = stepped.current;
    if (!last) return;
    stepped.current = null;
    const item = itemRefs.current.get(last.id);
    (
      item?.querySelector<HTMLElement>(`[data-sortable-step="${last.by}"]`) ?? item?.querySelector<HTMLElement>("[data-sortable-handle]")
    )?.focus();
  }, [order, moving]);

  // New items (the page reloaded its data) are shown as given: set while rendering them.
  const key = ids.join(",");
  const [orderOf, setOrderOf] = useState(key);
  if (orderOf !== key) {
    setOrderOf(key);
    setOrder(key ? key.split(",") : []);
  }

  const byId = new Map(items.map((item) => [getId(item), item]));
  const shown = order.filter((id) => byId.has(id));
  const nameOf = (id: string) => getLabel(byId.get(id)!, shown.indexOf(id));
  const position = (list: string[], id: string) => `position ${list.indexOf(id) + 1} of ${list.length}`;

  const start = (id: string) => {
    startOrder.current = shown;
    setMoving(id);
  };
  const finish = (commit: boolean) => {
    const id = moving;
    setMoving(null);
    if (!id) return;
    if (!commit) {
      setOrder(startOrder.current);
      setAnnouncement(`${nameOf(id)} put back at ${position(startOrder.current, id)}.`);
      return;
    }
    setAnnouncement(`${nameOf(id)} dropped at ${position(shown, id)}.`);
    if (shown.join(",") !== startOrder.current.join(",")) onReorder(shown);
  };
  const moveTo = (id: string, index: number) => {
    const from = shown.indexOf(id);
    const to = Math.max(0, Math.min(shown.length - 1, index));
    if (from === to) return;
    const next = shown.filter((other) => other !== id);
    next.splice(to, 0, id);
    setOrder(next);
    setAnnouncement(`${nameOf(id)} moved to ${position(next, id)}.`);
  };

  // One step by a button: a whole move of its own, handed over at once.
  const step = (id: string, by: number) => {
    const from = shown.indexOf(id);
    const to = from + by;
    if (to < 0 || to >= shown.length) return;
    const next = shown.filter((other) => other !== id);
    next.splice(to, 0, id);
    stepped.current = { id, by };
    setOrder(next);
    setAnnouncement(`${nameOf(id)} moved to ${position(next, id)}.`);
    onReorder(next);
  };

  // While a move is saved, the handles wait (aria-disabled, not disabled: the focus stays on them).
  const onKeyDown = (id: string) => (event: KeyboardEvent) => {
    if (disabled) return;
    keyboardMove.current = true;
    if (event.key === " " || event.key === "Enter") {
      event.preventDefault();
      if (moving === id) finish(true);
      else {
        start(id);
        setAnnouncement(`${nameOf(id)} picked up at ${position(shown, id)}. Use the arrow keys to move it, Space to drop it.`);
      }
    } else if (moving === id && (event.key === "ArrowUp" || event.key === "ArrowLeft")) {
      event.preventDefault();
      moveTo(id, shown.indexOf(id) - 1);
    } else if (moving === id && (event.key === "ArrowDown" || event.key === "ArrowRight")) {
      event.preventDefault();
      moveTo(id, shown.indexOf(id) + 1);
    } else if (moving === id && event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      finish(false);
    }
  };

  // A pointer drag: the item under the pointer gives the dragged item its place. The window
  // follows the pointer, since moving the item in the page would end a pointer capture.
  const latest = useRef({ shown, moveTo, finish });
  useLayoutEffect(() => {
    latest.current = { shown, moveTo, finish };
  });
  const onPointerDown = (id: string) => (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0 || disabled) return;
    event.preventDefault();
    keyboardMove.current = false;
    start(id);
    const onMove = (move: globalThis.PointerEvent) => {
      const { shown: order, moveTo: place } = latest.current;
      for (const [index, other] of order.entries()) {
        const box = itemRefs.current.get(other)?.getBoundingClientRect();
        if (!box || other === id) continue;
        if (move.clientX >= box.left && move.clientX <= box.right && move.clientY >= box.top && move.clientY <= box.bottom) {
          place(id, index);
          return;
        }
      }
    };
    const stop = (commit: boolean) => () => {
      window.removeEventListener("pointermove", onMove);
      window.removeEventListener("pointerup", up);
      window.removeEventListener("pointercancel", cancel);
      latest.current.finish(commit);
    };
    const up = stop(true);
    const cancel = stop(false);
    window.addEventListener("pointermove", onMove);
    window.addEventListener("pointerup", up);
    window.addEventListener("pointercancel", cancel);
  };

  return (
    <>
      <ul aria-label={label} className={className}>
        {shown.map((id, index) => {
          const item = byId.get(id)!;
          const name = getLabel(item, index);
          // None before the first item or after the last.
          const stepButton = (by: -1 | 1) =>
            index + by < 0 || index + by >= shown.length ? null : (
              // aria-disabled, not disabled, while a move is saved: a disabled button would lose the focus.
              <button
                type="button"
                aria-disabled={disabled || moving !== null}
                aria-label={`Move ${name} ${by < 0 ? "earlier" : "later"}`}
                data-sortable-step={by}
                onClick={() => {
                  if (!disabled && moving === null) step(id, by);
                }}
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full border border-border bg-background/95 text-foreground shadow-sm transition hover:bg-muted aria-disabled:opacity-50"
              >
                {by < 0 ? <ChevronLeft aria-hidden="true" className="size-4" /> : <ChevronRight aria-hidden="true" className="size-4" />}
              </button>
            );
          const grip = (
            <button
              type="button"
              aria-disabled={disabled}
              aria-label={`Reorder ${name}`}
              aria-describedby={instructionsId}
              aria-pressed={moving === id}
              data-sortable-handle=""
              onKeyDown={onKeyDown(id)}
              onPointerDown={onPointerDown(id)}
              className={cn(
                "inline-flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-full border border-border bg-background/95 text-foreground shadow-sm transition hover:bg-muted active:cursor-grabbing aria-disabled:opacity-50",
                moving === id && "bg-primary text-primary-foreground",
              )}
            >
              <GripVertical aria-hidden="true" className="size-4" />
            </button>
          );
          const handle = (
            <span className="inline-flex items-center gap-1">
              {stepButton(-1)}
              {grip}
              {stepButton(1)}
            </span>
          );
          return (
            <li
              key={id}
              ref={(node) => {
                if (node) itemRefs.current.set(id, node);
                else itemRefs.current.delete(id);
              }}
              data-sortable-id={id}
              className={cn(itemClassName, moving === id && "relative z-10 scale-[1.02] opacity-90 shadow-2xl")}
            >
              {renderItem(item, handle, { moving: moving === id, index })}
            </li>
          );
        })}
      </ul>
      <p id={instructionsId} className="sr-only">
        Press Space to pick up, the arrow keys to move, Space to drop, Escape to cancel.
      </p>
      <p aria-live="assertive" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
