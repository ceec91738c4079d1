import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { gotoHydrated } from "../fixtures";
import { expectNotice } from "../records/kit";
import { editorPage, startSite, type Administrator, type SiteProcess } from "../production/site";

/**
 * The editing tasks by keyboard alone (issue 26 point 5, ATAG 2.0 A / WCAG 2.2 2.4.3): each
 * control is reached and pressed from the keyboard, each dialog takes the focus and, closed
 * by its own button or by Escape, gives it back to the control that opened it, so the next
 * Tab goes on from there. One production site of its own (ports 4465-4469 are this file's).
 */
const PORT = 4465;
const ADMIN: Administrator = { email: "kay@example.com", name: "Kay Keys", password: "correct horse battery staple" };

let site: SiteProcess;
const contexts: BrowserContext[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  site = await startSite(PORT, { LOG_LEVEL: "warn" }, { admin: ADMIN });
});

test.afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await site?.stop();
});

async function keyboardPage(browser: Browser): Promise<Page> {
  const page = await editorPage(browser, site, ADMIN);
  contexts.push(page.context());
  return page;
}

/**
 * Presses `key` on `control` (reached as a Tab would: focused, nothing clicked), waits for the
 * dialog it opens, closes it with `close`, and expects the focus back on `control`.
 */
async function opensAndGivesBack(page: Page, control: Locator, dialogName: string | RegExp, close: (dialog: Locator) => Promise<void>) {
  await control.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: dialogName });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(":focus")).toHaveCount(1);
  await close(dialog);
  await expect(dialog).toBeHidden();
  await expect(control).toBeFocused();
}

const escape = (page: Page) => () => page.keyboard.press("Escape");

test("a picture is described, its history read and the page's settings opened by keyboard; the focus comes back each time", async ({
  browser,
}) => {
  const page = await keyboardPage(browser);
  await gotoHydrated(page, "/about");

  // Edit mode off and on again from the bar.
  const mode = page.getByRole("button", { name: "Edit mode on" });
  await mode.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Edit mode off" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Edit mode on" })).toBeFocused();

  // The office picture's alt text: written and saved, the focus back on 'Alt text'.
  const altText = page.getByRole("button", { name: "Alt text of office image" });
  await opensAndGivesBack(page, altText, "Alt text: office image", async (dialog) => {
    const field = dialog.getByRole("textbox").first();
    await field.focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("Our studio by the canal, morning light");
    // Past 'Decorative' to 'Save alt text'.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Save alt text" })).toBeFocused();
    await page.keyboard.press("Enter");
  });
  await expectNotice(page, "Alt text saved");
  await expect(page.locator('img[alt="Our studio by the canal, morning light"]')).toHaveCount(1);

  // Its history, closed with Escape.
  await opensAndGivesBack(page, page.getByRole("button", { name: "History of office image" }), "History: office image", escape(page));

  // The page's settings, closed with Escape.
  await opensAndGivesBack(page, page.getByRole("button", { name: "Page settings" }), "Page settings", escape(page));

  // A team member's editor, closed with its own 'Cancel'.
  const member = page.getByRole("button", { name: /^Edit (?!mode)[A-Z][a-z]+ [A-Z][a-z]+$/ }).first();
  await opensAndGivesBack(page, member, "Edit Team Member", async (dialog) => {
    await dialog.getByRole("button", { name: "Cancel" }).focus();
    await page.keyboard.press("Enter");
  });
});

test("a case's details and framing open and close by keyboard; the last task, signing out, too", async ({ browser }) => {
  const page = await keyboardPage(browser);
  await gotoHydrated(page, "/case/harbour-oak-online-store");

  // The case's editor opens in the page, its first field focused; Escape closes it, the focus back on its button.
  const details = page.getByRole("button", { name: "Edit case details", exact: true });
  await details.focus();
  await page.keyboard.press("Enter");
  const form = page.getByRole("form", { name: "Edit case study" });
  await expect(form).toBeVisible();
  await expect(form.locator(":focus")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(form).toBeHidden();
  await expect(details).toBeFocused();

  await opensAndGivesBack(page, page.getByRole("button", { name: "Framing of image 1" }), /Framing/, escape(page));

  // The gallery's order by one key press on 'Move image 2 earlier': the second picture comes first.
  const second = await page.locator("[data-sortable-id]").nth(1).getAttribute("data-sortable-id");
  await page.getByRole("button", { name: "Move image 2 earlier" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("[data-sortable-id]").first()).toHaveAttribute("data-sortable-id", second!);
  // At the front it has nothing before it: the focus is on its handle.
  await expect(page.getByRole("button", { name: "Reorder image 1" })).toBeFocused();

  // Signing out from the bar.
  await page.getByRole("button", { name: "Sign out" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("region", { name: "Administrator tools" })).toHaveCount(0);
});
