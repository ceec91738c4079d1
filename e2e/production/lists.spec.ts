import { expect, test } from "@playwright/test";
import pg from "pg";
import { createAdmin, csrfTokenOf, freshDatabase, logLines, POSTGRES, signIn, startSite, type SiteProcess } from "./site";
import { newContext } from "../fixtures";

/**
 * Lists that grow and lists that fail, on one production instance on PostgreSQL: the home
 * page's mixes come from every published case, not the first few (40 here), and /admin shows
 * a list it cannot read as empty with a message, logs it, and keeps the rest of the page.
 */
const ADMIN = { email: "lists@example.com", name: "Lists Admin", password: "correct horse battery staple" };
// Clear of the shared sites (4173-4177), operations.spec.ts (4210 up), two-instances.spec.ts
// (4230 up) and the ports fetch refuses.
const PORT = 4250;

test.describe.configure({ mode: "serial" });

let database: Awaited<ReturnType<typeof freshDatabase>>;
let site: SiteProcess;
let cookie: string;
let csrf: string;

test.beforeAll(async () => {
  test.skip(!POSTGRES, "needs TEST_DATABASE_URL");
  database = await freshDatabase();
  createAdmin(database.url, ADMIN);
  site = await startSite(PORT, { DATABASE_URL: database.url, SEED_DEMO: "0", LOG_LEVEL: "warn" });
  cookie = await signIn(site, ADMIN);
  csrf = await csrfTokenOf(site, cookie);
});

test.afterAll(async () => {
  await site?.stop();
  await database?.drop();
});

/** 'Add New Project', as the editor sends it: a published case study; its slug. */
async function addCase() {
  const response = await fetch(`${site.url}/api/cases`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: site.url },
    body: new URLSearchParams({ intent: "create", _csrf: csrf }),
  });
  const answer = (await response.json()) as { ok: boolean; slug?: string };
  expect(answer.ok, JSON.stringify(answer)).toBe(true);
  return answer.slug ?? "";
}

/** The case studies a visitor's home page shows as cards (the page's data lists them all). */
async function casesShownOnce() {
  const html = await (await fetch(`${site.url}/`)).text();
  return [...new Set([...html.matchAll(/href="\/case\/([^"]+)"/g)].map((match) => match[1]))];
}

/** Visits the home page until every one of `slugs` has been shown (at most `visits` times). */
async function visitsUntilShown(slugs: string[], visits = 400) {
  const unseen = new Set(slugs);
  for (let visit = 0; visit < visits && unseen.size > 0; visit++) {
    for (const slug of await casesShownOnce()) unseen.delete(slug);
  }
  return [...unseen];
}

test("every one of 40 published cases appears on the home page in some visit, and a new one after its change", async () => {
  const slugs: string[] = [];
  for (let i = 0; i < 40; i++) slugs.push(await addCase());
  expect(new Set(slugs).size).toBe(40);

  // The grid's 8 and the featured 4, which may show some of the same.
  const shown = await casesShownOnce();
  expect(shown.length).toBeGreaterThanOrEqual(8);
  expect(shown.length).toBeLessThanOrEqual(12);
  expect(await visitsUntilShown(slugs), "cases never shown").toEqual([]);

  const newest = await addCase();
  expect(await visitsUntilShown([newest]), "the case added last").toEqual([]);
});

test("/admin shows a list it cannot read as empty with a message, logs it, and the rest of the page works", async ({ browser }) => {
  const [name, value] = cookie.split("=");
  const context = await newContext(browser);
  await context.addCookies([{ name, value, url: site.url }]);
  const page = await context.newPage();
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  try {
    // The history (activity and recently deleted) cannot be read.
    await db.query("alter table revisions rename to revisions_away");
    await page.goto(`${site.url}/admin`);
    await expect(page.getByRole("heading", { name: "Activity" })).toBeVisible();
    await expect(page.getByText("The latest changes could not be loaded right now, so none are shown.")).toBeVisible();
    await expect(page.getByText("The deleted items could not be loaded right now, so none are shown.")).toBeVisible();
    await expect(page.getByText("Nothing has been changed yet.")).toHaveCount(0);
    // The lists around them are read and shown, and still work.
    await expect(page.getByTestId("materials-list").getByRole("listitem")).toHaveCount(41);
    await expect(page.getByRole("cell", { name: ADMIN.email })).toBeVisible();
    await expect(page.getByRole("button", { name: "Create New Administrator" })).toBeEnabled();
    const failures = logLines(site.output()).filter((line) => String(line.msg).startsWith("/admin: the list"));
    // The parts load side by side: in either order.
    expect(failures.map((line) => line.list).sort()).toEqual(["activity", "recently deleted"]);

    await db.query("alter table revisions_away rename to revisions");
    await page.reload();
    await expect(page.getByTestId("activity-entry").first()).toBeVisible();
    await expect(page.getByText("could not be loaded right now")).toHaveCount(0);
  } finally {
    await db.query("alter table if exists revisions_away rename to revisions");
    await db.end();
    await context.close();
  }
});
