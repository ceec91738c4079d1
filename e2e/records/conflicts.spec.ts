import { expect, test, type Browser, type Page } from "@playwright/test";
import { gotoHydrated } from "../fixtures";
import { createCase, expectNotice, unique, visitorPage } from "./kit";
import { RECORDS_ADMIN, SECOND_ADMIN, SECOND_ADMIN_STATE } from "./site";

/**
 * Two administrators edit the same text at once (issue 8): the second save is refused in
 * place with who changed it, when and their words; they keep theirs, or overwrite knowingly.
 * Nothing is ever silently overwritten. While one has an editor open, the other sees so.
 */
const DEFAULT_TITLE = "Contact Information";

/**
 * The second administrator (created once from /admin by e2e/global-setup.ts), in a browser of
 * their own with edit mode on.
 */
async function secondAdministrator(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, storageState: SECOND_ADMIN_STATE });
  return { page: await context.newPage(), close: () => context.close(), name: SECOND_ADMIN.name };
}

/** Opens the editor of the contact details' title, showing `current`. */
async function openEditor(page: Page, current: string) {
  await page.locator("[data-editable]", { hasText: current }).click();
  return page.getByRole("textbox", { name: "Edit contact details title" });
}

async function save(page: Page, field: ReturnType<Page["getByRole"]>, words: string) {
  await field.fill(words);
  await field.press("Enter");
}

test("'<name> is editing' shows; a save over someone else's newer words is refused in place, then resolved both ways", async ({
  page,
  browser,
  baseURL,
}) => {
  const sam = await secondAdministrator(browser, baseURL!);
  await gotoHydrated(page, "/contact");

  // Both open the same text; Rita sees that Sam is editing it, and saves first.
  await gotoHydrated(sam.page, "/contact");
  const samField = await openEditor(sam.page, DEFAULT_TITLE);
  const ritaSeesSam = page.getByTestId("others-editing");
  await expect(ritaSeesSam).toHaveText(`${sam.name} is editing`);
  const ritaWords = unique("Rita's words");
  await save(page, await openEditor(page, DEFAULT_TITLE), ritaWords);
  await expectNotice(page, "Content updated successfully!");

  // Sam's save is refused: who, and their words, with the choice.
  await save(sam.page, samField, unique("Sam's words"));
  const conflict = sam.page.getByTestId("edit-conflict");
  await expect(conflict).toContainText(`${RECORDS_ADMIN.name} changed this on`);
  await expect(conflict).toContainText(`Their version: “${ritaWords}”`);
  await conflict.getByRole("button", { name: "Keep theirs" }).click();
  await expectNotice(sam.page, "Kept their version");
  await expect(sam.page.locator("[data-editable]", { hasText: ritaWords })).toHaveCount(1);
  // Sam's editor is closed: Rita no longer sees them editing.
  await expect(page.getByTestId("others-editing")).toHaveCount(0);

  // Again, and this time Sam overwrites knowingly.
  const samAgain = await openEditor(sam.page, ritaWords);
  const ritaAgain = unique("Rita again");
  await save(page, await openEditor(page, ritaWords), ritaAgain);
  await expectNotice(page, "Content updated successfully!");
  const samWins = unique("Sam wins");
  await save(sam.page, samAgain, samWins);
  await expect(conflict).toContainText(`Their version: “${ritaAgain}”`);
  await conflict.getByRole("button", { name: "Overwrite with mine" }).click();
  await expectNotice(sam.page, "Content updated successfully!");

  const visitor = await visitorPage(browser, baseURL!);
  await gotoHydrated(visitor.page, "/contact");
  await expect(visitor.page.getByText(samWins, { exact: true })).toBeVisible();
  await visitor.close();
  await sam.close();
});

test("'<name> is editing' shows on a case study; saved by someone else meanwhile, it is not overwritten: the editor shows theirs, and mine wins only when chosen", async ({
  page,
  browser,
  baseURL,
}) => {
  const sam = await secondAdministrator(browser, baseURL!);
  const { slug } = await createCase(page, unique("Contested Case"));
  const editor = async (on: Page) => {
    await gotoHydrated(on, `/case/${slug}`);
    await on.getByRole("button", { name: "Edit case details", exact: true }).click();
    return on.getByRole("form", { name: "Edit case study" });
  };

  // Sam opens the editor first; Rita sees so on the case, then saves a new description.
  const samForm = await editor(sam.page);
  await gotoHydrated(page, `/case/${slug}`);
  await expect(page.getByTestId("others-editing")).toHaveText(`${sam.name} is editing`);
  await page.getByRole("button", { name: "Edit case details", exact: true }).click();
  const ritaForm = page.getByRole("form", { name: "Edit case study" });
  const ritaWords = unique("Rita's description");
  await ritaForm.getByLabel("Description").fill(ritaWords);
  await ritaForm.getByRole("button", { name: "Save" }).click();
  await expectNotice(page, "Case study saved successfully!");

  // Sam's save is refused in place: who, when, and what they saved.
  const samWords = unique("Sam's description");
  await samForm.getByLabel("Description").fill(samWords);
  await samForm.getByRole("button", { name: "Save" }).click();
  const conflict = samForm.getByTestId("edit-conflict");
  await expect(conflict).toContainText(`${RECORDS_ADMIN.name} changed this on`);
  await expect(conflict).toContainText(ritaWords);
  const visitor = await visitorPage(browser, baseURL!);
  await gotoHydrated(visitor.page, `/case/${slug}`);
  await expect(visitor.page.getByText(ritaWords).first()).toBeVisible();

  // Sam overwrites knowingly.
  await conflict.getByRole("button", { name: "Overwrite with mine" }).click();
  await expectNotice(sam.page, "Case study saved successfully!");
  await gotoHydrated(visitor.page, `/case/${slug}`);
  await expect(visitor.page.getByText(samWords).first()).toBeVisible();
  await expect(visitor.page.getByText(ritaWords)).toHaveCount(0);
  await visitor.close();
  await sam.close();
});
