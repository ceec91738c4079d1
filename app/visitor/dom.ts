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

/** Says the page's behaviours are in place (`html[data-behaviours]`): tests wait for it. */
export function markReady() {
  document.documentElement.setAttribute("data-behaviours", "");
}
