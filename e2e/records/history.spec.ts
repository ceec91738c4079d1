import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "../fixtures";
import { expectNotice, unique, visitorPage } from "./kit";
import { RECORDS_ADMIN } from "./site";

/**
 * Every change is kept (issue 8): a text's versions show where it stands, any of them can be
 * restored, a visitor sees the restored one, and /admin lists who changed what.
 */
const DEFAULT_TITLE = "Send Us a Message";

/** The contact form's title on /contact: its editor, once opened. */
async function editTitle(page: Page, current: string) {
  await page.locator("[data-editable]", { hasText: current }).click();
  return page.getByRole("textbox", { name: "Edit contact form title" });
}

test("a text edited twice shows its history, and the first version restored is what a visitor sees", async ({ page, browser, baseURL }) => {
  const first = unique("First words");
  const second = unique("Second words");
  await gotoHydrated(page, "/contact");
  await (await editTitle(page, DEFAULT_TITLE)).fill(first);
  await page.keyboard.press("Enter");
  await expectNotice(page, "Content updated successfully!");
  await (await editTitle(page, first)).fill(second);
  await page.keyboard.press("Enter");
  await expectNotice(page, "Content updated successfully!");

  await editTitle(page, second);
  await page.getByRole("button", { name: "History", exact: true }).click();
  const history = page.getByRole("dialog", { name: "History: contact form title" });
  const versions = history.getByTestId("history-version");
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText(second);
  await expect(versions.first()).toContainText(`Changed by ${RECORDS_ADMIN.name}`);
  await expect(versions.first()).toContainText("Current");
  await expect(versions.last()).toContainText(first);
  await expect(versions.first().getByRole("button", { name: /^Restore/ })).toHaveCount(0);

  await versions
    .last()
    .getByRole("button", { name: /^Restore/ })
    .click();
  await expectNotice(page, "Version restored");
  await expect(history).toBeHidden();
  await expect(page.locator("[data-editable]", { hasText: first })).toHaveCount(1);

  const visitor = await visitorPage(browser, baseURL!);
  await gotoHydrated(visitor.page, "/contact");
  await expect(visitor.page.getByRole("heading", { name: first })).toBeVisible();
  await expect(visitor.page.getByRole("button", { name: "History" })).toHaveCount(0);
  await visitor.close();

  // The activity log names the change, who made it, and leads to where it shows.
  await gotoHydrated(page, "/admin");
  const latest = page.getByTestId("activity-entry").filter({ hasText: 'Text "title" (contact-form)' }).first();
  await expect(latest).toContainText(`restored by ${RECORDS_ADMIN.name}`);
  await latest.getByRole("link", { name: "View" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});
