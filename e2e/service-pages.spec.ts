import { expect, test, type Page } from "@playwright/test";
import { SERVICE_PAGE_SLUGS, SERVICE_PAGES } from "../app/content/service-pages";
import { DEMO_CASES } from "../app/db/seed/demo-cases.server";
import { blockExternalSites } from "./fixtures";

// docs/product.md section 2, Service pages: one layout (hero, four cards, client materials list of
// the page's category, newest first) on /branding, /social-media, /web-design,
// /development and /project-manager.

const normalise = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, " ");

test.beforeEach(async ({ page }) => {
  await blockExternalSites(page);
});

function materialCards(page: Page) {
  return page.getByRole("region", { name: "Client Materials" }).getByTestId("material-card");
}

for (const slug of SERVICE_PAGE_SLUGS) {
  const page_ = SERVICE_PAGES[slug];

  test.describe(`/${slug}`, () => {
    test("shows the hero: subtitle, title and description", async ({ page }) => {
      const response = await page.goto(`/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(page_.slots.heroTitle.default);
      await expect(page.getByText(page_.slots.heroSubtitle.default, { exact: true })).toBeVisible();
      await expect(page.getByText(page_.slots.heroDescription.default)).toBeVisible();
    });

    test("shows four service cards with icon, title and description, fading in one after another", async ({ page }) => {
      await page.goto(`/${slug}`);
      const cards = page.getByTestId("service-card");
      await expect(cards).toHaveCount(4);
      await expect(cards.getByRole("heading", { level: 3 })).toHaveText(page_.cards.map((c) => c.title.default));
      for (const [index, card] of (await cards.all()).entries()) {
        await expect(card.getByTestId("service-card-icon")).toBeVisible();
        await expect(card.getByText(page_.cards[index].description.default)).toBeVisible();
        // Each card comes in 0.1 s after the one before (e2e/reveal.spec.ts watches it happen).
        const order = await card.evaluate((el) => getComputedStyle(el).getPropertyValue("--reveal-order"));
        expect(Number(order || 0)).toBe(index);
        // Shown in full once scrolled into view.
        await card.evaluate((el) => el.scrollIntoView({ block: "center" }));
        await expect.poll(() => card.evaluate((el) => Number(getComputedStyle(el).opacity))).toBe(1);
      }
    });

    test(`lists published '${page_.category}' materials below the cards, newest first`, async ({ page }) => {
      await page.goto(`/${slug}`);
      const region = page.getByRole("region", { name: "Client Materials" });
      // The list follows the four cards.
      const cardsBox = await page.getByTestId("service-card").last().boundingBox();
      const listBox = await region.boundingBox();
      expect(listBox!.y).toBeGreaterThan(cardsBox!.y + cardsBox!.height);

      const cards = materialCards(page);
      // The demo portfolio has work for every service page.
      expect(await cards.count()).toBeGreaterThan(0);
      const dates: number[] = [];
      for (const card of await cards.all()) {
        // It matches by category or by one of its tags (hyphens and spaces alike).
        const category = normalise(await card.getByTestId("material-category").innerText());
        const tags = (await card.getByRole("list", { name: "Tags" }).getByRole("listitem").allInnerTexts()).map(normalise);
        expect([category, ...tags]).toContain(normalise(page_.category));
        await expect(card.getByRole("heading", { level: 3 })).not.toBeEmpty();
        await expect(card.getByTestId("material-client")).not.toBeEmpty();
        dates.push(Date.parse((await card.locator("time").getAttribute("datetime"))!));
      }
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    });

    test("opens a material's case study from its card", async ({ page }) => {
      await page.goto(`/${slug}`);
      const card = materialCards(page).first();
      const title = (await card.getByRole("heading", { level: 3 }).innerText()).trim();
      await card.getByRole("link", { name: title }).click();
      await expect(page).toHaveURL(/\/case\/[a-z0-9-]+$/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
    });
  });
}

test("'View Project →' shows exactly for work with an external link, opening it in a new tab", async ({ page, context }) => {
  let seen = 0;
  for (const slug of SERVICE_PAGE_SLUGS) {
    await page.goto(`/${slug}`);
    for (const card of await materialCards(page).all()) {
      const title = (await card.getByRole("heading", { level: 3 }).innerText()).trim();
      const demo = DEMO_CASES.find((c) => c.title === title);
      expect(demo, `demo case '${title}'`).toBeDefined();
      const link = card.getByRole("link", { name: "View Project →" });
      if (demo!.externalLink) {
        seen += 1;
        await expect(link).toHaveAttribute("href", demo!.externalLink);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /noopener/);
      } else {
        await expect(link).toHaveCount(0);
      }
    }
  }
  expect(seen).toBeGreaterThan(0);

  // Following one opens a new tab at that address (answered locally, never fetched).
  await context.route(
    (url) => url.hostname !== "localhost",
    (route) => route.fulfill({ contentType: "text/html", body: "<h1>External project</h1>" }),
  );
  await page.goto("/web-design");
  const link = materialCards(page).getByRole("link", { name: "View Project →" }).first();
  const href = (await link.getAttribute("href"))!;
  const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
  await popup.waitForLoadState();
  expect(popup.url().replace(/\/$/, "")).toBe(href.replace(/\/$/, ""));
  expect(new URL(page.url()).pathname).toBe("/web-design");
});

test("every service page fits a 360 px phone without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const slug of SERVICE_PAGE_SLUGS) {
    await page.goto(`/${slug}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, slug).toBeLessThanOrEqual(0);
  }
});
