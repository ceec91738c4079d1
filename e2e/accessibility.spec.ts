import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
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

for (const scheme of ["light", "dark"] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme });
    for (const path of PAGES) {
      test(`${path} has no serious accessibility violation`, async ({ page }) => {
        await gotoHydrated(page, path);
        await dismissIntro(page);
        // Content below the fold is measured as it shows once scrolled to (reveal animations at their end).
        await page.addStyleTag({ content: ".reveal { animation: none !important; }" });
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
        const serious = results.violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | ")})`);
        expect(serious).toEqual([]);
      });
    }
  });
}
