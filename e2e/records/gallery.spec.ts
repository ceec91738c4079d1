import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, putPictures } from "../fixtures";
import { createCase, expectNotice, pngFile, unique, visitorPage } from "./kit";

/**
 * A case's pictures in edit mode (docs/product.md sections 4 and 5): several added at once, at most
 * 15 with the counter 'n / 15 images', reordered by drag and by keyboard, 'Set as featured',
 * the only picture protected, a removed picture kept in the case's history.
 */

const COLOURS = ["#e63946", "#f1a208", "#2a9d8f", "#264653", "#8338ec", "#3a86ff", "#ff006e", "#06d6a0"];

function gallery(page: Page) {
  const manager = page.getByTestId("gallery-manager");
  return {
    manager,
    count: manager.getByTestId("gallery-count"),
    items: manager.getByTestId("gallery-item"),
    add: (files: Awaited<ReturnType<typeof pngFile>>[]) => putPictures(page, manager.getByRole("button", { name: "Add images" }), files),
    sources: () =>
      manager
        .getByTestId("gallery-item")
        .locator("img")
        .evaluateAll((all) => all.map((img) => img.getAttribute("src")!)),
    /** Waits until nothing is being saved. */
    settled: () => expect(manager.getByLabel("Saving")).toHaveCount(0),
  };
}

async function pictures(count: number, prefix: string) {
  return Promise.all(Array.from({ length: count }, (_, i) => pngFile(`${prefix}-${i + 1}.png`, COLOURS[i % COLOURS.length])));
}

test("a gallery fills to 15 pictures, the 16th is refused and the add button goes", async ({ page }) => {
  const { id, slug } = await createCase(page, unique("Full Gallery"));
  await gotoHydrated(page, `/case/${slug}`);
  const g = gallery(page);
  await expect(g.count).toHaveText("0 / 15 images");

  await g.add(await pictures(14, "first"));
  await expectNotice(page, "Project images updated successfully!");
  await expect(g.count).toHaveText("14 / 15 images");
  await expect(g.items).toHaveCount(14);

  // Two more chosen while one fits: one is added, and the administrator is told why not both.
  await g.add(await pictures(2, "more"));
  await expect(page.getByRole("region", { name: "Notifications" }).getByText(/Only 1 more image fits/)).toBeVisible();
  await expect(g.count).toHaveText("15 / 15 images");
  await expect(g.manager.getByRole("button", { name: "Add images" })).toHaveCount(0);

  // The server refuses a 16th however it is sent.
  const csrf = await page.locator('input[name="_csrf"]').first().inputValue();
  const file = await pngFile("sixteenth.png");
  const answer = await page.request.post("/api/case-images", {
    multipart: { intent: "add", id, _csrf: csrf, files: file },
  });
  expect(answer.status()).toBe(400);
  expect((await answer.json()).error).toBe("A case holds at most 15 images. Remove one before adding another.");
  await page.reload();
  await expect(gallery(page).count).toHaveText("15 / 15 images");
});

test("pictures are reordered by dragging and from the keyboard, and 'Set as featured' moves one first", async ({
  page,
  browser,
  baseURL,
}) => {
  const { slug } = await createCase(page, unique("Ordered Gallery"));
  await gotoHydrated(page, `/case/${slug}`);
  const g = gallery(page);
  await g.add(await pictures(3, "order"));
  await expect(g.count).toHaveText("3 / 15 images");
  const [a, b, c] = await g.sources();

  // Drag the third picture onto the first place.
  const handle = g.manager.getByRole("button", { name: "Reorder image 3" });
  const target = g.items.first();
  await g.manager.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect.poll(g.sources).toEqual([c, a, b]);
  await g.settled();

  // Keyboard: pick up the first, move it one place right, drop it.
  const first = g.manager.getByRole("button", { name: "Reorder image 1" });
  await first.focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Space");
  await expect.poll(g.sources).toEqual([a, c, b]);
  await g.settled();

  // Escape puts a picked-up picture back where it was; nothing is saved.
  await g.manager.getByRole("button", { name: "Reorder image 2" }).focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Escape");
  await expect.poll(g.sources).toEqual([a, c, b]);

  await g.manager.getByRole("button", { name: "Set as featured: image 3" }).click();
  await expectNotice(page, "Featured image updated");
  await expect.poll(g.sources).toEqual([b, a, c]);
  await expect(g.items.first().getByText("Featured")).toBeVisible();
  await page.reload();
  await expect.poll(gallery(page).sources).toEqual([b, a, c]);

  const visitor = await visitorPage(browser, baseURL!);
  await gotoHydrated(visitor.page, `/case/${slug}`);
  await expect(visitor.page.getByTestId("case-featured-image")).toHaveAttribute("src", b);
  await expect(visitor.page.getByTestId("gallery-current")).toHaveAttribute("src", b);
  await gotoHydrated(visitor.page, "/cases");
  await expect(
    visitor.page
      .getByTestId("case-card")
      .filter({ has: visitor.page.locator(`a[href="/case/${slug}"]`) })
      .locator("img"),
  ).toHaveAttribute("src", b);
  await visitor.close();
});

test("a removed picture stays in the case's history and comes back with 'Restore'; the only picture cannot be removed", async ({
  page,
  request,
}) => {
  const { slug } = await createCase(page, unique("Lean Gallery"));
  await gotoHydrated(page, `/case/${slug}`);
  const g = gallery(page);
  await g.add(await pictures(2, "lean"));
  await expect(g.count).toHaveText("2 / 15 images");
  const [first, second] = await g.sources();
  expect((await request.get(second)).status()).toBe(200);

  await g.manager.getByRole("button", { name: "Remove image 2" }).click();
  await expectNotice(page, "Image removed");
  await expect(g.count).toHaveText("1 / 15 images");
  // Its files stay while a kept version of the case shows it.
  expect((await request.get(second)).status()).toBe(200);

  await g.manager.getByRole("button", { name: "Remove image 1" }).click();
  await expectNotice(page, "Failed to update images.");
  await expect(page.getByText("A case study needs at least one image. Add another before removing this one.")).toBeVisible();
  await expect(g.count).toHaveText("1 / 15 images");
  expect((await request.get(first)).status()).toBe(200);

  // The case's history: the version before the removal brings the picture back.
  await page.getByRole("button", { name: "History", exact: true }).click();
  const versions = page.getByRole("dialog", { name: /^History: / }).getByTestId("history-version");
  await expect(versions.first()).toContainText("Current");
  await versions
    .nth(1)
    .getByRole("button", { name: /^Restore/ })
    .click();
  await expectNotice(page, "Version restored");
  await expect(g.count).toHaveText("2 / 15 images");
  expect(await g.sources()).toEqual([first, second]);
});

test("a non-image is refused before it is sent, in the words of docs/product.md section 5", async ({ page }) => {
  const { slug } = await createCase(page, unique("Picky Gallery"));
  await gotoHydrated(page, `/case/${slug}`);
  const g = gallery(page);
  await g.manager.getByRole("button", { name: "Add images" }).click();
  const dialog = page.getByRole("dialog", { name: /^Add images/ });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles([{ name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") }]);
  await expectNotice(page, "Please select an image file");
  await expect(dialog.getByTestId("chosen-picture")).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Add images", exact: true })).toBeDisabled();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(g.count).toHaveText("0 / 15 images");
});
