import { expect, test, type Page } from "@playwright/test";
import { DEMO_CASES } from "../app/db/seed/demo-cases.server";
import { blockExternalSites, dismissIntro, gotoHydrated, readsPageData } from "./fixtures";

// docs/product.md section 2, All-projects page: /cases and /all-projects list the published cases
// (order_index ascending) as cards; the e2e server holds the demo portfolio.

const cards = (page: Page) => page.getByTestId("case-card");

test.beforeEach(async ({ page }) => {
  await blockExternalSites(page);
});

for (const path of ["/cases", "/all-projects"]) {
  test(`${path} shows the portfolio hero and every published case in order`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Complete Portfolio", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("All Our Projects");
    await expect(cards(page).getByRole("heading", { level: 2 })).toHaveText(DEMO_CASES.map((c) => c.title));
  });
}

test("/cases and /all-projects show identical cards", async ({ page }) => {
  await page.goto("/cases");
  const fromCases = await cards(page).allInnerTexts();
  await page.goto("/all-projects");
  expect(await cards(page).allInnerTexts()).toEqual(fromCases);
  expect(fromCases).toHaveLength(DEMO_CASES.length);
});

test("each card shows image, category without hyphens, title, client, clamped description and tags", async ({ page }) => {
  await page.goto("/cases");
  for (const [i, demo] of DEMO_CASES.entries()) {
    const card = cards(page).nth(i);
    await card.scrollIntoViewIfNeeded();
    const image = card.getByRole("link").locator("img");
    await expect(image).toHaveAttribute("src", `/demo/${demo.slug}-1-1600.webp`);
    await expect(image).toHaveJSProperty("complete", true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    const category = card.getByTestId("case-card-category");
    await expect(category).toHaveText(demo.category.replace(/-/g, " "));
    await expect(category).not.toContainText("-");
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(demo.title);
    await expect(card.getByTestId("case-card-client")).toHaveText(demo.clientName);
    await expect(card.getByTestId("case-card-tag")).toHaveText(demo.tags);

    const description = card.getByTestId("case-card-description");
    await expect(description).toHaveText(demo.description);
    const box = await description.evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        clamp: style.getPropertyValue("-webkit-line-clamp"),
        height: el.clientHeight,
        lineHeight: parseFloat(style.lineHeight),
        scrollHeight: el.scrollHeight,
      };
    });
    expect(box.clamp).toBe("3");
    expect(box.height).toBeLessThanOrEqual(box.lineHeight * 3 + 1);
  }
});

test("a social media case shows its category as 'social media'", async ({ page }) => {
  await page.goto("/cases");
  const lumen = cards(page).filter({ hasText: "Lumen Skincare Social Launch" });
  await expect(lumen.getByTestId("case-card-category")).toHaveText("social media");
});

test("hovering a card's image reveals 'View Case Study', which opens the case at the top", async ({ page }) => {
  await gotoHydrated(page, "/cases");
  const demo = DEMO_CASES[4];
  const card = cards(page).nth(4);
  await card.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  const reveal = card.getByTestId("view-case-study");
  await expect(reveal).toBeHidden();
  await card.getByRole("link").hover();
  await expect(reveal).toBeVisible();
  await expect(reveal).toHaveText("View Case Study");
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

  await reveal.click();
  await expect(page).toHaveURL(`/case/${demo.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(demo.title);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("keyboard focus on a card's image reveals 'View Case Study' too, and Enter opens the case", async ({ page }) => {
  await gotoHydrated(page, "/cases");
  const link = cards(page).first().getByRole("link");
  await expect(link).toHaveAccessibleName(`View Case Study: ${DEMO_CASES[0].title}`);
  await link.focus();
  await expect(cards(page).first().getByTestId("view-case-study")).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`/case/${DEMO_CASES[0].slug}`);
});

test("the grid has one column on phones, two on medium screens, three on large", async ({ page }) => {
  const columns = async () => {
    const tops = await cards(page).evaluateAll((els) => els.slice(0, 4).map((el) => Math.round(el.getBoundingClientRect().top)));
    return tops.filter((top) => top === tops[0]).length;
  };
  await page.goto("/cases");
  for (const [width, expected] of [
    [1280, 3],
    [800, 2],
    [390, 1],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(columns).toBe(expected);
  }
});

test("the list refetches once 500 ms after load, and 100 ms after 'project-updated', showing a spinner while it is slow", async ({
  page,
}) => {
  // The list's reads, counted; one can be held back to make it slow.
  let refetches = 0;
  let hold: Promise<void> = Promise.resolve();
  await page.route(
    (url) => url.pathname === "/cases.data" || url.pathname === "/cases",
    async (route) => {
      if (!readsPageData(route.request(), "/cases")) return route.continue();
      refetches++;
      await hold;
      await route.continue();
    },
  );
  // The page's clock stands still from before it opens: its timers fire only in the test's steps.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await gotoHydrated(page, "/cases");
  await page.clock.runFor(499);
  expect(refetches).toBe(0);
  await page.clock.runFor(1);
  await expect.poll(() => refetches).toBe(1);
  // Once: nothing more, however long the page stays open.
  await page.clock.runFor(60_000);
  await expect(cards(page)).toHaveCount(DEMO_CASES.length);
  expect(refetches).toBe(1);

  // docs/product.md section 4: a 'project-updated' event reloads the list; a slow reload shows a spinner.
  let release = () => {};
  hold = new Promise((resolve) => (release = resolve));
  const spinner = page.getByTestId("cases-spinner");
  await expect(spinner).toBeHidden();
  await page.evaluate(() => window.dispatchEvent(new Event("project-updated")));
  await page.clock.runFor(99);
  expect(refetches).toBe(1);
  await page.clock.runFor(1);
  await expect.poll(() => refetches).toBe(2);
  await expect(spinner.getByRole("status")).toHaveText("Loading projects...");
  await expect(spinner).toBeVisible();
  release();
  await expect(spinner).toBeHidden();
  expect(refetches).toBe(2);
  await expect(cards(page)).toHaveCount(DEMO_CASES.length);
});

/** Holds back case pages (the app's `*.data` reads, the page face's loads) until the test lets them through. */
async function holdCaseReads(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith("/case/"),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

/**
 * `shown` resolves when the page shows the case skeleton in its main part, seen from inside the page:
 * on the page face it shows on the page being left, which Playwright's locators no longer
 * reach once the next page's load has begun.
 */
async function watchForSkeleton(page: Page) {
  let resolveShown = () => {};
  const shown = new Promise<void>((resolve) => (resolveShown = resolve));
  await page.exposeFunction("skeletonShown", () => resolveShown());
  await page.addInitScript(() => {
    const seen = () => {
      const skeleton = document.querySelector("main [data-testid='case-skeleton']");
      if (skeleton?.checkVisibility() && skeleton.textContent?.includes("Loading case study")) {
        (window as Window & { skeletonShown?: () => void }).skeletonShown?.();
      }
    };
    new MutationObserver(seen).observe(document, { childList: true, subtree: true });
  });
  return { shown };
}

test("a skeleton shows while an opened case is loading", async ({ page }) => {
  const demo = DEMO_CASES[1];
  const release = await holdCaseReads(page);
  const { shown } = await watchForSkeleton(page);
  await gotoHydrated(page, "/cases");
  // The click waits for the next page, which comes only once released.
  const clicked = cards(page).nth(1).getByRole("link").click();
  await shown;
  release();
  await clicked;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(demo.title);
  await expect(page.getByTestId("case-skeleton")).toHaveCount(0);
});

test("the skeleton also shows when a case is opened from the home page", async ({ page }) => {
  const release = await holdCaseReads(page);
  const { shown } = await watchForSkeleton(page);
  await gotoHydrated(page, "/");
  await dismissIntro(page);
  const clicked = page.locator('#home ~ section a[href^="/case/"]').first().click();
  await shown;
  release();
  await clicked;
  await expect(page).toHaveURL(/\/case\//);
  await expect(page.getByTestId("case-skeleton")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

// With no published case the portfolio shows 'No projects found': tested on the site with
// no demo content (records/empty-site.spec.ts).
