import { expect, test, type Browser, type Page } from "@playwright/test";
import { gotoHydrated, newContext, putPictures } from "../fixtures";
import { createCase, expectNotice, pngFile, unique, visitorPage } from "./kit";
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
  const context = await newContext(browser, { baseURL, storageState: SECOND_ADMIN_STATE });
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

test("a picture put in, or framed, over a colleague's since is refused in place: theirs shows, and mine wins only when chosen", async ({
  page,
  browser,
  baseURL,
}) => {
  const sam = await secondAdministrator(browser, baseURL!);
  const office = (on: Page) => on.locator('[data-image-slot="about:office_image"]');
  const replace = (on: Page) => office(on).getByRole("button", { name: "Replace image for office image" });
  await gotoHydrated(page, "/about");
  await gotoHydrated(sam.page, "/about");

  // Sam chooses a picture; meanwhile Rita replaces the same one.
  await replace(sam.page).click();
  const samDialog = sam.page.getByRole("dialog", { name: "Replace image: office image" });
  await samDialog.locator('input[type="file"]').setInputFiles(await pngFile("sams.png", "#33ccff"));
  await putPictures(page, replace(page), [await pngFile("ritas.png", "#ff3366")]);
  await expectNotice(page, "Image uploaded successfully");
  await expect(office(page).locator("img")).toHaveAttribute("src", /^\/uploads\//);
  const ritas = (await office(page).locator("img").getAttribute("src"))!;

  // Sam's is refused: who and when, and Rita's picture, which Sam's page now shows too.
  await samDialog.getByRole("button", { name: "Replace image", exact: true }).click();
  const conflict = samDialog.getByTestId("edit-conflict");
  await expect(conflict).toContainText(`${RECORDS_ADMIN.name} changed this on`);
  await expect(conflict.locator("img")).toHaveAttribute("src", ritas);
  await expect(office(sam.page).locator("img")).toHaveAttribute("src", ritas);
  await conflict.getByRole("button", { name: "Overwrite with mine" }).click();
  await expectNotice(sam.page, "Image uploaded successfully");
  await expect(samDialog).toBeHidden();
  await expect(office(page).locator("img")).not.toHaveAttribute("src", ritas);
  const sams = (await office(sam.page).locator("img").getAttribute("src"))!;
  await expect(office(page).locator("img")).toHaveAttribute("src", sams);

  // Both frame it: Sam moves the point left, Rita down and saves first.
  const framing = async (on: Page, key: string) => {
    await office(on).getByRole("button", { name: "Framing of office image" }).click();
    const dialog = on.getByRole("dialog", { name: "Framing: office image" });
    await dialog.getByTestId("focal-point").press(key);
    return dialog;
  };
  const samFraming = await framing(sam.page, "Shift+ArrowLeft");
  const ritaFraming = await framing(page, "Shift+ArrowDown");
  await ritaFraming.getByRole("button", { name: "Save framing" }).click();
  await expectNotice(page, "Framing saved");
  await samFraming.getByRole("button", { name: "Save framing" }).click();
  const framed = samFraming.getByTestId("edit-conflict");
  await expect(framed).toContainText(`${RECORDS_ADMIN.name} changed this on`);
  await expect(framed).toContainText("Their focal point: 50% across, 60% down");
  await framed.getByRole("button", { name: "Keep theirs" }).click();
  await expect(samFraming).toBeHidden();
  await expect(office(sam.page).locator("img")).toHaveCSS("object-position", "50% 60%");

  const visitor = await visitorPage(browser, baseURL!);
  await gotoHydrated(visitor.page, "/about");
  await expect(visitor.page.locator(`img[src="${sams}"]`)).toHaveCSS("object-position", "50% 60%");
  await visitor.close();
  await sam.close();
});
