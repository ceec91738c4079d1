import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, putPictures } from "../fixtures";
import { expectNotice, pngFile, restoreFromAdmin, undoLastDelete, unique, visitorPage } from "./kit";
import { expectShown, watchFor } from "./live";

/**
 * The intro splash's client logos in edit mode (docs/product.md section 2): a grid with delete
 * buttons and 'Add Logo'; reordered; the 22 bundled logos come back after the last one goes.
 * The logos are one list for the whole site, so these steps run in order.
 */
test.describe.configure({ mode: "serial" });

function logos(page: Page) {
  const manager = page.getByTestId("logo-manager");
  return {
    manager,
    tiles: manager.getByTestId("logo-tile"),
    sources: () =>
      manager
        .getByTestId("logo-tile")
        .locator("img")
        .evaluateAll((all) => all.map((img) => img.getAttribute("src")!)),
    add: async (name: string, color: string) => {
      await putPictures(page, manager.getByRole("button", { name: "Add Logo" }), [await pngFile(name, color, 240, 80)]);
      await expectNotice(page, "Logo added successfully");
    },
  };
}

/** What a visitor's intro strip shows. */
async function visitorStrip(page: Page) {
  await gotoHydrated(page, "/");
  return page.locator('[data-intro-logos="main"] img').evaluateAll((all) => all.map((img) => img.getAttribute("src")!));
}

test("the bundled logos show as a grid without delete buttons until a logo is added, live for visitors", async ({
  page,
  browser,
  baseURL,
}) => {
  const visitor = await visitorPage(browser, baseURL!);
  await gotoHydrated(visitor.page, "/");
  await watchFor(visitor.page, "", { selector: '[data-intro-logos="main"] img[src^="/uploads/intro-logos/"]' });

  await gotoHydrated(page, "/");
  const l = logos(page);
  await expect(l.manager.getByRole("list", { name: "Bundled client logos" }).getByRole("listitem")).toHaveCount(22);
  await expect(l.manager.getByRole("button", { name: /^Delete / })).toHaveCount(0);

  // The visitor's splash, still open, shows the new logo without a reload (timed in live.spec.ts).
  await l.add("first.png", "#1d3557");
  await expectShown(visitor.page);
  await expect(l.tiles).toHaveCount(1);
  await expect(l.manager.getByRole("button", { name: "Delete Client logo 1" })).toBeVisible();

  const strip = await visitorStrip(visitor.page);
  expect(strip).toEqual(await l.sources());
  expect(strip.some((src) => src.startsWith("/logos/"))).toBe(false);
  await expect(visitor.page.getByTestId("logo-manager")).toHaveCount(0);
  await visitor.close();
});

test("a second logo is added and the two are reordered from the keyboard", async ({ page, browser, baseURL }) => {
  await gotoHydrated(page, "/");
  const l = logos(page);
  await l.add("second.png", "#e63946");
  await expect(l.tiles).toHaveCount(2);
  const [first, second] = await l.sources();

  await l.manager.getByRole("button", { name: "Reorder Client logo 2" }).focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Space");
  await expect.poll(l.sources).toEqual([second, first]);

  const visitor = await visitorPage(browser, baseURL!);
  await expect.poll(() => visitorStrip(visitor.page)).toEqual([second, first]);
  await visitor.close();
});

test("a third logo is described as it is added, made decorative, and its words come back from History", async ({ page }) => {
  const words = unique("Northbeam, a client since 2019");
  await gotoHydrated(page, "/");
  const l = logos(page);
  await expect(l.tiles).toHaveCount(2);
  await putPictures(
    page,
    l.manager.getByRole("button", { name: "Add Logo" }),
    [await pngFile("northbeam.png", "#1d3557", 240, 80)],
    [words],
  );
  await expectNotice(page, "Logo added successfully");
  await expect(l.tiles).toHaveCount(3);
  const src = (await l.tiles.last().locator("img").getAttribute("src"))!;
  // What a visitor's splash (and a search engine) gets says what the logo is.
  const altsInSplash = async () => {
    const html = await (await page.request.get("/")).text();
    const tags = [...html.matchAll(/<img\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => tag.includes(`src="${src.replace(/&/g, "&amp;")}"`));
    return [...new Set(tags.map((tag) => /\salt="([^"]*)"/.exec(tag)?.[1]))];
  };

  // The strip's logo says it; its copy for the endless scroll and the floating ones are decorative.
  expect(await altsInSplash()).toEqual(expect.arrayContaining([words, ""]));

  await l.manager.getByRole("button", { name: "Alt text of Client logo 3" }).click();
  const dialog = page.getByRole("dialog", { name: "Alt text: Client logo 3" });
  await expect(dialog.getByLabel("Alternative text")).toHaveValue(words);
  await dialog.getByLabel(/^Decorative/).check();
  await dialog.getByRole("button", { name: "Save alt text" }).click();
  await expectNotice(page, "Alt text saved");
  expect(await altsInSplash()).toEqual([""]);

  await l.manager.getByRole("button", { name: "History of Client logo 3" }).click();
  const versions = page.getByRole("dialog", { name: "History: Client logo 3" }).getByTestId("history-version");
  await expect(versions.first()).toContainText("Alt text: Decorative");
  await versions
    .last()
    .getByRole("button", { name: /^Restore/ })
    .click();
  await expectNotice(page, "Version restored");
  await expect.poll(altsInSplash).toContain(words);

  await l.manager.getByRole("button", { name: "Delete Client logo 3" }).click();
  await expectNotice(page, "Logo deleted");
  await expect(l.tiles).toHaveCount(2);
});

test("deleting the last stored logo brings the 22 bundled ones back", async ({ page, browser, baseURL, request }) => {
  await gotoHydrated(page, "/");
  const l = logos(page);
  await expect(l.tiles).toHaveCount(2);
  const stored = await l.sources();
  for (let left = stored.length; left > 0; left--) {
    await l.manager.getByRole("button", { name: "Delete Client logo 1" }).click();
    await expectNotice(page, "Logo deleted");
    await expect(l.tiles).toHaveCount(left - 1);
  }
  // Kept for an undo: their pictures are still there.
  for (const src of stored) expect((await request.get(src)).status()).toBe(200);
  await expect(l.manager.getByRole("list", { name: "Bundled client logos" }).getByRole("listitem")).toHaveCount(22);

  const visitor = await visitorPage(browser, baseURL!);
  const strip = await visitorStrip(visitor.page);
  expect(strip).toHaveLength(22);
  expect(strip.every((src) => src.startsWith("/logos/"))).toBe(true);

  // 'Undo' brings the last one back with its picture; deleted again, /admin brings it back.
  const last = stored.at(-1)!;
  await undoLastDelete(page);
  await expect(l.tiles).toHaveCount(1);
  expect(await l.sources()).toEqual([last]);
  expect(await visitorStrip(visitor.page)).toContain(last);
  await l.manager.getByRole("button", { name: "Delete Client logo 1" }).click();
  await expectNotice(page, "Logo deleted");
  await restoreFromAdmin(page, "Intro logo", last);
  expect(await visitorStrip(visitor.page)).toContain(last);
  await visitor.close();

  // The bundled logos again, as the live updates' test expects to find them.
  await gotoHydrated(page, "/");
  await logos(page).manager.getByRole("button", { name: "Delete Client logo 1" }).click();
  await expectNotice(page, "Logo deleted");
  await expect(logos(page).tiles).toHaveCount(0);
});
