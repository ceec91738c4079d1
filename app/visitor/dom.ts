/**
 * Sets `setup` up on every element matching `selector`, now and as such elements appear (a
 * client-side navigation, a live update, React rendering a part again). `setup` runs once per
 * element; what it returns runs when the element leaves the document.
 */
export function onElements<E extends Element>(selector: string, setup: (element: E) => void | (() => void)) {
  const done = new WeakSet<Element>();
  const cleanups = new Map<Element, () => void>();
  const scan = () => {
    for (const element of document.querySelectorAll<E>(selector)) {
      if (done.has(element)) continue;
      done.add(element);
      const cleanup = setup(element);
      if (cleanup) cleanups.set(element, cleanup);
    }
    for (const [element, cleanup] of cleanups) {
      if (!element.isConnected) {
        cleanups.delete(element);
        cleanup();
      }
    }
  };
  scan();
  new MutationObserver(scan).observe(document.body, { childList: true, subtree: true });
}

/**
 * Says the page's behaviours are in place (`html[data-behaviours]`: tests wait for it), then
 * presses again the button the visitor pressed on the page face before they were, which the
 * early script in root.tsx kept (`earlyClick`): a tap on the menu as the page paints is not lost.
 */
export function markReady() {
  const html = document.documentElement as HTMLElement & { earlyClick?: HTMLElement };
  html.setAttribute("data-behaviours", "");
  const pressed = html.earlyClick;
  delete html.earlyClick;
  if (pressed?.isConnected) pressed.click();
}
