const INTERACTIVE =
  "a[href], button, [role='button'], [role='menuitem'], [role='tab'], summary, label, select, input[type='submit'], input[type='button'], input[type='checkbox'], input[type='radio'], [data-cursor='hover']";
const TEXT_FIELD =
  "input:not([type='submit'], [type='button'], [type='checkbox'], [type='radio'], [type='range'], [type='color'], [type='file']), textarea, [contenteditable='true'], [contenteditable=''], [contenteditable='plaintext-only']";
/** How much of the remaining distance the ring covers each frame. */
const RING_EASE = 0.2;

/**
 * A small dot on the pointer and a ring trailing it, growing over links and buttons (shell.css);
 * the system arrow is hidden only while the dot is on screen to stand in for it. Returns what
 * takes it away.
 */
export function follow() {
  const root = document.createElement("div");
  root.dataset.customCursor = "";
  root.setAttribute("aria-hidden", "true");
  root.innerHTML = '<div class="cursor-ring"></div><div class="cursor-dot"></div>';
  const [ring, dot] = root.children as unknown as [HTMLElement, HTMLElement];
  document.body.append(root);
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

  const passive = { passive: true };
  addEventListener("pointermove", onMove, passive);
  addEventListener("pointerdown", onDown, passive);
  addEventListener("pointerup", onUp, passive);
  document.addEventListener("mouseout", onLeave, passive);
  return () => {
    cancelAnimationFrame(frame);
    root.remove();
    html.classList.remove("has-custom-cursor");
    removeEventListener("pointermove", onMove);
    removeEventListener("pointerdown", onDown);
    removeEventListener("pointerup", onUp);
    document.removeEventListener("mouseout", onLeave);
  };
}
