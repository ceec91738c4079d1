import { expect, test, type Page } from "@playwright/test";

/**
 * Nothing in the first screen waits for JavaScript: with every script file refused, what a
 * page shows when it opens is there in full, from its HTML and CSS alone (what is below the
 * fold coming in as it is scrolled to: e2e/reveal.spec.ts).
 */
// Content below the fold comes in with motion (the project's default is reduced motion).
test.use({ reducedMotion: "no-preference" });

const PAGES = ["/about", "/contact", "/cases", "/case/northwind-coffee-rebrand", "/branding", "/project/nexus-financial"];

async function openWithoutScriptFiles(page: Page, path: string) {
  await page.route("**/*.js", (route) => route.abort());
  await page.goto(path);
}

/** Every element in the upper part of the screen that shows text, and how opaque it is. */
function firstScreen(page: Page) {
  return page.evaluate(() => {
    const limit = window.innerHeight * 0.7;
    const seen: Array<{ text: string; opacity: number }> = [];
    for (const element of document.querySelectorAll<HTMLElement>("main h1, main h2, main p, main a, main li")) {
      const box = element.getBoundingClientRect();
      if (box.height === 0 || box.top < 0 || box.top > limit || !element.innerText.trim()) continue;
      // The opacity the visitor sees: the product of the element's and its ancestors'.
      let opacity = 1;
      for (let node: HTMLElement | null = element; node; node = node.parentElement) {
        opacity *= Number(getComputedStyle(node).opacity);
      }
      seen.push({ text: element.innerText.trim().slice(0, 40), opacity });
    }
    return seen;
  });
}

for (const path of PAGES) {
  test(`${path}: the first screen shows in full without any script file`, async ({ page }) => {
    await openWithoutScriptFiles(page, path);
    const shown = await firstScreen(page);
    expect(shown.length).toBeGreaterThan(2);
    expect(shown.filter((element) => element.opacity < 1)).toEqual([]);
  });
}

test("the home page's intro and hero show without any script file", async ({ page }) => {
  await openWithoutScriptFiles(page, "/");
  await expect(page.locator("#intro-tagline")).toBeVisible();
  await expect(page.locator("#home h1")).toBeAttached();
  const opacity = await page.locator("#home h1").evaluate((el) => Number(getComputedStyle(el).opacity));
  expect(opacity).toBe(1);
});
