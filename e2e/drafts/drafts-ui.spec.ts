import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { axeViolations, dismissIntro, gotoHydrated, newContext, putPictures } from "../fixtures";
import { expectNotice, notifications, pngFile, unique } from "../records/kit";
import { expectLive, timeReads, watchFor } from "../records/live";
import { csrfTokenOf, signIn, startSite, type Administrator, type SiteProcess } from "../production/site";

/**
 * The draft as administrators use it in the page (issue 25, docs/decisions/024): 'Draft mode'
 * in the bar holds changes back from visitors (no event, the same ETag), 'Review changes'
 * publishes this page's changes (a case study elsewhere stays in the draft), 'Undo publish'
 * puts the live site back, a text changed live meanwhile by another administrator is named
 * and chosen, a case study takes its new picture along; axe in both themes, and the whole
 * flow by keyboard. One production site of its own (ports 4370-4374 are this file's).
 */
const PORT = 4370;
const ALICE: Administrator = { email: "alice@example.com", name: "Alice Admin", password: "correct horse battery staple" };
const BOB: Administrator = { email: "bob@example.com", name: "Bob Admin", password: "another horse battery staple" };
const HERO = "slot:hero/title_line1";

test.describe.configure({ mode: "serial" });

let dataDir: string;
let site: SiteProcess;
const contexts: BrowserContext[] = [];

test.beforeAll(async () => {
  // Two administrators before the site starts (the embedded database is the site's once it runs).
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-drafts-ui-"));
  for (const admin of [ALICE, BOB]) {
    execFileSync(
      process.execPath,
      ["scripts/admin.js", "create", "--email", admin.email, "--name", admin.name, "--password", admin.password],
      {
        env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir },
        stdio: "pipe",
      },
    );
  }
  site = await startSite(PORT, { DATA_DIR: dataDir, LOG_LEVEL: "warn" });
});

test.afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await site?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A browser signed in as `admin` (a session of its own: draft mode is the session's), in edit mode. */
async function adminPage(browser: Browser, admin: Administrator, options: { colorScheme?: "light" | "dark" } = {}) {
  const cookie = await signIn(site, admin);
  const [name, value] = [cookie.slice(0, cookie.indexOf("=")), cookie.slice(cookie.indexOf("=") + 1)];
  const context = await newContext(browser, { baseURL: site.url, ...options });
  contexts.push(context);
  await context.addCookies([{ name, value, url: site.url }]);
  await context.addInitScript(() => localStorage.setItem("admin_edit_mode", "true"));
  return { page: await context.newPage(), cookie };
}

declare global {
  interface Window {
    /** For the visitor's page: every message its event streams delivered. */
    __heard?: string[];
  }
}

/**
 * A visitor whose page notes every message its event streams deliver, and whose reloads are
 * timed on the page's own clock (e2e/records/live.ts).
 */
async function visitorPage(browser: Browser) {
  const context = await newContext(browser, { baseURL: site.url });
  contexts.push(context);
  const page = await context.newPage();
  await timeReads(page);
  await page.addInitScript(() => {
    const heard: string[] = [];
    window.__heard = heard;
    const NativeEventSource = window.EventSource;
    window.EventSource = class extends NativeEventSource {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        for (const type of ["change", "draft", "presence"]) this.addEventListener(type, () => heard.push(type));
      }
    };
  });
  return page;
}

/** An administrator's write straight to an action (set-up a test does not look at). */
async function post(cookie: string, action: string, fields: Record<string, string>) {
  const csrf = await csrfTokenOf(site, cookie);
  const response = await fetch(`${site.url}${action}`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: site.url },
    body: new URLSearchParams({ ...fields, _csrf: csrf }),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  expect(answer.ok, JSON.stringify(answer)).toBe(true);
  return answer;
}

const heroTitle = (value: string) => ({
  intent: "save",
  values: JSON.stringify([{ section: "hero", key: "title_line1", type: "title", value }]),
});

/**
 * The ETags a visitor's request for `pathname` gets from the render cache. The home page
 * comes in 8 mixes, one at random per request (server/visitor-pages.ts): 200 requests see
 * every one of them but with a chance of 8 × (7/8)^200, about 2e-11.
 */
async function etagsOf(pathname: string, requests = pathname === "/" ? 200 : 1) {
  const etags = new Set<string | null>();
  for (let i = 0; i < requests; i++) {
    const response = await fetch(`${site.url}${pathname}`);
    await response.arrayBuffer();
    etags.add(response.headers.get("etag"));
  }
  return [...etags].sort();
}

async function historyOf(cookie: string, item: string) {
  const response = await fetch(`${site.url}/api/history?item=${encodeURIComponent(item)}`, { headers: { Cookie: cookie } });
  return ((await response.json()) as { revisions: Array<{ action: string; by: string }> }).revisions;
}

const bar = (page: Page) => page.getByRole("region", { name: "Administrator tools" });
const hero = (page: Page) => page.getByRole("heading", { level: 1 });

async function switchDraftMode(page: Page) {
  const toggle = bar(page).getByRole("button", { name: /^Draft mode/ });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(toggle).toHaveText("Draft mode on");
}

async function editHeroTitle(page: Page, value: string) {
  await page.locator('[data-slot-section="hero"][data-slot-key="title_line1"]').click();
  await page.getByRole("textbox", { name: "Edit hero title, first line" }).fill(value);
  await page.getByRole("textbox", { name: "Edit hero title, first line" }).press("Enter");
  await expectNotice(page, "Content updated successfully!");
}

async function openReview(page: Page) {
  await bar(page).getByRole("button", { name: "Review changes" }).click();
  const dialog = page.getByRole("dialog", { name: "Unpublished changes" });
  await expect(dialog.getByTestId("draft-change").first()).toBeVisible();
  return dialog;
}

/** Presses Tab until `target` has the focus (the keyboard's way there). */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 300; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab never reached the control");
}

const state: { slug: string; caseTitle: string; draftTitle: string; liveTitle: string; picture: string } = {
  slug: "",
  caseTitle: "",
  draftTitle: "",
  liveTitle: "",
  picture: "",
};
let alice: { page: Page; cookie: string };
let visitor: Page;

test("in draft mode the hero title, a case study and its new picture wait: the visitor's page hears nothing, the ETag stays", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  alice = await adminPage(browser, ALICE);
  const before = unique("Lighthouse");
  const created = await post(alice.cookie, "/api/cases", {
    intent: "save",
    id: "new",
    title: before,
    clientName: "Harbour",
    category: "branding",
    description: "A case.",
  });
  state.slug = String(created.slug);

  visitor = await visitorPage(browser);
  await gotoHydrated(visitor, "/");
  await dismissIntro(visitor);
  state.liveTitle = (await hero(visitor).textContent()) ?? "";
  expect(state.liveTitle).toContain("We Build Brands");
  const etags = { home: await etagsOf("/"), case: await etagsOf(`/case/${state.slug}`) };
  expect(etags.home).toHaveLength(8);
  expect(etags.case[0]).toBeTruthy();

  const { page } = alice;
  await gotoHydrated(page, "/");
  await dismissIntro(page);
  await switchDraftMode(page);
  await expect(bar(page).getByTestId("draft-counts")).toHaveText("No unpublished changes");
  state.draftTitle = unique("Drafted Brands");
  await editHeroTitle(page, state.draftTitle);
  await expect(hero(page)).toContainText(state.draftTitle);
  // The changed place says so, to the eye and to assistive technology.
  await expect(hero(page).getByText("Unpublished change")).toBeAttached();
  await expect(bar(page).getByTestId("draft-counts")).toHaveText("1 change on this page");

  await gotoHydrated(page, `/case/${state.slug}`);
  await page.getByRole("button", { name: "Edit case details", exact: true }).click();
  const form = page.getByRole("form", { name: "Edit case study" });
  state.caseTitle = unique("Lighthouse Drafted");
  await form.getByLabel("Title").fill(state.caseTitle);
  await form.getByLabel("Address").fill(state.slug);
  await form.getByRole("button", { name: "Save", exact: true }).click();
  await expectNotice(page, "Case study saved successfully!");
  await putPictures(page, page.getByTestId("gallery-manager").getByRole("button", { name: "Add images" }), [
    await pngFile("drafted.png", "#2a9d8f"),
  ]);
  await expectNotice(page, "Project images updated successfully!");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(state.caseTitle);
  await expect(bar(page).getByTestId("draft-counts")).toHaveText("1 change on this page, 1 elsewhere");

  // The visitor's open page: the old title, and not one message on its stream.
  await expect(hero(visitor)).toHaveText(state.liveTitle);
  expect(await visitor.evaluate(() => window.__heard)).toEqual([]);
  expect({ home: await etagsOf("/"), case: await etagsOf(`/case/${state.slug}`) }).toEqual(etags);
  const casePage = await (await fetch(`${site.url}/case/${state.slug}`)).text();
  expect(casePage).toContain(before);
  expect(casePage).not.toContain(state.caseTitle);
});

test("'Publish this page' on / publishes the hero title alone, live, recorded once; 'Undo publish' puts it back live", async () => {
  test.setTimeout(120_000);
  const { page, cookie } = alice;
  const revisions = (await historyOf(cookie, HERO)).length;
  await gotoHydrated(page, "/");
  await dismissIntro(page);
  const dialog = await openReview(page);
  await expect(dialog.getByTestId("draft-change")).toHaveCount(2);
  // The visitor's open page reads its data again 100 ms after it hears of the publish, on its clock.
  await watchFor(visitor, state.draftTitle);
  await expectLive(visitor, page, () => dialog.getByRole("button", { name: "Publish this page" }).click());
  await expectNotice(page, "Published: 1 change");
  await expect(dialog).toBeHidden();
  await expect(bar(page).getByRole("button", { name: "Review changes" })).toBeFocused();

  await expect(hero(visitor)).toContainText(state.draftTitle);
  await expect(bar(page).getByTestId("draft-counts")).toHaveText("0 changes on this page, 1 elsewhere");
  expect(await (await fetch(`${site.url}/case/${state.slug}`)).text()).not.toContain(state.caseTitle);
  const history = await historyOf(cookie, HERO);
  expect(history).toHaveLength(revisions + 1);
  expect(history[0]).toMatchObject({ action: "publish", by: ALICE.name });

  await watchFor(visitor, state.draftTitle, { gone: true });
  await expectLive(visitor, page, () => notifications(page).getByRole("button", { name: "Undo publish" }).click());
  await expectNotice(page, "Publish undone");
  await expect(hero(visitor)).toHaveText(state.liveTitle);
});

test("a text changed live by another administrator meanwhile: the publish names them, and the choice is kept", async () => {
  test.setTimeout(120_000);
  const { page } = alice;
  const mine = unique("Mine Brands");
  await editHeroTitle(page, mine);
  const bobCookie = await signIn(site, BOB);
  const theirs = unique("Fixed Brands");
  await post(bobCookie, "/api/content", heroTitle(theirs));
  await expect(hero(visitor)).toContainText(theirs);

  const dialog = await openReview(page);
  await dialog.getByRole("button", { name: "Publish this page" }).click();
  const conflicts = page.getByRole("dialog", { name: "Changed live since it was drafted" });
  await expect(conflicts.getByTestId("draft-conflict")).toHaveCount(1);
  await expect(conflicts).toContainText(`Changed live by ${BOB.name}`);
  await expect(conflicts).toContainText(theirs);
  await expect(conflicts).toContainText(mine);
  await conflicts.getByRole("radio", { name: "Keep mine" }).check();
  await conflicts.getByRole("button", { name: "Publish with these choices" }).click();
  await expectNotice(page, "Published: 1 change");
  await expect(conflicts).toBeHidden();
  await expect(hero(visitor)).toContainText(mine);
});

test("publishing the case study takes its new gallery picture along", async () => {
  test.setTimeout(120_000);
  const { page } = alice;
  await gotoHydrated(page, `/case/${state.slug}`);
  await expect(bar(page).getByTestId("draft-counts")).toHaveText("1 change on this page");
  const dialog = await openReview(page);
  await dialog.getByRole("button", { name: "Publish this page" }).click();
  await expectNotice(page, "Published: 1 change");
  await gotoHydrated(visitor, `/case/${state.slug}`);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(state.caseTitle);
  await expect(visitor.getByTestId("gallery-current")).toHaveAttribute("src", /\/uploads\//);
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the bar, the review and the conflict dialog pass axe in the ${colorScheme} theme`, async ({ browser }) => {
    test.setTimeout(120_000);
    const { page } = await adminPage(browser, ALICE, { colorScheme });
    await gotoHydrated(page, "/");
    await dismissIntro(page);
    await switchDraftMode(page);
    await editHeroTitle(page, unique(`Axe ${colorScheme}`));
    await expect(bar(page).getByTestId("draft-counts")).toHaveText("1 change on this page");
    expect(await axeViolations(page, '[aria-label="Administrator tools"]'), "bar").toEqual([]);
    const dialog = await openReview(page);
    expect(await axeViolations(page, '[role="dialog"]'), "review").toEqual([]);
    await dialog.getByRole("button", { name: "Close" }).click();

    await post(await signIn(site, BOB), "/api/content", heroTitle(unique("Live meanwhile")));
    await (await openReview(page)).getByRole("button", { name: "Publish this page" }).click();
    const conflicts = page.getByRole("dialog", { name: "Changed live since it was drafted" });
    await expect(conflicts.getByTestId("draft-conflict")).toHaveCount(1);
    expect(await axeViolations(page, '[role="dialog"]'), "conflict").toEqual([]);
    await conflicts.getByRole("radio", { name: "Keep theirs" }).check();
    await conflicts.getByRole("button", { name: "Publish with these choices" }).click();
    await expectNotice(page, "The live version was kept: nothing was published");
    await expect(bar(page).getByTestId("draft-counts")).toHaveText("No unpublished changes");
    // Out of draft mode again for the next test's session alike.
    await bar(page).getByRole("button", { name: "Draft mode on" }).click();
    await expect(bar(page).getByRole("button", { name: "Draft mode" })).toHaveAttribute("aria-pressed", "false");
  });
}

test("by keyboard alone: draft mode on, review, publish this page, and the focus is back on 'Review changes'", async ({ browser }) => {
  test.setTimeout(120_000);
  const { page, cookie } = await adminPage(browser, ALICE);
  await gotoHydrated(page, "/");
  await dismissIntro(page);
  const toggle = bar(page).getByRole("button", { name: /^Draft mode/ });
  await tabTo(page, toggle);
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  // The change itself is not what this test looks at: made through the action, in this session's draft mode.
  const title = unique("Keyboard Brands");
  await post(cookie, "/api/content", heroTitle(title));
  await expect(bar(page).getByTestId("draft-counts")).toHaveText("1 change on this page");

  const review = bar(page).getByRole("button", { name: "Review changes" });
  await tabTo(page, review);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Unpublished changes" });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole("button", { name: "Publish this page" }));
  await page.keyboard.press("Enter");
  await expectNotice(page, "Published: 1 change");
  await expect(dialog).toBeHidden();
  await expect(review).toBeFocused();
  expect(await (await fetch(`${site.url}/`)).text()).toContain(title);
});
