import zlib from "node:zlib";
import { expect, test, type Page } from "@playwright/test";
import { VISITOR_SCRIPT } from "../fixtures";
import { adminWrite, csrfTokenOf, editorPage, signIn, startSite, type Administrator, type SiteProcess } from "./site";

/**
 * The page face (docs/decisions/029, issue 27): with VISITOR_FACE=page a visitor gets the
 * server's HTML and the visitor's module, no router and no React, while an administrator gets
 * the app on the same addresses; the render cache keeps the two apart. What the module does
 * is used here as a visitor does. One site of its own (port 4270).
 */
const PORT = 4270;
const ADMIN: Administrator = { email: "vera@example.com", name: "Vera Visitor-Face", password: "correct horse battery staple" };
const PAGES = ["/", "/about", "/contact", "/cases", "/case/northwind-coffee-rebrand", "/branding", "/project/nexus-financial"];
const KB = 1024;

test.describe.configure({ mode: "default" });

let site: SiteProcess;

test.beforeAll(async () => {
  site = await startSite(PORT, { LOG_LEVEL: "warn", VISITOR_FACE: "page" }, { admin: ADMIN });
});

test.afterAll(async () => {
  await site?.stop();
});

const routerIn = (html: string) => html.includes("__reactRouterContext") || /<link[^>]+modulepreload/.test(html);

test("the same address gives a visitor the page and an administrator the app, each from the right place", async () => {
  const cookie = await signIn(site, ADMIN);
  // Not the home page: its cached mixes are drawn at random, so a second visit may be its first mix.
  for (const path of ["/about", "/cases", "/contact"]) {
    const first = await fetch(`${site.url}${path}`);
    const visitor = await first.text();
    expect(routerIn(visitor), path).toBe(false);
    expect(visitor).toContain('data-face="page"');
    expect(visitor).toMatch(/data-src="\/assets\/visitor-[\w-]+\.js"/);
    const admin = await (await fetch(`${site.url}${path}`, { headers: { Cookie: cookie } })).text();
    expect(routerIn(admin), path).toBe(true);
    expect(admin).not.toContain('data-face="page"');
    // The visitor's next visit comes from the render cache, still the page.
    const again = await fetch(`${site.url}${path}`);
    expect(again.headers.get("x-render-cache")).toBe("hit");
    expect(routerIn(await again.text())).toBe(false);
  }
  // The sign-in runs in React for everyone.
  expect(routerIn(await (await fetch(`${site.url}/login`)).text())).toBe(true);
});

/** A visitor's page, and every script it asked for. */
async function visit(page: Page, path: string) {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${site.url}${path}`);
  await expect(page.locator("html")).toHaveAttribute("data-behaviours", "");
  return scripts;
}

test("a visitor's pages load the visitor's module and nothing of React's", async ({ page }) => {
  for (const path of PAGES) {
    const scripts = await visit(page, path);
    expect(scripts.length, path).toBeGreaterThan(0);
    expect(
      scripts.filter((script) => !VISITOR_SCRIPT.test(script)),
      path,
    ).toEqual([]);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  }
});

test("an administrator's page is the app", async ({ browser }) => {
  const page = await editorPage(browser, { ...site }, ADMIN);
  await page.goto("/about");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(page.getByRole("region", { name: "Administrator tools" })).toBeVisible();
  await page.context().close();
});

test("on the page: the splash, the theme, the mobile menu and a full navigation work as in the app", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: "reduce", colorScheme: "light" });
  await visit(page, "/");
  const enter = page.getByRole("button", { name: "Enter Experience" });
  await expect(enter).toBeFocused();
  await enter.click();
  await expect(page.locator("[data-intro-splash]")).toHaveCount(0);
  await expect(page.locator("#home")).toBeFocused();

  const toggle = page.getByRole("button", { name: "Toggle dark mode" });
  await toggle.click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);

  await page.getByRole("button", { name: "Open menu" }).click();
  const panel = page.locator("[data-mobile-menu]");
  await expect(panel.getByRole("link", { name: "Home", exact: true })).toBeFocused();
  await panel.getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(`${site.url}/contact`);
  await expect(page.locator("html")).toHaveAttribute("data-behaviours", "");
  // The theme chosen is kept across the full navigation.
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(page.locator("[data-mobile-menu]")).toBeHidden();
});

/** An administrator's write, as their page's fetcher sends it. */
async function write(path: string, fields: Record<string, string>) {
  const cookie = await signIn(site, ADMIN);
  return adminWrite(site, { cookie, csrf: await csrfTokenOf(site, cookie) }, path, fields);
}

test("live on the page: a text changes in place, the scroll and the open menu stay; a team member comes and goes", async ({ page }) => {
  await visit(page, "/about");
  // The same document all along: a reload of the page would lose this.
  await page.evaluate(() => ((window as Window & { samePage?: boolean }).samePage = true));
  await page.evaluate(() => window.scrollTo(0, 900));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  // The Services menu, opened from the keyboard, stays open through the update.
  const services = page.locator("[data-services-trigger]");
  await services.focus();
  await page.keyboard.press("Enter");
  await expect(services).toHaveAttribute("aria-expanded", "true");

  await write("/api/content", {
    intent: "save",
    values: JSON.stringify([{ section: "about", key: "story_title", type: "title", value: "Our Live Story" }]),
  });
  await expect(page.getByRole("heading", { name: "Our Live Story" })).toBeAttached();
  expect(await page.evaluate(() => (window as Window & { samePage?: boolean }).samePage)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(services).toHaveAttribute("aria-expanded", "true");
  await expect(services).toBeFocused();
  await page.keyboard.press("Escape");

  const added = await write("/api/team", { intent: "add", name: "Lina Live", role: "Live producer", bio: "Here for the test." });
  await expect(page.getByText("Lina Live", { exact: true }).first()).toBeAttached();
  await write("/api/team", { intent: "delete", id: String(added.id) });
  await expect(page.getByText("Lina Live", { exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => (window as Window & { samePage?: boolean }).samePage)).toBe(true);
});

test("navigation: speculation rules on the page face, a cross-document view transition only where motion is welcome", async ({ page }) => {
  await visit(page, "/about");
  const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? "{}");
  expect(rules.prefetch[0].eagerness).toBe("moderate");
  expect(JSON.stringify(rules.prefetch[0].where)).toContain('"not":{"href_matches":"/api/*"}');
  expect(rules.prerender[0].where.selector_matches).toBe("header nav a[href^='/']");
  const viewTransition = () =>
    page.evaluate(() =>
      [...document.styleSheets].some((sheet) =>
        [...sheet.cssRules].some(
          (rule) =>
            rule instanceof CSSMediaRule &&
            matchMedia(rule.conditionText).matches &&
            [...rule.cssRules].some((inner) => inner.cssText.startsWith("@view-transition")),
        ),
      ),
    );
  await page.emulateMedia({ reducedMotion: "no-preference" });
  expect(await viewTransition()).toBe(true);
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await viewTransition()).toBe(false);
});

test("the back/forward cache: the change stream closes as the page goes and opens again, caught up, as it comes back", async ({ page }) => {
  // Every stream the page opens, to see it closed.
  await page.addInitScript(() => {
    const Original = window.EventSource;
    const streams: EventSource[] = [];
    (window as Window & { streams?: EventSource[] }).streams = streams;
    window.EventSource = class extends Original {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        streams.push(this);
      }
    };
  });
  await visit(page, "/about");
  // EventSource's readyState: 1 open, 2 closed.
  const [OPEN, CLOSED] = [1, 2];
  const states = () => page.evaluate(() => (window as Window & { streams?: EventSource[] }).streams!.map((stream) => stream.readyState));
  await expect.poll(states).toEqual([OPEN]);
  await page.evaluate(() => dispatchEvent(new PageTransitionEvent("pagehide", { persisted: true })));
  expect(await states()).toEqual([CLOSED]);
  // Changed while the page is away: caught up from the last change seen once it is back.
  await write("/api/content", {
    intent: "save",
    values: JSON.stringify([{ section: "about", key: "story_title", type: "title", value: "Changed While Away" }]),
  });
  await page.evaluate(() => dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true })));
  await expect(page.getByRole("heading", { name: "Changed While Away" })).toBeAttached();
  expect(await states()).toEqual([CLOSED, OPEN]);
});

test("the case gallery is an island: no React until the visitor reaches for it, then it and its lightbox work, in 80 KB of script", async ({
  page,
}) => {
  // A phone: the gallery starts far below the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const sizes = new Map<string, Promise<number>>();
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    sizes.set(
      new URL(response.url()).pathname,
      response.body().then((body) => zlib.gzipSync(body, { level: 9 }).length),
    );
  });
  const total = async () => (await Promise.all(sizes.values())).reduce((sum, bytes) => sum + bytes, 0);
  await visit(page, "/case/northwind-coffee-rebrand");
  expect([...sizes.keys()].filter((script) => !VISITOR_SCRIPT.test(script))).toEqual([]);
  expect(await total()).toBeLessThanOrEqual(10 * KB);

  const gallery = page.getByRole("region", { name: "Image carousel" });
  await gallery.scrollIntoViewIfNeeded();
  await expect(page.locator("[data-island='gallery']")).toHaveAttribute("data-island-hydrated", "");
  await gallery.getByRole("button", { name: "Next image" }).click();
  await expect(page.getByTestId("gallery-counter")).toHaveText(/^2 \/ \d+$/);
  const enlarge = gallery.getByRole("button", { name: "Enlarge image", exact: true });
  await enlarge.click();
  const lightbox = page.getByRole("dialog");
  await expect(lightbox.getByTestId("lightbox-counter")).toHaveText(/^2 \/ \d+$/);
  await page.keyboard.press("ArrowRight");
  await expect(lightbox.getByTestId("lightbox-counter")).toHaveText(/^3 \/ \d+$/);
  await page.keyboard.press("Escape");
  await expect(lightbox).toBeHidden();
  await expect(enlarge).toBeFocused();
  await expect(page.getByTestId("gallery-counter")).toHaveText(/^3 \/ \d+$/);
  // Every script the page took, the island's React included.
  expect(await total()).toBeLessThanOrEqual(80 * KB);
});

test("a click on the gallery before its island has hydrated is not lost, and a live update changes the page's title", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, "/case/northwind-coffee-rebrand");
  const island = page.locator("[data-island='gallery']");
  await expect(island).not.toHaveAttribute("data-island-hydrated");
  // The very first touch of the gallery: its React is not there yet.
  await page.getByRole("region", { name: "Image carousel" }).getByRole("button", { name: "Next image" }).click();
  await expect(page.getByTestId("gallery-counter")).toHaveText(/^2 \/ \d+$/);
  await expect(island).toHaveAttribute("data-island-hydrated", "");

  // The page's title follows a live change of its settings.
  await visit(page, "/about");
  await write("/api/content", {
    intent: "save",
    values: JSON.stringify([{ section: "about", key: "page_title", type: "title", value: "About Us, Live" }]),
  });
  await expect(page).toHaveTitle(/^About Us, Live/);
});

test("the splash shows once a tab: back on the home page after entering, the page shows at once", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await visit(page, "/");
  await page.getByRole("button", { name: "Enter Experience" }).click();
  await expect(page.locator("[data-intro-splash]")).toHaveCount(0);
  await page.goto(`${site.url}/about`);
  await page.goBack();
  await expect(page.locator("html")).toHaveAttribute("data-behaviours", "");
  await expect(page.locator("[data-intro-splash]")).toHaveCount(0);
  await expect(page.locator("html")).not.toHaveAttribute("data-intro");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // A new tab shows it again.
  const other = await page.context().newPage();
  await other.goto(`${site.url}/`);
  await expect(other.getByRole("button", { name: "Enter Experience" })).toBeVisible();
});
