import { expect, test, type Page } from "@playwright/test";
import { nextFrames, pauseClock, waitForHydration } from "./fixtures";

// docs/product.md section 2 "Home page" (intro splash, hero, portfolio grid, service tiles, services,
// featured case studies) and the section 9 constants, on the demo content.

// The machine running these is small and busy: the home page does a lot on first load.
test.describe.configure({ timeout: 60_000 });

/** Nothing may leave this machine: wa.me, the publicity site, fonts or anything else. */
function keepOnThisMachine(page: Page) {
  return page.route(
    (url) => url.hostname !== "localhost" && url.hostname !== "127.0.0.1",
    (route) => route.fulfill({ status: 204, body: "" }),
  );
}

test.beforeEach(async ({ page }) => {
  await keepOnThisMachine(page);
});

const splash = (page: Page) => page.getByRole("dialog", { name: "Transforming Ideas Into Reality" });
const enterButton = (page: Page) => page.getByRole("button", { name: "Enter Experience" });

/** Opens the home page and waits until the splash is interactive (React has hydrated). */
async function openHome(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
  await expect(enterButton(page)).toBeEnabled();
  await expect(enterButton(page)).toBeFocused();
}

async function closeSplash(page: Page) {
  await enterButton(page).click();
  await expect(splash(page)).toBeHidden();
}

test.describe("intro splash", () => {
  // Its motion is what these tests are about (the project's default is reduced motion).
  test.use({ reducedMotion: "no-preference" });
  test("shows the logo, the tagline, 'Enter Experience', 22 client logos, 8 floating logos and 100 stars", async ({ page }) => {
    await openHome(page);
    const dialog = splash(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("img[src='/favicon.svg']")).toBeVisible();
    await expect(dialog.getByText("Transforming Ideas Into Reality", { exact: true })).toBeVisible();

    const clients = dialog.getByRole("list", { name: "Our clients" }).getByRole("img");
    await expect(clients).toHaveCount(22);
    const sources = await clients.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src")));
    expect(new Set(sources).size).toBe(22);
    expect(sources.every((src) => src?.startsWith("/logos/"))).toBe(true);
    // Every bundled logo is served as a WebP picture (decoded off the main thread, where an
    // SVG would be a document of its own to parse and lay out), sharp on a 3x screen.
    for (const src of sources) {
      const response = await page.request.get(src!);
      expect(response.ok(), src!).toBe(true);
      expect(response.headers()["content-type"]).toContain("image/webp");
    }
    const drawn = await clients.first().evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return { natural: img.naturalHeight, shown: img.getBoundingClientRect().height };
    });
    expect(drawn.natural).toBeGreaterThanOrEqual(drawn.shown * 3);

    // The strip moves: its track is animated horizontally, leftwards.
    const track = dialog.locator(".intro-marquee-track");
    const x = () => track.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
    const x1 = await x();
    await expect.poll(x).toBeLessThan(x1);

    await expect(dialog.locator("[data-floating-logo]")).toHaveCount(8);
    await expect(dialog.locator(".intro-star")).toHaveCount(100);

    // The page itself is in the HTML beneath the overlay (for crawlers), but not drawn until
    // the visitor enters: a phone lays out only the splash on load.
    await expect(page.locator("#home h1")).toContainText("We Build Brands");
    const pageDrawn = () =>
      page.evaluate(() =>
        ["#home h1", "header a", "#contact form", "footer a"].map((selector) => document.querySelector(selector)?.checkVisibility()),
      );
    expect(await pageDrawn()).toEqual([false, false, false, false]);
    await closeSplash(page);
    await expect.poll(pageDrawn).toEqual([true, true, true, true]);
  });

  test("arriving on /#contact, the visitor is at the contact section once the splash closes", async ({ page }) => {
    await page.goto("/#contact");
    await waitForHydration(page);
    await expect(enterButton(page)).toBeEnabled();
    await closeSplash(page);
    await expect(page.locator("#contact")).toBeInViewport();
    await expect.poll(() => page.locator("#contact").evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(200);
  });

  test("keeps the page behind out of reach: Tab stays on 'Enter Experience', the page does not scroll", async ({ page }) => {
    await openHome(page);
    await page.keyboard.press("Tab");
    await expect(enterButton(page)).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(enterButton(page)).toBeFocused();
    await page.mouse.wheel(0, 1500);
    await nextFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Everything else is inert while the splash is up, and usable again once it closed.
    const inert = () =>
      page.evaluate(() => {
        const refusesFocus = (element: HTMLElement | null) => {
          element?.focus();
          return document.activeElement !== element;
        };
        return {
          header: refusesFocus(document.querySelector<HTMLElement>("header a")),
          hero: refusesFocus(document.querySelector<HTMLElement>("#home a")),
        };
      });
    expect(await inert()).toEqual({ header: true, hero: true });
    await enterButton(page).focus();
    await expect(enterButton(page)).toBeFocused();
    await closeSplash(page);
    await expect(page.locator("#home")).toBeFocused();
    expect(await inert()).toEqual({ header: false, hero: false });
  });

  test("the portfolio's pictures wait behind it and show once the visitor enters", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image" && new URL(request.url()).pathname.startsWith("/demo/")) fetched.push(request.url());
    });
    await openHome(page);
    // Not displayed, so not fetched (a lazy picture is fetched once it is laid out).
    const tiles = page.locator("#portfolio [data-portfolio-tile] img");
    expect(await tiles.count()).toBeGreaterThan(0);
    expect(await tiles.evaluateAll((imgs) => imgs.filter((img) => img.checkVisibility()).length)).toBe(0);
    expect(fetched).toEqual([]);

    await closeSplash(page);
    const picture = page.locator("#portfolio [data-portfolio-tile] img").first();
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(fetched.length).toBeGreaterThan(0);
  });

  test("closes only after the 2-second warp", async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    await pauseClock(page);
    // Timed inside the page, on its clock, which moves only in the test's steps: a splash
    // that closed too soon is recorded at or before the step it closed in.
    await page.evaluate(() => {
      const timing: { clickedAt?: number; closedAt?: number } = {};
      (window as Window & { __intro?: typeof timing }).__intro = timing;
      document.addEventListener("click", () => (timing.clickedAt ??= performance.now()), true);
      new MutationObserver(() => {
        if (!document.querySelector("[data-intro-splash]")) timing.closedAt ??= performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await enterButton(page).click();
    const intro = page.locator("[data-intro-splash]");
    await expect(intro).toHaveAttribute("data-state", "entering");
    await page.clock.runFor(1_000);
    await expect(splash(page)).toBeVisible();
    await page.clock.runFor(950);
    await page.clock.runFor(100);
    await expect(intro).toHaveCount(0);
    const timing = (await page.evaluate(() => (window as Window & { __intro?: { clickedAt: number; closedAt: number } }).__intro))!;
    expect(timing.closedAt - timing.clickedAt, "there at 1.95 s, gone by 2.05 s").toBeGreaterThan(1_950);
    expect(timing.closedAt - timing.clickedAt).toBeLessThanOrEqual(2_050);
    // The page is usable afterwards.
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("reshuffles the 8 floating logos every 25 seconds, not before", async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    await pauseClock(page);
    const floating = splash(page).locator("[data-floating-logo]");
    const arrangement = () =>
      floating.evaluateAll((imgs) =>
        imgs.map((img) => `${img.getAttribute("src")}@${(img as HTMLElement).style.top},${(img as HTMLElement).style.left}`).join("|"),
      );
    await expect(floating).toHaveCount(8);
    const opacity = await floating.first().evaluate((img) => Number(getComputedStyle(img).opacity));
    expect(opacity).toBeLessThan(0.3); // faded

    // Find the next reshuffle second by second (the cycle started when the page hydrated).
    let before = await arrangement();
    let after = before;
    for (let second = 0; second < 26 && after === before; second++) {
      await page.clock.runFor(1_000);
      after = await arrangement();
    }
    expect(after).not.toBe(before);
    // Then nothing changes for the next 24 seconds, and it changes again by 25.
    before = after;
    await page.clock.runFor(24_000);
    expect(await arrangement()).toBe(before);
    await page.clock.runFor(1_000);
    await expect(floating).toHaveCount(8);
    expect(await arrangement()).not.toBe(before);
  });

  test("with reduced motion the warp becomes a quick fade, and the hero shows its poster", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await openHome(page);
    await pauseClock(page);
    await enterButton(page).click();
    await expect(page.locator("[data-intro-splash]")).toHaveAttribute("data-state", "entering");
    // Gone within a third of a second of the page's clock, not two.
    await page.clock.runFor(350);
    await expect(splash(page)).toBeHidden();
    await expect(page.locator("[data-hero-video]")).toBeHidden();
    await expect(page.locator("#home img[src^='/video/hero-poster']")).toBeVisible();
    expect(await page.locator("[data-hero-video]").evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test("Escape enters like the button", async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    // The page's clock stands still, so the 2 s warp cannot end before it is seen.
    await pauseClock(page);
    await page.keyboard.press("Escape");
    await expect(page.locator("[data-intro-splash]")).toHaveAttribute("data-state", "entering");
    await page.clock.runFor(2_100);
    await expect(splash(page)).toBeHidden();
  });

  test("works with the visitor's module alone, no React on the page (docs/decisions/029)", async ({ page }) => {
    // Every script but the visitor's module and its chunks is refused.
    await page.route("**/*.js", (route) =>
      /\/assets\/(visitor|intro-splash)-[\w-]+\.js$/.test(new URL(route.request().url()).pathname) ? route.continue() : route.abort(),
    );
    await page.clock.install();
    await page.goto("/");
    await expect(enterButton(page)).toBeEnabled();
    await expect(enterButton(page)).toBeFocused();
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    await pauseClock(page);
    await page.keyboard.press("Tab");
    await expect(enterButton(page)).toBeFocused();
    await enterButton(page).click();
    await expect(page.locator("[data-intro-splash]")).toHaveAttribute("data-state", "entering");
    await page.clock.runFor(2_100);
    await expect(page.locator("[data-intro-splash]")).toHaveCount(0);
    await expect(page.locator("#home")).toBeFocused();
    await expect(page.locator("html")).not.toHaveAttribute("data-intro");
  });

  test("is not shown again when coming back to the home page within the site", async ({ page }) => {
    await openHome(page);
    await closeSplash(page);
    await page.getByRole("link", { name: "View Our Work" }).click();
    await expect(page).toHaveURL(/\/cases$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("We Build Brands");
    await expect(page.locator("[data-intro-splash]")).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the splash is hidden and the whole page can be read", async ({ page }) => {
    await page.goto("/");
    await expect(splash(page)).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("[data-portfolio-tile]").first()).toBeVisible();
    await expect(page.locator("[data-portfolio-tile] img").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Branding & Design" })).toBeVisible();
  });
});

test.describe("home sections, on one open home page", () => {
  // One visit for them all: opening the home page and entering is most of each test's time on
  // a busy machine. A test that leaves the page comes back as a visitor does, with Back (the
  // splash does not show again within the site).
  test.describe.configure({ mode: "serial" });
  let page: Page;
  test.beforeAll(async ({ browser }, testInfo) => {
    const { baseURL, viewport, userAgent, deviceScaleFactor, reducedMotion } = testInfo.project.use;
    page = await browser.newPage({ baseURL, viewport, userAgent, deviceScaleFactor, reducedMotion });
    await keepOnThisMachine(page);
    await openHome(page);
    await closeSplash(page);
  });
  test.afterAll(async () => {
    await page?.context().close();
  });
  test.beforeEach(async () => {
    if (new URL(page.url()).pathname !== "/") {
      await page.goBack();
      await expect(page).toHaveURL(/:\d+\/(#[\w-]*)?$/);
      // The home page is drawn again once its data has arrived.
      await expect(page.locator("[data-home-section]")).toHaveCount(6);
      await expect(page.locator("#portfolio [data-portfolio-tile]").first()).toBeVisible();
    }
    // Back at the top, without the #section a test scrolled to.
    await page.evaluate(() => {
      history.replaceState(history.state, "", "/");
      window.scrollTo({ top: 0, behavior: "instant" });
    });
  });

  test("come in order: hero, portfolio grid, service tiles, services, featured, contact", async () => {
    const sections = page.locator("[data-home-section]");
    await expect(sections).toHaveCount(6);
    const order = await sections.evaluateAll((els) =>
      els.map((el) => ({ name: el.getAttribute("data-home-section"), top: el.getBoundingClientRect().top })),
    );
    expect(order.map((s) => s.name)).toEqual(["hero", "portfolio", "service-tiles", "services", "featured", "contact"]);
    for (let i = 1; i < order.length; i++) expect(order[i].top).toBeGreaterThan(order[i - 1].top);
    await expect(page.locator("#home")).toHaveAttribute("data-home-section", "hero");
    await expect(page.locator("#services")).toHaveAttribute("data-home-section", "services");
    await expect(page.locator("#contact")).toHaveAttribute("data-home-section", "contact");
  });

  test("hero button 1 scrolls to the contact section, button 2 goes to /cases", async () => {
    await page.locator("[data-hero-cta='contact']").click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1_000);
    await expect(page.locator("#contact")).toBeInViewport();
    expect(new URL(page.url()).pathname).toBe("/");

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.locator("[data-hero-cta='cases']").click();
    await expect(page).toHaveURL(/\/cases$/);
  });

  test("portfolio grid: 1 to 8 published cases linking to their pages, and 'Explore All Our Cases'", async () => {
    const tiles = page.locator("#portfolio [data-portfolio-tile] a");
    const count = await tiles.count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(8);
    const hrefs = await tiles.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    for (const href of hrefs) expect(href).toMatch(/^\/case\/[a-z0-9-]+$/);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    const images = page.locator("#portfolio [data-portfolio-tile] img");
    await expect(images.first()).toHaveAttribute("loading", "lazy");
    await expect(images.first()).toHaveAttribute("sizes", /.+/);

    const first = tiles.first();
    const title = (await first.locator(".portfolio-tile-title").textContent())?.trim();
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title!);

    await page.goBack();
    await page.getByRole("link", { name: "Explore All Our Cases" }).first().click();
    await expect(page).toHaveURL(/\/cases$/);
  });

  test("service tiles: the six labels in order, linking to the service pages", async () => {
    const tiles = page.locator("[data-service-tile]");
    await expect(tiles).toHaveText(["BRANDING", "SOCIAL MEDIA", "WEB DESIGN", "PROJECT MANAGER", "DEVELOPMENT", "PUBLICITY"]);
    const hrefs = await tiles.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(["/branding", "/social-media", "/web-design", "/project-manager", "/development", "/publicity"]);
    await tiles.filter({ hasText: "WEB DESIGN" }).click();
    await expect(page).toHaveURL(/\/web-design$/);
  });

  test("services: six cards with title, description and features, and a call to action to contact", async () => {
    const cards = page.locator("#services [data-service-card]");
    await expect(cards.locator("h3")).toHaveText([
      "Branding & Design",
      "Social Media & Paid Traffic",
      "Websites & E-Commerce",
      "Broadcast & Arkadomus",
      "Marketing Strategy",
      "Programming & Development",
    ]);
    for (let i = 0; i < 6; i++) {
      const card = cards.nth(i);
      await expect(card.locator("h3 + p")).not.toBeEmpty();
      const features = card.getByRole("list", { name: "Features" }).getByRole("listitem");
      expect(await features.count()).toBeGreaterThanOrEqual(3);
      // One stored text split on '|': no item shows the separator.
      for (const text of await features.allTextContents()) expect(text).not.toContain("|");
    }
    await expect(cards.first().getByRole("listitem")).toHaveText([
      "Logo & visual identity",
      "Brand strategy & positioning",
      "Brand guidelines",
      "Packaging & print design",
    ]);

    await page.locator("[data-services-cta]").click();
    await expect(page.locator("#contact")).toBeInViewport();
    expect(new URL(page.url()).pathname).toBe("/");
  });

  test("featured: 4 cases alternating sides, with category, title, client, description, tags and 'View Full Case Study'", async () => {
    const items = page.locator("#featured [data-featured-case]");
    const count = await items.count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(4);
    await expect(items).toHaveCount(4); // the demo content has more than 4 published cases

    for (let i = 0; i < count; i++) {
      const item = items.nth(i);
      await item.scrollIntoViewIfNeeded();
      const category = (await item.locator("span.uppercase").first().textContent()) ?? "";
      expect(category.trim()).not.toBe("");
      expect(category).not.toContain("-");
      await expect(item.locator("h3")).not.toBeEmpty();
      await expect(item.locator("[data-featured-client]")).not.toBeEmpty();
      await expect(item.locator("h3 ~ p").last()).not.toBeEmpty();
      expect(await item.getByRole("list", { name: "Tags" }).getByRole("listitem").count()).toBeGreaterThan(0);
      const link = item.getByRole("link", { name: "View Full Case Study" });
      await expect(link).toHaveAttribute("href", /^\/case\/[a-z0-9-]+$/);

      // Image and text swap sides from one item to the next.
      const image = await item.locator("[data-featured-image]").boundingBox();
      const text = await item.locator("h3").boundingBox();
      if (i % 2 === 0) expect(image!.x).toBeLessThan(text!.x);
      else expect(image!.x).toBeGreaterThan(text!.x);
    }
  });

  test("'View Full Case Study' opens that case and 'View All Projects' goes to /cases", async () => {
    const second = page.locator("#featured [data-featured-case]").nth(1);
    await second.scrollIntoViewIfNeeded();
    const link = second.getByRole("link", { name: "View Full Case Study" });
    const href = await link.getAttribute("href");
    const title = (await second.locator("h3").textContent())?.trim();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title!);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole("link", { name: "View All Projects" }).click();
    await expect(page).toHaveURL(/\/cases$/);
  });
});

test.describe("home sections with motion", () => {
  test.use({ reducedMotion: "no-preference" });
  test.beforeEach(async ({ page }) => {
    await openHome(page);
    await closeSplash(page);
  });
  test("hero: looping muted video, subtitle, two title lines, description", async ({ page }) => {
    const hero = page.locator("#home");
    const video = hero.locator("video[data-hero-video]");
    await expect(video).toBeVisible();
    const state = await video.evaluate((v: HTMLVideoElement) => ({
      autoplay: v.autoplay,
      loop: v.loop,
      muted: v.muted,
      playsInline: v.playsInline,
      poster: v.getAttribute("poster"),
    }));
    expect(state).toEqual({ autoplay: true, loop: true, muted: true, playsInline: true, poster: "/video/hero-poster.webp" });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0);

    await expect(hero.getByText("Creative & Digital Growth Agency")).toBeVisible();
    const lines = hero.locator("h1 > *");
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toHaveText("We Build Brands");
    await expect(lines.nth(1)).toHaveText("That Move People");
    await expect(hero.locator("h1 + p")).toContainText("one team turning bold ideas into measurable growth");
  });
});

test("home page meta: title, description and share image", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/Arkadomus/);
  await expect(page.locator("meta[name='description']")).toHaveAttribute("content", /creative and digital growth agency/);
  const image = await page.locator("meta[property='og:image']").getAttribute("content");
  expect(image).toMatch(/\/og-image\.jpg$/);
  const response = await page.request.get(new URL(image!).pathname);
  expect(response.ok()).toBe(true);
  expect(response.headers()["content-type"]).toContain("image/jpeg");
});
