import { expect, test, type Page } from "@playwright/test";

/**
 * Live updates seen from a visitor's open page (SPEC.md section 4): the page must show an
 * administrator's change without being reloaded, within a second of the save.
 */

declare global {
  interface Window {
    __liveMark?: string;
    __seenAt?: number;
  }
}

/**
 * Starts watching a visitor's open page for a text to appear (or, with `gone`, to go), or
 * for an element matching `selector`. The page is marked, so that a reload would show; the
 * moment of the change is taken inside the page.
 */
export async function watchFor(page: Page, text: string, { gone = false, selector = "" } = {}) {
  await page.evaluate(
    ({ wanted, gone, selector }) => {
      window.__liveMark = "same page";
      window.__seenAt = undefined;
      const present = () => (selector ? document.querySelector(selector) !== null : document.body.innerText.includes(wanted));
      const check = () => {
        if (window.__seenAt === undefined && present() !== gone) window.__seenAt = Date.now();
      };
      new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
      check();
    },
    { wanted: text, gone, selector },
  );
  expect(await page.evaluate(() => window.__seenAt)).toBeUndefined();
}

/** Waits for the watched change on the visitor's page, which must not have been reloaded; when it came. */
export async function expectShown(visitor: Page) {
  const seenAt = await (await visitor.waitForFunction(() => window.__seenAt, undefined, { timeout: 10_000 })).jsonValue();
  expect(await visitor.evaluate(() => window.__liveMark)).toBe("same page");
  return seenAt!;
}

/**
 * Runs the administrator's change and waits for the visitor's page to show it: within
 * `withinMs` of the save's answer, without a reload.
 */
export async function expectLive(visitor: Page, admin: Page, change: () => Promise<unknown>, withinMs = 1_000) {
  const saved = admin.waitForResponse((response) => response.request().method() === "POST" && /\/api\//.test(response.url()));
  await change();
  await saved;
  const savedAt = Date.now();
  const seenAt = await expectShown(visitor);
  test.info().annotations.push({ type: "live delay", description: `${seenAt - savedAt} ms` });
  expect(seenAt - savedAt).toBeLessThan(withinMs);
}
