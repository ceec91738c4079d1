import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { axeViolations, gotoHydrated, newContext } from "../fixtures";
import { csrfTokenOf, logLines, signIn, startSite, type SiteProcess } from "../production/site";

/**
 * Scheduled publishing (issue 25) on the production build with its embedded database: a
 * change scheduled a few seconds ahead goes out with no page open; a site killed (SIGKILL)
 * before the time publishes it when it starts again, marked late; /admin's time zone, its
 * list of what is scheduled, and the 'Schedule' dialog (axe in both themes, by keyboard).
 */
const ADMIN = { email: "schedule@example.com", name: "Schedule Admin", password: "correct horse battery staple" };
// This spec's ports (4360-4369): clear of every other spec's.
const PORT = 4360;
const RESTART_PORT = 4361;
const TITLE = { section: "hero", key: "title_line1", type: "title" };

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

let site: SiteProcess;
let cookie: string;
let csrf: string;

test.beforeAll(async () => {
  site = await startSite(PORT, { LOG_LEVEL: "info" }, { admin: ADMIN });
  cookie = await signIn(site, ADMIN);
  csrf = await csrfTokenOf(site, cookie);
  expect(await post(site, "/api/drafts", { intent: "mode", on: "on" })).toMatchObject({ ok: true, draftMode: true });
});

test.afterAll(async () => {
  await site?.stop();
});

/** An administrator's action, as the editors send it (this session, its CSRF token); its answer. */
async function post(to: SiteProcess, action: string, fields: Record<string, string | string[]>, as = { cookie, csrf }) {
  const body = new URLSearchParams({ _csrf: as.csrf });
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
  const response = await fetch(`${to.url}${action}`, { method: "POST", headers: { Cookie: as.cookie, Origin: to.url }, body });
  return (await response.json()) as Record<string, unknown>;
}

/** Drafts the home page's first title line (the session is in draft mode). */
const draftTitle = (to: SiteProcess, value: string, as = { cookie, csrf }) =>
  post(to, "/api/content", { intent: "save", values: JSON.stringify([{ ...TITLE, value }]) }, as);

/** The date and time (with seconds) `ms` from now, in UTC: the site's time zone until one is chosen. */
function utcInputs(ms: number) {
  const at = new Date(Date.now() + ms);
  return { at, date: at.toISOString().slice(0, 10), time: at.toISOString().slice(11, 19) };
}

/** What an anonymous visitor's request for / answers (no browser, no page open). */
const visitorHome = async (to: SiteProcess) => (await fetch(`${to.url}/`)).text();

async function adminPage(browser: Browser, to: SiteProcess, as = cookie): Promise<Page> {
  const [name, value] = as.split("=");
  const context = await newContext(browser);
  await context.addCookies([{ name, value, url: to.url }]);
  return context.newPage();
}

test("a change scheduled a few seconds ahead is published by the server with no page open; editing it first asks to unschedule", async ({
  browser,
}) => {
  expect(await draftTitle(site, "Launch Monday")).toMatchObject({ ok: true });
  expect(await visitorHome(site)).not.toContain("Launch Monday");
  const { date, time } = utcInputs(4_000);
  const scheduled = await post(site, "/api/schedules", { intent: "schedule", place: "slot:hero/title_line1", date, time });
  expect(scheduled).toMatchObject({ ok: true, places: ["slot:hero/title_line1"] });

  // The scheduled change cannot be edited until it is unscheduled: the refusal says when, and which.
  const refused = await draftTitle(site, "Launch Tuesday");
  expect(refused).toMatchObject({ ok: false, scheduled: { id: scheduled.id } });
  expect(String(refused.error)).toMatch(/^This change is scheduled to be published on .+ \(UTC\)\. Unschedule it first to edit it\.$/);

  // No browser is open: the server publishes it by itself.
  await expect.poll(() => visitorHome(site), { timeout: 30_000 }).toContain("Launch Monday");
  const published = logLines(site.output()).find((line) => line.publish === scheduled.id);
  expect(published).toMatchObject({ msg: "Published a scheduled publish", places: 1 });

  const page = await adminPage(browser, site);
  await page.goto(`${site.url}/admin`);
  const recent = page.getByTestId("recent-publish").first();
  await expect(recent).toContainText("1 change, by Schedule Admin (scheduled)");
  await expect(recent).not.toContainText("late");
  await expect(page.getByText("Nothing is scheduled.")).toBeVisible();
  await page.context().close();
});

test("a site killed before the time publishes the change when it starts again, marked late", async ({ browser }) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-schedule-"));
  let restarted: SiteProcess | undefined;
  try {
    const first = await startSite(RESTART_PORT, { LOG_LEVEL: "info" }, { admin: ADMIN, dataDir });
    const as = { cookie: await signIn(first, ADMIN), csrf: "" };
    as.csrf = await csrfTokenOf(first, as.cookie);
    expect(await post(first, "/api/drafts", { intent: "mode", on: "on" }, as)).toMatchObject({ ok: true });
    expect(await draftTitle(first, "Published after a crash", as)).toMatchObject({ ok: true });
    const { at, date, time } = utcInputs(3_000);
    const scheduled = await post(first, "/api/schedules", { intent: "schedule", place: "slot:hero/title_line1", date, time }, as);
    expect(scheduled).toMatchObject({ ok: true });
    await first.stop("SIGKILL");

    // Down past the time, and then some: it comes back late.
    while (Date.now() < at.getTime() + 7_000) await new Promise((resolve) => setTimeout(resolve, 250));
    restarted = await startSite(RESTART_PORT, { LOG_LEVEL: "info" }, { dataDir });
    const site2 = restarted;
    await expect.poll(() => visitorHome(site2), { timeout: 30_000 }).toContain("Published after a crash");
    const line = logLines(site2.output()).find((entry) => entry.publish === scheduled.id);
    expect(line).toMatchObject({ msg: "Published a scheduled publish late", places: 1 });
    expect(Number(line?.lateMs)).toBeGreaterThanOrEqual(7_000);

    // The session survived the restart (the same data folder): /admin marks it late.
    const page = await adminPage(browser, site2, as.cookie);
    await page.goto(`${site2.url}/admin`);
    await expect(page.getByTestId("recent-publish").first()).toContainText(/Published \d+ s late/);
    await page.context().close();
  } finally {
    await restarted?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test("/admin: the site's time zone, 'Schedule all changes' by keyboard (axe in both themes), the scheduled list, 'Unschedule'", async ({
  browser,
}) => {
  expect(await draftTitle(site, "Tokyo launch")).toMatchObject({ ok: true });
  const page = await adminPage(browser, site);
  await gotoHydrated(page, `${site.url}/admin`);

  const zone = page.getByLabel("Site time zone");
  await zone.selectOption("Asia/Tokyo");
  await page.getByRole("button", { name: "Save time zone" }).click();
  await expect(page.getByRole("region", { name: "Notifications" })).toContainText("Time zone saved");
  await gotoHydrated(page, `${site.url}/admin`);
  await expect(page.getByLabel("Site time zone")).toHaveValue("Asia/Tokyo");
  const section = 'section[aria-labelledby="publishing-heading"]';
  expect(await axeViolations(page, section, { serious: true }), "the publishing part, light theme").toEqual([]);

  // By keyboard: the dialog takes the focus, Escape gives it back to the button.
  const open = page.getByRole("button", { name: "Schedule all changes (1)" });
  await open.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Schedule publish" });
  await expect(dialog).toContainText("in the site's time zone (Asia/Tokyo)");
  await expect(dialog.getByLabel("Date")).toBeVisible();
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  expect(await axeViolations(page, '[role="dialog"]', { serious: true }), "light theme").toEqual([]);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  expect(await axeViolations(page, '[role="dialog"]', { serious: true }), "dark theme").toEqual([]);
  expect(await axeViolations(page, section, { serious: true }), "the publishing part, dark theme").toEqual([]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // A time gone by is refused in the dialog; a time to come is scheduled, in Tokyo's time.
  await page.keyboard.press("Enter");
  await dialog.getByLabel("Date").fill("2020-01-01");
  await dialog.getByLabel("Time").fill("09:30");
  await dialog.getByRole("button", { name: "Schedule publish" }).click();
  await expect(dialog.getByText("Choose a time in the future.")).toBeVisible();
  await dialog.getByLabel("Date").fill("2099-06-01");
  await dialog.getByRole("button", { name: "Schedule publish" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("region", { name: "Notifications" })).toContainText(
    "It will be published on Mon, 1 Jun 2099, 09:30 (Asia/Tokyo).",
  );
  const entry = page.getByTestId("scheduled-publish");
  await expect(entry).toContainText("Mon, 1 Jun 2099, 09:30 (Asia/Tokyo)");
  await expect(entry).toContainText("Scheduled by Schedule Admin");
  await expect(entry.getByRole("listitem")).toHaveCount(1);

  await entry.getByRole("button", { name: "Unschedule the publish of Mon, 1 Jun 2099, 09:30" }).click();
  await expect(page.getByText("Nothing is scheduled.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Notifications" })).toContainText("Unscheduled: the changes stay in the draft.");
  await page.context().close();
});

test("editing a scheduled change in place is refused with when, and the notice's 'Unschedule' frees it", async ({ browser }) => {
  const page = await adminPage(browser, site);
  await gotoHydrated(page, `${site.url}/contact`);
  await page.getByRole("button", { name: "Edit mode off" }).click();
  const editor = async (current: string) => {
    await page.locator("[data-editable]", { hasText: current }).click();
    return page.getByRole("textbox", { name: "Edit contact details title" });
  };
  const notices = page.getByRole("region", { name: "Notifications" });

  // Drafted in place (the session is in draft mode), then scheduled.
  const field = await editor("Contact Information");
  await field.fill("Contact us on Monday");
  await field.press("Enter");
  await expect(notices).toContainText("Content updated successfully!");
  const drafts = (await (await fetch(`${site.url}/api/drafts`, { headers: { Cookie: cookie } })).json()) as {
    drafts: Array<{ place: string; value: unknown }>;
  };
  const place = drafts.drafts.find((draft) => draft.value === "Contact us on Monday")!.place;
  expect(await post(site, "/api/schedules", { intent: "schedule", place, date: "2099-06-02", time: "08:00" })).toMatchObject({ ok: true });

  // Edited again: refused, saying when (in Tokyo's time, chosen above), with 'Unschedule' right there.
  const again = await editor("Contact us on Monday");
  await again.fill("Contact us on Tuesday");
  await again.press("Enter");
  await expect(notices).toContainText("This change is scheduled to be published on Tue, 2 Jun 2099, 08:00 (Asia/Tokyo).");
  await notices.getByRole("button", { name: "Unschedule" }).click();
  await expect(notices).toContainText("Unscheduled: the changes stay in the draft. Edit them again now.");
  await again.press("Enter");
  await expect(page.locator("[data-editable]", { hasText: "Contact us on Tuesday" })).toHaveCount(1);
  const drafted = async () =>
    ((await (await fetch(`${site.url}/api/drafts`, { headers: { Cookie: cookie } })).json()) as typeof drafts).drafts.find(
      (draft) => draft.place === place,
    )?.value;
  await expect.poll(drafted).toBe("Contact us on Tuesday");
  await page.context().close();
});
