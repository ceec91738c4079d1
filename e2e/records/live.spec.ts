import { expect, test } from "@playwright/test";
import { gotoHydrated, putPictures } from "../fixtures";
import { pauseClock } from "../fixtures";
import { adminPost, createCase, expectNotice, pngFile, unique, visitorPage } from "./kit";
import { expectLive, expectShown, liveVisitor, openPortfolio, timeReads, watchFor } from "./live";

/**
 * Two browsers: a visitor's page stays open while the administrator changes a record; the
 * visitor's page shows it within a second, without a reload (docs/product.md section 4): the page's
 * own delays are timed on its clock (live.ts). Every change reaches every open page, so these
 * run after every other test, one at a time (playwright.config.ts, project "live"): no one
 * else's change can come in between.
 */
test.describe.configure({ mode: "serial" });

test("a case saved from the virtual new project appears on a visitor's open portfolio", async ({ page, browser, baseURL }) => {
  const visitor = await liveVisitor(browser, baseURL!);
  await openPortfolio(visitor.page);
  const title = unique("Live Portfolio");
  await watchFor(visitor.page, title);

  await gotoHydrated(page, "/case/new-project");
  const form = page.getByRole("form", { name: "New project" });
  await form.getByLabel("Title").fill(title);
  await expectLive(visitor.page, page, () => form.getByRole("button", { name: "Save and publish" }).click());
  await visitor.close();
});

test("a case edited by the administrator changes on a visitor's open case page", async ({ page, browser, baseURL }) => {
  const { slug } = await createCase(page, unique("Live Detail"));
  const visitor = await liveVisitor(browser, baseURL!);
  await gotoHydrated(visitor.page, `/case/${slug}`);
  const description = unique("A description written while someone was reading");
  await watchFor(visitor.page, description);

  await gotoHydrated(page, `/case/${slug}`);
  await page.getByRole("button", { name: "Edit case details", exact: true }).click();
  const form = page.getByRole("form", { name: "Edit case study" });
  await form.getByLabel("Description").fill(description);
  await expectLive(visitor.page, page, () => form.getByRole("button", { name: "Save", exact: true }).click());
  await visitor.close();
});

test("one save of a case study reloads the editing tab's data once; the change stream does not reload it again", async ({
  page,
  browser,
  baseURL,
}) => {
  const { slug } = await createCase(page, unique("Live Once"));
  const visitor = await liveVisitor(browser, baseURL!);
  await gotoHydrated(visitor.page, `/case/${slug}`);
  const description = unique("Saved once, read once");
  await watchFor(visitor.page, description);

  // The editing tab's reads of its data (single-fetch GETs), counted from the network.
  await timeReads(page);
  const reads: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "GET" && new URL(request.url()).pathname.endsWith(".data")) reads.push(request.url());
  });
  await gotoHydrated(page, `/case/${slug}`);
  await page.getByRole("button", { name: "Edit case details", exact: true }).click();
  const form = page.getByRole("form", { name: "Edit case study" });
  await form.getByLabel("Description").fill(description);
  const heard = () => page.evaluate(() => window.__heardAt!.length);
  const heardBefore = await heard();
  reads.length = 0;
  // As on a slow phone: React draws the save as begun only after the change has come down
  // the stream and its delay has passed, so the stream cannot learn of the save from the page
  // as drawn (app/realtime/own-writes.ts).
  const cpu = await page.context().newCDPSession(page);
  await cpu.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await form.getByRole("button", { name: "Save", exact: true }).click();
  // The notice comes once the fetcher's own reload is done.
  await expectNotice(page, "Case study saved successfully!");
  expect(reads, "the save's own reload").toHaveLength(1);
  await cpu.send("Emulation.setCPUThrottlingRate", { rate: 1 });

  // The change went out (a visitor follows it), and reached the editing tab's stream too...
  await expectShown(visitor.page);
  await expect.poll(heard).toBeGreaterThan(heardBefore);
  // ...whose delay (and more) has passed once the tab's clock has jumped a second ahead: the
  // tab had read that change already, so it did not reload.
  await pauseClock(page);
  // A request the page makes after that one goes behind any read it started meanwhile.
  const barrier = page.waitForRequest((request) => request.url().endsWith("/favicon.svg?after-the-stream"));
  await page.evaluate(() => fetch("/favicon.svg?after-the-stream"));
  await barrier;
  expect(reads, "no second reload of the editing tab").toHaveLength(1);
  await page.clock.resume();
  await visitor.close();
});

test("a case deleted by the administrator leaves a visitor's open portfolio", async ({ page, browser, baseURL }) => {
  const title = unique("Live Goodbye");
  await createCase(page, title);
  const visitor = await liveVisitor(browser, baseURL!);
  await openPortfolio(visitor.page);
  await watchFor(visitor.page, title, { gone: true });

  await gotoHydrated(page, "/cases");
  await expectLive(visitor.page, page, () => page.getByRole("button", { name: `Delete ${title}` }).click());
  await visitor.close();
});

test("a material added on a service page appears on a visitor's open service page", async ({ page, browser, baseURL }) => {
  const visitor = await liveVisitor(browser, baseURL!);
  await gotoHydrated(visitor.page, "/social-media");
  const title = unique("Live Material");
  await watchFor(visitor.page, title);

  await gotoHydrated(page, "/social-media");
  await page.getByTestId("materials-manager").getByRole("button", { name: "Add Material" }).click();
  const form = page.getByRole("form", { name: "Add material" });
  await form.getByLabel("Title").fill(title);
  // The category list reloads 500 ms after a change (docs/product.md section 9): still within a second.
  await expectLive(visitor.page, page, () => form.getByRole("button", { name: "Save" }).click(), 500);
  await visitor.close();
});

test("a dropped stream comes back by itself after 1, then 2 seconds, and catches up on a change made meanwhile", async ({
  page,
  browser,
  baseURL,
}) => {
  const { slug } = await createCase(page, unique("Live Dropped"));
  const visitor = await liveVisitor(browser, baseURL!);
  await gotoHydrated(visitor.page, `/case/${slug}`);
  const description = unique("Written while the visitor's stream was down");
  await watchFor(visitor.page, description);
  const streams = () => visitor.page.evaluate(() => window.__streams!.map((stream) => stream.readyState));

  // The connection drops, and the server cannot be reached for a while.
  await pauseClock(visitor.page);
  await visitor.page.route("**/api/events**", (route) => route.abort());
  await visitor.page.evaluate(() => {
    const stream = window.__streams!.at(-1)!;
    stream.close();
    stream.dispatchEvent(new Event("error"));
  });
  await gotoHydrated(page, `/case/${slug}`);
  await page.getByRole("button", { name: "Edit case details", exact: true }).click();
  const form = page.getByRole("form", { name: "Edit case study" });
  await form.getByLabel("Description").fill(description);
  await form.getByRole("button", { name: "Save", exact: true }).click();
  await expectNotice(page, "Case study saved successfully!");
  expect(await visitor.page.evaluate(() => window.__seenAt)).toBeUndefined();

  // docs/product.md section 9: it tries again 1 s after the drop (in vain: still unreachable)...
  await visitor.page.clock.runFor(999);
  expect(await streams()).toHaveLength(1);
  await visitor.page.clock.runFor(1);
  // Both closed (readyState 2): the page gave the failed one up, and waits to try again.
  await expect.poll(streams).toEqual([2, 2]);
  // ...then 2 s after that failure, and this time the server is back.
  await visitor.page.unroute("**/api/events**");
  await visitor.page.clock.runFor(1_999);
  expect(await streams()).toHaveLength(2);
  await visitor.page.clock.runFor(1);
  await expect.poll(streams).toHaveLength(3);
  // The new stream says what it saw last and catches up: the page reads its data again.
  await expect.poll(() => visitor.page.evaluate(() => window.__heardAt!.length)).toBeGreaterThan(0);
  await visitor.page.clock.resume();
  await visitor.page.waitForFunction(() => window.__seenAt !== undefined);
  expect(await visitor.page.evaluate(() => window.__liveMark)).toBe("same page");
  await visitor.close();
});

test("the browser events 'project-updated' and 'portfolio-refresh' reload a page's data by themselves", async ({
  page,
  browser,
  baseURL,
}) => {
  const visitor = await visitorPage(browser, baseURL!);
  // No change stream at all: only the browser events can bring the news.
  await visitor.page.route("**/api/events**", (route) => route.abort());
  await gotoHydrated(visitor.page, "/cases");
  const first = unique("Heard Through Project Updated");
  await watchFor(visitor.page, first);
  await createCase(page, first);
  await visitor.page.evaluate(() => window.dispatchEvent(new Event("project-updated")));
  await visitor.page.waitForFunction(() => window.__seenAt !== undefined);

  await gotoHydrated(visitor.page, "/development");
  const second = unique("Heard Through Portfolio Refresh");
  await watchFor(visitor.page, second);
  await createCase(page, second).then(({ id }) =>
    adminPost(page, "/api/materials", { intent: "save", id, title: second, category: "development" }),
  );
  await visitor.page.evaluate(() => window.dispatchEvent(new Event("portfolio-refresh")));
  await visitor.page.waitForFunction(() => window.__seenAt !== undefined);
  expect(await visitor.page.evaluate(() => window.__liveMark)).toBe("same page");
  await visitor.close();
});

test("an administrator's case change sends 'project-updated' and 'portfolio-refresh' in their browser", async ({ page }) => {
  await gotoHydrated(page, "/cases");
  await page.evaluate(() => {
    (window as Window & { heard?: string[] }).heard = [];
    for (const name of ["project-updated", "portfolio-refresh"]) {
      window.addEventListener(name, () => (window as Window & { heard?: string[] }).heard?.push(name));
    }
  });
  await page.getByRole("button", { name: "Add New Project" }).click();
  await expectNotice(page, "New project added successfully!");
  expect(await page.evaluate(() => (window as Window & { heard?: string[] }).heard)).toEqual(["project-updated", "portfolio-refresh"]);
});

test("a team member added by the administrator appears on a visitor's open about page, and goes when removed", async ({
  page,
  browser,
  baseURL,
}) => {
  const visitor = await liveVisitor(browser, baseURL!);
  await gotoHydrated(visitor.page, "/about");
  const name = unique("Live Member");
  await watchFor(visitor.page, name);

  await gotoHydrated(page, "/about");
  await page.getByRole("button", { name: "Add Team Member" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Team Member" });
  await dialog.getByLabel("Name").fill(name);
  await expectLive(visitor.page, page, () => dialog.getByRole("button", { name: "Add member" }).click());

  await watchFor(visitor.page, name, { gone: true });
  await page.getByRole("button", { name: `Remove ${name}` }).click();
  await expectLive(visitor.page, page, () =>
    page.getByRole("dialog", { name: "Remove team member" }).getByRole("button", { name: "Remove" }).click(),
  );
  await visitor.close();
});

test("an intro logo added by the administrator appears in a visitor's open splash, and goes when deleted", async ({
  page,
  browser,
  baseURL,
}) => {
  const visitor = await liveVisitor(browser, baseURL!);
  await gotoHydrated(visitor.page, "/");
  const stored = '[data-intro-logos="main"] img[src^="/uploads/intro-logos/"]';
  await watchFor(visitor.page, "", { selector: stored });

  await gotoHydrated(page, "/");
  const manager = page.getByTestId("logo-manager");
  const logo = await pngFile("live-logo.png", "#2a9d8f", 240, 80);
  await expectLive(visitor.page, page, () => putPictures(page, manager.getByRole("button", { name: "Add Logo" }), [logo]));

  await watchFor(visitor.page, "", { selector: stored, gone: true });
  await expect(manager.getByTestId("logo-tile")).toHaveCount(1);
  await expectLive(visitor.page, page, () => manager.getByRole("button", { name: "Delete Client logo 1" }).click());
  await visitor.close();
});
