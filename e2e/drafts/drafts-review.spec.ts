import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { dismissIntro, gotoHydrated, newContext } from "../fixtures";
import { expectNotice, unique } from "../records/kit";
import { csrfTokenOf, signIn, startSite, type Administrator, type SiteProcess } from "../production/site";

/**
 * The review's other parts (issue 25, docs/decisions/024): a publish that takes more than was
 * ticked says so first (a new case study its page's text needs); a shared place (the footer)
 * is listed apart and never taken by 'Publish this page'; 'Discard' asks first, then the live
 * value stays; a recent publish is undone from the review. Ports 4370-4374 are
 * drafts-ui.spec.ts's and this file's: this one starts its site on 4371.
 */
const PORT = 4371;
const ADMIN: Administrator = { email: "rhea@example.com", name: "Rhea Review", password: "correct horse battery staple" };

test.describe.configure({ mode: "serial" });

let site: SiteProcess;
let context: BrowserContext;
let page: Page;
let cookie: string;

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  site = await startSite(PORT, { LOG_LEVEL: "warn" }, { admin: ADMIN });
  cookie = await signIn(site, ADMIN);
  const [name, value] = [cookie.slice(0, cookie.indexOf("=")), cookie.slice(cookie.indexOf("=") + 1)];
  context = await newContext(browser, { baseURL: site.url });
  await context.addCookies([{ name, value, url: site.url }]);
  await context.addInitScript(() => localStorage.setItem("admin_edit_mode", "true"));
  page = await context.newPage();
});

test.afterAll(async () => {
  await context?.close();
  await site?.stop();
});

/** A write through an action, in this session's mode (draft mode once it is on). */
async function post(action: string, fields: Record<string, string>) {
  const response = await fetch(`${site.url}${action}`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: site.url },
    body: new URLSearchParams({ ...fields, _csrf: await csrfTokenOf(site, cookie) }),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  expect(answer.ok, JSON.stringify(answer)).toBe(true);
  return answer;
}

const saveText = (section: string, key: string, type: string, value: string) => ({
  intent: "save",
  values: JSON.stringify([{ section, key, type, value }]),
});

const bar = () => page.getByRole("region", { name: "Administrator tools" });
// Not through the bar's region: a modal dialog hides it from the accessibility tree.
const counts = () => page.getByTestId("draft-counts");
const review = () => page.getByRole("dialog", { name: "Unpublished changes" });

test("a ticked case text takes its new case study along, and says so before publishing", async () => {
  test.setTimeout(120_000);
  await gotoHydrated(page, "/contact");
  await bar().getByRole("button", { name: "Draft mode" }).click();
  await expect(bar().getByRole("button", { name: "Draft mode on" })).toHaveAttribute("aria-pressed", "true");
  const title = unique("Launch Case");
  const { slug } = (await post("/api/cases", {
    intent: "save",
    id: "new",
    title,
    clientName: "Launch",
    category: "branding",
    description: "New.",
  })) as { slug: string };
  await post("/api/content", saveText(`case_${slug}`, "back", "text", "Back to the work"));
  expect((await fetch(`${site.url}/case/${slug}`)).status).toBe(404);

  await gotoHydrated(page, `/case/${slug}`);
  await expect(counts()).toHaveText("2 changes on this page");
  await bar().getByRole("button", { name: "Review changes" }).click();
  await review().getByRole("checkbox", { name: 'Case text "back"' }).check();
  await review().getByRole("button", { name: "Publish selected" }).click();
  const plan = page.getByRole("dialog", { name: "This publish takes more along" });
  await expect(plan.getByTestId("publish-needed")).toContainText(`Case study "${title}", needed by Case text "back"`);
  await plan.getByRole("button", { name: "Publish 2 changes" }).click();
  await expectNotice(page, "Published: 2 changes");
  await expect(review()).toBeHidden();
  await expect(bar().getByRole("button", { name: "Review changes" })).toBeFocused();
  const live = await fetch(`${site.url}/case/${slug}`);
  expect(live.status).toBe(200);
  expect(await live.text()).toContain(title);

  // Undone from the review's recent publishes: the case is gone from the live site again.
  await bar().getByRole("button", { name: "Review changes" }).click();
  await expect(review()).toContainText("Nothing waits for Publish.");
  await review()
    .getByTestId("recent-publish")
    .first()
    .getByRole("button", { name: /^Undo publish/ })
    .click();
  await expectNotice(page, "Publish undone");
  await expect(review().getByTestId("recent-publish").first()).toContainText("(undone)");
  await expect(review()).toBeFocused();
  expect((await fetch(`${site.url}/case/${slug}`)).status).toBe(404);
  await review().getByRole("button", { name: "Close" }).click();
});

test("a footer text is shared: listed apart, never taken by 'Publish this page'; 'Discard' asks, then the live text stays", async () => {
  test.setTimeout(120_000);
  const footer = unique("Have a draft in mind?");
  const hero = unique("Drafted Hero");
  await post("/api/content", saveText("footer", "cta_title", "title", footer));
  await post("/api/content", saveText("hero", "title_line1", "title", hero));
  await gotoHydrated(page, "/");
  await dismissIntro(page);
  await expect(counts()).toHaveText("1 change on this page, 1 on every page");
  await bar().getByRole("button", { name: "Review changes" }).click();
  const shared = review().getByRole("region", { name: "Shared by every page" });
  await expect(shared.getByTestId("draft-change")).toHaveCount(1);
  await expect(shared).toContainText(footer);

  // Discarding the hero's title asks first; Cancel keeps it.
  const heroChange = review().getByTestId("draft-change").filter({ hasText: hero });
  await heroChange.getByRole("button", { name: /^Discard/ }).click();
  const confirm = page.getByRole("dialog", { name: "Discard this change?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(heroChange).toBeVisible();
  await expect(heroChange.getByRole("button", { name: /^Discard/ })).toBeFocused();
  await page.keyboard.press("Enter");
  await confirm.getByRole("button", { name: "Discard" }).click();
  await expectNotice(page, "Change discarded");
  await expect(heroChange).toHaveCount(0);
  // The focus stays in the review, though the change and its button are gone.
  await expect(review()).toBeFocused();
  await expect(counts()).toHaveText("0 changes on this page, 1 on every page");
  await expect(review().getByRole("button", { name: "Publish this page" })).toBeDisabled();
  expect(await (await fetch(`${site.url}/`)).text()).not.toContain(hero);

  await review().getByRole("button", { name: "Publish all" }).click();
  await expectNotice(page, "Published: 1 change");
  expect(await (await fetch(`${site.url}/contact`)).text()).toContain(footer);
});

test("'Undo publish' of a text changed live since asks which version to keep", async () => {
  test.setTimeout(120_000);
  const drafted = unique("Published Brands");
  await post("/api/content", saveText("hero", "title_line1", "title", drafted));
  await gotoHydrated(page, "/");
  await dismissIntro(page);
  await bar().getByRole("button", { name: "Review changes" }).click();
  await review().getByRole("button", { name: "Publish this page" }).click();
  await expectNotice(page, "Published: 1 change");

  // Changed live afterwards, from another session (draft mode off).
  const fixed = unique("Fixed Live");
  const other = await signIn(site, ADMIN);
  const response = await fetch(`${site.url}/api/content`, {
    method: "POST",
    headers: { Cookie: other, Origin: site.url },
    body: new URLSearchParams({ ...saveText("hero", "title_line1", "title", fixed), _csrf: await csrfTokenOf(site, other) }),
  });
  expect(response.status).toBe(200);

  await bar().getByRole("button", { name: "Review changes" }).click();
  await review()
    .getByTestId("recent-publish")
    .first()
    .getByRole("button", { name: /^Undo publish/ })
    .click();
  const conflicts = page.getByRole("dialog", { name: "Changed live since it was published" });
  await expect(conflicts).toContainText(fixed);
  await expect(conflicts).toContainText("Before the publish");
  await conflicts.getByRole("radio", { name: "Keep mine" }).check();
  await conflicts.getByRole("button", { name: "Undo with these choices" }).click();
  await expectNotice(page, "Publish undone");
  const home = await (await fetch(`${site.url}/`)).text();
  expect(home).not.toContain(fixed);
  expect(home).not.toContain(drafted);
});
