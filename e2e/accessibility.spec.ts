import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { dismissIntro, gotoHydrated } from "./fixtures";

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

for (const path of PAGES) {
  test(`${path} has no serious accessibility violation, in the light and the dark theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await gotoHydrated(page, path);
    await dismissIntro(page);
    // Content below the fold is measured as it shows once scrolled to (reveal animations at
    // their end), and colours at once after the theme changes (no transition in between).
    await page.addStyleTag({ content: ".reveal { animation: none !important; } *, *::before, *::after { transition: none !important; }" });
    expect(await seriousViolations(page), "light theme").toEqual([]);
    // The theme follows the system's while none is chosen (app/root.tsx).
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    expect(await seriousViolations(page), "dark theme").toEqual([]);
  });
}
