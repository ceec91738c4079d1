import { expect, type Browser, type Page } from "@playwright/test";
import { gotoHydrated, pauseClock } from "../fixtures";
import { visitorPage } from "./kit";

/**
 * Live updates seen from a visitor's open page (docs/product.md section 4): the page must show an
 * administrator's change without being reloaded, within a second of the save.
 */

/** docs/product.md section 9: a page reloads its data 100 ms after it hears of a change. */
export const LIVE_RELOAD_MS = 100;

declare global {
  interface Window {
    __liveMark?: string;
    __seenAt?: number;
    /** For pages of liveVisitor(): every stream the page opened, and when (on its clock) it heard of changes and read its data. */
    __streams?: EventSource[];
    __heardAt?: number[];
    __readAt?: number[];
  }
}

/**
 * A visitor (no session) whose pages can be timed: see timeReads.
 */
export async function liveVisitor(browser: Browser, baseURL: string) {
  const visitor = await visitorPage(browser, baseURL);
  await timeReads(visitor.page);
  return visitor;
}

/**
 * Makes the pages of `page` timeable: the page's clock is the test's (installed, running
 * until the test pauses it), and the page notes, on that clock, each change its streams
 * deliver and each time it reads its data again (React Router's `.data` requests). Its
 * streams are kept in `window.__streams`. Call it before the page opens.
 */
export async function timeReads(page: Page) {
  await page.clock.install();
  await page.addInitScript(() => {
    const streams: EventSource[] = [];
    const heardAt: number[] = [];
    const readAt: number[] = [];
    Object.assign(window, { __streams: streams, __heardAt: heardAt, __readAt: readAt });
    const NativeEventSource = window.EventSource;
    window.EventSource = class extends NativeEventSource {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        streams.push(this);
        // Added before the page's own listener, so it runs first.
        this.addEventListener("change", () => heardAt.push(performance.now()));
      }
    };
    const nativeFetch = window.fetch;
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      // A read of the page's data: the app's `.data` request, or the page face's fetch of its own address (docs/decisions/029).
      const path = new URL(url, location.href).pathname;
      if (path.endsWith(".data") || path === location.pathname) readAt.push(performance.now());
      return nativeFetch(input, init);
    };
  });
}

/**
 * Opens the portfolio on a liveVisitor() page and waits for its one refetch 500 ms after it is
 * shown (docs/product.md section 4): on a busy machine the administrator's next step may come
 * sooner, and that read would then fall inside a change's timing.
 */
export async function openPortfolio(page: Page) {
  await gotoHydrated(page, "/cases");
  await expect.poll(() => page.evaluate(() => window.__readAt!.length)).toBeGreaterThan(0);
}

/**
 * Starts watching a visitor's open page for a text to appear (or, with `gone`, to go), or
 * for an element matching `selector`. The page is marked, so that a reload would show.
 */
export async function watchFor(page: Page, text: string, { gone = false, selector = "" } = {}) {
  await page.evaluate(
    ({ wanted, gone, selector }) => {
      window.__liveMark = "same page";
      window.__seenAt = undefined;
      const present = () => (selector ? document.querySelector(selector) !== null : document.body.innerText.includes(wanted));
      const check = () => {
        if (window.__seenAt === undefined && present() !== gone) window.__seenAt = performance.now();
      };
      new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
      check();
    },
    { wanted: text, gone, selector },
  );
  expect(await page.evaluate(() => window.__seenAt)).toBeUndefined();
}

/** Waits for the watched change on the visitor's page, which must not have been reloaded. */
export async function expectShown(visitor: Page) {
  await visitor.waitForFunction(() => window.__seenAt !== undefined);
  expect(await visitor.evaluate(() => window.__liveMark)).toBe("same page");
}

/**
 * Runs the administrator's change and follows it to the open page of a liveVisitor(): the
 * change reaches the page's stream (the server's part: waited for, not timed here; the
 * bench times delivery to thousands of streams); the page reads its data again exactly
 * `reloadMs` after it heard, on its own clock (the page's part: `reloadMs` is its route's
 * delay, docs/product.md section 9); and shows the change without a reload.
 */
export async function expectLive(visitor: Page, admin: Page, change: () => Promise<unknown>, reloadMs = LIVE_RELOAD_MS) {
  const heard = () => visitor.evaluate(() => window.__heardAt!.length);
  const reads = () => visitor.evaluate(() => window.__readAt!.length);
  const [heardBefore, readsBefore] = [await heard(), await reads()];
  await pauseClock(visitor);
  const saved = admin.waitForResponse((response) => response.request().method() === "POST" && /\/api\//.test(response.url()));
  await change();
  await saved;
  await expect.poll(heard).toBeGreaterThan(heardBefore);
  await visitor.clock.runFor(reloadMs - 1);
  expect(await reads(), `no read before ${reloadMs} ms`).toBe(readsBefore);
  await visitor.clock.runFor(1);
  await expect.poll(reads).toBeGreaterThan(readsBefore);
  const { heardAt, readAt } = await visitor.evaluate(
    ([h, r]) => ({ heardAt: window.__heardAt![h], readAt: window.__readAt![r] }),
    [heardBefore, readsBefore],
  );
  expect(readAt - heardAt, "read again after the page's delay, on its clock").toBe(reloadMs);
  await visitor.clock.resume();
  await expectShown(visitor);
}
