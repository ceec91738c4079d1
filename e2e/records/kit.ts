import { expect, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import { gotoHydrated, newContext } from "../fixtures";

/** Helpers for the records tests: pictures to upload, notifications, a visitor, the API. */

/** A PNG picture of one colour, as a file for an `<input type=file>`. */
export async function pngFile(name: string, color = "#6d4aff", width = 320, height = 200) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

/** The toast region: `notice(page, "Saved")` waits for a notification with that text. */
export function notifications(page: Page) {
  return page.getByRole("region", { name: "Notifications" });
}

export async function expectNotice(page: Page, text: string) {
  await expect(notifications(page).getByText(text, { exact: true }).first()).toBeVisible();
}

/** A visitor: a browser context with no session and nothing stored (not the project's state). */
export async function visitorPage(browser: Browser, baseURL: string) {
  const context = await newContext(browser, { baseURL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

/** A word that makes a test's records its own, whatever else runs at the same time. */
export function unique(prefix: string) {
  return `${prefix} ${Math.random().toString(36).slice(2, 7)}`;
}

/**
 * Calls an administrators' action straight, as the page's own fetcher would (the signed-in
 * context's cookie, the session's CSRF token), for set-up that is not what a test checks.
 */
export async function adminPost(page: Page, path: string, fields: Record<string, string>) {
  if (!page.url().startsWith("http")) await gotoHydrated(page, "/contact");
  const csrf = await page.locator('input[name="_csrf"]').first().inputValue();
  const response = await page.request.post(path, { multipart: { ...fields, _csrf: csrf } });
  const body = await response.json();
  expect(body.ok, JSON.stringify(body)).toBe(true);
  return body as Record<string, unknown>;
}

/** A new published case called `title` (the virtual new project, saved); its id and slug. */
export async function createCase(page: Page, title: string) {
  const saved = await adminPost(page, "/api/cases", {
    intent: "save",
    id: "new",
    title,
    clientName: "Test Client",
    category: "branding",
    description: `About ${title}.`,
  });
  return saved as { id: string; slug: string };
}

/** Clicks 'Undo' in the latest delete's notice and waits until the item is back. */
export async function undoLastDelete(page: Page) {
  await notifications(page).getByRole("button", { name: "Undo" }).last().click();
  await expectNotice(page, "Brought back");
}

/**
 * Restores a deleted item from /admin's 'Recently deleted', which then no longer lists it;
 * `image` tells apart items of one label (logos).
 */
export async function restoreFromAdmin(page: Page, label: string, image?: string) {
  await gotoHydrated(page, "/admin");
  let item = page.getByTestId("deleted-item").filter({ hasText: label });
  if (image) item = item.filter({ has: page.locator(`img[src="${image}"]`) });
  await expect(item).toHaveCount(1);
  await item.getByRole("button", { name: `Restore ${label}` }).click();
  await expectNotice(page, "Brought back");
  await expect(item).toHaveCount(0);
}
