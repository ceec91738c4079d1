import { expect, test as setup } from "@playwright/test";
import { ADMIN_STATE, RECORDS_ADMIN } from "./site";
import { gotoHydrated } from "../fixtures";

/**
 * Signs the records site's administrator in once, with edit mode on, and keeps the browser's
 * state (session cookie, remembered edit mode) for every test of the records project.
 */
setup("sign in as the records administrator", async ({ page, baseURL }) => {
  await gotoHydrated(page, `${baseURL}/login`);
  await page.getByLabel("Email").fill(RECORDS_ADMIN.email);
  await page.getByLabel("Password").fill(RECORDS_ADMIN.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  // Away from the home page's intro splash, which covers the page.
  await gotoHydrated(page, "/contact");
  const toggle = page.getByRole("button", { name: /Edit mode (on|off)/ });
  if ((await toggle.getAttribute("aria-pressed")) !== "true") await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await page.context().storageState({ path: ADMIN_STATE });
});
