/**
 * The WhatsApp bubble: its card's code (whatsapp-card.ts) comes as the pointer or the focus
 * reaches the bubble, or as the card opens; a visitor who never goes near it fetches none.
 */
const load = () => import("./whatsapp-card");
for (const type of ["pointerover", "focusin", "toggle"]) {
  document.addEventListener(
    type,
    (event) => event.target instanceof Element && !!event.target.closest("[data-whatsapp-bubble]") && load(),
    true,
  );
}
