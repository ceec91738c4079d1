import { useEffect, useRef } from "react";

const INTERACTIVE =
  "a[href], button, [role='button'], [role='menuitem'], [role='tab'], summary, label, select, input[type='submit'], input[type='button'], input[type='checkbox'], input[type='radio'], [data-cursor='hover']";
const TEXT_FIELD =
  "input:not([type='submit'], [type='button'], [type='checkbox'], [type='radio'], [type='range'], [type='color'], [type='file']), textarea, [contenteditable='true'], [contenteditable='']";
/** How much of the remaining distance the ring covers each frame. */
const RING_EASE = 0.2;

/** The dot and its trailing ring; a chunk of its own, loaded only where the cursor shows. */
export default function CursorFollower() {
  const rootRef = useRef<HTMLDivElement>(null);
  const dotRef = useRef<HTMLDivElement>(null);
  const ringRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = rootRef.current;
    const dot = dotRef.current;
    const ring = ringRef.current;
    if (!root || !dot || !ring) return;
    // The system arrow is hidden only while the dot is on screen to stand in for it.
    const html = document.documentElement;

    const target = { x: -100, y: -100 };
    const ringAt = { x: -100, y: -100 };
    let frame = 0;
    let seen = false;

    const step = () => {
      ringAt.x += (target.x - ringAt.x) * RING_EASE;
      ringAt.y += (target.y - ringAt.y) * RING_EASE;
      const settled = Math.abs(target.x - ringAt.x) < 0.1 && Math.abs(target.y - ringAt.y) < 0.1;
      if (settled) {
        ringAt.x = target.x;
        ringAt.y = target.y;
      }
      ring.style.transform = `translate3d(${ringAt.x}px, ${ringAt.y}px, 0)`;
      frame = settled ? 0 : requestAnimationFrame(step);
    };

    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== "mouse" && event.pointerType !== "pen") return;
      target.x = event.clientX;
      target.y = event.clientY;
      dot.style.transform = `translate3d(${target.x}px, ${target.y}px, 0)`;
      if (!seen) {
        seen = true;
        ringAt.x = target.x;
        ringAt.y = target.y;
      }
      root.classList.add("cursor-visible");
      html.classList.add("has-custom-cursor");
      const element = event.target instanceof Element ? event.target : null;
      root.classList.toggle("cursor-text", !!element?.closest(TEXT_FIELD));
      root.classList.toggle("cursor-hover", !!element?.closest(INTERACTIVE));
      if (!frame) frame = requestAnimationFrame(step);
    };
    const onLeave = (event: MouseEvent) => {
      if (event.relatedTarget) return;
      root.classList.remove("cursor-visible");
      html.classList.remove("has-custom-cursor");
    };
    const onDown = () => root.classList.add("cursor-down");
    const onUp = () => root.classList.remove("cursor-down");

    window.addEventListener("pointermove", onMove, { passive: true });
    window.addEventListener("pointerdown", onDown, { passive: true });
    window.addEventListener("pointerup", onUp, { passive: true });
    document.addEventListener("mouseout", onLeave, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      html.classList.remove("has-custom-cursor");
      window.removeEventListener("pointermove", onMove);
      window.removeEventListener("pointerdown", onDown);
      window.removeEventListener("pointerup", onUp);
      document.removeEventListener("mouseout", onLeave);
    };
  }, []);

  return (
    <div ref={rootRef} data-custom-cursor="" aria-hidden="true">
      <div ref={ringRef} className="cursor-ring" />
      <div ref={dotRef} className="cursor-dot" />
    </div>
  );
}
