import { expect, test, type Browser, type Page } from "@playwright/test";
import { axeViolations, dismissIntro, gotoHydrated, newContext, waitForHydration } from "../fixtures";
import { expectNotice, pngFile } from "../records/kit";
import { HOME_MIXES } from "../../app/lib/case-rules";
import { adminWrite, csrfTokenOf, signIn, startSite, type SiteProcess } from "../production/site";

/**
 * 'Share preview' (issue 25, point 6; docs/decisions/024): a link made in the administrator's
 * dialog shows the draft to anyone, on the real addresses, under a banner, following the
 * draft live, with headers that keep it out of caches, indexes and referrers; a visitor's
 * page stays the cached live one; a revoked, guessed or (on the page's clock) ended link is
 * the not-found page.
 */
const ADMIN = { email: "preview@example.com", name: "Preview Admin", password: "correct horse battery staple" };
// The ports of this spec (4375-4379), clear of every other.
const PORT = 4375;

test.describe.configure({ mode: "serial" });

let site: SiteProcess;
let cookie: string;
let csrf: string;
let caseSlug: string;
let caseId: string;
let link: string;

/** An administrator's write, as the editor sends it; its answer. */
const write = (path: string, fields: Record<string, string>) => adminWrite(site, { cookie, csrf }, path, fields);

/** A picture added to the case's gallery, as the gallery's 'Add images' sends it. */
async function addGalleryPicture() {
  const picture = await pngFile("drafted.png", "#e4572e");
  const body = new FormData();
  body.set("intent", "add");
  body.set("id", caseId);
  body.append("files", new File([new Uint8Array(picture.buffer)], picture.name, { type: picture.mimeType }));
  body.set("_csrf", csrf);
  const response = await fetch(`${site.url}/api/case-images`, { method: "POST", headers: { Cookie: cookie, Origin: site.url }, body });
  expect(await response.json()).toMatchObject({ ok: true, added: 1 });
}

const saveHeroTitle = (value: string) =>
  write("/api/content", { intent: "save", values: JSON.stringify([{ section: "hero", key: "title_line1", type: "title", value }]) });

/** A visitor's `/`: its text, ETag and whether the render cache had it. */
async function visitorsHome() {
  const response = await fetch(`${site.url}/`);
  return { etag: response.headers.get("etag"), html: await response.text(), cache: response.headers.get("x-render-cache") };
}

/**
 * The ETags of every mix of the home page (server/visitor-pages.ts: 8, each rendered once,
 * then a hit), asked until each has been rendered: all of them are in the cache then.
 */
async function everyMixOfHome() {
  const etags = new Set<string | null>();
  for (let renders = 0; renders < HOME_MIXES;) {
    const home = await visitorsHome();
    expect(home.html).toContain("We Build Brands");
    if (home.cache === "miss") renders++;
    etags.add(home.etag);
  }
  return etags;
}

/** axe on `include`, in the light theme and then the dark one. */
async function expectAccessible(page: Page, include: string) {
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  expect(await axeViolations(page, include, { serious: true }), "light theme").toEqual([]);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  expect(await axeViolations(page, include, { serious: true }), "dark theme").toEqual([]);
  await page.emulateMedia({ colorScheme: "light" });
}

async function adminPage(browser: Browser) {
  const context = await newContext(browser, {
    baseURL: site.url,
    permissions: ["clipboard-read", "clipboard-write"],
  });
  const [name, value] = cookie.split("=");
  await context.addCookies([{ name, value, url: site.url }]);
  return { page: await context.newPage(), close: () => context.close() };
}

async function anonymousPage(browser: Browser) {
  const context = await newContext(browser, { baseURL: site.url, storageState: { cookies: [], origins: [] } });
  return { page: await context.newPage(), close: () => context.close() };
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startSite(PORT, { SEED_DEMO: "0", LOG_LEVEL: "warn" }, { admin: ADMIN });
  cookie = await signIn(site, ADMIN);
  csrf = await csrfTokenOf(site, cookie);
  // A live case study to draft a new title of.
  const created = await write("/api/cases", { intent: "create" });
  caseSlug = String(created.slug);
  caseId = String(created.id);
});

test.afterAll(async () => {
  await site?.stop();
});

test("a link made in the dialog shows the draft to anyone, live, with the three headers; visitors keep the cached live page", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const before = await everyMixOfHome();
  // Out of draft mode there is nothing to share.
  const admin = await adminPage(browser);
  await gotoHydrated(admin.page, "/");
  await dismissIntro(admin.page);
  await expect(admin.page.getByRole("link", { name: "Admin" })).toBeVisible();
  await expect(admin.page.getByRole("button", { name: "Share preview" })).toHaveCount(0);

  await write("/api/drafts", { intent: "mode", on: "on" });
  await saveHeroTitle("Drafted hero title");
  // The live case's title, drafted (its address kept).
  await write("/api/cases", {
    intent: "save",
    id: caseId,
    version: "1",
    title: "Drafted case title",
    clientName: "Client",
    category: "branding",
    description: "A case.",
    externalLink: "",
    slug: caseSlug,
  });

  // And a picture for its gallery: the case has none live.
  await addGalleryPicture();
  expect(await (await fetch(`${site.url}/case/${caseSlug}`)).text()).not.toContain("/uploads/");

  // The administrator makes a link to the home page in the dialog, by keyboard.
  await gotoHydrated(admin.page, "/");
  await dismissIntro(admin.page);
  const share = admin.page.getByRole("button", { name: "Share preview" });
  await share.focus();
  await admin.page.keyboard.press("Enter");
  const dialog = admin.page.getByRole("dialog", { name: "Share preview" });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expect(dialog.getByLabel("Link ends after")).toHaveValue("7d");
  await expect(dialog.getByText("No preview links yet.")).toBeVisible();
  await expectAccessible(admin.page, '[role="dialog"]');
  await dialog.getByRole("button", { name: "Create link" }).focus();
  await admin.page.keyboard.press("Enter");
  await expectNotice(admin.page, "Preview link created");
  const field = dialog.getByLabel("Link", { exact: true });
  link = await field.inputValue();
  expect(link).toMatch(new RegExp(`^${site.url}/\\?preview=[A-Za-z0-9_-]{22}$`));
  await dialog.getByRole("button", { name: "Copy link" }).click();
  await expectNotice(admin.page, "Link copied");
  expect(await admin.page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(dialog.getByTestId("preview-link")).toHaveCount(1);
  await expect(dialog.getByTestId("preview-link")).toContainText("By Preview Admin");
  await expectAccessible(admin.page, '[role="dialog"]');
  await admin.page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(share).toBeFocused();

  // The three headers, and the cookie that keeps the preview while browsing.
  const answer = await fetch(link);
  expect(answer.status).toBe(200);
  expect(answer.headers.get("x-robots-tag")).toBe("noindex");
  expect(answer.headers.get("cache-control")).toBe("private, no-store");
  expect(answer.headers.get("referrer-policy")).toBe("no-referrer");
  expect(answer.headers.get("x-render-cache")).toBeNull();
  expect(answer.headers.get("set-cookie")).toMatch(/^preview=[^;]+;.*HttpOnly/i);
  expect(answer.headers.get("set-cookie")).toMatch(/SameSite=Lax/i);
  expect(await answer.text()).toContain("Drafted hero title");

  // A visitor right after: the live page, from the cache, the same bytes as before the draft.
  for (let visit = 0; visit < HOME_MIXES; visit++) {
    const after = await visitorsHome();
    expect(after.html).not.toContain("Drafted hero title");
    expect(after.html).toContain("We Build Brands");
    expect(after.cache).toBe("hit");
    expect(before).toContain(after.etag);
  }

  // The anonymous third: the drafted texts under the banner, on the home page and the case's.
  const anonymous = await anonymousPage(browser);
  await anonymous.page.goto(link);
  await dismissIntro(anonymous.page);
  const banner = anonymous.page.getByRole("region", { name: "Preview" });
  await expect(banner).toContainText("Preview of unpublished changes");
  await expect(banner).toContainText("Ends ");
  // The site's fixed header starts below the banner, not under it.
  const [bannerBox, headerBox] = await Promise.all([banner.boundingBox(), anonymous.page.locator("body > header").boundingBox()]);
  expect(headerBox!.y).toBeGreaterThanOrEqual(bannerBox!.y + bannerBox!.height - 1);
  await expect(anonymous.page.getByText("Drafted hero title").first()).toBeVisible();
  await expectAccessible(anonymous.page, ".preview-banner");
  await gotoHydrated(anonymous.page, `/case/${caseSlug}`);
  await expect(anonymous.page.getByRole("heading", { name: "Drafted case title" })).toBeVisible();
  await expect(anonymous.page.locator('main img[src*="/uploads/"]').first()).toBeVisible();
  await expect(banner).toBeVisible();

  // It follows the draft live.
  await gotoHydrated(anonymous.page, "/");
  await dismissIntro(anonymous.page);
  await saveHeroTitle("Drafted again");
  await expect(anonymous.page.getByText("Drafted again").first()).toBeVisible();
  expect((await visitorsHome()).html).not.toContain("Drafted again");

  // Views are counted per page load: the dialog lists them.
  await share.click();
  await expect(dialog.getByTestId("preview-link")).toContainText(/[1-9]\d* views?/);
  await admin.page.keyboard.press("Escape");

  // 'Leave preview': the live page, and no banner while browsing on.
  await anonymous.page.getByRole("link", { name: "Leave preview" }).click();
  await expect(anonymous.page.getByRole("region", { name: "Preview" })).toHaveCount(0);
  await waitForHydration(anonymous.page);
  await dismissIntro(anonymous.page);
  await expect(anonymous.page.getByText("We Build Brands").first()).toBeVisible();
  await gotoHydrated(anonymous.page, `/case/${caseSlug}`);
  await expect(anonymous.page.getByRole("heading", { name: "Drafted case title" })).toHaveCount(0);
  await anonymous.close();
  await admin.close();
});

test("a page open past the link's end, on the page's clock, leaves for the not-found page", async ({ browser }) => {
  const anonymous = await anonymousPage(browser);
  await anonymous.page.clock.install();
  await anonymous.page.goto(link);
  const banner = anonymous.page.getByRole("region", { name: "Preview" });
  await expect(banner).toContainText("Preview of unpublished changes");
  // The link lasts 7 days: a day before, it still runs; past its end, it has ended.
  await anonymous.page.clock.fastForward(6 * 24 * 60 * 60_000);
  await expect(banner).toContainText("Preview of unpublished changes");
  await anonymous.page.clock.fastForward(2 * 24 * 60 * 60_000);
  await expect(anonymous.page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  expect(new URL(anonymous.page.url()).pathname).toBe("/preview");
  await expect(anonymous.page.getByText("Drafted")).toHaveCount(0);
  await expect(banner).toHaveCount(0);
  await anonymous.close();
});

test("a revoked link and a guessed one lead to the not-found page", async ({ browser }) => {
  test.setTimeout(120_000);
  const anonymous = await anonymousPage(browser);
  await anonymous.page.goto(link);
  await expect(anonymous.page.getByRole("region", { name: "Preview" })).toBeVisible();

  const admin = await adminPage(browser);
  await gotoHydrated(admin.page, "/");
  await dismissIntro(admin.page);
  await admin.page.getByRole("button", { name: "Share preview" }).click();
  const dialog = admin.page.getByRole("dialog", { name: "Share preview" });
  await dialog.getByRole("button", { name: /^Revoke the link/ }).click();
  await expectNotice(admin.page, "Preview link revoked");
  await expect(dialog.getByTestId("preview-link")).toContainText("Revoked ");
  await admin.close();

  // The browser that holds the link's cookie, and the link itself.
  for (const open of [() => anonymous.page.reload(), () => anonymous.page.goto(link)]) {
    const response = await open();
    expect(response?.status()).toBe(404);
    await expect(anonymous.page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(anonymous.page.getByText("Drafted")).toHaveCount(0);
  }
  const guessed = await anonymous.page.goto(`/about?preview=${"A".repeat(22)}`);
  expect(guessed?.status()).toBe(404);
  await expect(anonymous.page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  // The answer to a guess itself: to the not-found page, the headers kept.
  const answer = await fetch(`${site.url}/cases?preview=guess`, { redirect: "manual" });
  expect([302, 303, 307]).toContain(answer.status);
  expect(answer.headers.get("x-robots-tag")).toBe("noindex");
  await anonymous.close();
});
