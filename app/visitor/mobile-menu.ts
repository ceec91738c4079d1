/**
 * The mobile menu (components/layout/mobile-menu.tsx): the button opens and closes the panel;
 * while it is open the page under it is out of reach (inert, not scrolled) and the focus is on
 * its first link; Escape closes it and gives the focus back to the button; choosing a link, going
 * back or forward, or a window grown to the desktop width closes it.
 */
import { onElements } from "./dom";
import { fromEditing } from "./guard";

const DESKTOP_QUERY = "(min-width: 64rem)";

onElements<HTMLButtonElement>("[data-mobile-menu-button]", (button) => {
  const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!panel) return;
  const desktop = matchMedia(DESKTOP_QUERY);
  let covered: HTMLElement[] = [];

  const isOpen = () => panel.dataset.state === "open";
  const set = (open: boolean) => {
    if (open === isOpen()) return;
    panel.dataset.state = open ? "open" : "closed";
    button.setAttribute("aria-expanded", String(open));
    button.setAttribute("aria-label", open ? "Close menu" : "Open menu");
    // Unlocked at once on closing: a '/#' link scrolls in the same click.
    document.documentElement.style.overflow = open ? "hidden" : "";
    if (open) {
      document.addEventListener("keydown", onKeyDown);
      desktop.addEventListener("change", onDesktop);
      addEventListener("popstate", close);
      // The panel covers the page: what is under it is out of reach (Tab stays in the header).
      const header = button.closest("header");
      covered = [...(header?.parentElement?.children ?? [])].filter(
        (element): element is HTMLElement => element !== header && element instanceof HTMLElement && !element.inert,
      );
      for (const element of covered) element.inert = true;
      panel.querySelector("a")?.focus({ preventScroll: true });
    } else {
      document.removeEventListener("keydown", onKeyDown);
      desktop.removeEventListener("change", onDesktop);
      removeEventListener("popstate", close);
      for (const element of covered) element.inert = false;
      covered = [];
    }
  };
  const close = () => set(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || fromEditing(event)) return;
    set(false);
    button.focus();
  };
  const onDesktop = () => desktop.matches && set(false);
  const onButton = (event: MouseEvent) => !fromEditing(event) && set(!isOpen());
  const onChoice = (event: MouseEvent) => !fromEditing(event) && (event.target as Element).closest("a") && set(false);

  button.addEventListener("click", onButton);
  panel.addEventListener("click", onChoice);
  return () => {
    set(false);
    button.removeEventListener("click", onButton);
    panel.removeEventListener("click", onChoice);
  };
});
