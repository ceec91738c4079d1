import { useLayoutEffect, useState, type ReactNode, type RefObject, type SyntheticEvent } from "react";
import { createPortal } from "react-dom";

/** What a place may sit in that a control must not: a link or a button (no control inside another). */
const INTERACTIVE = "a[href],button,[role=button],[role=link],summary,label";

/** Lists and tables hold only their own rows and items (a definition list's groups too): a box goes after the list instead. */
const LIST_PARTS = "ul,ol,dl,dl > div,table,thead,tbody,tr,select";

/**
 * A box for a place's editing controls, put right after the link or button the place sits in
 * (or after the place itself), so that no control is ever inside a link or a button, and the
 * controls come next in the page's order. It takes no room (absolutely placed, no size); it is
 * taken away with the place. `onlyInLinks`: none when the place is in no link or button.
 */
export function usePlaceHost(place: RefObject<HTMLElement | null>, { onlyInLinks = false } = {}) {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const element = place.current;
    if (!element) return;
    // A place whose controls may sit inside it (a picture's frame) needs a box only in a link or button.
    if (onlyInLinks && !element.parentElement?.closest(INTERACTIVE)) return;
    const box = document.createElement("span");
    box.dataset.placeTools = "";
    box.style.cssText = "position:absolute;width:0;height:0;";
    anchorOf(element).after(box);
    // The box is the page's, made here: its controls are drawn once it is in.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHost(box);
    return () => {
      box.remove();
      setHost(null);
    };
  }, [place, onlyInLinks]);
  // The place's element is drawn anew as editing starts and ends: the box follows it, so the
  // controls stay next after it in the page's order.
  useLayoutEffect(() => {
    const element = place.current;
    if (!host || !element) return;
    const anchor = anchorOf(element);
    if (anchor.nextSibling !== host) anchor.after(host);
  });
  return host;
}

/** What the box goes after: the link or button around the place, or the place; a list's items stay the list's. */
function anchorOf(element: HTMLElement) {
  let anchor: Element = element.parentElement?.closest(INTERACTIVE) ?? element;
  while (anchor.parentElement?.matches(LIST_PARTS)) anchor = anchor.parentElement;
  return anchor;
}

/** Where a place is from its host box (both may move with the page): its corners, in pixels. */
export function offsetFrom(host: HTMLElement, place: HTMLElement) {
  const from = host.getBoundingClientRect();
  const to = place.getBoundingClientRect();
  return { left: to.left - from.left, top: to.top - from.top, right: to.right - from.left, bottom: to.bottom - from.top };
}

export type Offset = ReturnType<typeof offsetFrom>;

const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * Renders `children` in a place's host box. React passes a portal's events up its own tree,
 * which here runs through the link or button the place sits in: they stop at the portal, so a
 * click on 'Save' follows no link and a key typed opens no menu.
 */
export function HostPortal({ host, children }: { host: HTMLElement; children: ReactNode }) {
  return createPortal(
    // Only stops events on their way up; the controls inside are buttons.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <span
      className="contents"
      onClick={stop}
      onKeyDown={stop}
      onKeyUp={stop}
      onPointerDown={stop}
      onMouseDown={stop}
      onFocus={stop}
      onBlur={stop}
    >
      {children}
    </span>,
    host,
  );
}
