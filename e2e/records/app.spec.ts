import { expect, test } from "@playwright/test";
import { adoptedByReact, gotoHydrated, listenForReact, reactSeen } from "../fixtures";

/**
 * An administrator's pages are the full app on the same addresses as a visitor's page face
 * (docs/decisions/029): hydrated by React 19, navigating within the site by reading the next
 * page's data, with the app's loading and failure screens.
 */
const isElsewhere = (url: URL) => url.hostname !== "localhost" && url.hostname !== "127.0.0.1";

// Out of edit mode: these are about the app, not its editors.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("admin_edit_mode", "false"));
  await page.route(isElsewhere, (route) => route.fulfill({ contentType: "text/html", body: "<h1>Elsewhere</h1>" }));
});

for (const path of ["/", "/about", "/case/northwind-coffee-rebrand"]) {
  test(`${path} is hydrated by react-dom 19 for an administrator`, async ({ page }) => {
    await listenForReact(page);
    await gotoHydrated(page, path);
    const seen = await reactSeen(page);
    expect(seen.renderers).toEqual([{ rendererPackageName: "react-dom", version: expect.stringMatching(/^19\./) }]);
    expect(seen.commits).toBeGreaterThan(0);
    // The page's own elements are React's: hydration adopted them.
    expect(await adoptedByReact(page.getByRole("banner"))).toBe(true);
  });
}

test("a case study opened in the app shows its skeleton while its data loads", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === "/case/northwind-coffee-rebrand.data",
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await gotoHydrated(page, "/cases");
  const requests: string[] = [];
  page.on("request", (request) => requests.push(new URL(request.url()).pathname));
  await page.locator('main a[href="/case/northwind-coffee-rebrand"]').first().click();
  await expect(page.getByTestId("case-skeleton")).toBeVisible();
  release();
  await expect(page.getByTestId("case-skeleton")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Within the app: only the page's data was read, not the page.
  expect(requests).toContain("/case/northwind-coffee-rebrand.data");
  expect(requests).not.toContain("/case/northwind-coffee-rebrand");
});

test("a page whose data fails to load in the app shows the error screen with a way home", async ({ page }) => {
  await gotoHydrated(page, "/about");
  // The next page's data request fails on the server.
  await page.route(/\/branding\.data/, (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }));
  await page.locator("footer").getByRole("link", { name: "Branding" }).click();
  await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
  await expect(page.getByTestId("error-detail")).not.toBeEmpty();
  await page.unroute(/\/branding\.data/);
  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
