import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { gotoHydrated } from "../fixtures";
import { createCase, expectNotice, pngFile, unique, visitorPage } from "./kit";

/**
 * A page's title, description and share picture for search engines and link previews, set in
 * place in edit mode (docs/product.md section 2, Page settings): shown in the dialog's
 * previews, in a visitor's open page, in the HTML a new visitor (or a crawler) gets and in
 * the sitemap's date; with history, 'Use the default', refusals that store nothing, and
 * conflicts.
 */

/** The head of a page's HTML as a crawler reads it: the title, and meta tags by name or property. */
async function headOf(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const decode = (text: string) =>
    text
      .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  const tags: Record<string, string> = { title: decode(head.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? "") };
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/g)) {
    const key = tag.match(/\b(?:name|property)="([^"]+)"/)?.[1];
    const content = tag.match(/\bcontent="([^"]*)"/)?.[1];
    if (key && content !== undefined) tags[key] = decode(content);
  }
  return tags;
}

/** A page's sitemap date (`lastmod`), if it has one. */
async function lastmodOf(request: APIRequestContext, path: string) {
  const xml = await (await request.get("/sitemap.xml")).text();
  const entry = xml.match(new RegExp(`<loc>[^<]*${path}</loc>\\s*(?:<lastmod>([^<]+)</lastmod>)?`));
  expect(entry, path).not.toBeNull();
  return entry![1];
}

/** Today's date as the sitemap writes it, taken before and after a save (midnight may fall between). */
const today = () => new Date().toISOString().slice(0, 10);

/** The versions of a slot, as the history lists them. */
async function versionsOf(page: Page, slot: string) {
  return (await (await page.request.get(`/api/history?item=${encodeURIComponent(`slot:${slot}`)}`)).json()).revisions as unknown[];
}

async function openSettings(page: Page) {
  await page.getByRole("region", { name: "Administrator tools" }).getByRole("button", { name: "Page settings" }).click();
  const dialog = page.getByRole("dialog", { name: "Page settings" });
  await expect(dialog).toBeVisible();
  return {
    dialog,
    title: dialog.getByRole("textbox", { name: "Title", exact: true }),
    description: dialog.getByRole("textbox", { name: "Description", exact: true }),
    save: dialog.getByRole("button", { name: "Save settings" }),
    searchTitle: dialog.getByTestId("search-preview-title"),
  };
}

test("a project post's title, description and share picture are set in place; a visitor's open page, its HTML and the sitemap follow", async ({
  page,
  browser,
  baseURL,
}) => {
  const path = "/project/velocity-retail";
  const own = "Velocity Retail: A Complete Digital Transformation | Arkadomus";
  // Short enough for any font's search result line: only the long one below is cut.
  const title = unique("Velocity drop days");
  const description = unique("How a streetwear retailer's online store learned to keep pace with its queues");
  const visitor = await visitorPage(browser, baseURL!);
  await gotoHydrated(visitor.page, path);
  expect(await visitor.page.title()).toBe(own);
  await visitor.page.evaluate(() => Object.assign(window, { __sameTab: true }));
  // No text of this post was ever saved on this site: the sitemap gives it no date yet.
  expect(await lastmodOf(visitor.page.request, path)).toBeUndefined();
  const before = today();

  await gotoHydrated(page, path);
  let settings = await openSettings(page);
  // The page's own, until one is written; the previews say how a search result cuts it.
  await expect(settings.title).toHaveValue("Velocity Retail: A Complete Digital Transformation");
  await expect(settings.dialog.getByTestId("share-preview-title")).toHaveText(own);
  await settings.title.fill(`${title} and a great many more words than any search result shows in its line`);
  await expect(settings.searchTitle).toHaveText(/^Velocity drop days .* …$/);
  await settings.title.fill(title);
  await expect(settings.searchTitle).toHaveText(`${title} | Arkadomus`);
  await settings.description.fill(description);
  await expect(settings.dialog.getByTestId("description-count")).toHaveText(`${description.length} / 320 characters`);
  await expect(settings.dialog.getByTestId("search-preview-description")).toHaveText(description);
  await expect(settings.dialog.getByTestId("share-preview-title")).toHaveText(`${title} | Arkadomus`);
  await settings.save.click();
  await expectNotice(page, "Page settings saved");
  await expect(settings.dialog).toBeHidden();

  // The visitor's open page takes the new title without a reload...
  await expect(visitor.page).toHaveTitle(`${title} | Arkadomus`);
  expect(await visitor.page.evaluate(() => (window as { __sameTab?: boolean }).__sameTab)).toBe(true);
  // ...and so does the HTML of the page, in every tag a crawler or a link preview reads.
  expect(await headOf(visitor.page.request, path)).toMatchObject({
    title: `${title} | Arkadomus`,
    description,
    "og:title": `${title} | Arkadomus`,
    "og:description": description,
    "twitter:title": `${title} | Arkadomus`,
    "twitter:description": description,
  });
  expect([before, today()]).toContain(await lastmodOf(visitor.page.request, path));

  // The share picture: uploaded, re-encoded, absolute in the tags, and really there.
  settings = await openSettings(page);
  await settings.dialog.getByLabel("Upload a share picture").setInputFiles(await pngFile("share.png", "#ff6b35", 1200, 630));
  await expectNotice(page, "Image uploaded successfully");
  await expect(settings.dialog.getByTestId("share-picture")).toHaveAttribute("src", new RegExp(`^${baseURL}/uploads/uploads/.+\\.webp`));
  const picture = (await settings.dialog.getByTestId("share-picture").getAttribute("src"))!;
  await expect(settings.dialog.getByTestId("share-preview").locator("img")).toHaveAttribute("src", picture);
  const head = await headOf(visitor.page.request, path);
  expect(head["og:image"]).toBe(picture);
  expect(head["twitter:image"]).toBe(picture);
  const served = await visitor.page.request.get(head["og:image"]);
  expect(served.headers()["content-type"]).toBe("image/webp");

  // History: a second title, then the first one restored.
  await settings.title.fill(`${title} (second)`);
  await settings.save.click();
  await expectNotice(page, "Page settings saved");
  await expect(visitor.page).toHaveTitle(`${title} (second) | Arkadomus`);
  settings = await openSettings(page);
  await settings.dialog.getByRole("button", { name: "History of the page title" }).click();
  const history = page.getByRole("dialog", { name: "History: page title" });
  await history
    .getByTestId("history-version")
    .filter({ hasText: `${title}` })
    .filter({ hasNotText: "(second)" })
    .getByRole("button", { name: /^Restore/ })
    .click();
  await expectNotice(page, "Version restored");
  await expect(history).toBeHidden();
  // The settings come back, showing the version restored.
  await expect(settings.title).toHaveValue(title);
  await expect(visitor.page).toHaveTitle(`${title} | Arkadomus`);

  // 'Use the default': the stored title is gone, the page's own is back everywhere.
  await settings.dialog.getByRole("button", { name: "Use the default page title" }).click();
  await expectNotice(page, "Back to the default");
  await expect(settings.title).toHaveValue("Velocity Retail: A Complete Digital Transformation");
  await expect(settings.dialog.getByRole("button", { name: "Use the default page title" })).toBeHidden();
  await expect(visitor.page).toHaveTitle(own);
  expect((await headOf(visitor.page.request, path)).title).toBe(own);
  // The description and the picture stay as they were chosen.
  expect(await headOf(visitor.page.request, path)).toMatchObject({ description, "og:image": picture });
  await visitor.close();
});

test("a case study's settings: refused blank or too long, with nothing stored; a conflict is shown, not overwritten", async ({
  page,
  browser,
  baseURL,
}) => {
  const { slug } = await createCase(page, unique("Settings Case"));
  const path = `/case/${slug}`;
  const title = unique("A rebrand told for search");
  await gotoHydrated(page, path);
  let settings = await openSettings(page);
  await settings.title.fill(title);
  await settings.save.click();
  await expectNotice(page, "Page settings saved");
  const visitor = await visitorPage(browser, baseURL!);
  const stored = await headOf(visitor.page.request, path);
  expect(stored.title).toBe(`${title} | Arkadomus`);
  const titleVersions = await versionsOf(page, `case_${slug}/page_title`);
  const descriptionVersions = await versionsOf(page, `case_${slug}/page_description`);

  // Refused in the dialog: the shared rules' messages, and no save to press.
  settings = await openSettings(page);
  await settings.title.fill("   ");
  await expect(settings.dialog.getByText("Give the page a title, or use the default")).toBeVisible();
  await expect(settings.title).toHaveAttribute("aria-invalid", "true");
  await expect(settings.save).toBeDisabled();
  await settings.title.fill(title);
  await settings.description.fill("d".repeat(2000));
  await expect(settings.dialog.getByTestId("description-count")).toHaveText("2000 / 320 characters");
  await expect(settings.dialog.getByText("A page description is at most 320 characters")).toBeVisible();
  await expect(settings.save).toBeDisabled();
  await settings.description.press("Enter");
  await settings.title.press("Enter");
  await settings.dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(settings.dialog).toBeHidden();

  // Refused by the server too, for a request that skips the dialog.
  const csrf = await page.locator('input[name="_csrf"]').first().inputValue();
  for (const [key, type, value, error] of [
    ["page_title", "title", " ", "Give the page a title, or use the default"],
    ["page_description", "description", "d".repeat(2000), "A page description is at most 320 characters"],
  ]) {
    const answer = await page.request.post("/api/content", {
      multipart: { intent: "save", values: JSON.stringify([{ section: `case_${slug}`, key, type, value }]), _csrf: csrf },
    });
    expect(answer.status()).toBe(400);
    expect(await answer.json()).toMatchObject({ ok: false, error });
  }
  // Nothing stored changed: the page's HTML, and each setting's versions.
  expect(await headOf(visitor.page.request, path)).toEqual(stored);
  expect(await versionsOf(page, `case_${slug}/page_title`)).toEqual(titleVersions);
  expect(await versionsOf(page, `case_${slug}/page_description`)).toEqual(descriptionVersions);

  // Someone else saves the title while the dialog is open: the save is refused and says so.
  settings = await openSettings(page);
  await settings.title.fill(`${title}, mine`);
  const theirs = `${title}, theirs`;
  const answer = await page.request.post("/api/content", {
    multipart: {
      intent: "save",
      values: JSON.stringify([{ section: `case_${slug}`, key: "page_title", type: "title", value: theirs }]),
      _csrf: csrf,
    },
  });
  expect((await answer.json()).ok).toBe(true);
  await settings.save.click();
  const conflict = settings.dialog.getByTestId("edit-conflict");
  await expect(conflict).toContainText("changed this on");
  await expect(conflict).toContainText(`Their page title: “${theirs}”`);
  expect((await headOf(visitor.page.request, path)).title).toBe(`${theirs} | Arkadomus`);
  await conflict.getByRole("button", { name: "Overwrite with mine" }).click();
  // (The first save's notice may still show: the conflict going is what says this one is through.)
  await expect(conflict).toBeHidden();
  await expect.poll(async () => (await headOf(visitor.page.request, path)).title).toBe(`${title}, mine | Arkadomus`);
  await visitor.close();
});

test("'Page settings' is an administrator's, in edit mode, on pages that have settings", async ({ page, browser, baseURL }) => {
  const visitor = await visitorPage(browser, baseURL!);
  await gotoHydrated(visitor.page, "/about");
  await expect(visitor.page.getByRole("region", { name: "Administrator tools" })).toHaveCount(0);
  await expect(visitor.page.getByRole("button", { name: "Page settings" })).toHaveCount(0);
  await visitor.close();

  await gotoHydrated(page, "/about");
  const tools = page.getByRole("region", { name: "Administrator tools" });
  await expect(tools.getByRole("button", { name: "Page settings" })).toBeVisible();
  await tools.getByRole("button", { name: "Edit mode on" }).click();
  await expect(tools.getByRole("button", { name: "Edit mode off" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Page settings" })).toHaveCount(0);
  await tools.getByRole("button", { name: "Edit mode off" }).click();
  await expect(tools.getByRole("button", { name: "Page settings" })).toBeVisible();
  // A page search engines are not sent to has none: the virtual new project, the publicity redirect.
  for (const path of ["/case/new-project", "/publicity"]) {
    await gotoHydrated(page, path);
    await expect(tools.getByRole("button", { name: "Edit mode on" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Page settings" })).toHaveCount(0);
  }
});

test("a page's share picture is chosen from the picture library, with no second upload", async ({ page, baseURL }) => {
  await gotoHydrated(page, "/contact");
  const settings = await openSettings(page);
  await settings.dialog.getByRole("button", { name: "Choose from library" }).click();
  const first = settings.dialog.getByTestId("picture-library").getByRole("listitem").first();
  const chosen = (await first.locator("img").getAttribute("src"))!;
  await first.getByRole("button").click();
  await expectNotice(page, "Image changed");
  await expect(settings.dialog.getByTestId("share-picture")).toHaveAttribute("src", `${baseURL}${chosen}`);
  expect((await headOf(page.request, "/contact"))["og:image"]).toBe(`${baseURL}${chosen}`);
  await settings.dialog.getByRole("button", { name: "Use the default share picture" }).click();
  await expectNotice(page, "Back to the default");
  expect((await headOf(page.request, "/contact"))["og:image"]).not.toBe(`${baseURL}${chosen}`);
});
