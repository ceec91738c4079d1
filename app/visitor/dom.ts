/**
 * Sets `setup` up on every element matching `selector`, now and as such elements appear (a
 * client-side navigation, a live update, React rendering a part again). `setup` runs once per
 * element; what it returns runs when the element leaves the document.
 *
 * The first look for the elements waits its turn: the behaviours a page loads set themselves
 * up a few at a time, in tasks of at most a few milliseconds, so that no task of the module's
 * start keeps a phone from answering a tap (total blocking time, docs/decisions/029).
 * `whenSetUp()` says when every first look asked for so far has been made.
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
  firstLooks.push(scan);
  new MutationObserver(scan).observe(document.body, { childList: true, subtree: true });
  void whenSetUp();
}

/** How long one turn of first looks may take before it yields (a phone's 50 ms long task, divided by its 4× slower CPU). */
const TURN_MS = 8;
const firstLooks: (() => void)[] = [];
let settingUp: Promise<void> | null = null;

export function whenSetUp(): Promise<void> {
  settingUp ??= (async () => {
    while (firstLooks.length > 0) {
      await nextTask();
      const turn = performance.now();
      while (firstLooks.length > 0 && performance.now() - turn < TURN_MS) firstLooks.shift()!();
    }
    settingUp = null;
  })();
  return settingUp;
}

/**
 * Lets the browser handle input and paint before going on: a message to itself, a task of its
 * own. Not a timer: a page whose timers wait (a background tab's, a test's paused clock) would
 * leave its behaviours unset.
 */
function nextTask() {
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
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
