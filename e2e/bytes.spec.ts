import zlib from "node:zlib";
import { devices, expect, test, type Page, type Response } from "@playwright/test";
import { VISITOR_SCRIPT, waitForHydration } from "./fixtures";

/**
 * What a visitor on a phone downloads stays within its budget (docs/decisions/008, 029): the
 * scripts of each public page at load (gzip level 9, as the bench counts them), the visitor's
 * module alone, with no React, no router and no editing code; and the home page's HTML.
 * Touching every island of a page stays within 80 KB (production/visitor-face.spec.ts).
 * Timings stay in the bench (`npm run bench`); bytes are exact, so they are tested here.
 */
const { defaultBrowserType: _, ...phone } = devices["Pixel 7"];
test.use(phone);

const KB = 1024;
/** Issue 27's budget for a visitor's scripts at load, every public page (its aim: 6 KB). */
const VISITOR_JS = 10 * KB;
const HOME_HTML = 100 * KB;
const PAGES = ["/", "/about", "/contact", "/cases", "/case/northwind-coffee-rebrand", "/branding", "/project/nexus-financial"];

async function scriptsOf(page: Page, path: string) {
  const scripts = new Map<string, number>();
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      response.body().then((body) => {
        scripts.set(new URL(response.url()).pathname, zlib.gzipSync(body, { level: 9 }).length);
      }),
    );
  };
  page.on("response", onResponse);
  await page.goto(path);
  await waitForHydration(page);
  // Every script that answered while the others were read is read too; then no more are listened to
  // (a body read after the test has ended fails it).
  for (let read = -1; read !== pending.length;) {
    read = pending.length;
    await Promise.all(pending);
  }
  page.off("response", onResponse);
  return scripts;
}

for (const path of PAGES) {
  test(`${path}: a phone downloads at most ${VISITOR_JS / KB} KB of script at load, the visitor's module alone`, async ({ page }) => {
    const scripts = await scriptsOf(page, path);
    const total = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
    // No React, no router, no editing code: only the module and its chunks.
    expect([...scripts.keys()].filter((file) => !VISITOR_SCRIPT.test(file))).toEqual([]);
    expect(total).toBeGreaterThan(2 * KB);
    expect(total).toBeLessThanOrEqual(VISITOR_JS);
  });
}

test("the home page's HTML is at most 100 KB before compression", async ({ request }) => {
  const html = await (await request.get("/")).body();
  expect(html.length).toBeGreaterThan(20 * KB);
  expect(html.length).toBeLessThanOrEqual(HOME_HTML);
});

test("the largest picture of a page comes first: high priority, never lazy", async ({ page }) => {
  for (const [path, picture] of [
    ["/cases", page.getByTestId("case-card-link").first().locator("img")],
    ["/case/northwind-coffee-rebrand", page.getByTestId("case-featured-image")],
    ["/project/nexus-financial", page.locator("main img").first()],
  ] as const) {
    await page.goto(path);
    await expect(picture).toHaveAttribute("fetchpriority", "high");
    await expect(picture).not.toHaveAttribute("loading", "lazy");
    await expect(picture).toHaveAttribute("srcset", /\d+w/);
  }
});

test("a page of English copy downloads two font files, at most 50 KB; a rarer character brings its few glyphs", async ({ page }) => {
  const fonts = new Map<string, number>();
  page.on("response", async (response) => {
    if (response.request().resourceType() === "font") fonts.set(new URL(response.url()).pathname, (await response.body()).length);
  });
  await page.goto("/about");
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
  // Latin-1 and the usual punctuation: the two preloaded files (scripts/generate-fonts.js).
  await expect
    .poll(() => [...fonts.keys()].map((file) => file.replace(/-[\w-]{8}\.woff2$/, "")).sort())
    .toEqual(["/assets/inter-latin-core", "/assets/space-grotesk-latin-core"]);
  expect([...fonts.values()].reduce((sum, bytes) => sum + bytes, 0)).toBeLessThanOrEqual(50 * KB);

  await page
    .locator("main p")
    .first()
    .evaluate((p) => (p.textContent = "Œuvre, naïve café, £5"));
  await expect.poll(() => [...fonts.keys()].some((file) => file.includes("/inter-latin-rest-"))).toBe(true);
});

test("the splash's client logos stay out of the tagline's way: none preloaded, the strip's first screenful at low priority, the faded floating ones after the first paint", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await expect(page.locator('head link[rel="preload"][as="image"][href^="/logos/"]')).toHaveCount(0);
  const strip = page.locator('[data-intro-logos="main"] img');
  for (const logo of await strip.all()) {
    await expect(logo).toHaveAttribute("fetchpriority", "low");
  }
  // The strip's first eight come with the page (they never shift it as they arrive) and show.
  await expect(strip.nth(7)).not.toHaveAttribute("loading", "lazy");
  await expect.poll(() => strip.nth(0).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const floating = page.locator("[data-floating-logo]");
  await expect(floating).toHaveCount(8);
  for (const logo of await floating.all()) await expect(logo).toHaveAttribute("loading", "lazy");
  await expect.poll(() => floating.nth(0).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test("until the page's behaviours are in place, the splash's floating logos are not shown, so not fetched", async ({ page }) => {
  await page.route(VISITOR_SCRIPT, (route) => route.abort());
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Enter Experience" })).toBeVisible();
  const floating = page.locator("[data-floating-logo]");
  await expect(floating).toHaveCount(8);
  expect(await floating.evaluateAll((imgs) => imgs.map((img) => getComputedStyle(img).display))).toEqual(Array(8).fill("none"));
});
