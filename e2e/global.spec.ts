import { expect, test, type Page } from "@playwright/test";
import { blockExternalSites, colorAlpha, dismissIntro, gotoHydrated, makeTall, nextFrames, pauseClock } from "./fixtures";

// docs/product.md section 2 "Global elements" and section 9 constants, on every page.

const SERVICES = [
  ["Branding", "/branding"],
  ["Social Media", "/social-media"],
  ["Web Design", "/web-design"],
  ["Development", "/development"],
  ["Project Manager", "/project-manager"],
  ["Publicity", "/publicity"],
] as const;

test.beforeEach(async ({ page }) => {
  await blockExternalSites(page);
});

function siteHeader(page: Page) {
  return page.locator("header").first();
}

/**
 * Records, inside the page, when the Services trigger is entered/left and opens/closes, on
 * the page's clock (performance.now() is the test's clock once page.clock is installed).
 */
async function watchServicesTrigger(page: Page) {
  await page.evaluate(() => {
    const trigger = document.querySelector<HTMLElement>("[data-services-trigger]")!;
    const times: Record<string, number> = {};
    (window as Window & { __services?: Record<string, number> }).__services = times;
    trigger.addEventListener("pointermove", () => (times.enter ??= performance.now()));
    trigger.addEventListener("pointerleave", () => (times.leave ??= performance.now()));
    new MutationObserver(() => {
      const open = trigger.getAttribute("aria-expanded") === "true";
      if (open) times.open ??= performance.now();
      else if (times.open) times.close ??= performance.now();
    }).observe(trigger, { attributes: true, attributeFilter: ["aria-expanded"] });
  });
}

function servicesTimes(page: Page) {
  return page.evaluate(() => (window as Window & { __services?: Record<string, number> }).__services ?? {});
}

test.describe("site header", () => {
  test("shows the brand, the page links, Services and 'Let's Talk'", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const header = siteHeader(page);
    const brand = header.getByRole("link", { name: "Arkadomus" });
    await expect(brand).toHaveAttribute("href", "/#home");
    await expect(brand.locator("img")).toBeVisible();
    const nav = header.getByRole("navigation", { name: "Main" });
    for (const [name, href] of [
      ["Home", "/"],
      ["About", "/about"],
      ["Projects", "/cases"],
      ["Contact", "/contact"],
    ]) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(nav.getByRole("button", { name: "Services" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Let's Talk" })).toHaveAttribute("href", "/#contact");

    await nav.getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about\/?$/);
    await expect(nav.getByRole("link", { name: "About", exact: true })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Projects", exact: true }).click();
    await expect(page).toHaveURL(/\/cases$/);
  });

  test("turns more opaque and bordered once scrolled past 50 px, and back at the top", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await makeTall(page);
    const header = siteHeader(page);
    const style = () =>
      header.evaluate((el) => {
        const s = getComputedStyle(el);
        return { background: s.backgroundColor, border: s.borderBottomColor };
      });
    await expect(header).toHaveAttribute("data-scrolled", "false");
    const normal = await style();

    await page.evaluate(() => window.scrollTo(0, 50));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(50);
    await nextFrames(page);
    await expect(header).toHaveAttribute("data-scrolled", "false");

    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect.poll(async () => colorAlpha((await style()).background)).toBeGreaterThan(colorAlpha(normal.background));
    await expect.poll(async () => colorAlpha((await style()).border)).toBeGreaterThan(0.5);
    expect(colorAlpha(normal.border)).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect.poll(async () => colorAlpha((await style()).border)).toBe(0);
  });
});

test.describe("Services dropdown", () => {
  test("opens about 200 ms after the pointer enters and closes about 150 ms after it leaves", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/contact");
    await pauseClock(page);
    await watchServicesTrigger(page);
    const trigger = page.getByRole("button", { name: "Services" });
    const menu = page.locator("[data-services-menu]");
    // The page's time moves in steps, so a menu that opened or closed too soon shows so in
    // the times recorded inside the page (at or before the step it happened in).
    await trigger.hover();
    await page.clock.runFor(150);
    await page.clock.runFor(100);
    await expect(menu).toBeVisible();
    // The links, in the order of docs/product.md section 2.
    const links = menu.getByRole("link");
    await expect(links).toHaveCount(6);
    for (const [index, [name, href]] of SERVICES.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", href);
      await expect(links.nth(index)).toContainText(name);
    }

    await page.mouse.move(5, 500);
    await page.clock.runFor(100);
    await page.clock.runFor(100);
    await expect(menu).toBeHidden();
    const t = await servicesTimes(page);
    expect(t.open - t.enter, "closed at 150 ms, open at 250 ms").toBeGreaterThan(150);
    expect(t.open - t.enter).toBeLessThanOrEqual(250);
    expect(t.close - t.leave, "open at 100 ms, closed at 200 ms").toBeGreaterThan(100);
    expect(t.close - t.leave).toBeLessThanOrEqual(200);
  });

  test("stays open while the pointer moves from the button into the menu", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/contact");
    await pauseClock(page);
    await page.getByRole("button", { name: "Services" }).hover();
    await page.clock.runFor(250);
    const menu = page.locator("[data-services-menu]");
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: /Web Design/ }).hover();
    // Well past the 150 ms it takes to close once the pointer has left.
    await page.clock.runFor(400);
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: /Web Design/ }).click();
    await expect(page).toHaveURL(/\/web-design$/);
    await expect(menu).toBeHidden();
  });

  test("opens on click at once and closes on Escape, focus back on the button", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/contact");
    await pauseClock(page);
    const trigger = page.getByRole("button", { name: "Services" });
    // A click alone, with no pointer hovering first, opens it: no hover delay involved.
    await trigger.dispatchEvent("click");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await trigger.dispatchEvent("click");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    // A click right after hovering keeps it open rather than closing it, also once the
    // hover's own 200 ms have passed.
    await page.clock.runFor(300);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");

    await page.keyboard.press("Escape");
    await expect(page.locator("[data-services-menu]")).toBeHidden();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
  });

  test("Escape closes it while the pointer stays on it after hovering opened it (WCAG 2.2 1.4.13)", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/contact");
    await pauseClock(page);
    const trigger = page.getByRole("button", { name: "Services" });
    const menu = page.locator("[data-services-menu]");
    await trigger.hover();
    await page.clock.runFor(250);
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: /Web Design/ }).hover();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    // The pointer still rests on it: it stays closed until the pointer leaves and comes back.
    await page.clock.runFor(400);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await page.mouse.move(5, 500);
    await trigger.hover();
    await page.clock.runFor(250);
    await expect(menu).toBeVisible();
  });

  test("works from the keyboard: Enter, arrows, Tab, Escape", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const trigger = page.getByRole("button", { name: "Services" });
    const menu = page.locator("[data-services-menu]");

    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("link", { name: /Branding/ })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("link", { name: /Social Media/ })).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(menu.getByRole("link", { name: /Branding/ })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: /Social Media/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    // ArrowDown on the closed button opens it on the first entry; Enter follows the link.
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("link", { name: /Branding/ })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("link", { name: /Social Media/ })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/social-media$/);
    await expect(menu).toBeHidden();
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("shows every link, closes on a choice and navigates", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const header = siteHeader(page);
    await expect(header.getByRole("navigation", { name: "Main" })).toBeHidden();
    const button = page.getByRole("button", { name: "Open menu" });
    await button.click();
    const panel = page.locator("[data-mobile-menu]");
    await expect(panel).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    for (const name of ["Home", "About", "Projects", "Contact", ...SERVICES.map(([n]) => n), "Let's Talk"]) {
      await expect(panel.getByRole("link", { name, exact: true })).toBeVisible();
    }
    for (const [name, href] of SERVICES) {
      await expect(panel.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }

    await panel.getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about\/?$/);
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");

    // Tapping the button again closes it too.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(panel).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(panel).toBeHidden();
  });

  test("Escape closes it and focus returns to the menu button", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await page.getByRole("button", { name: "Open menu" }).click();
    const panel = page.locator("[data-mobile-menu]");
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: "Home", exact: true })).toBeFocused();
    // The page under the panel is out of reach while it is open.
    await expect(page.locator("main")).toHaveJSProperty("inert", true);
    await expect(page.locator("footer")).toHaveJSProperty("inert", true);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    await expect(page.locator("main")).toHaveJSProperty("inert", false);
  });
});

test("the mobile menu works with the visitor's module alone, no React on the page (docs/decisions/029)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Every script but the visitor's module is refused: what works here works before React does, or without it.
  await page.route("**/*.js", (route) =>
    /\/assets\/visitor-[\w-]+\.js$/.test(new URL(route.request().url()).pathname) ? route.continue() : route.abort(),
  );
  await page.goto("/contact");
  await expect(page.locator("html")).toHaveAttribute("data-behaviours", "");
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  await page.getByRole("button", { name: "Open menu" }).click();
  const panel = page.locator("[data-mobile-menu]");
  await expect(panel.getByRole("link", { name: "Home", exact: true })).toBeFocused();
  await expect(page.locator("main")).toHaveJSProperty("inert", true);
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  await page.getByRole("button", { name: "Open menu" }).click();
  await panel.getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("We Build Brands");
});

test("a tap on the menu before the visitor's module has come is not lost: the menu opens once it comes", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The module is held back: the page is there, its buttons not yet set up.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/visitor-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).not.toHaveAttribute("data-behaviours");
  await page.getByRole("button", { name: "Open menu" }).click();
  release();
  await expect(page.locator("html")).toHaveAttribute("data-behaviours", "");
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator("[data-mobile-menu]")).toBeVisible();
});

test.describe("theme", () => {
  /** Records the <html> class at the first DOM moment the page has a <body>, before any paint. */
  async function recordFirstPaintClass(page: Page) {
    await page.addInitScript(() => {
      const w = window as Window & { __firstClass?: string };
      const observer = new MutationObserver(() => {
        if (document.body && w.__firstClass === undefined) {
          w.__firstClass = document.documentElement.className;
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    });
  }
  const firstClass = (page: Page) => page.evaluate(() => (window as Window & { __firstClass?: string }).__firstClass ?? "");

  test.use({ colorScheme: "light" });

  test("the toggle switches, is remembered, and the page is dark from the first paint", async ({ page }) => {
    await recordFirstPaintClass(page);
    await gotoHydrated(page, "/contact");
    const html = page.locator("html");
    const toggle = page.getByRole("button", { name: "Toggle dark mode" });
    await expect(html).not.toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

    await toggle.click();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(lightBackground);

    await page.reload();
    expect(await firstClass(page)).toMatch(/\bdark\b/);
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");

    await gotoHydrated(page, "/about");
    expect(await firstClass(page)).toMatch(/\bdark\b/);

    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    await page.reload();
    expect(await firstClass(page)).not.toMatch(/\bdark\b/);
  });

  test.describe("with nothing stored, the system preference applies", () => {
    test.use({ colorScheme: "dark" });
    test("dark system: dark from the first paint; following a change of the system", async ({ page }) => {
      await recordFirstPaintClass(page);
      await gotoHydrated(page, "/contact");
      expect(await firstClass(page)).toMatch(/\bdark\b/);
      await expect(page.getByRole("button", { name: "Toggle dark mode" })).toHaveAttribute("aria-pressed", "true");
      await page.emulateMedia({ colorScheme: "light" });
      await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    });
  });

  test("light system: light from the first paint", async ({ page }) => {
    await recordFirstPaintClass(page);
    await gotoHydrated(page, "/contact");
    expect(await firstClass(page)).not.toMatch(/\bdark\b/);
    await expect(page.getByRole("button", { name: "Toggle dark mode" })).toHaveAttribute("aria-pressed", "false");
  });
});

test.describe("'/#' links", () => {
  // With motion, the page scrolls smoothly to the section (the project's default is reduced).
  test.use({ reducedMotion: "no-preference" });
  test("'Let's Talk' scrolls to #contact on the home page without leaving it", async ({ page }) => {
    await gotoHydrated(page, "/");
    await dismissIntro(page);
    await page.evaluate(() => ((window as Window & { __samePage?: boolean }).__samePage = true));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // On the dark video hero the header wears light colours until the page scrolls.
    await expect(siteHeader(page)).toHaveAttribute("data-overlay", "true");
    await siteHeader(page).getByRole("link", { name: "Let's Talk" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await expect(siteHeader(page)).not.toHaveAttribute("data-overlay", "true");
    await expect(siteHeader(page)).toHaveAttribute("data-scrolled", "true");
    await expect(page.locator("#contact")).toBeInViewport();
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await page.evaluate(() => (window as Window & { __samePage?: boolean }).__samePage)).toBe(true);

    // The logo scrolls back to #home.
    await siteHeader(page).getByRole("link", { name: "Arkadomus" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  });

  test("from another page 'Let's Talk' goes to /#contact", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await siteHeader(page).getByRole("link", { name: "Let's Talk" }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await dismissIntro(page);
    await expect(page.locator("#contact")).toBeInViewport();
  });
});

test("the scroll progress bar grows with the scroll position", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  await makeTall(page);
  const bar = page.locator("[data-scroll-progress]");
  const width = () => bar.evaluate((el) => el.getBoundingClientRect().width);
  const viewport = page.viewportSize()!.width;
  expect(await width()).toBe(0);
  await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) / 2));
  await expect.poll(width).toBeGreaterThan(viewport * 0.3);
  expect(await width()).toBeLessThan(viewport * 0.7);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(width).toBeGreaterThan(viewport * 0.98);
});

test("the WhatsApp bubble opens a card with 'Start on WhatsApp' to wa.me", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  const bubble = page.getByRole("button", { name: "Chat with us on WhatsApp" });
  const start = page.getByRole("link", { name: "Start on WhatsApp" });
  await expect(start).toBeHidden();
  await bubble.click();
  await expect(bubble).toHaveAttribute("aria-expanded", "true");
  await expect(start).toBeVisible();
  await expect(start).toHaveAttribute("href", /^https:\/\/wa\.me\/447700900123\?text=.+/);
  await expect(start).toHaveAttribute("target", "_blank");
  await page.keyboard.press("Escape");
  await expect(start).toBeHidden();
  await expect(bubble).toBeFocused();
});

test.describe("custom cursor", () => {
  // It follows a mouse only for visitors who welcome motion (the project's default is reduced).
  test.use({ reducedMotion: "no-preference" });
  test("follows a mouse and grows over links", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const cursor = page.locator("[data-custom-cursor]");
    await expect(cursor).toBeAttached();
    let x = 400;
    await expect
      .poll(async () => {
        await page.mouse.move(x++, 300);
        return cursor.getAttribute("class");
      })
      .toMatch(/cursor-visible/);
    const dot = cursor.locator(".cursor-dot");
    await page.mouse.move(420, 333);
    await expect.poll(() => dot.evaluate((el) => getComputedStyle(el).transform)).toBe("matrix(1, 0, 0, 1, 420, 333)");
    await siteHeader(page).getByRole("link", { name: "Let's Talk" }).hover();
    await expect(cursor).toHaveClass(/cursor-hover/);
  });

  /** Script files the page asks for from now on whose name says they are the cursor's. */
  function cursorCode(page: Page) {
    const requested: string[] = [];
    page.on("request", (request) => /\/cursor-follower-/.test(request.url()) && requested.push(request.url()));
    return requested;
  }

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("is absent, its code not even fetched, until motion is welcome", async ({ page }) => {
      const fetched = cursorCode(page);
      await gotoHydrated(page, "/contact");
      await page.mouse.move(400, 300);
      await nextFrames(page);
      await expect(page.locator("[data-custom-cursor]")).toHaveCount(0);
      expect(fetched).toEqual([]);
      // The same page, once the visitor welcomes motion: so it was absent for that reason.
      await page.emulateMedia({ reducedMotion: "no-preference" });
      await expect(page.locator("[data-custom-cursor]")).toBeAttached();
      expect(fetched).toHaveLength(1);
    });
  });

  test.describe("on a touch screen", () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    test("is absent, its code not even fetched", async ({ page }) => {
      const fetched = cursorCode(page);
      await gotoHydrated(page, "/contact");
      await page.touchscreen.tap(200, 400);
      await nextFrames(page);
      await expect(page.locator("[data-custom-cursor]")).toHaveCount(0);
      expect(fetched).toEqual([]);
    });
  });
});

test("toasts have a region labelled 'Notifications'", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  await expect(page.getByRole("region", { name: "Notifications", exact: true })).toBeAttached();
});

test("a tooltip opens after about 700 ms; the next one within 300 ms opens at once", async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, "/contact");
  await pauseClock(page);
  // Times taken inside the page, on its clock, which moves only in the test's steps: a
  // tooltip shown too soon is recorded at or before the step it showed in.
  await page.evaluate(() => {
    const times: Record<string, number> = {};
    (window as Window & { __tips?: Record<string, number> }).__tips = times;
    const toggle = document.querySelector("[data-theme-toggle]")!;
    const bubble = document.querySelector("[aria-label='Chat with us on WhatsApp']")!;
    toggle.addEventListener("pointerenter", () => (times.enterToggle ??= performance.now()));
    bubble.addEventListener("pointerenter", () => (times.enterBubble ??= performance.now()));
    new MutationObserver(() => {
      for (const tip of document.querySelectorAll("[role=tooltip]")) {
        const key = `shown:${tip.textContent}`;
        times[key] ??= performance.now();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  const tips = () => page.evaluate(() => (window as Window & { __tips?: Record<string, number> }).__tips ?? {});

  await page.getByRole("button", { name: "Toggle dark mode" }).hover();
  await page.clock.runFor(650);
  await page.clock.runFor(100);
  const first = page.getByRole("tooltip", { name: "Switch to dark mode" });
  await expect(first).toBeVisible();
  await expect(page.getByRole("button", { name: "Toggle dark mode" })).toHaveAttribute(
    "aria-describedby",
    (await first.getAttribute("id"))!,
  );
  let t = await tips();
  expect(t["shown:Switch to dark mode"] - t.enterToggle, "hidden at 650 ms, shown at 750 ms").toBeGreaterThan(650);
  expect(t["shown:Switch to dark mode"] - t.enterToggle).toBeLessThanOrEqual(750);

  // Straight on to the next one: no wait at all, not a millisecond of the page's time.
  await page.getByRole("button", { name: "Chat with us on WhatsApp" }).hover();
  const second = page.getByRole("tooltip", { name: "Chat with us on WhatsApp" });
  await expect(second).toBeVisible();
  await expect(first).toBeHidden();
  t = await tips();
  expect(t["shown:Chat with us on WhatsApp"] - t.enterBubble, "skip delay: no wait right after another tooltip").toBe(0);

  // Later than 300 ms after the last one closed, the next one waits its 700 ms again.
  await page.mouse.move(600, 400);
  await expect(second).toBeHidden();
  await page.clock.runFor(400);
  await page.evaluate(() => {
    const times = (window as Window & { __tips?: Record<string, number> }).__tips ?? {};
    for (const key of Object.keys(times)) delete times[key];
  });
  await page.getByRole("button", { name: "Toggle dark mode" }).hover();
  await page.clock.runFor(650);
  await page.clock.runFor(100);
  await expect(first).toBeVisible();
  t = await tips();
  expect(t["shown:Switch to dark mode"] - t.enterToggle, "hidden at 650 ms, shown at 750 ms").toBeGreaterThan(650);
  expect(t["shown:Switch to dark mode"] - t.enterToggle).toBeLessThanOrEqual(750);
});

test("a skip link leads keyboard users to the main content", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();
});

test.describe("footer", () => {
  test("has navigation, services and the agency's contact facts", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const footer = page.locator("footer");
    const services = footer.getByRole("navigation", { name: "Services" });
    for (const [name, href] of SERVICES) {
      await expect(services.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    const nav = footer.getByRole("navigation", { name: "Footer" });
    await expect(nav.getByRole("link", { name: "Projects" })).toHaveAttribute("href", "/cases");
    await expect(footer.getByRole("link", { name: "+44 1632 960 123" })).toHaveAttribute("href", "tel:+441632960123");
    await expect(footer.getByRole("link", { name: "hello@arkadomus.co.uk" })).toHaveAttribute("href", "mailto:hello@arkadomus.co.uk");
    await expect(footer).toContainText("Swindon");
    await expect(footer).toContainText("Monday to Friday: 9:00 AM-6:00 PM");
    await expect(footer).toContainText("Saturday: 10:00 AM-2:00 PM");
    await expect(footer).toContainText("Sunday: Closed");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Arkadomus.`);
  });
});
