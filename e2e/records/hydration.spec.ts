import { expect, test } from "@playwright/test";
import { gotoHydrated } from "../fixtures";

/**
 * An administrator's pages in edit mode hydrate as cleanly as a visitor's: edit mode, which
 * only the browser knows, is drawn once the server's page is hydrated, parts in Suspense
 * boundaries (the footer, the home page's sections) included, never over them.
 */
for (const path of ["/", "/about", "/contact", "/cases", "/case/northwind-coffee-rebrand", "/branding", "/admin"]) {
  test(`${path} hydrates in edit mode without an error`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await gotoHydrated(page, path);
    // The footer hydrates last, in a boundary of its own; its texts get their pencils then.
    // (On the home page it is there, not drawn, behind the splash.)
    await expect(
      page
        .locator("footer")
        .getByRole("button", { name: /^Edit /, includeHidden: true })
        .first(),
    ).toBeAttached();
    expect(errors).toEqual([]);
  });
}
