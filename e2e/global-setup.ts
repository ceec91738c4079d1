import { chromium, expect, type Browser, type FullConfig, type Page } from "@playwright/test";
import { gotoHydrated } from "./fixtures";
import { expectNotice } from "./records/kit";
import { ADMIN_STATE, LIVE_ADMIN_STATE, LIVE_PORT, RECORDS_ADMIN, RECORDS_PORT, SECOND_ADMIN, SECOND_ADMIN_STATE } from "./records/site";

type Account = { email: string; password: string };

/**
 * Before any test (the sites are up by then): the records site's administrator signs in
 * once, with edit mode on, and creates a second administrator from /admin, who signs in too;
 * the live site's administrator signs in once. Their browser states serve every test of the
 * records and live projects. Done here rather than in a setup project, so that no project
 * waits for another: Playwright runs a project's dependencies as a phase of their own, and
 * every phase waits for its slowest test (docs/decisions/007-end-to-end-sites.md).
 */
export default async function globalSetup(config: FullConfig) {
  const browser = await chromium.launch(config.projects[0].use.launchOptions);
  try {
    await Promise.all([signInRecordsAdministrators(browser), signInLiveAdministrator(browser)]);
  } finally {
    await browser.close();
  }
}

async function signInRecordsAdministrators(browser: Browser) {
  const baseURL = `http://localhost:${RECORDS_PORT}`;
  const first = await browser.newContext({ baseURL });
  try {
    const page = await first.newPage();
    await signIn(page, RECORDS_ADMIN);
    await first.storageState({ path: ADMIN_STATE });

    await gotoHydrated(page, "/admin");
    await page.getByRole("button", { name: "Create New Administrator" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Name").fill(SECOND_ADMIN.name);
    await dialog.getByLabel("Email").fill(SECOND_ADMIN.email);
    await dialog.getByLabel("Password").fill(SECOND_ADMIN.password);
    await dialog.getByRole("button", { name: "Create Administrator" }).click();
    await expectNotice(page, "Admin created successfully!");
  } finally {
    await first.close();
  }

  const second = await browser.newContext({ baseURL });
  try {
    await signIn(await second.newPage(), SECOND_ADMIN);
    await second.storageState({ path: SECOND_ADMIN_STATE });
  } finally {
    await second.close();
  }
}

async function signInLiveAdministrator(browser: Browser) {
  const context = await browser.newContext({ baseURL: `http://localhost:${LIVE_PORT}` });
  try {
    await signIn(await context.newPage(), RECORDS_ADMIN);
    await context.storageState({ path: LIVE_ADMIN_STATE });
  } finally {
    await context.close();
  }
}

/** Signs in through the login form, then turns edit mode on (the browser remembers it). */
async function signIn(page: Page, { email, password }: Account) {
  await gotoHydrated(page, "/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  // Away from the home page's intro splash, which covers the page.
  await gotoHydrated(page, "/contact");
  const toggle = page.getByRole("button", { name: /Edit mode (on|off)/ });
  if ((await toggle.getAttribute("aria-pressed")) !== "true") await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
}
