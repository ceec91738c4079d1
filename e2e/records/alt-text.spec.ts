import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "../fixtures";
import { expectNotice, unique, visitorPage } from "./kit";

/**
 * A picture's alternative text, written in place in edit mode (docs/product.md section 5):
 * saved, carried by a visitor's open page and by the page's HTML, made decorative, restored
 * from its history, and emptied back to the place's own description.
 */
const PLACE_ALT = "The Arkadomus studio in Swindon";

async function openAltText(page: Page) {
  await page.getByTestId("office-block").getByRole("button", { name: "Alt text of office image" }).click();
  return page.getByRole("dialog", { name: "Alt text: office image" });
}

test("the office picture's alt text is written, made decorative, restored and emptied, and visitors follow each", async ({
  page,
  browser,
  baseURL,
}) => {
  const written = unique("Four designers around a long table in the Swindon studio");
  const visitor = await visitorPage(browser, baseURL!);
  await gotoHydrated(visitor.page, "/about");
  const visitorsPicture = visitor.page.getByTestId("office-block").locator("img");
  await expect(visitorsPicture).toHaveAttribute("alt", PLACE_ALT);

  await gotoHydrated(page, "/about");
  let dialog = await openAltText(page);
  // Until one is written, the place's own description is what screen readers hear.
  await expect(dialog.getByText(`screen readers hear “${PLACE_ALT}”`)).toBeVisible();
  const field = dialog.getByLabel("Alternative text");
  await field.fill("x".repeat(301));
  await expect(dialog.getByText("Alternative text is at most 300 characters")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Save alt text" })).toBeDisabled();
  await field.fill(written);
  await dialog.getByRole("button", { name: "Save alt text" }).click();
  await expectNotice(page, "Alt text saved");
  await expect(dialog).toBeHidden();
  // The visitor's open page follows, and so does the HTML a new visitor (or a search engine) gets.
  await expect(visitorsPicture).toHaveAttribute("alt", written);
  expect(await (await visitor.page.request.get("/about")).text()).toContain(`alt="${written}"`);

  dialog = await openAltText(page);
  await expect(dialog.getByLabel("Alternative text")).toHaveValue(written);
  await dialog.getByLabel(/^Decorative/).check();
  await expect(dialog.getByLabel("Alternative text")).toBeDisabled();
  await dialog.getByRole("button", { name: "Save alt text" }).click();
  await expectNotice(page, "Alt text saved");
  await expect(visitorsPicture).toHaveAttribute("alt", "");

  // History: the written text comes back as a new version.
  dialog = await openAltText(page);
  await dialog.getByRole("button", { name: "History of the alt text of office image" }).click();
  const history = page.getByRole("dialog", { name: "History: alt text of office image" });
  await history
    .getByTestId("history-version")
    .filter({ hasText: written })
    .getByRole("button", { name: /^Restore/ })
    .click();
  await expectNotice(page, "Version restored");
  await expect(visitorsPicture).toHaveAttribute("alt", written);

  // Emptied, the place's own description stands again.
  dialog = await openAltText(page);
  await dialog.getByLabel("Alternative text").fill("");
  await dialog.getByRole("button", { name: "Save alt text" }).click();
  await expectNotice(page, "Alt text saved");
  await expect(visitorsPicture).toHaveAttribute("alt", PLACE_ALT);
  await visitor.close();
});
