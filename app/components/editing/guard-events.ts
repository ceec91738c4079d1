/**
 * The events of an editing place or its toolbar that must not reach what it sits in: a link
 * would follow, a button would press (Space, Enter), a menu would open, and listeners on the
 * document (the splash closes on Escape) would act. Native listeners on the element itself,
 * since React's own listen at the document, too late to stop the others there.
 */
const KEYS = ["keydown", "keypress", "keyup"] as const;
const POINTER = ["pointerdown", "mousedown", "pointerup", "mouseup", "click", "dblclick", "auxclick"] as const;

/** Keys stop at `element` (`onKey` sees them first); Space and Enter released do not press a button around it. */
export function guardKeys(element: HTMLElement, onKey: (event: KeyboardEvent) => void) {
  const stop = (event: Event) => {
    const key = event as KeyboardEvent;
    onKey(key);
    if (event.type === "keyup" && (key.key === " " || key.key === "Enter")) event.preventDefault();
    event.stopPropagation();
  };
  for (const type of KEYS) element.addEventListener(type, stop);
  return () => {
    for (const type of KEYS) element.removeEventListener(type, stop);
  };
}

/** Presses and clicks stop at `element`: a click on it does not follow a link or press a button around it. */
export function guardPointer(element: HTMLElement, onClick?: (event: MouseEvent) => void) {
  const stop = (event: Event) => {
    if (event.type === "click") {
      event.preventDefault();
      onClick?.(event as MouseEvent);
    }
    event.stopPropagation();
  };
  for (const type of POINTER) element.addEventListener(type, stop);
  return () => {
    for (const type of POINTER) element.removeEventListener(type, stop);
  };
}
