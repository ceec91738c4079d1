import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { axeViolations, dismissIntro, gotoHydrated, newContext } from "../fixtures";
import { adminPost, expectNotice, unique } from "../records/kit";
import { editorPage, startSite, type Administrator, type SiteProcess } from "../production/site";

/**
 * Rich descriptions (issue 26 point 2, docs/decisions/025-rich-text.md): an administrator
 * formats a case study's results by keyboard (bold, italics, a link asked for with Ctrl+K and
 * checked as the server checks it), saves with Ctrl+Enter; a visitor's HTML from the server
 * has `<strong>`, `<em>` and the link opening safely in a new tab, said to everyone; the
 * server refuses a `javascript:` link and an unknown mark and keeps what was stored; History
 * lists the change of formatting and 'Restore' brings the plain version back; a paste keeps
 * only the format; a conflict shows their version formatted. axe in the editor (both themes)
 * and on the visitor's page. One production site of its own (ports 4420-4439 are this file's).
 */
const PORT = 4420;
const ADMIN: Administrator = { email: "rich@example.com", name: "Rita Rich", password: "correct horse battery staple" };
const RESULTS = "Sales tripled in spring. See the campaign.";
const BAD_LINK = "A link must start with https://, http://, mailto: or tel:, or be a page of this site starting with /";
const UNKNOWN_MARK = "Only bold, italics and links can be used in this text";

test.describe.configure({ mode: "serial" });

let site: SiteProcess;
const contexts: BrowserContext[] = [];

test.beforeAll(async () => {
  site = await startSite(PORT, { LOG_LEVEL: "warn" }, { admin: ADMIN });
});

test.afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await site?.stop();
});

async function adminPage(browser: Browser, colorScheme: "light" | "dark" = "light") {
  const page = await editorPage(browser, site, ADMIN, { colorScheme });
  contexts.push(page.context());
  return page;
}

/** Selects `words` of the editor's text with the keyboard alone: to the start, then Shift+ArrowRight over them. */
async function selectWords(page: Page, editor: Locator, words: string) {
  const at = RESULTS.indexOf(words);
  expect(at).toBeGreaterThanOrEqual(0);
  await editor.focus();
  await page.keyboard.press("Control+Home");
  for (let i = 0; i < at; i++) await page.keyboard.press("ArrowRight");
  for (let i = 0; i < words.length; i++) await page.keyboard.press("Shift+ArrowRight");
}

/** The results section as the server sent it to a visitor (no session: the cached public page). */
async function visitorsResultsHtml(slug: string) {
  const response = await fetch(`${site.url}/case/${slug}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const section = html.match(/data-testid="case-results"[\s\S]*?<\/section>/)?.[0];
  expect(section, "the results section in the page's HTML").toBeTruthy();
  return section ?? "";
}

test("a case's results formatted by keyboard reach a visitor's HTML; the server refuses other links and marks; History restores", async ({
  browser,
}) => {
  const page = await adminPage(browser);
  const title = unique("Rich Results");
  await gotoHydrated(page, "/contact");
  const created = (await adminPost(page, "/api/cases", {
    intent: "save",
    id: "new",
    title,
    clientName: "Rich Client",
    category: "branding",
    description: `About ${title}.`,
  })) as { id: string; slug: string };
  // The version before the formatting: the same words, plain.
  await adminPost(page, "/api/cases", {
    intent: "save",
    id: created.id,
    title,
    clientName: "Rich Client",
    category: "branding",
    description: `About ${title}.`,
    results: RESULTS,
    slug: created.slug,
  });
  expect(await visitorsResultsHtml(created.slug)).not.toContain("<strong>");

  await gotoHydrated(page, `/case/${created.slug}`);
  await page.getByRole("button", { name: "Edit case details", exact: true }).click();
  const form = page.getByRole("form", { name: "Edit case study" });
  const results = form.getByRole("textbox", { name: "Results", exact: true });
  await expect(results).toHaveText(RESULTS);
  const toolbar = form.locator(`[role="toolbar"][aria-controls="${await results.getAttribute("id")}"]`);
  const bold = toolbar.getByRole("button", { name: "Bold", exact: true });

  await selectWords(page, results, "tripled");
  await page.keyboard.press("Control+b");
  await expect(results.locator("b")).toHaveText("tripled");
  await expect(bold).toHaveAttribute("aria-pressed", "true");
  await selectWords(page, results, "spring");
  await page.keyboard.press("Control+i");
  await expect(results.locator("i")).toHaveText("spring");
  await expect(bold).toHaveAttribute("aria-pressed", "false");
  await expect(toolbar.getByRole("button", { name: "Italic" })).toHaveAttribute("aria-pressed", "true");

  // Ctrl+K asks for the address, and refuses what the server would refuse, with its words.
  await selectWords(page, results, "the campaign");
  await page.keyboard.press("Control+k");
  const address = form.getByRole("textbox", { name: "Link address" });
  await expect(address).toBeFocused();
  await page.keyboard.type("javascript:alert(1)");
  await page.keyboard.press("Enter");
  await expect(form.getByRole("alert").filter({ hasText: BAD_LINK })).toBeVisible();
  expect(await axeViolations(page, '[aria-label="Edit case study"]')).toEqual([]);
  await address.fill("https://example.com/campaign");
  await page.keyboard.press("Enter");
  await expect(address).toBeHidden();
  await expect(results.locator('a[href="https://example.com/campaign"]')).toHaveText("the campaign");
  await expect(results).toBeFocused();
  await expect(toolbar.getByRole("button", { name: "Link", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(toolbar.getByRole("button", { name: "Remove link" })).toBeEnabled();
  expect(await axeViolations(page, '[aria-label="Edit case study"]')).toEqual([]);

  await page.keyboard.press("Control+Enter");
  await expectNotice(page, "Case study saved successfully!");
  await expect(form).toBeHidden();

  // The visitor's HTML, drawn by the server.
  const html = await visitorsResultsHtml(created.slug);
  expect(html).toContain("<strong>tripled</strong>");
  expect(html).toContain("<em>spring</em>");
  expect(html).toMatch(/<a href="https:\/\/example.com\/campaign" target="_blank" rel="noopener noreferrer"[^>]*>the campaign<svg/);
  expect(html).toContain('<span class="sr-only"> (opens in a new tab)</span>');

  // And the visitor's page, as it shows it.
  const visitorContext = await newContext(browser, { baseURL: site.url });
  contexts.push(visitorContext);
  const visitor = await visitorContext.newPage();
  await gotoHydrated(visitor, `/case/${created.slug}`);
  const shown = visitor.getByTestId("case-results");
  await expect(shown.locator("strong")).toHaveText("tripled");
  await expect(shown.locator("em")).toHaveText("spring");
  const link = shown.getByRole("link", { name: "the campaign (opens in a new tab)" });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await expect(link.locator("svg")).toBeVisible();
  expect(await axeViolations(visitor, '[data-testid="case-results"]')).toEqual([]);

  // Straight to the server: a javascript: link, an unknown mark; refused, and nothing changes.
  const csrf = await page.locator('input[name="_csrf"]').first().inputValue();
  const stored = await visitorsResultsHtml(created.slug);
  for (const [runs, message] of [
    [[{ text: "click", link: "javascript:alert(1)" }], BAD_LINK],
    [[{ text: "under", marks: ["underline"] }], UNKNOWN_MARK],
  ] as const) {
    const response = await page.request.post("/api/cases", {
      multipart: {
        _csrf: csrf,
        intent: "save",
        id: created.id,
        title,
        clientName: "Rich Client",
        category: "branding",
        description: `About ${title}.`,
        results: `{rich:1}${JSON.stringify(runs)}`,
        slug: created.slug,
      },
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ ok: false, error: message, fieldErrors: { results: message } });
    expect(await visitorsResultsHtml(created.slug)).toBe(stored);
  }

  // History lists the change that only formatted, shows it formatted, and restores the plain one.
  await page.getByRole("button", { name: "History", exact: true }).click();
  const history = page.getByRole("dialog", { name: `History: ${title}` });
  const versions = history.getByTestId("history-version");
  await expect(versions).toHaveCount(3);
  await expect(versions.first().locator('[data-field="results"] strong')).toHaveText("tripled");
  await expect(versions.first().locator('[data-field="results"] em')).toHaveText("spring");
  await expect(versions.nth(1).locator('[data-field="results"]')).toHaveText(RESULTS);
  await expect(versions.nth(1).locator('[data-field="results"] strong')).toHaveCount(0);
  await versions
    .nth(1)
    .getByRole("button", { name: /^Restore/ })
    .click();
  await expectNotice(page, "Version restored");
  await expect(page.getByTestId("case-results").locator("strong")).toHaveCount(0);
  await expect(page.getByTestId("case-results")).toContainText(RESULTS);
  const restored = await visitorsResultsHtml(created.slug);
  expect(restored).not.toContain("<strong>");
  expect(restored).toContain(RESULTS);
});

test("the home page's description is formatted in place: Ctrl+B, Ctrl+Enter; a visitor's page has it bold; axe passes in the editor", async ({
  browser,
}) => {
  const page = await adminPage(browser);
  await gotoHydrated(page, "/");
  await dismissIntro(page);
  const place = page.locator('[data-slot-section="hero"][data-slot-key="description"]');
  // From the place's own control, by keyboard: the caret at the end.
  await page.getByRole("button", { name: "Edit hero description" }).focus();
  await page.keyboard.press("Enter");
  const editor = page.getByRole("textbox", { name: "Edit hero description" });
  await expect(editor).toBeFocused();
  await page.keyboard.press("Control+Home");
  for (let i = 0; i < "Branding".length; i++) await page.keyboard.press("Shift+ArrowRight");
  await page.keyboard.press("Control+b");
  await expect(editor.locator("b")).toHaveText("Branding");
  await expect(page.getByRole("toolbar", { name: "Text formatting" }).getByRole("button", { name: "Bold", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  expect(await axeViolations(page, '[data-slot-section="hero"][data-slot-key="description"]')).toEqual([]);
  await page.keyboard.press("Control+Enter");
  await expectNotice(page, "Content updated successfully!");
  await expect(editor).toBeHidden();
  await expect(place.locator("strong")).toHaveText("Branding");

  const html = await (await fetch(`${site.url}/`)).text();
  expect(html).toMatch(/<strong>Branding<\/strong>, social media and paid traffic/);
  // The page's head keeps the words: the format never reaches a meta description.
  expect(html).not.toMatch(/<meta[^>]+content="[^"]*\{&quot;rich/);
});

test("a paste keeps only bold, italics, allowed links and line breaks; axe passes in the dark theme", async ({ browser }) => {
  const page = await adminPage(browser, "dark");
  await gotoHydrated(page, "/case/northwind-coffee-rebrand");
  await page.getByRole("button", { name: "Edit case details", exact: true }).click();
  const form = page.getByRole("form", { name: "Edit case study" });
  const challenge = form.getByRole("textbox", { name: "Challenge", exact: true });
  await challenge.focus();
  await page.keyboard.press("Control+a");
  await challenge.evaluate((field) => {
    const data = new DataTransfer();
    data.setData(
      "text/html",
      '<meta charset="utf-8"><h1 style="color:red">Heading</h1><p><b>Bold</b> <u>under</u> <a href="javascript:alert(1)">bad</a> ' +
        '<a href="https://example.com/x" onclick="alert(1)">good</a> <span style="font-style:italic">slanted</span><img src=x onerror="alert(1)"></p><script>alert(1)</script>',
    );
    field.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(challenge.locator("b")).toHaveText("Bold");
  await expect(challenge.locator("i")).toHaveText("slanted");
  await expect(challenge.locator("a")).toHaveCount(1);
  await expect(challenge.locator('a[href="https://example.com/x"]')).toHaveText("good");
  await expect(challenge.locator("u, script, img, h1, [style], [onclick]")).toHaveCount(0);
  // What the form sends: the format, with the heading as a line of its own.
  await expect(form.locator('input[name="challenge"]')).toHaveValue(
    '{rich:1}[{"text":"Heading\\n"},{"text":"Bold","marks":["bold"]},{"text":" under bad "},{"text":"good","link":"https://example.com/x"},{"text":" "},{"text":"slanted","marks":["italic"]}]',
  );
  await challenge.locator("b").click();
  await expect(form.locator('[role="toolbar"]').nth(1).getByRole("button", { name: "Bold", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  expect(await axeViolations(page, '[aria-label="Edit case study"]')).toEqual([]);
  await form.getByRole("button", { name: "Cancel" }).click();
});

test("a conflict shows their version formatted", async ({ browser }) => {
  const page = await adminPage(browser);
  const title = unique("Rich Conflict");
  await gotoHydrated(page, "/contact");
  const fields = { intent: "save", title, clientName: "Rich Client", category: "branding" };
  const created = (await adminPost(page, "/api/cases", { ...fields, id: "new", description: "Plain words." })) as {
    id: string;
    slug: string;
  };
  await gotoHydrated(page, `/case/${created.slug}`);
  await page.getByRole("button", { name: "Edit case details", exact: true }).click();
  const form = page.getByRole("form", { name: "Edit case study" });

  // Someone else saves a formatted description meanwhile.
  const other = await adminPage(browser);
  await gotoHydrated(other, "/contact");
  const theirs = `{rich:1}${JSON.stringify([{ text: "Their " }, { text: "bold", marks: ["bold"] }, { text: " words." }])}`;
  await adminPost(other, "/api/cases", { ...fields, id: created.id, slug: created.slug, description: theirs });

  await form.getByRole("textbox", { name: "Description", exact: true }).fill("My words.");
  await form.getByRole("button", { name: "Save", exact: true }).click();
  const conflict = form.getByTestId("edit-conflict");
  await expect(conflict).toContainText(`${ADMIN.name} changed this`);
  await expect(conflict.locator("dd strong")).toHaveText("bold");
  await expect(conflict.locator("dd", { hasText: "Their bold words." })).toHaveCount(1);
});
