import { useLayoutEffect, useState, type RefObject } from "react";

/** What a place may sit in that a control must not: a link or a button (no control inside another). */
const INTERACTIVE = "a[href],button,[role=button],[role=link],summary,label";

/** Lists and tables hold only their own rows and items: a box goes after the list instead. */
const LIST_PARTS = "ul,ol,dl,table,thead,tbody,tr,select";

/**
 * A box for a place's editing controls, put right after the link or button the place sits in
 * (or after the place itself), so that no control is ever inside a link or a button, and the
 * controls come next in the page's order. It takes no room (absolutely placed, no size); it is
 * taken away with the place.
 */
export function usePlaceHost(place: RefObject<HTMLElement | null>) {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const element = place.current;
    if (!element) return;
    let anchor: Element = element.closest(INTERACTIVE) ?? element;
    while (anchor.parentElement?.matches(LIST_PARTS)) anchor = anchor.parentElement;
    const box = document.createElement("span");
    box.dataset.placeTools = "";
    box.style.cssText = "position:absolute;width:0;height:0;";
    anchor.after(box);
    setHost(box);
    return () => {
      box.remove();
      setHost(null);
    };
  }, [place]);
  return host;
}

/** Where a place is from its host box (both may move with the page): its corners, in pixels. */
export function offsetFrom(host: HTMLElement, place: HTMLElement) {
  const from = host.getBoundingClientRect();
  const to = place.getBoundingClientRect();
  return { left: to.left - from.left, top: to.top - from.top, right: to.right - from.left, bottom: to.bottom - from.top };
}

export type Offset = ReturnType<typeof offsetFrom>;
