import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { gotoHydrated } from "../fixtures";
import { expectNotice, pngFile, unique, visitorPage } from "./kit";

/**
 * The materials manager (docs/product.md sections 2, 4 and 5) on a service page and in /admin: add
 * with an uploaded or typed picture, edit, delete; Save and Cancel go back to the list.
 */

function manager(page: Page) {
  return page.getByTestId("materials-manager");
}

function cardOf(page: Page, title: string): Locator {
  return page.getByTestId("material-card").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

test("on a service page a material is added with an uploaded picture, edited, then deleted", async ({ page, browser, baseURL }) => {
  await gotoHydrated(page, "/branding");
  await manager(page).getByRole("button", { name: "Add Material" }).click();
  const form = page.getByRole("form", { name: "Add material" });
  await expect(form.getByText("Supported formats: JPEG, PNG, WebP, GIF. Max size: 5MB")).toBeVisible();
  await expect(form.getByLabel("Category")).toHaveValue("branding");
  const title = unique("Kestrel Packaging");
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Client name").fill("Kestrel Tea");
  await form.getByLabel("Description").fill("Tins that sell the tea before it is brewed.");
  await form.getByLabel("Tags").fill(" Packaging, Print,, Packaging , ");
  await form.getByLabel("External link").fill("https://kestrel.example");

  // A file that is not a picture is refused in the form's own words; a picture is previewed.
  const upload = form.locator('input[type="file"]');
  await upload.setInputFiles({ name: "brief.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expectNotice(page, "Please select a valid image file");
  await upload.setInputFiles(await pngFile("kestrel.png", "#c1121f", 800, 500));
  await expect(form.getByAltText("Preview of the featured image")).toHaveAttribute("src", /^blob:/);
  const described = "Three red tea tins on a kitchen shelf";
  await form.getByLabel("Alt text of the featured image").fill(described);
  await form.getByRole("button", { name: "Save" }).click();

  await expectNotice(page, "Material created successfully");
  await expect(page.getByRole("form", { name: "Add material" })).toHaveCount(0);
  const card = cardOf(page, title);
  await expect(card).toBeVisible();
  // Newest first.
  await expect(manager(page).getByTestId("material-card").first()).toContainText(title);
  await expect(card.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(["Packaging", "Print"]);
  await expect(card.locator("img").first()).toHaveAttribute("src", /^\/uploads\/case-studies\/branding\//);

  const visitor = await visitorPage(browser, baseURL!);
  await gotoHydrated(visitor.page, "/branding");
  const seen = cardOf(visitor.page, title);
  const external = seen.getByRole("link", { name: "View Project →" });
  await expect(external).toHaveAttribute("href", "https://kestrel.example");
  await expect(external).toHaveAttribute("target", "_blank");
  await expect(external).toHaveAttribute("rel", "noopener noreferrer");
  await expect(visitor.page.getByRole("button", { name: /Add Material|Edit|Delete/ })).toHaveCount(0);
  // The picture says what it shows, on the card and on the case's own page.
  await expect(seen.locator("img").first()).toHaveAttribute("alt", described);

  // Edit: the form opens filled in; the change is saved as an update.
  await card.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("form", { name: "Edit material" });
  await expect(edit.getByLabel("Title")).toHaveValue(title);
  await expect(edit.getByLabel("Tags")).toHaveValue("Packaging, Print");
  await expect(edit.getByLabel("Alt text of the featured image")).toHaveValue(described);
  await edit.getByLabel("Client name").fill("Kestrel Tea Company");
  await edit.getByRole("button", { name: "Save" }).click();
  await expectNotice(page, "Material updated successfully");
  await expect(card.getByTestId("material-client")).toHaveText("Kestrel Tea Company");

  // Cancel goes back to the list and clears the form.
  await manager(page).getByRole("button", { name: "Add Material" }).click();
  await page.getByRole("form", { name: "Add material" }).getByLabel("Title").fill("Not kept");
  await page.getByRole("form", { name: "Add material" }).getByRole("button", { name: "Cancel" }).click();
  await manager(page).getByRole("button", { name: "Add Material" }).click();
  await expect(page.getByRole("form", { name: "Add material" }).getByLabel("Title")).toHaveValue("");
  await page.getByRole("form", { name: "Add material" }).getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("material-card").filter({ hasText: "Not kept" })).toHaveCount(0);

  // Delete is immediate, without a question.
  await card.getByRole("button", { name: `Delete ${title}` }).click();
  await expectNotice(page, "Material deleted successfully");
  await expect(card).toHaveCount(0);
  await visitor.page.reload();
  await expect(cardOf(visitor.page, title)).toHaveCount(0);
  await visitor.close();
});

test("a typed picture address is previewed; one that does not load says so", async ({ page }) => {
  await gotoHydrated(page, "/web-design");
  await manager(page).getByRole("button", { name: "Add Material" }).click();
  const form = page.getByRole("form", { name: "Add material" });
  const address = form.getByLabel("Featured image address");
  await address.fill("/demo/northwind-coffee-rebrand-1-800.webp");
  await expect(form.getByAltText("Preview of the featured image")).toHaveAttribute("src", "/demo/northwind-coffee-rebrand-1-800.webp");
  await address.fill("/no/such/picture.webp");
  await expectNotice(page, "Image Error");
  await expect(
    form.getByRole("alert").filter({ hasText: "Failed to load image. Please check the URL or try uploading again." }),
  ).toBeVisible();

  // A material needs no title, client or description (docs/product.md section 5).
  await address.fill("/demo/northwind-coffee-rebrand-2-800.webp");
  await form.getByRole("button", { name: "Save" }).click();
  await expectNotice(page, "Material created successfully");
  await expect(manager(page).getByTestId("material-card").first().locator("img").first()).toHaveAttribute(
    "src",
    "/demo/northwind-coffee-rebrand-2-800.webp",
  );
  await manager(page).getByTestId("material-card").first().getByRole("button", { name: "Delete material" }).click();
  await expectNotice(page, "Material deleted successfully");
});

test("in /admin the manager lists every category; a material is added, edited and deleted there", async ({ page, browser, baseURL }) => {
  await gotoHydrated(page, "/admin");
  const list = manager(page);
  await expect(list.getByTestId("material-card").filter({ hasText: "Northwind Coffee Rebrand" })).toHaveCount(1);
  await expect(list.getByTestId("material-card").filter({ hasText: "Lumen Skincare Social Launch" })).toHaveCount(1);

  await list.getByRole("button", { name: "Add Material" }).click();
  const form = page.getByRole("form", { name: "Add material" });
  const title = unique("Orbit Dashboard");
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Category").selectOption("development");
  await form.getByLabel("Tags").fill("Dashboard");
  await form.getByRole("button", { name: "Save" }).click();
  await expectNotice(page, "Material created successfully");
  const card = cardOf(page, title);
  await expect(card).toBeVisible();

  const visitor = await visitorPage(browser, baseURL!);
  await gotoHydrated(visitor.page, "/development");
  await expect(cardOf(visitor.page, title)).toBeVisible();

  await card.getByRole("button", { name: `Edit ${title}` }).click();
  await page.getByRole("form", { name: "Edit material" }).getByLabel("Category").selectOption("branding");
  await page.getByRole("form", { name: "Edit material" }).getByRole("button", { name: "Save" }).click();
  await expectNotice(page, "Material updated successfully");
  await visitor.page.reload();
  await expect(cardOf(visitor.page, title)).toHaveCount(0);

  await card.getByRole("button", { name: `Delete ${title}` }).click();
  await expectNotice(page, "Material deleted successfully");
  await expect(card).toHaveCount(0);
  await visitor.close();
});

test("on the Project Manager page a new material is tagged to be listed there", async ({ page }) => {
  await gotoHydrated(page, "/project-manager");
  await manager(page).getByRole("button", { name: "Add Material" }).click();
  const form = page.getByRole("form", { name: "Add material" });
  await expect(form.getByLabel("Tags")).toHaveValue("Project Manager");
  await expect(form.getByLabel("Category")).toHaveValue("case-studies");
  const title = unique("Roadmap Rescue");
  await form.getByLabel("Title").fill(title);
  await form.getByRole("button", { name: "Save" }).click();
  await expectNotice(page, "Material created successfully");
  const card = cardOf(page, title);
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: `Delete ${title}` }).click();
  await expectNotice(page, "Material deleted successfully");
});

test("a picture given by another site's address is fetched and kept here; a private host or 6 MB is refused and nothing is stored", async ({
  page,
  browser,
  baseURL,
}) => {
  // Another site, on this machine: the records site allows fetching from loopback (a setting
  // for tests only, playwright.config.ts); every other private address stays refused.
  const photo = (await pngFile("photo.png", "#2a9d8f", 640, 400)).buffer;
  const other = http.createServer((req, res) => {
    if (req.url === "/photo.png") return res.writeHead(200, { "content-type": "image/png" }).end(photo);
    if (req.url === "/huge.png") return res.writeHead(200, { "content-type": "image/png" }).end(Buffer.alloc(6 * 1024 * 1024));
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
  const otherSite = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  try {
    await gotoHydrated(page, "/social-media");
    const cards = manager(page).getByTestId("material-card");
    const before = await cards.count();
    await manager(page).getByRole("button", { name: "Add Material" }).click();
    const form = page.getByRole("form", { name: "Add material" });
    const title = unique("Heron Reels");
    await form.getByLabel("Title").fill(title);
    const address = form.getByLabel("Featured image address");

    for (const [typed, message] of [
      ["http://10.0.0.7/photo.png", "That address is not on the public web. Give the address of a picture on a public site, or upload it."],
      [
        "http://[::ffff:192.168.0.1]/photo.png",
        "That address is not on the public web. Give the address of a picture on a public site, or upload it.",
      ],
      [`${otherSite}/huge.png`, "Image size must be less than 5MB"],
      [`${otherSite}/missing.png`, "The site at that address answered 404 instead of a picture. Check the address, or upload it."],
    ]) {
      await address.fill(typed);
      // Another site's picture is not loaded by the page, only said to be fetched on save.
      await expect(form.getByText("The picture at this address is fetched and kept on this site when you save.")).toBeVisible();
      await form.getByRole("button", { name: "Save" }).click();
      await expect(form.getByText(message)).toBeVisible();
      await expect(form).toBeVisible();
    }
    await expect(cards).toHaveCount(before);

    await address.fill(`${otherSite}/photo.png`);
    await form.getByRole("button", { name: "Save" }).click();
    await expectNotice(page, "Material created successfully");
    const card = cardOf(page, title);
    const picture = card.locator("img").first();
    // Kept on this site, in its widths, and drawn from there.
    await expect(picture).toHaveAttribute("src", /^\/uploads\/case-studies\/social-media\/.+\.webp/);
    await expect(picture).toHaveAttribute("srcset", /480w/);
    await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const visitor = await visitorPage(browser, baseURL!);
    await gotoHydrated(visitor.page, "/social-media");
    await expect(cardOf(visitor.page, title).locator("img").first()).toHaveAttribute("src", /^\/uploads\//);
    await visitor.close();

    await card.getByRole("button", { name: `Delete ${title}` }).click();
    await expectNotice(page, "Material deleted successfully");
  } finally {
    other.closeAllConnections();
    await new Promise((resolve) => other.close(resolve));
  }
});
