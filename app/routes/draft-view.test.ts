import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "~/db/client.server";
import { caseStudies, siteContent } from "~/db/schema";
import { createSession, findSession, setDraftMode } from "~/auth/session.server";
import { createCase } from "~/models/case-studies.server";
import { discardDraft } from "~/models/drafts.server";
import { planPublish } from "~/models/publish.server";
import { loadContent, saveContent } from "~/models/site-content.server";
import type { Store } from "~/models/store.server";
import { appContext } from "~/context.server";
import { testDatabases } from "../../tests/databases";
import { openTestStore, type TestStore } from "../../tests/model-store";
import { loaderArgs, testContext } from "../../tests/route-args";
import { cookieFor } from "../../tests/action-site";
import { draftView } from "./draft-view.server";
import { loader as rootLoader } from "../root";
import { loader as homeLoader } from "./home";
import { loader as caseLoader } from "./case";

/**
 * Runs `loader` on a GET of `url` as React Router does: after the root's draft middleware,
 * whose `next()` runs the loader with the context the middleware left.
 */
async function viaRoot<P, T>(
  db: Db,
  url: string,
  cookie: string | null,
  loader: (args: ReturnType<typeof loaderArgs<P>>) => Promise<T>,
  params: P,
) {
  const args = loaderArgs(url, testContext(db), params);
  args.request = new Request(url, { headers: cookie ? { cookie } : {} });
  let result: T | undefined;
  await draftView(args as never, async () => {
    result = await loader(args);
    return new Response(null, { status: 204 });
  });
  return result as T;
}

async function liveTables(db: Db) {
  return {
    content: await db.select().from(siteContent).orderBy(asc(siteContent.section), asc(siteContent.key)),
    cases: await db.select().from(caseStudies).orderBy(asc(caseStudies.id)),
  };
}

describe.each(testDatabases())("the draft view (%s)", (_kind, open) => {
  let database: Database;
  let test: TestStore;
  let drafting: string;
  let other: string;
  let newCase: { id: string; slug: string };

  beforeAll(async () => {
    database = await open();
    test = await openTestStore(database);
    const draftToken = await createSession(database.db, test.by);
    drafting = cookieFor(draftToken);
    other = cookieFor(await createSession(database.db, test.by));
    await setDraftMode(database.db, (await findSession(database.db, draftToken))!.id, true);

    await saveContent(test.store, test.by, [
      { section: "hero", key: "title_line1", type: "title", value: "Live title" },
      { section: "footer", key: "rights", type: "text", value: "Live rights" },
      { section: "home", key: "page_title", type: "title", value: "Live page title" },
    ]);
    const draft: Store = { ...test.store, draft: true };
    await saveContent(draft, test.by, [
      { section: "hero", key: "title_line1", type: "title", value: "Drafted title" },
      { section: "footer", key: "rights", type: "text", value: "Drafted rights" },
      { section: "home", key: "page_title", type: "title", value: "Drafted page title" },
    ]);
    newCase = await createCase(draft, test.by);
  });
  afterAll(async () => {
    test?.close();
    await database?.close();
  });

  it("shows a session in draft mode the drafted texts, page title and new case through the real loaders", async () => {
    const before = await liveTables(database.db);
    const root = await viaRoot(database.db, "http://site.test/", drafting, rootLoader, {});
    expect(root.content["footer:rights"]).toBe("Drafted rights");
    expect(root.admin).not.toBeNull();
    const home = await viaRoot(database.db, "http://site.test/", drafting, homeLoader, {});
    expect(home.content["hero:title_line1"]).toBe("Drafted title");
    expect(home.head.title).toContain("Drafted page title");
    expect(home.cases.map((c) => c.slug)).toContain(newCase.slug);
    const page = await viaRoot(database.db, `http://site.test/case/${newCase.slug}`, drafting, caseLoader, { slug: newCase.slug });
    expect(page).toMatchObject({ found: true, item: { id: newCase.id, title: "New Case Study" } });
    expect(await liveTables(database.db)).toEqual(before);
  });

  it("shows another administrator's session and a visitor the live site", async () => {
    for (const cookie of [other, null]) {
      const root = await viaRoot(database.db, "http://site.test/", cookie, rootLoader, {});
      expect(root.content["footer:rights"]).toBe("Live rights");
      const home = await viaRoot(database.db, "http://site.test/", cookie, homeLoader, {});
      expect(home.content["hero:title_line1"]).toBe("Live title");
      expect(home.head.title).toContain("Live page title");
      expect(home.cases.map((c) => c.slug)).not.toContain(newCase.slug);
      const page = await viaRoot(database.db, `http://site.test/case/${newCase.slug}`, cookie, caseLoader, { slug: newCase.slug });
      expect(page).not.toMatchObject({ item: { id: newCase.id } });
    }
  });

  it("reads the answer's body to its end before the view is rolled back", async () => {
    const args = loaderArgs("http://site.test/", testContext(database.db), {});
    args.request = new Request("http://site.test/", { headers: { cookie: drafting } });
    const answer = await draftView(args as never, async () => {
      const { db } = args.context.get(appContext);
      // A body read only when the server sends it, later than the loaders.
      const body = new ReadableStream(
        {
          async pull(controller) {
            const content = await loadContent(db, [{ section: "hero", key: "title_line1", type: "title", default: "" }]);
            controller.enqueue(new TextEncoder().encode(content["hero:title_line1"]));
            controller.close();
          },
          // Pulled only when read: no chunk is made ahead.
        },
        { highWaterMark: 0 },
      );
      return new Response(body);
    });
    expect(await (answer as Response).text()).toBe("Drafted title");
    // The live database is back in the context for the middleware before this one.
    expect(args.context.get(appContext).db).toBe(database.db);
  });

  it("costs a visitor's request nothing: no session cookie, no database read", async () => {
    const untouchable = new Proxy({} as Db, {
      get() {
        throw new Error("The database was read");
      },
    });
    const args = loaderArgs("http://site.test/", testContext(untouchable), {});
    const answer = await draftView(args as never, async () => new Response("page"));
    expect(await (answer as Response).text()).toBe("page");
  });

  it("leaves the draft's own reads outside the view: what a publish takes along is what the live site lacks", async () => {
    const text = `slot:case_${newCase.slug}/back`;
    await saveContent({ ...test.store, draft: true }, test.by, [
      { section: `case_${newCase.slug}`, key: "back", type: "text", value: "Back" },
    ]);
    try {
      const plan = await viaRoot(
        database.db,
        `http://site.test/api/drafts?place=${encodeURIComponent(text)}`,
        drafting,
        (args) => planPublish(args.context.get(appContext).db, [text]),
        {},
      );
      expect(plan.needed).toEqual([{ place: `case:${newCase.id}`, for: text }]);
    } finally {
      await discardDraft(test.store, text);
    }
  });
});
