import { expect, test as setup, type Page } from "@playwright/test";
import { ADMIN_STATE, RECORDS_ADMIN, SECOND_ADMIN, SECOND_ADMIN_STATE } from "./site";
import { gotoHydrated } from "../fixtures";
import { expectNotice } from "./kit";

/**
 * Signs the records site's administrator in once, with edit mode on, and keeps the browser's
 * state (session cookie, remembered edit mode) for every test of the records project. Then
 * that administrator creates a second one from /admin, who is signed in the same way once,
 * for the tests of two administrators editing at once (conflicts.spec.ts).
 */
async function signIn(page: Page, { email, password }: { email: string; password: string }, baseURL: string) {
  await gotoHydrated(page, `${baseURL}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  // Away from the home page's intro splash, which covers the page.
  await gotoHydrated(page, "/contact");
  const toggle = page.getByRole("button", { name: /Edit mode (on|off)/ });
  if ((await toggle.getAttribute("aria-pressed")) !== "true") await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
}

setup("sign in as the records administrator, who creates a second one from /admin", async ({ page, browser, baseURL }) => {
  await signIn(page, RECORDS_ADMIN, baseURL!);
  await page.context().storageState({ path: ADMIN_STATE });

  await gotoHydrated(page, "/admin");
  await page.getByRole("button", { name: "Create New Administrator" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill(SECOND_ADMIN.name);
  await dialog.getByLabel("Email").fill(SECOND_ADMIN.email);
  await dialog.getByLabel("Password").fill(SECOND_ADMIN.password);
  await dialog.getByRole("button", { name: "Create Administrator" }).click();
  await expectNotice(page, "Admin created successfully!");

  const second = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    await signIn(await second.newPage(), SECOND_ADMIN, baseURL!);
    await second.storageState({ path: SECOND_ADMIN_STATE });
  } finally {
    await second.close();
  }
});
