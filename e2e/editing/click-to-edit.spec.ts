import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { axeViolations, dismissIntro, gotoHydrated, newContext } from "../fixtures";
import { expectNotice, unique } from "../records/kit";
import { editorPage, startSite, type Administrator, type SiteProcess } from "../production/site";

/**
 * Click to edit (issue 26): in edit mode a text is edited where it shows, caret where it was
 * clicked, Enter saves and Escape cancels; a text in a link or a button neither follows nor
 * presses it; the same by keyboard from the place's own control, which gets the focus back;
 * a picture's controls sit outside the link it is in; a service card saved over a colleague's
 * change is refused with their name. One production site of its own (ports 4400-4404).
 */
const PORT = 4400;
const ALICE: Administrator = { email: "alice@example.com", name: "Alice Admin", password: "correct horse battery staple" };
const BOB: Administrator = { email: "bob@example.com", name: "Bob Admin", password: "another horse battery staple" };

let dataDir: string;
let site: SiteProcess;
const contexts: BrowserContext[] = [];

// Whole flows, some with two administrators and a visitor: up to a minute or two on a busy machine.
test.describe.configure({ mode: "serial", timeout: 150_000 });

test.beforeAll(async () => {
  // Two administrators before the site starts (the embedded database is the site's once it runs).
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-click-to-edit-"));
  for (const admin of [ALICE, BOB]) {
    execFileSync(
      process.execPath,
      ["scripts/admin.js", "create", "--email", admin.email, "--name", admin.name, "--password", admin.password],
      { env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir }, stdio: "pipe" },
    );
  }
  site = await startSite(PORT, { DATA_DIR: dataDir, LOG_LEVEL: "warn" });
});

test.afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await site?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function newPage(browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}) {
  const context = await newContext(browser, { baseURL: site.url, ...options });
  contexts.push(context);
  return context.newPage();
}

/** A browser signed in as `admin`, in edit mode. */
async function adminPage(browser: Browser, admin: Administrator, options: Parameters<Browser["newContext"]>[0] = {}) {
  const page = await editorPage(browser, site, admin, options);
  contexts.push(page.context());
  return page;
}

/** A text place, at rest or being edited. */
function place(page: Page, section: string, key: string) {
  return page.locator(`[data-slot-section="${section}"][data-slot-key="${key}"]`);
}

/** Clicks `place` just inside the left edge of its character number `at`: the caret goes before that character. */
async function clickBefore(place: Locator, at: number) {
  // The pointer first rests on the place and what hovering does settles (the splash's button
  // grows by 3% on hover): a point measured before that would land a few pixels off.
  await place.hover();
  await place.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => {})),
    ),
  );
  const point = await place.evaluate((element, index) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let left = index;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const length = node.textContent?.length ?? 0;
      if (left < length) {
        const range = document.createRange();
        range.setStart(node, left);
        range.setEnd(node, left + 1);
        const box = range.getBoundingClientRect();
        return { x: box.left + 1, y: box.top + box.height / 2 };
      }
      left -= length;
    }
    throw new Error(`no character ${index}`);
  }, at);
  await place.page().mouse.click(point.x, point.y);
}

/** The text a visitor's page shows, once it has the words. */
async function visitorSees(browser: Browser, path: string, words: string) {
  const visitor = await newPage(browser);
  await gotoHydrated(visitor, path);
  await dismissIntro(visitor);
  await expect(visitor.getByText(words, { exact: true })).toBeVisible();
  await visitor.context().close();
}

test("a heading and a paragraph are edited where they show: caret where clicked, Enter or Ctrl+Enter saves, Escape cancels", async ({
  browser,
}) => {
  const page = await adminPage(browser, ALICE);
  await gotoHydrated(page, "/");
  await dismissIntro(page);

  // At rest: no frame, no pencil; the place's control is tucked away until it has the focus.
  const title = place(page, "hero", "title_line1");
  await expect(title).toHaveCSS("outline-style", "none");
  await expect(page.getByRole("button", { name: "Edit hero title, first line" })).not.toBeInViewport();

  // Before 'Build': the character typed lands there.
  await clickBefore(title, 3);
  const field = page.getByRole("textbox", { name: "Edit hero title, first line" });
  await expect(field).toBeFocused();
  await page.keyboard.type("Z");
  await expect(field).toHaveText("We ZBuild Brands");
  // Readable while edited: the page's text colour on the page's background.
  const colours = await field.evaluate((element) => {
    const style = getComputedStyle(element);
    return { fill: style.webkitTextFillColor, color: style.color, background: style.backgroundColor };
  });
  expect(colours.fill).toBe(colours.color);
  expect(colours.background).not.toBe("rgba(0, 0, 0, 0)");
  await page.keyboard.press("Enter");
  await expectNotice(page, "Content updated successfully!");
  await expect(title).toHaveText("We ZBuild Brands");
  await visitorSees(browser, "/", "We ZBuild Brands");

  // Escape: nothing kept.
  const description = place(page, "hero", "description");
  const typeOf = (element: Element) => {
    const style = getComputedStyle(element);
    return [style.fontFamily, style.fontSize, style.fontWeight, style.lineHeight, style.letterSpacing];
  };
  const restingType = await description.evaluate(typeOf);
  await clickBefore(description, 0);
  const area = page.getByRole("textbox", { name: "Edit hero description" });
  // In the paragraph's own type, not a box of the editor's.
  expect(await area.evaluate(typeOf)).toEqual(restingType);
  // The chat bubble steps aside while a text is edited (on a phone it would sit on the words).
  await expect(page.locator("[data-whatsapp-bubble]")).toBeHidden();
  await page.keyboard.type("Thrown away. ");
  await expect(area).toContainText("Thrown away. Branding");
  await page.keyboard.press("Escape");
  await expect(area).toBeHidden();
  await expect(page.getByRole("group", { name: /^Editing / })).toBeHidden();
  await expect(description).not.toContainText("Thrown away");
  await expect(page.locator("[data-whatsapp-bubble]")).toBeVisible();

  // A description: Enter is a new line, Ctrl+Enter saves.
  await clickBefore(description, 0);
  await page.keyboard.type("First line.");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Control+Enter");
  await expectNotice(page, "Content updated successfully!");
  await expect(description).toContainText("First line.");
  // Read once the editor has closed (the place shows the text again, not its editor).
  await expect(page.getByRole("textbox", { name: "Edit hero description" })).toBeHidden();
  const stored = await description.evaluate((element) => element.textContent ?? "");
  expect(stored.startsWith("First line.\nBranding")).toBe(true);
});

test("a text in a button or a link is edited without pressing or following it; keys typed stay in the text", async ({ browser }) => {
  const page = await adminPage(browser, ALICE);
  await gotoHydrated(page, "/");

  // The splash's 'Enter Experience': a click edits the label, the splash stays; a space typed does not press it.
  const enter = page.getByRole("button", { name: "Enter Experience" });
  await expect(enter).toBeVisible();
  const label = enter.locator("[data-editable]");
  await clickBefore(label, 5);
  const field = page.getByRole("textbox", { name: "Edit splash enter label" });
  await expect(field).toBeFocused();
  await page.keyboard.type(" Now");
  await expect(field).toHaveText("Enter Now Experience");
  await page.keyboard.press("Enter");
  await expectNotice(page, "Content updated successfully!");
  await expect(page.getByRole("button", { name: "Enter Now Experience" })).toBeVisible();
  // The control is outside the button: no control inside another.
  await expect(page.getByRole("button", { name: "Enter Now Experience" }).getByRole("button")).toHaveCount(0);
  // Back as it was, for the tests that close the splash by its name.
  await page.getByRole("button", { name: "Enter Now Experience" }).locator("[data-editable]").click();
  await field.fill("Enter Experience");
  await field.press("Enter");
  await expectNotice(page, "Content updated successfully!");
  await expect(enter).toBeVisible();
  await dismissIntro(page);

  // The header's 'Let's Talk' link on /about: the page stays.
  await gotoHydrated(page, "/about");
  // The desktop header's (the mobile menu repeats it, not displayed at this width).
  const cta = place(page, "header", "cta").filter({ visible: true });
  await clickBefore(cta, 6);
  await page.keyboard.type("Now ");
  await page.keyboard.press("Enter");
  await expectNotice(page, "Content updated successfully!");
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Let's Now Talk" })).toBeVisible();
});

test("by keyboard only: the place's control starts editing with the caret at the end, and gets the focus back", async ({ browser }) => {
  const page = await adminPage(browser, ALICE);
  await gotoHydrated(page, "/about");

  const control = page.getByRole("button", { name: "Edit about story title" });
  // Tab until the control has the focus (a visitor's own way there: no click).
  for (let step = 0; step < 60 && !(await control.evaluate((element) => element === document.activeElement)); step++) {
    await page.keyboard.press("Tab");
  }
  await expect(control).toBeFocused();
  await expect(control).toBeInViewport();
  await page.keyboard.press("Enter");
  const field = page.getByRole("textbox", { name: "Edit about story title" });
  await expect(field).toBeFocused();
  const words = unique("Told");
  await page.keyboard.type(` ${words}`);
  await page.keyboard.press("Enter");
  await expectNotice(page, "Content updated successfully!");
  await expect(control).toBeFocused();
  await visitorSees(browser, "/about", `Our Story ${words}`);

  // Escape cancels, and the focus is back too.
  await page.keyboard.press("Space");
  await page.keyboard.type("nothing");
  await page.keyboard.press("Escape");
  await expect(control).toBeFocused();
  await expect(place(page, "about", "story_title")).toHaveText(`Our Story ${words}`);
});

test("the header logo's 'Alt text' opens its dialog and stays on /about", async ({ browser }) => {
  const page = await adminPage(browser, ALICE);
  await gotoHydrated(page, "/about");
  const header = page.getByRole("banner");
  // At rest the picture's tools do not show; over the picture they do, outside its link.
  const tools = header.getByRole("group", { name: "Tools of logo" });
  await expect(tools).toHaveCSS("opacity", "0");
  await header.locator('[data-image-slot="header:logo"]').hover();
  await expect(tools).toHaveCSS("opacity", "1");
  await expect(header.getByRole("link").getByRole("button")).toHaveCount(0);
  await tools.getByRole("button", { name: "Alt text of logo" }).click();
  await expect(page.getByRole("dialog", { name: "Alt text: logo" })).toBeVisible();
  await expect(page).toHaveURL(/\/about$/);
});

test("on a phone the logo's tools cover nothing until the logo is tapped, and go on a tap elsewhere or Escape", async ({ browser }) => {
  const page = await adminPage(browser, ALICE, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await gotoHydrated(page, "/contact");
  const send = page.getByRole("button", { name: "Send Message" });
  await send.scrollIntoViewIfNeeded();
  const reachable = () =>
    send.evaluate((button) => {
      const box = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    });
  expect(await reachable()).toBe(true);

  const header = page.getByRole("banner");
  const tools = header.getByRole("group", { name: "Tools of logo" });
  await header.locator('[data-image-slot="header:logo"]').tap();
  await expect(tools).toHaveCSS("opacity", "1");
  await expect(page).toHaveURL(/\/contact$/);
  await page.keyboard.press("Escape");
  await expect(tools).toHaveCSS("opacity", "0");
  await header.locator('[data-image-slot="header:logo"]').tap();
  await expect(tools).toHaveCSS("opacity", "1");
  // A tap on the page's title (which starts editing it) puts them away.
  await page.locator("main h1").first().tap();
  await expect(tools).toHaveCSS("opacity", "0");
  await page.keyboard.press("Escape");
  await send.scrollIntoViewIfNeeded();
  expect(await reachable()).toBe(true);
});

test("a service card saved over a colleague's change is refused with their name; nothing of theirs is lost", async ({ browser }) => {
  const alice = await adminPage(browser, ALICE);
  const bob = await adminPage(browser, BOB);
  for (const page of [alice, bob]) {
    await gotoHydrated(page, "/");
    await dismissIntro(page);
  }
  // Bob opens the card first; Alice changes its title meanwhile.
  await bob.getByRole("button", { name: "Edit card Branding & Design" }).click();
  const bobForm = bob.getByRole("form", { name: "Edit service card Branding & Design" });
  await alice.getByRole("button", { name: "Edit card Branding & Design" }).click();
  const aliceTitle = unique("Alice's branding");
  const aliceForm = alice.getByRole("form", { name: "Edit service card Branding & Design" });
  await aliceForm.getByLabel("Title").fill(aliceTitle);
  await aliceForm.getByRole("button", { name: "Save" }).click();
  await expectNotice(alice, "Content saved");

  await bobForm.getByLabel("Title").fill("Bob's branding");
  await bobForm.getByRole("button", { name: "Save" }).click();
  const conflict = bob.getByTestId("edit-conflict");
  await expect(conflict).toContainText(`${ALICE.name} changed this on`);
  await expect(conflict).toContainText(`Their title: “${aliceTitle}”`);
  await visitorSees(browser, "/", aliceTitle);
  await conflict.getByRole("button", { name: "Keep theirs" }).click();
  await expect(bob.getByRole("heading", { name: aliceTitle })).toBeVisible();
});

for (const width of [1366, 390]) {
  test(`axe finds nothing in edit mode on / at ${width} px`, async ({ browser }) => {
    const page = await adminPage(browser, ALICE, { viewport: { width, height: 900 } });
    await gotoHydrated(page, "/");
    await dismissIntro(page);
    expect(await axeViolations(page, "main")).toEqual([]);
    expect(await axeViolations(page, "header")).toEqual([]);
  });
}
