import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { axeViolations, gotoHydrated, newContext } from "../fixtures";
import { expectNotice } from "../records/kit";
import { editorPage, startSite, type Administrator, type SiteProcess } from "../production/site";

/**
 * Framing a picture (issue 26 point 3, docs/decisions/026-picture-framing.md): by keyboard
 * alone an administrator moves the focal point of a case study's cover, the previews follow,
 * and once saved the portfolio card and the case page draw it there, an open visitor's page
 * too, without a reload; History brings the centre back; axe finds nothing in the dialog in
 * either theme, and the focus comes back to 'Framing' however the dialog closes. One
 * production site of its own (ports 4440-4459 are this file's).
 */
const PORT = 4440;
const ADMIN: Administrator = { email: "framer@example.com", name: "Fran Framer", password: "correct horse battery staple" };
const SLUG = "northwind-coffee-rebrand";
const COVER = `/demo/${SLUG}-1-1600.webp`;

test.describe.configure({ mode: "serial" });

let site: SiteProcess;
const contexts: BrowserContext[] = [];

test.beforeAll(async () => {
  site = await startSite(PORT, { LOG_LEVEL: "warn" }, { admin: ADMIN });
});

test.afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await site?.stop();
});

async function adminPage(browser: Browser, colorScheme: "light" | "dark" = "light") {
  const page = await editorPage(browser, site, ADMIN, { colorScheme });
  contexts.push(page.context());
  await gotoHydrated(page, `/case/${SLUG}`);
  return page;
}

async function visitorPage(browser: Browser, path: string) {
  const context = await newContext(browser, { baseURL: site.url });
  contexts.push(context);
  const page = await context.newPage();
  await gotoHydrated(page, path);
  return page;
}

/** Presses Tab until `target` has the focus (the keyboard's way there). */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 800; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab never reached the control");
}

const objectPosition = (picture: Locator) => picture.evaluate((element) => getComputedStyle(element).objectPosition);
const framingButton = (page: Page) => page.getByRole("button", { name: "Framing of image 1", exact: true });
const framingDialog = (page: Page) => page.getByRole("dialog", { name: "Framing: image 1" });
const caseCover = (page: Page) => page.getByTestId("case-featured-image");
const portfolioCover = (page: Page) => page.locator(`a[href="/case/${SLUG}"][data-testid="case-card-link"] img`);

test("by keyboard alone: the cover's focal point moves, the previews follow, and every crop of it follows once saved, live", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const visitor = await visitorPage(browser, `/case/${SLUG}`);
  await expect(caseCover(visitor)).toHaveAttribute("src", COVER);
  expect(await objectPosition(caseCover(visitor))).toBe("50% 50%");

  // The render cache's copy of the portfolio: its ETag must change with the framing.
  const etagBefore = (await fetch(`${site.url}/cases`)).headers.get("etag");
  expect(etagBefore).toBeTruthy();

  const page = await adminPage(browser);
  const button = framingButton(page);
  await tabTo(page, button);
  await page.keyboard.press("Enter");
  const dialog = framingDialog(page);
  await expect(dialog).toBeVisible();
  const point = dialog.getByRole("slider", { name: "Focal point of image 1" });
  await tabTo(page, point);
  await page.keyboard.press("Shift+ArrowRight");
  for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowUp");
  await expect(point).toHaveAttribute("aria-valuetext", "60% across, 45% down");
  await expect(dialog.getByRole("status")).toHaveText("Focal point: 60% across, 45% down");
  await expect(dialog.getByLabel("Horizontal (%)")).toHaveValue("60");
  await expect(dialog.getByLabel("Vertical (%)")).toHaveValue("45");
  const previews = dialog.getByTestId("framing-preview");
  await expect(previews).toHaveCount(6);
  for (const preview of await previews.all()) expect(await objectPosition(preview)).toBe("60% 45%");

  await tabTo(page, dialog.getByRole("button", { name: "Save framing" }));
  await page.keyboard.press("Enter");
  await expectNotice(page, "Framing saved");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  // The visitor's open case page follows without a reload; a new visit to the portfolio draws its card so too.
  await expect.poll(() => objectPosition(caseCover(visitor))).toBe("60% 45%");
  expect((await fetch(`${site.url}/cases`)).headers.get("etag")).not.toBe(etagBefore);
  const portfolio = await visitorPage(browser, "/cases");
  await expect(portfolioCover(portfolio)).toHaveAttribute("src", COVER);
  expect(await objectPosition(portfolioCover(portfolio))).toBe("60% 45%");
  // The file itself is never changed: the address is the same, and the picture is whole.
  expect((await fetch(`${site.url}${COVER}`)).status).toBe(200);

  // History of the framing lists the change, and 'Restore' puts the centre back, live.
  await tabTo(page, button);
  await page.keyboard.press("Enter");
  await tabTo(page, dialog.getByRole("button", { name: "History of the framing of image 1" }));
  await page.keyboard.press("Enter");
  const history = page.getByRole("dialog", { name: "History: framing of image 1" });
  await expect(history.getByTestId("history-version")).toHaveText([/Changed by Fran Framer.*Focal point 60% across, 45% down/]);
  await tabTo(page, history.getByRole("button", { name: "Restore the original: Focal point at the centre" }));
  await page.keyboard.press("Enter");
  await expectNotice(page, "Version restored");
  await expect(history).toBeHidden();
  await expect(button).toBeFocused();
  await expect.poll(() => objectPosition(caseCover(visitor))).toBe("50% 50%");
  await expect.poll(() => objectPosition(caseCover(page))).toBe("50% 50%");
});

test("Escape and Cancel close the dialog without saving, and the focus is back on 'Framing'", async ({ browser }) => {
  const page = await adminPage(browser);
  const button = framingButton(page);
  const dialog = framingDialog(page);
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("slider").press("ArrowLeft");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
  // It opens on the point the site shows: the move above was not kept.
  await expect(dialog.getByRole("slider")).toHaveAttribute("aria-valuetext", "50% across, 50% down");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test("a single click on the picture sets the point", async ({ browser }) => {
  const page = await adminPage(browser);
  await framingButton(page).click();
  const dialog = framingDialog(page);
  const picture = dialog.locator("img").first();
  const box = (await picture.boundingBox())!;
  await picture.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
  await expect(dialog.getByRole("slider")).toHaveAttribute("aria-valuetext", "25% across, 75% down");
  await dialog.getByRole("button", { name: "Reset to centre" }).click();
  await expect(dialog.getByRole("slider")).toHaveAttribute("aria-valuetext", "50% across, 50% down");
});

for (const theme of ["light", "dark"] as const) {
  test(`axe finds nothing in the Framing dialog (${theme} theme)`, async ({ browser }) => {
    const page = await adminPage(browser, theme);
    await framingButton(page).click();
    await expect(framingDialog(page)).toBeVisible();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  });
}
