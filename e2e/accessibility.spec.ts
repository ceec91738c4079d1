import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { dismissIntro, gotoHydrated, settled } from "./fixtures";

/** axe-core on every public page, in both themes: no serious or critical violation. */
const PAGES = [
  "/",
  "/about",
  "/contact",
  "/cases",
  "/case/harbour-oak-online-store",
  "/branding",
  "/project/nexus-financial",
  "/publicity-not-a-page",
  "/login",
];

/** The serious and critical violations axe finds on the page as it is now. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(" | ")})`,
    );
}

/**
 * Scrolls through the whole page as a visitor would, so that every reveal comes in, and
 * waits until every animation and transition under way has ended.
 */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
    window.scrollTo(0, 0);
  });
  await settled(page);
}

// With motion, as visitors have it (the project's default is reduced motion): what is read is
// what shows after the page's own reveals and transitions, not a page with them switched off.
test.use({ reducedMotion: "no-preference" });

for (const path of PAGES) {
  test(`${path} has no serious accessibility violation, in the light and the dark theme, with motion`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await gotoHydrated(page, path);
    await dismissIntro(page);
    await scrollThrough(page);
    expect(await seriousViolations(page), "light theme").toEqual([]);
    // The theme follows the system's while none is chosen (app/root.tsx).
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await settled(page);
    expect(await seriousViolations(page), "dark theme").toEqual([]);
  });
}
