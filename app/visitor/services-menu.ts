/**
 * The header's Services menu (desktop-nav.tsx): opens 200 ms after the pointer enters and
 * closes 150 ms after it leaves (docs/product.md section 9); a click, Enter, Space or
 * ArrowDown opens it; Escape closes it, also when it was opened by hovering (WCAG 2.2 1.4.13),
 * and gives the focus back to the button if it was inside; a click outside, tabbing out or
 * choosing a link closes it. In edit mode, hovering does not open it while one of its texts
 * is being edited.
 */
import { onElements } from "./dom";

const OPEN_DELAY_MS = 200;
const CLOSE_DELAY_MS = 150;

/** A text being edited (app/components/editing/place-field.tsx) and its tools (place-host.tsx). */
const EDITING = "[contenteditable], [data-editing], [data-place-tools]";
/** Events from a text being edited or from its editing tools are the editor's, not the menu's. */
const editing = (target: EventTarget | null) => target instanceof Element && !!target.closest(EDITING);

onElements<HTMLElement>("[data-services-item]", (item) => {
  const trigger = item.querySelector<HTMLButtonElement>("[data-services-trigger]")!;
  const menu = item.querySelector<HTMLElement>("[data-services-menu]")!;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Opened by hovering: a click that follows keeps it open rather than toggling it shut.
  let hoverOpened = false;
  // Closed by Escape while hovered: it stays closed until the pointer leaves.
  let dismissed = false;

  const isOpen = () => !menu.hidden;
  const links = () => [...menu.querySelectorAll<HTMLElement>("a")];
  const set = (open: boolean) => {
    clearTimeout(timer);
    menu.hidden = !open;
    trigger.setAttribute("aria-expanded", String(open));
    trigger.dataset.state = open ? "open" : "closed";
    if (open) document.addEventListener("pointerdown", onOutside);
    else document.removeEventListener("pointerdown", onOutside);
  };
  const later = (open: boolean, delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      set(open);
      hoverOpened = open;
    }, delay);
  };
  const onOutside = (event: PointerEvent) => !item.contains(event.target as Node) && !editing(event.target) && set(false);
  const beingEdited = () => !!item.querySelector("[contenteditable], [data-editing]");

  const onEnter = (event: PointerEvent) => {
    if (event.pointerType !== "mouse" || dismissed) return;
    if (isOpen()) clearTimeout(timer);
    else if (!beingEdited()) later(true, OPEN_DELAY_MS);
  };
  const onLeave = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    dismissed = false;
    if (!isOpen()) clearTimeout(timer);
    else if (!beingEdited()) later(false, CLOSE_DELAY_MS);
  };
  const onClick = (event: MouseEvent) => {
    if (editing(event.target)) return;
    if (trigger.contains(event.target as Node)) {
      const keep = isOpen() && hoverOpened;
      hoverOpened = false;
      set(keep || !isOpen());
      // Choosing a link closes it (a full document, or the app's client-side navigation).
    } else if ((event.target as Element).closest("a")) set(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (editing(event.target)) return;
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const all = links();
    if (!isOpen()) {
      hoverOpened = false;
      set(true);
      all[0]?.focus();
      return;
    }
    const at = all.indexOf(document.activeElement as HTMLElement);
    const next = event.key === "ArrowDown" ? Math.min(at + 1, all.length - 1) : Math.max(at - 1, 0);
    all[at === -1 ? 0 : next]?.focus();
  };
  // Escape on the document: the menu may be open under the pointer with the focus elsewhere.
  const onEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !isOpen() || editing(event.target)) return;
    event.preventDefault();
    const focusInside = item.contains(document.activeElement);
    dismissed = item.matches(":hover");
    set(false);
    if (focusInside) trigger.focus();
  };
  // Tabbing out of the menu closes it.
  const onFocusOut = (event: FocusEvent) => isOpen() && !item.contains(event.relatedTarget as Node | null) && set(false);
  const onNavigate = () => set(false);

  item.addEventListener("pointerenter", onEnter);
  item.addEventListener("pointerleave", onLeave);
  item.addEventListener("click", onClick);
  item.addEventListener("keydown", onKeyDown);
  item.addEventListener("focusout", onFocusOut);
  document.addEventListener("keydown", onEscape);
  addEventListener("popstate", onNavigate);
  return () => {
    set(false);
    document.removeEventListener("keydown", onEscape);
    removeEventListener("popstate", onNavigate);
  };
});
