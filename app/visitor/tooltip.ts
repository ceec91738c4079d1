/**
 * Tooltips (app/components/ui/tooltip.tsx): shown after 700 ms of mouse hover, or at once
 * while another is open or within 300 ms of one closing (docs/product.md section 9); at once
 * on keyboard focus; hidden on leaving, pressing, blurring or Escape. The tooltip is a copy
 * of the hidden text beside the trigger (the server's, never changed: React hydrates it), added
 * while shown.
 */
import { onElements } from "./dom";

const DELAY_MS = 700;
const SKIP_DELAY_MS = 300;

let open = 0;
let lastClosedAt = -Infinity;

onElements<HTMLElement>("[data-tooltip]", (wrapper) => {
  const text = wrapper.querySelector<HTMLElement>("[data-tooltip-text]")!;
  const trigger = wrapper.firstElementChild!;
  let tip: HTMLElement | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const showNow = () => {
    if (tip) return;
    tip = text.cloneNode(true) as HTMLElement;
    tip.removeAttribute("data-tooltip-text");
    tip.hidden = false;
    tip.id = text.dataset.tooltipText!;
    tip.setAttribute("role", "tooltip");
    // A text for each theme (the theme toggle's): the one for the theme in force.
    const dark = document.documentElement.classList.contains("dark");
    for (const text of tip.querySelectorAll<HTMLElement>("[data-dark][data-light]"))
      text.textContent = text.dataset[dark ? "dark" : "light"]!;
    wrapper.append(tip);
    trigger.setAttribute("aria-describedby", tip.id);
    open++;
    document.addEventListener("keydown", onEscape);
  };
  const show = (immediately: boolean) => {
    clearTimeout(timer);
    if (immediately || open > 0 || performance.now() - lastClosedAt < SKIP_DELAY_MS) showNow();
    else timer = setTimeout(showNow, DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer);
    if (!tip) return;
    tip.remove();
    tip = null;
    trigger.removeAttribute("aria-describedby");
    open--;
    lastClosedAt = performance.now();
    document.removeEventListener("keydown", onEscape);
  };
  const onEscape = (event: KeyboardEvent) => event.key === "Escape" && hide();

  wrapper.addEventListener("pointerenter", (event) => event.pointerType === "mouse" && show(false));
  wrapper.addEventListener("pointerleave", hide);
  wrapper.addEventListener("pointerdown", hide);
  wrapper.addEventListener("focusin", (event) => (event.target as Element).matches(":focus-visible") && show(true));
  wrapper.addEventListener("focusout", hide);
  return hide;
});
