import { expect, test } from "@playwright/test";
import { PROJECT_POSTS, projectBlog } from "../app/content/project-blog";
import { blockExternalSites, gotoHydrated } from "./fixtures";

// docs/product.md section 2, /project/{slug}: four blog-style posts; an unknown slug shows nexus-financial.

const SUFFIX = ": A Complete Digital Transformation";
const LONG_US_DATE = /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;
const SECTIONS = ["Project Overview", "The Challenge", "Our Solution", "Project Gallery", "The Results", "Ready to Transform Your Brand?"];

test.beforeEach(async ({ page }) => {
  await blockExternalSites(page);
});

for (const slug of PROJECT_POSTS) {
  const post = projectBlog[slug];

  test(`/project/${slug} shows its own post with every section`, async ({ page }) => {
    const response = await page.goto(`/project/${slug}`);
    expect(response?.status()).toBe(200);
    const main = page.getByRole("main");

    await expect(main.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByTestId("post-category")).toHaveText(post.category.default);
    const title = page.getByRole("heading", { level: 1 });
    await expect(title).toHaveText(`${post.title.default}${SUFFIX}`);
    await expect(page).toHaveTitle(new RegExp(`^${post.title.default}${SUFFIX}`));

    await expect(page.getByTestId("post-date")).toHaveText(LONG_US_DATE);
    await expect(page.getByTestId("post-author")).toHaveText(post.author.default);
    const readTime = await page.getByTestId("post-read-time").innerText();
    const minutes = Number(readTime.match(/^(\d+) min/)?.[1]);
    expect(minutes).toBeGreaterThanOrEqual(6);
    expect(minutes).toBeLessThanOrEqual(10);

    const featured = page.getByTestId("post-featured-image");
    await expect(featured).toHaveAttribute("src", `/blog/${slug}-featured-1600.webp`);
    expect(await featured.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(main.getByText(post.overview.default)).toBeVisible();

    // The sections, in the order of docs/product.md section 2.
    const headings = await main.getByRole("heading", { level: 2 }).allInnerTexts();
    expect(headings.filter((h) => SECTIONS.includes(h))).toEqual(SECTIONS);

    const gallery = page.getByTestId("post-gallery").locator("img");
    await expect(gallery).toHaveCount(3);
    for (let i = 0; i < 3; i++) {
      await gallery.nth(i).scrollIntoViewIfNeeded();
      await expect.poll(() => gallery.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    }

    const results = page.getByTestId("post-results");
    for (const [figure, word] of [
      ["300%", "traffic"],
      ["250%", "conversion"],
      ["400%", "engagement"],
      ["200%", "brand recognition"],
    ]) {
      await expect(results.getByRole("definition").filter({ hasText: figure })).toHaveCount(1);
      await expect(results.getByRole("term").filter({ hasText: word })).toHaveCount(1);
    }
    await expect(main.getByText(/within 3 months/)).toBeVisible();
    await expect(main.getByRole("link", { name: "Start Your Project" })).toBeVisible();
  });
}

test("the four posts each have their own content", async ({ page }) => {
  const seen = new Set<string>();
  for (const slug of PROJECT_POSTS) {
    await page.goto(`/project/${slug}`);
    seen.add(await page.getByRole("main").innerText());
  }
  expect(seen.size).toBe(4);
});

test("an unknown slug shows the nexus-financial post, not the not-found page", async ({ page }) => {
  await page.goto("/project/nexus-financial");
  const expected = await page.getByRole("main").innerText();
  const response = await page.goto("/project/zzz-unknown");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Nexus Financial${SUFFIX}`);
  expect(await page.getByRole("main").innerText()).toBe(expected);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/project\/nexus-financial$/);
});

test("'Back to Home' goes to the home page", async ({ page }) => {
  await gotoHydrated(page, "/project/catalyst-ventures");
  await page.getByRole("main").getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("'Start Your Project' goes to the home page's contact section when the page has none", async ({ page }) => {
  await gotoHydrated(page, "/project/horizon-healthcare");
  expect(await page.locator("#contact").count()).toBe(0);
  await page.getByRole("main").getByRole("link", { name: "Start Your Project" }).click();
  await expect(page).toHaveURL("/#contact");
});

test("'Start Your Project' scrolls to a contact section on the same page", async ({ page }) => {
  await gotoHydrated(page, "/project/velocity-retail");
  // A page that holds a contact section (as the home page does) keeps the visitor there.
  await page.evaluate(() => {
    const section = document.createElement("section");
    section.id = "contact";
    section.style.height = "400px";
    section.textContent = "Contact us";
    document.querySelector("main")?.append(section, Object.assign(document.createElement("div"), { style: "height:2000px" }));
  });
  const button = page.getByRole("main").getByRole("link", { name: "Start Your Project" });
  await button.scrollIntoViewIfNeeded();
  await button.click();
  await expect.poll(() => page.locator("#contact").evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(200);
  expect(new URL(page.url()).pathname).toBe("/project/velocity-retail");
});
