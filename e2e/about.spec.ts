import { expect, test, type Locator } from "@playwright/test";
import { DEMO_TEAM } from "../app/db/seed/demo-team.server";
import { blockExternalSites } from "./fixtures";

// docs/product.md section 2, About page: hero, story, four values, office block, team grid.

test.beforeEach(async ({ page }) => {
  await blockExternalSites(page);
  await page.goto("/about");
});

/** Scrolls an image into view (they load lazily) and tells whether it decoded. */
async function imageLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test("opens with the hero and the story", async ({ page }) => {
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("We Build Brands That Move People");
  await expect(page.getByText("About Arkadomus", { exact: true })).toBeVisible();
  await expect(page.getByText(/^A creative and digital growth agency from Swindon/)).toBeVisible();
  const story = page.getByRole("region", { name: "Our Story" });
  await expect(story.getByRole("heading", { name: "Our Story" })).toBeVisible();
  await expect(story.getByText(/^Arkadomus started with a simple belief/)).toBeVisible();
});

test.describe("with motion", () => {
  test.use({ reducedMotion: "no-preference" });
  test("shows exactly four values: Innovation, Collaboration, Excellence, Impact", async ({ page }) => {
    const values = page.getByRole("region", { name: "Our Values" });
    const cards = values.getByRole("listitem");
    await expect(cards).toHaveCount(4);
    await expect(values.getByRole("heading", { level: 3 })).toHaveText(["Innovation", "Collaboration", "Excellence", "Impact"]);
    // Each value fades in once scrolled into view, and ends fully visible.
    await cards.last().scrollIntoViewIfNeeded();
    for (const card of await cards.all()) {
      await expect.poll(() => card.evaluate((el) => Number(getComputedStyle(el).opacity))).toBe(1);
    }
  });
});

test("has an office block with its picture and four bullet points", async ({ page }) => {
  const office = page.getByRole("region", { name: "Our Office" });
  const image = office.getByRole("img", { name: "The Arkadomus studio in Swindon" });
  await imageLoaded(image);
  const bullets = office.getByRole("list", { name: "About our office" }).getByRole("listitem");
  await expect(bullets).toHaveCount(4);
  for (const bullet of await bullets.all()) await expect(bullet).not.toBeEmpty();
});

test("shows the active team in order, each with name, role, bio and portrait", async ({ page }) => {
  const team = page.getByRole("region", { name: "Meet Our Team" });
  const cards = team.getByTestId("team-card");
  await expect(cards).toHaveCount(DEMO_TEAM.length);
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(DEMO_TEAM.map((m) => m.name));
  for (const [index, member] of DEMO_TEAM.entries()) {
    const card = cards.nth(index);
    await expect(card.getByText(member.role, { exact: true })).toBeVisible();
    await expect(card.getByText(member.bio)).toBeVisible();
    await imageLoaded(card.getByRole("img", { name: `Portrait of ${member.name}` }));
  }
});

test("offers a visitor nothing to edit", async ({ page }) => {
  const main = page.locator("main");
  await expect(main.getByRole("button", { name: /edit|delete|remove|add|upload/i })).toHaveCount(0);
  await expect(main.locator('input[type="file"]')).toHaveCount(0);
});

test("reads well on a phone: no sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.reload();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
