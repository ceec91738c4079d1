import { expect, test } from "@playwright/test";
import { agency } from "../app/content/agency";
import { gotoHydrated } from "./fixtures";

// docs/product.md section 2: the Not-found page and /publicity; section 8: the router failure screen.

const PUBLICITY = new URL(agency.publicityUrl.default);
const isPublicitySite = (url: URL) => url.hostname === PUBLICITY.hostname;
const isElsewhere = (url: URL) => url.hostname !== "localhost" && url.hostname !== "127.0.0.1";

test.describe("not-found page", () => {
  for (const path of ["/does-not-exist", "/a/b/c"]) {
    test(`${path} answers 404 with 'Oops! Page not found' and logs the path`, async ({ page }) => {
      const logged: string[] = [];
      page.on("console", (message) => logged.push(message.text()));
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText("404", { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
      await expect.poll(() => logged.some((line) => line.includes(path))).toBe(true);
    });
  }

  test("its link leads back home", async ({ page }) => {
    await page.route(isElsewhere, (route) => route.fulfill({ status: 204 }));
    await page.goto("/does-not-exist");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(new URL(page.url()).pathname).toBe("/");
  });

  test("is not offered to search engines", async ({ request }) => {
    const response = await request.get("/does-not-exist");
    expect(response.status()).toBe(404);
    expect(await response.text()).toMatch(/<meta name="robots" content="noindex"/);
  });
});

test.describe("/publicity", () => {
  test("shows 'Redirecionando para Broadcast Square...' and leaves for the publicity site at once", async ({ page }) => {
    const requested: string[] = [];
    // First answer '204 No Content': the browser stays on the page, which stays readable.
    await page.route(isElsewhere, (route) => {
      requested.push(route.request().url());
      return route.fulfill({ status: 204 });
    });
    await page.goto("/publicity", { waitUntil: "commit" });
    await expect(page.getByText("Redirecionando para Broadcast Square...", { exact: true })).toBeVisible();
    // Nobody clicked anything: the page asked for the publicity site by itself.
    await expect.poll(() => requested.some((u) => isPublicitySite(new URL(u)))).toBe(true);
  });

  test("the browser ends on the publicity site, without going through history", async ({ page }) => {
    await page.context().route(isElsewhere, (route) => route.fulfill({ contentType: "text/html", body: "<h1>Broadcast Square</h1>" }));
    await page.goto("/about");
    await page.goto("/publicity", { waitUntil: "commit" });
    await page.waitForURL((url) => isPublicitySite(url));
    await expect(page.getByRole("heading", { name: "Broadcast Square" })).toBeVisible();
    // location.replace: going back skips /publicity and returns to the page before it.
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("a link to Publicity inside the site leads there too, without going through history", async ({ page }) => {
    await page.context().route(isElsewhere, (route) => route.fulfill({ contentType: "text/html", body: "<h1>Broadcast Square</h1>" }));
    await gotoHydrated(page, "/about");
    await page.locator("footer").getByRole("link", { name: "Publicity" }).click();
    await page.waitForURL((url) => isPublicitySite(url));
    await expect(page.getByRole("heading", { name: "Broadcast Square" })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("works without JavaScript: the HTML refreshes to the publicity site", async ({ request }) => {
    const html = await (await request.get("/publicity")).text();
    expect(html).toContain("Redirecionando para Broadcast Square...");
    const refresh = html.match(/<meta http-equiv="refresh" content="([^"]*)"/);
    expect(refresh?.[1]).toBe(`0; url=${agency.publicityUrl.default}`);
  });
});

test.describe("router failure", () => {
  test("a request the router cannot serve shows 'Unexpected Application Error!' with its status", async ({ request }) => {
    // No page takes form posts: the router answers 405.
    const response = await request.post("/about", { form: { name: "x" } });
    expect(response.status()).toBe(405);
    const html = await response.text();
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("405 Method Not Allowed");
  });

  // A page whose data fails to load within the administrators' app: records/app.spec.ts.
});
