import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { axeViolations, dismissIntro, gotoHydrated } from "../fixtures";
import { editorPage, startSite, type Administrator, type SiteProcess } from "../production/site";

/**
 * The editing interface as an administrator who cannot see the page or use a mouse meets it
 * (issue 26, WCAG 2.2 AA): axe finds nothing in edit mode on the seven public pages, in both
 * themes, on a desktop and a phone; the administrator's bar on a phone runs across the bottom
 * and neither it nor a notice ever hides the focused control (2.4.11). One production site of
 * its own (ports 4460-4464 are this file's).
 */
const PORT = 4460;
const ADMIN: Administrator = { email: "ada@example.com", name: "Ada Admin", password: "correct horse battery staple" };
const PAGES = ["/", "/about", "/contact", "/cases", "/case/harbour-oak-online-store", "/branding", "/project/nexus-financial"];
const WIDTHS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

// One site for the file: its tests run one after another in one worker.
test.describe.configure({ mode: "default" });

let site: SiteProcess;
const contexts: BrowserContext[] = [];

test.beforeAll(async () => {
  site = await startSite(PORT, { LOG_LEVEL: "warn" }, { admin: ADMIN });
});

test.afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await site?.stop();
});

/** A page of the administrator's, in edit mode, at `viewport`. */
async function adminAt(browser: Browser, viewport: { width: number; height: number }) {
  const page = await editorPage(browser, site, ADMIN, { viewport });
  contexts.push(page.context());
  return page;
}

for (const pagePath of PAGES) {
  test(`${pagePath} in edit mode: axe finds nothing, light and dark, 1366 px and 390 px`, async ({ browser }) => {
    test.setTimeout(120_000);
    for (const viewport of WIDTHS) {
      const page = await adminAt(browser, viewport);
      await page.emulateMedia({ colorScheme: "light" });
      await gotoHydrated(page, pagePath);
      await dismissIntro(page);
      await expect(page.getByRole("button", { name: "Edit mode on" })).toBeVisible();
      expect(await axeViolations(page, "body"), `light, ${viewport.width} px`).toEqual([]);
      await page.emulateMedia({ colorScheme: "dark" });
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      expect(await axeViolations(page, "body"), `dark, ${viewport.width} px`).toEqual([]);
      await page.close();
    }
  });
}

test("on a phone the bar runs across the bottom; the focused control and the page's end stay clear of it", async ({ browser }) => {
  const page = await adminAt(browser, { width: 390, height: 844 });
  await gotoHydrated(page, "/contact");
  const bar = page.getByRole("region", { name: "Administrator tools" });
  const barBox = (await bar.boundingBox())!;
  expect(barBox.x).toBe(0);
  expect(barBox.width).toBe(390);
  expect(barBox.y + barBox.height).toBeCloseTo(844, 0);
  // Tab through the page: whatever has the focus is above the bar (the bar's own controls aside).
  for (let step = 0; step < 40; step++) {
    await page.keyboard.press("Tab");
    const box = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      if (!focused || focused === document.body || focused.closest('[aria-label="Administrator tools"]')) return null;
      const rect = focused.getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom, name: focused.getAttribute("aria-label") ?? focused.textContent?.trim() ?? "" };
    });
    if (!box || box.bottom <= 0) continue;
    expect(box.bottom, `"${box.name}" is not under the bar`).toBeLessThanOrEqual(barBox.y + 1);
  }
  // The page's last words scroll clear of the bar.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = await page.locator("footer").evaluate((footer) => footer.getBoundingClientRect().bottom);
  expect(last).toBeLessThanOrEqual(barBox.y + 1);
  // The chat bubble sits above the bar, not on it.
  const bubble = (await page
    .getByRole("button", { name: /WhatsApp/ })
    .first()
    .boundingBox())!;
  expect(bubble.y + bubble.height).toBeLessThanOrEqual(barBox.y + 1);
});

/**
 * axe over `include`, light and then dark (the theme put back to light). With a modal dialog
 * open the rest of the page is inert and was scanned above: the dialog is what is new.
 */
async function expectNoViolations(page: Page, include: string, what: string) {
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  expect(await axeViolations(page, include), `${what}, light`).toEqual([]);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  expect(await axeViolations(page, include), `${what}, dark`).toEqual([]);
  await page.emulateMedia({ colorScheme: "light" });
}

/** Opens the dialog `opener` opens, scans it, and closes it with Escape. */
async function scanDialog(page: Page, opener: Locator, dialogName: string | RegExp) {
  await opener.click();
  const dialog = page.getByRole("dialog", { name: dialogName });
  await expect(dialog).toBeVisible();
  await expectNoViolations(page, '[role="dialog"], [role="alertdialog"]', `${dialogName} open`);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

/** Edits the text `place` holds (a click on it), scans `include` while it is edited, and cancels. */
async function scanEditing(page: Page, place: Locator, field: string, include: string) {
  await place.click();
  await expect(page.getByRole("textbox", { name: field })).toBeFocused();
  await expectNoViolations(page, include, `${field} being edited`);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("textbox", { name: field })).toHaveCount(0);
}

const slot = (page: Page, section: string, key: string) =>
  page.locator(`[data-slot-section="${section}"][data-slot-key="${key}"]`).filter({ visible: true }).first();

test.describe("with each editing dialog open, and a text being edited: axe finds nothing, light and dark", () => {
  test.describe.configure({ timeout: 150_000 });
  test("/about: a picture's alt text, history and replacement, and page settings", async ({ browser }) => {
    const page = await adminAt(browser, { width: 1366, height: 900 });
    await gotoHydrated(page, "/about");
    await scanDialog(page, page.getByRole("button", { name: "Alt text of office image" }), "Alt text: office image");
    await scanDialog(page, page.getByRole("button", { name: "History of office image" }), "History: office image");
    await scanDialog(page, page.getByRole("button", { name: "Replace image for office image" }), "Replace image: office image");
    await scanDialog(page, page.getByRole("button", { name: "Page settings" }), "Page settings");
  });

  test("/about: a team member's editor and removal; a heading and the header's link being edited", async ({ browser }) => {
    const page = await adminAt(browser, { width: 1366, height: 900 });
    await gotoHydrated(page, "/about");
    await scanDialog(page, page.getByRole("button", { name: /^Edit (?!mode)[A-Z][a-z]+ [A-Z][a-z]+$/ }).first(), "Edit Team Member");
    await scanDialog(page, page.getByRole("button", { name: "Add Team Member" }), "Add Team Member");
    await scanDialog(page, page.getByRole("button", { name: /^Remove [A-Z][a-z]+ [A-Z][a-z]+$/ }).first(), "Remove team member");
    await scanEditing(page, slot(page, "about", "story_title"), "Edit about story title", "main");
    await scanEditing(page, slot(page, "header", "cta"), "Edit header call to action", "header");
  });

  test("/: the client logos' 'Add Logo', and the splash's 'Enter Experience' label being edited", async ({ browser }) => {
    const page = await adminAt(browser, { width: 1366, height: 900 });
    await gotoHydrated(page, "/");
    const enter = page.getByRole("button", { name: "Enter Experience" });
    await scanDialog(page, page.getByRole("button", { name: "Add Logo" }), "Add Logo");
    // Escape closed the dialog over the splash, not the splash too.
    await expect(enter).toBeVisible();
    await scanEditing(page, enter.locator("[data-editable]"), "Edit splash enter label", '[aria-labelledby="intro-tagline"]');
    await expect(enter).toBeVisible();
  });

  test("a case study: its editor, and the gallery's framing and additions", async ({ browser }) => {
    const page = await adminAt(browser, { width: 1366, height: 900 });
    await gotoHydrated(page, "/case/harbour-oak-online-store");
    await page.getByRole("button", { name: "Edit case details", exact: true }).click();
    await expect(page.getByRole("form", { name: "Edit case study" })).toBeVisible();
    await expectNoViolations(page, '[aria-label="Edit case study"]', "the case editor open");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("form", { name: "Edit case study" })).toBeHidden();
    await scanDialog(page, page.getByRole("button", { name: "Framing of image 1" }), /Framing/);
    await scanDialog(page, page.getByRole("button", { name: "Add images", exact: true }), /^Add images: /);
  });
});
