import { fromEditing } from "./guard";

/**
 * The WhatsApp bubble's card (app/components/layout/whatsapp-bubble.tsx), a manual popover
 * the bubble toggles: the bubble says whether it is open, Escape closes it and gives the
 * bubble the focus back, a press outside the bubble and its card closes it. Loaded by
 * whatsapp.ts as the visitor reaches for the bubble, perhaps once the card is open.
 */
const ROOT = "[data-whatsapp-bubble]";

const parts = () => {
  const root = document.querySelector(ROOT);
  return {
    card: root?.querySelector<HTMLElement>("[popover]"),
    bubble: root?.querySelector<HTMLElement>("[popovertarget]:not([popovertargetaction])"),
  };
};

const close = (focusBubble: boolean) => {
  const { card, bubble } = parts();
  if (!card?.matches(":popover-open")) return;
  // Before the card hides, so that the browser has no focus of its own to give back.
  if (focusBubble) bubble?.focus();
  card.hidePopover();
};

const expanded = () => {
  const { card, bubble } = parts();
  bubble?.setAttribute("aria-expanded", String(!!card?.matches(":popover-open")));
};
expanded();
document.addEventListener("toggle", expanded, true);

document.addEventListener("keydown", (event) => {
  if (event.key === "Escape" && !fromEditing(event)) close(true);
});

document.addEventListener("pointerdown", (event) => {
  if (!(event.target instanceof Element) || !event.target.closest(ROOT)) close(false);
});

document.addEventListener("click", (event) => {
  if (event.target instanceof Element && event.target.closest(`${ROOT} [popovertargetaction=hide]`) && !fromEditing(event)) {
    parts().bubble?.focus();
  }
});
