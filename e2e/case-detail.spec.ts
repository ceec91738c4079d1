import { expect, test, type Page } from "@playwright/test";
import { DEMO_CASES, demoGallery } from "../app/db/seed/demo-cases.server";
import { blockExternalSites, gotoHydrated, pauseClock, waitForHydration } from "./fixtures";

// docs/product.md section 2, Case detail /case/{slug}, and its decision on a missing case.

const withLink = DEMO_CASES.find((c) => c.slug === "meridian-clinics-digital-transformation")!;
const withoutLink = DEMO_CASES.find((c) => !c.externalLink)!;
const LONG_US_DATE = /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;

test.beforeEach(async ({ page }) => {
  await blockExternalSites(page);
});

test("shows every part of a case study", async ({ page }) => {
  const response = await page.goto(`/case/${withLink.slug}`);
  expect(response?.status()).toBe(200);
  const main = page.getByRole("main");

  await expect(main.getByRole("link", { name: "Back", exact: true })).toBeVisible();
  await expect(main.getByRole("button", { name: "Share", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(withLink.title);
  await expect(page.getByTestId("case-category")).toHaveText("case studies");
  await expect(page.getByTestId("case-client")).toHaveText(withLink.clientName);
  await expect(page.getByTestId("case-date")).toHaveText(LONG_US_DATE);
  await expect(page.getByTestId("case-tags").getByRole("listitem")).toHaveText(withLink.tags);

  const featured = page.getByTestId("case-featured-image");
  await expect(featured).toHaveAttribute("src", demoGallery(withLink.slug, withLink.images)[0]);
  expect(await featured.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const clientBox = page.getByTestId("case-client-box");
  await expect(clientBox).toContainText("Client");
  await expect(clientBox).toContainText(withLink.clientName);

  for (const name of ["View Live Project", "Visit Project"]) {
    const link = main.getByRole("link", { name });
    await expect(link).toHaveAttribute("href", withLink.externalLink!);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }

  await expect(page.getByRole("heading", { name: "Project Overview" })).toBeVisible();
  await expect(page.getByTestId("case-overview-text")).toHaveText(withLink.description);
  for (const [id, heading, text] of [
    ["challenge", "The Challenge", withLink.challenge],
    ["solution", "Our Solution", withLink.solution],
    ["results", "The Results", withLink.results],
  ]) {
    const card = page.getByTestId(`case-${id}`);
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(heading);
    await expect(card).toContainText(text);
  }

  const details = page.getByRole("complementary", { name: "Project details" });
  await expect(details.getByRole("heading", { name: "Project Details" })).toBeVisible();
  for (const label of ["Client", "Category", "Date", "Tags"]) {
    await expect(details.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(details).toContainText(withLink.clientName);
  await expect(details.getByRole("heading", { name: "Like this project?" })).toBeVisible();
  await expect(details.getByRole("link", { name: "Start a Conversation" })).toHaveAttribute("href", "/#contact");

  await expect(page.getByRole("region", { name: "Image carousel" })).toBeVisible();
  await expect(page.getByTestId("gallery-counter")).toHaveText(`1 / ${withLink.images}`);
});

test("a case without an external link shows no live-project link", async ({ page }) => {
  await page.goto(`/case/${withoutLink.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(withoutLink.title);
  await expect(page.getByRole("link", { name: "View Live Project" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Visit Project" })).toHaveCount(0);
});

test("the page describes the case to search engines and link previews", async ({ page }) => {
  await page.goto(`/case/${withLink.slug}`);
  await expect(page).toHaveTitle(new RegExp(withLink.title));
  const origin = new URL(page.url()).origin;
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    `${origin}${demoGallery(withLink.slug, withLink.images)[0]}`,
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^A year-long programme/);
});

async function galleryAt(page: Page, position: number, total: number, slug: string) {
  await expect(page.getByTestId("gallery-counter")).toHaveText(`${position} / ${total}`);
  await expect(page.getByTestId("gallery-current")).toHaveAttribute("src", demoGallery(slug, total)[position - 1]);
}

test("the gallery moves with next, previous, thumbnails and arrow keys", async ({ page }) => {
  const total = withLink.images;
  await gotoHydrated(page, `/case/${withLink.slug}`);
  const gallery = page.getByRole("region", { name: "Image carousel" });
  await gallery.scrollIntoViewIfNeeded();
  await expect(gallery.getByRole("button", { name: /^Show image/ })).toHaveCount(total);

  await gallery.getByRole("button", { name: "Next image" }).click();
  await galleryAt(page, 2, total, withLink.slug);
  await gallery.getByRole("button", { name: "Previous image" }).click();
  await gallery.getByRole("button", { name: "Previous image" }).click();
  await galleryAt(page, total, total, withLink.slug);

  const third = gallery.getByRole("button", { name: "Show image 3" });
  await third.click();
  await galleryAt(page, 3, total, withLink.slug);
  await expect(third).toHaveAttribute("aria-current", "true");

  await page.keyboard.press("ArrowRight");
  await galleryAt(page, 4, total, withLink.slug);
  await page.keyboard.press("ArrowLeft");
  await galleryAt(page, 3, total, withLink.slug);
});

test("the lightbox shows the current image enlarged, moves with arrows and closes on Escape", async ({ page }) => {
  const total = withLink.images;
  const gallery = demoGallery(withLink.slug, total);
  await gotoHydrated(page, `/case/${withLink.slug}`);
  const region = page.getByRole("region", { name: "Image carousel" });
  await region.getByRole("button", { name: "Show image 2" }).click();

  const enlarge = region.getByRole("button", { name: "Enlarge image", exact: true });
  await enlarge.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  const image = dialog.getByTestId("lightbox-image");
  await expect(image).toHaveAttribute("src", gallery[1]);
  await expect(dialog.getByTestId("lightbox-counter")).toHaveText(`2 / ${total}`);
  const inPage = await region.getByTestId("gallery-current").boundingBox();
  // Measured once the lightbox has finished opening (it zooms in) and its picture has loaded.
  await expect.poll(async () => (await image.boundingBox())?.width ?? 0).toBeGreaterThan(inPage!.width);

  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByTestId("lightbox-counter")).toHaveText(`3 / ${total}`);
  await expect(image).toHaveAttribute("src", gallery[2]);
  await dialog.getByRole("button", { name: "Next image" }).click();
  await expect(dialog.getByTestId("lightbox-counter")).toHaveText(`4 / ${total}`);
  await dialog.getByRole("button", { name: "Previous image" }).click();
  await page.keyboard.press("ArrowLeft");
  await expect(dialog.getByTestId("lightbox-counter")).toHaveText(`2 / ${total}`);

  // Focus stays inside the open lightbox.
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(enlarge).toBeFocused();
  // The carousel follows what was seen in the lightbox.
  await expect(page.getByTestId("gallery-counter")).toHaveText(`2 / ${total}`);
});

test.describe("sharing", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("without a share sheet, Share copies the page address and says so for 5 seconds", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
      // When the notice showed, on the page's clock.
      new MutationObserver(() => {
        const w = window as Window & { __noticeAt?: number };
        if (document.querySelector("[data-toaster] li")) w.__noticeAt ??= performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.clock.install();
    await gotoHydrated(page, `/case/${withLink.slug}`);
    await pauseClock(page);
    expect(await page.evaluate(() => typeof navigator.share)).toBe("undefined");
    await page.getByRole("main").getByRole("button", { name: "Share", exact: true }).click();
    const notice = page
      .getByRole("region", { name: /Notifications/ })
      .getByRole("status")
      .filter({ hasText: "Link copied" });
    // The notice's code comes with the first notice, and React reveals it on a timer of its
    // own: the page's clock moves on in small steps until it shows.
    await expect
      .poll(async () => {
        await page.clock.runFor(50);
        return page.evaluate(() => (window as Window & { __noticeAt?: number }).__noticeAt);
      })
      .toBeDefined();
    await expect(notice).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    expect(page.url()).toMatch(new RegExp(`/case/${withLink.slug}$`));
    // It goes by itself 5 s after it showed, on the page's clock (then a 300 ms exit).
    const shownFor = () => page.evaluate(() => performance.now() - (window as Window & { __noticeAt?: number }).__noticeAt!);
    await page.clock.runFor(4_900 - (await shownFor()));
    await expect(notice).toHaveAttribute("data-state", "open");
    await page.clock.runFor(100);
    await expect(notice).toHaveAttribute("data-state", "closed");
    await page.clock.runFor(300);
    await expect(notice).toHaveCount(0);
  });

  test("with a share sheet, Share hands it the page address", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value(data: ShareData) {
          (window as Window & { shared?: ShareData }).shared = data;
          return Promise.resolve();
        },
      });
    });
    await gotoHydrated(page, `/case/${withLink.slug}`);
    await page.getByRole("main").getByRole("button", { name: "Share", exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => (window as Window & { shared?: ShareData }).shared))
      .toMatchObject({ url: page.url(), title: withLink.title });
  });
});

for (const slug of ["no-such-case", "new-project"]) {
  test(`/case/${slug} is a 404 'Case Study not found' for a visitor, with a way back`, async ({ page }) => {
    const response = await page.goto(`/case/${slug}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case Study not found");
    await expect(page.getByText("The case you are looking for does not exist or has been removed.")).toBeVisible();
    await waitForHydration(page);
    await page.getByRole("main").getByRole("link", { name: "Back to Cases" }).click();
    await expect(page).toHaveURL("/cases");
  });
}

test("Back returns to the page the visitor came from", async ({ page }) => {
  await gotoHydrated(page, "/cases");
  await page.getByTestId("case-card").nth(2).getByRole("link").click();
  await expect(page).toHaveURL(`/case/${DEMO_CASES[2].slug}`);
  await page.getByRole("main").getByRole("link", { name: "Back", exact: true }).click();
  await expect(page).toHaveURL("/cases");

  // Opened directly (a shared link), Back leads to the portfolio.
  await gotoHydrated(page, `/case/${DEMO_CASES[3].slug}`);
  await page.getByRole("main").getByRole("link", { name: "Back", exact: true }).click();
  await expect(page).toHaveURL("/cases");
});

test("'View All Cases' at the foot of a case goes to the portfolio", async ({ page }) => {
  await gotoHydrated(page, `/case/${withoutLink.slug}`);
  await page.getByRole("link", { name: "View All Cases" }).click();
  await expect(page).toHaveURL("/cases");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("All Our Projects");
});
