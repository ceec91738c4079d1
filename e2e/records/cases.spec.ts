import { expect, test } from "@playwright/test";
import { dismissIntro, gotoHydrated, putPictures } from "../fixtures";
import { createCase, expectNotice, pngFile, restoreFromAdmin, undoLastDelete, unique, visitorPage } from "./kit";

/**
 * Case studies managed in place by a signed-in administrator with edit mode on: the virtual
 * new project, the case editor, renaming, the portfolio's 'Add New Project' and 'Delete'.
 */

test("the virtual new project becomes a published case when saved, filled in every field", async ({ page, browser, baseURL }) => {
  await gotoHydrated(page, "/case/new-project");
  await expect(page.getByRole("status").filter({ hasText: "Draft" })).toBeVisible();
  const form = page.getByRole("form", { name: "New project" });
  const title = unique("Aurora Rebrand");
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Client").fill("Aurora Labs");
  const category = form.getByLabel("Category");
  await expect(category.locator("option")).toHaveText([
    "branding",
    "digital-marketing",
    "development",
    "social-media",
    "web-design",
    "case-studies",
  ]);
  await category.selectOption("web-design");
  await form.getByLabel("Description").fill("A new identity for a lab that makes light.");
  await form.getByLabel("Challenge").fill("Nobody could say what Aurora did.");
  await form.getByLabel("Solution").fill("One sentence, one mark, one colour.");
  await form.getByLabel("Results").fill("Enquiries doubled in a quarter.");
  const tag = form.getByLabel("Tags", { exact: true });
  for (const typed of ["  Identity  ", "Light", "identity", "   "]) {
    await tag.fill(typed);
    await tag.press("Enter");
  }
  await expect(form.getByRole("list", { name: "Tags: added" }).getByRole("listitem")).toHaveText(["Identity", "Light"]);
  await form.getByLabel("External link").fill("https://aurora.example");
  await form.getByRole("button", { name: "Save and publish" }).click();

  await expectNotice(page, "Case study saved successfully!");
  const slug = title.toLowerCase().replace(/\s+/g, "-");
  await expect(page).toHaveURL(`/case/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  const visitor = await visitorPage(browser, baseURL!);
  await gotoHydrated(visitor.page, `/case/${slug}`);
  await expect(visitor.page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(visitor.page.getByTestId("case-client")).toHaveText("Aurora Labs");
  await expect(visitor.page.getByTestId("case-category")).toHaveText("web design");
  await expect(visitor.page.getByTestId("case-tags").getByRole("listitem")).toHaveText(["Identity", "Light"]);
  await expect(visitor.page.getByTestId("case-overview-text")).toHaveText("A new identity for a lab that makes light.");
  await expect(visitor.page.getByTestId("case-challenge")).toContainText("Nobody could say what Aurora did.");
  await expect(visitor.page.getByTestId("case-solution")).toContainText("One sentence, one mark, one colour.");
  await expect(visitor.page.getByTestId("case-results")).toContainText("Enquiries doubled in a quarter.");
  await expect(visitor.page.getByRole("link", { name: /View Live Project/ })).toHaveAttribute("href", "https://aurora.example");
  await gotoHydrated(visitor.page, "/cases");
  await expect(visitor.page.getByTestId("case-card").filter({ hasText: title })).toHaveCount(1);
  await visitor.close();
});

test("an unknown address is a draft for the administrator and a 404 for a visitor", async ({ page, browser, baseURL }) => {
  await gotoHydrated(page, "/case/no-such-case-here");
  await expect(page.getByRole("form", { name: "New project" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New Case Study");

  const visitor = await visitorPage(browser, baseURL!);
  const response = await visitor.page.goto("/case/no-such-case-here");
  expect(response?.status()).toBe(404);
  await expect(visitor.page.getByRole("heading", { name: "Case Study not found" })).toBeVisible();
  await expect(visitor.page.getByRole("form")).toHaveCount(0);
  await visitor.close();
});

test("a draft refuses a missing title in place, and nothing is created", async ({ page }) => {
  await gotoHydrated(page, "/case/new-project");
  const form = page.getByRole("form", { name: "New project" });
  await form.getByLabel("Title").fill("   ");
  await form.getByRole("button", { name: "Save and publish" }).click();
  await expect(form.getByText("Give the case a title")).toBeVisible();
  await expect(page).toHaveURL("/case/new-project");
});

test("editing a case changes every field; a new title moves it and the old address redirects", async ({ page, browser, baseURL }) => {
  const before = unique("Harbour Lights");
  const { slug } = await createCase(page, before);
  await gotoHydrated(page, `/case/${slug}`);
  await page.getByRole("button", { name: "Edit case details", exact: true }).click();
  const form = page.getByRole("form", { name: "Edit case study" });
  await expect(form.getByLabel("Title")).toHaveValue(before);
  const after = unique("Harbour Lights Renamed");
  await form.getByLabel("Title").fill(after);
  await form.getByLabel("Client").fill("Harbour Council");
  await form.getByLabel("Category").selectOption("social-media");
  await form.getByLabel("Description").fill("Renamed and rewritten.");
  await form.getByLabel("Challenge").fill("A challenge.");
  await form.getByLabel("Tags", { exact: true }).fill("Campaign");
  await form.getByLabel("Tags", { exact: true }).press("Enter");
  await form.getByRole("button", { name: "Save", exact: true }).click();
  await expectNotice(page, "Case study saved successfully!");
  const newSlug = after.toLowerCase().replace(/\s+/g, "-");
  await expect(page).toHaveURL(`/case/${newSlug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(after);
  await expect(page.getByTestId("case-client")).toHaveText("Harbour Council");
  await expect(page.getByTestId("case-category")).toHaveText("social media");

  const visitor = await visitorPage(browser, baseURL!);
  const response = await visitor.page.goto(`/case/${slug}`);
  expect(response?.status()).toBe(200);
  expect(visitor.page.url()).toBe(`${baseURL}/case/${newSlug}`);
  await expect(visitor.page.getByRole("heading", { level: 1 })).toHaveText(after);
  await expect(visitor.page.getByTestId("case-challenge")).toContainText("A challenge.");
  await visitor.close();

  // An address another case has is refused, in place, and nothing changes.
  await page.getByRole("button", { name: "Edit case details", exact: true }).click();
  await page.getByRole("form", { name: "Edit case study" }).getByLabel("Address").fill("northwind-coffee-rebrand");
  await page.getByRole("form", { name: "Edit case study" }).getByRole("button", { name: "Save", exact: true }).click();
  await expectNotice(page, "Could not save case study.");
  await expect(page.getByText("The address /case/northwind-coffee-rebrand is already used by another case study.").first()).toBeVisible();
  await expect(page).toHaveURL(`/case/${newSlug}`);
});

test("'Add New Project' adds a case with the defaults; 'Delete' removes it, and 'Undo' and /admin bring it back with its pictures", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  await gotoHydrated(page, "/cases");
  const links = page.getByTestId("case-card-link");
  const before = new Set(await links.evaluateAll((all) => all.map((a) => a.getAttribute("href"))));
  await page.getByRole("button", { name: "Add New Project" }).click();
  await expectNotice(page, "New project added successfully!");
  // A card with a new 'new-project-{timestamp}' address appears, last (order_index after the last).
  const hrefs = () => links.evaluateAll((all) => all.map((a) => a.getAttribute("href") ?? ""));
  const isNewProject = (href: string) => !before.has(href) && /^\/case\/new-project-\d+$/.test(href);
  await expect.poll(async () => (await hrefs()).filter(isNewProject)).toHaveLength(1);
  const href = (await hrefs()).find(isNewProject)!;
  const added = page.getByTestId("case-card").filter({ has: page.locator(`a[href="${href}"]`) });
  expect((await hrefs()).at(-1)).toBe(href);
  await expect(added.getByRole("heading")).toHaveText("New Project");
  await expect(added.getByTestId("case-card-client")).toHaveText("Client Name");
  await expect(added.getByTestId("case-card-category")).toHaveText("case studies");
  await expect(added.getByTestId("case-card-description")).toHaveText("Project description...");
  await expect(added.getByTestId("case-card-tag")).toHaveText(["New", "Project"]);

  // Give it an uploaded picture, so that deleting it has files to remove.
  await gotoHydrated(page, href!);
  await putPictures(page, page.getByRole("button", { name: "Add images" }), [await pngFile("extra.png", "#22aa88")]);
  await expectNotice(page, "Project images updated successfully!");
  await expect(page.getByTestId("gallery-item")).toHaveCount(2);
  const uploaded = await page.getByTestId("gallery-item").last().locator("img").getAttribute("src");
  expect(uploaded).toMatch(/^\/uploads\/case-studies\/gallery\//);
  expect((await request.get(uploaded!)).status()).toBe(200);

  await gotoHydrated(page, "/cases");
  const card = page.getByTestId("case-card").filter({ has: page.locator(`a[href="${href}"]`) });
  await card.getByRole("button", { name: "Delete New Project" }).click();
  await expectNotice(page, "Project deleted successfully!");
  await expect(card).toHaveCount(0);
  const visitor = await visitorPage(browser, baseURL!);
  expect((await visitor.page.goto(href!))?.status()).toBe(404);
  // Kept for an undo: its pictures are still there.
  expect((await request.get(uploaded!)).status()).toBe(200);

  // 'Undo' in the notice brings it back, pictures included.
  await undoLastDelete(page);
  await expect(card).toHaveCount(1);
  expect((await visitor.page.goto(href!))?.status()).toBe(200);
  await expect(visitor.page.getByTestId("gallery-counter")).toHaveText("1 / 2");
  expect((await request.get(uploaded!)).status()).toBe(200);

  // Deleted again, it comes back from /admin's 'Recently deleted'.
  await card.getByRole("button", { name: "Delete New Project" }).click();
  await expectNotice(page, "Project deleted successfully!");
  await expect(card).toHaveCount(0);
  await restoreFromAdmin(page, "New Project");
  expect((await visitor.page.goto(href!))?.status()).toBe(200);
  await visitor.close();
});

test("a visitor sees no administrator's controls on the portfolio and case pages", async ({ browser, baseURL }) => {
  const visitor = await visitorPage(browser, baseURL!);
  await gotoHydrated(visitor.page, "/cases");
  await expect(visitor.page.getByRole("button", { name: /Add New Project|Delete/ })).toHaveCount(0);
  await gotoHydrated(visitor.page, "/case/northwind-coffee-rebrand");
  await expect(visitor.page.getByRole("button", { name: /Edit case details|Add images|Set as featured/ })).toHaveCount(0);
  await visitor.close();
});

test("on the home page a featured case's picture is changed, and 'Add Project' opens a new case study", async ({ page }) => {
  // A demo case, pinned by its title: other tests make and delete cases meanwhile, which
  // changes the home page's mix; a pick that moved away before its upload is tried again,
  // for as long as a busy machine needs (waiting, not timing).
  test.setTimeout(150_000);
  const madeByTests = /^New (Project|Case Study)|\s[a-z0-9]{5}$/;
  let href = "";
  await expect(async () => {
    await gotoHydrated(page, "/");
    await dismissIntro(page);
    const candidate = page
      .locator("[data-featured-case]")
      .filter({ hasNot: page.getByRole("heading", { name: madeByTests }) })
      .first();
    const title = (await candidate.getByRole("heading").first().textContent())!.trim();
    const item = page.locator("[data-featured-case]").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
    href = (await item.getByRole("link", { name: /View Full Case Study/ }).getAttribute("href", { timeout: 10_000 }))!;
    await putPictures(page, item.getByRole("button", { name: /^Change image of / }), [await pngFile("cover.png", "#ffb703", 1200, 900)]);
    await expectNotice(page, "Project image updated successfully!");
  }).toPass({ timeout: 120_000 });
  await gotoHydrated(page, href);
  await expect(page.getByTestId("case-featured-image")).toHaveAttribute("src", /^\/uploads\/case-studies\/gallery\//);

  await gotoHydrated(page, "/");
  await dismissIntro(page);
  await page.getByRole("button", { name: "Add Project" }).click();
  await expectNotice(page, "New case study added successfully!");
  await expect(page).toHaveURL(/\/case\/new-case-study(-\d+)?$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New Case Study");
  await expect(page.getByRole("button", { name: "Edit case details", exact: true })).toBeVisible();
});
