import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "~/db/client.server";
import { previewLinks } from "~/db/schema";
import { createPreviewLink, revokePreviewLink } from "~/models/preview-links.server";
import { saveContent } from "~/models/site-content.server";
import type { Store } from "~/models/store.server";
import { appContext } from "~/context.server";
import { testDatabases } from "../../tests/databases";
import { openTestStore, type TestStore } from "../../tests/model-store";
import { loaderArgs, testContext } from "../../tests/route-args";
import { draftView } from "./draft-view.server";
import { loader as rootLoader } from "../root";
import { loader as homeLoader } from "./home";

type Answer = {
  response: Response | null;
  thrown: Response | null;
  root: Awaited<ReturnType<typeof rootLoader>> | null;
  title: string | null;
};

/**
 * A request through the root's middleware as React Router makes it: the root and home
 * loaders run inside; what they read, and the answer (or the redirect thrown).
 */
async function ask(db: Db, url: string, { cookie, method = "GET" }: { cookie?: string; method?: string } = {}): Promise<Answer> {
  const args = loaderArgs(url, testContext(db), {});
  args.request = new Request(url, { method, headers: cookie ? { cookie } : {} });
  const seen: Answer = { response: null, thrown: null, root: null, title: null };
  try {
    seen.response = (await draftView(args as never, async () => {
      seen.root = await rootLoader(args as never);
      seen.title = (await homeLoader(args as never)).content["hero:title_line1"] ?? null;
      return new Response("page");
    })) as Response;
  } catch (error) {
    if (!(error instanceof Response)) throw error;
    seen.thrown = error;
  }
  expect(args.context.get(appContext).db).toBe(db);
  return seen;
}

/** The `name=value` part of a Set-Cookie, as a browser sends it back. */
const cookieOf = (response: Response | null) => response?.headers.get("set-cookie")?.split(";")[0] ?? "";

describe.each(testDatabases())("a page seen through a preview link (%s)", (_kind, open) => {
  let database: Database;
  let test: TestStore;
  let token: string;
  let linkId: string;
  const viewsOf = async (id: string) => (await database.db.select().from(previewLinks).where(eq(previewLinks.id, id)))[0].views;

  beforeAll(async () => {
    database = await open();
    test = await openTestStore(database);
    await saveContent(test.store, test.by, [{ section: "hero", key: "title_line1", type: "title", value: "Live title" }]);
    const draft: Store = { ...test.store, draft: true };
    await saveContent(draft, test.by, [{ section: "hero", key: "title_line1", type: "title", value: "Drafted title" }]);
    ({
      token,
      link: { id: linkId },
    } = await createPreviewLink(database.db, test.by, new Date(Date.now() + 60 * 60_000)));
  });
  afterAll(async () => {
    test?.close();
    await database?.close();
  });

  it("shows the draft for the link's address, sets its cookie, and the cookie keeps it; a page load is one view", async () => {
    const first = await ask(database.db, `http://site.test/?preview=${token}`);
    expect(first.title).toBe("Drafted title");
    expect(first.root).toMatchObject({ showsDraft: true, preview: { endsAt: expect.any(String) }, admin: null });
    const setCookie = first.response?.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^preview=[^;]+; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    expect(await viewsOf(linkId)).toBe(1);

    const browsing = await ask(database.db, "http://site.test/about", { cookie: `theme=dark; ${cookieOf(first.response)}` });
    expect(browsing.title).toBe("Drafted title");
    expect(browsing.response?.headers.get("set-cookie")).toBeNull();
    // A data request (a navigation inside the site) is no page load.
    await ask(database.db, "http://site.test/about.data", { cookie: cookieOf(first.response) });
    expect(await viewsOf(linkId)).toBe(2);
  });

  it("shows a visitor without the link the live site; a write through a link is no preview", async () => {
    const visitor = await ask(database.db, "http://site.test/");
    expect(visitor.title).toBe("Live title");
    expect(visitor.root).toMatchObject({ showsDraft: false, preview: null });
    const write = await ask(database.db, `http://site.test/?preview=${token}`, { method: "POST" });
    expect(write.title).toBe("Live title");
    expect(write.root).toMatchObject({ showsDraft: false, preview: null });
  });

  it("sends a guessed, revoked or expired link to the not-found page and clears its cookie", async () => {
    const expired = await createPreviewLink(database.db, test.by, new Date(Date.now() + 1), new Date(Date.now() - 60_000));
    const revoked = await createPreviewLink(database.db, test.by, new Date(Date.now() + 60 * 60_000));
    await revokePreviewLink(database.db, revoked.link.id);
    await new Promise((resolve) => setTimeout(resolve, 5));
    for (const [url, cookie] of [
      [`http://site.test/about?preview=${"A".repeat(22)}`, undefined],
      ["http://site.test/about?preview=", undefined],
      [`http://site.test/?preview=${revoked.token}`, undefined],
      ["http://site.test/cases", `preview=${encodeURIComponent(btoa(JSON.stringify(expired.token)))}`],
    ] as const) {
      const answer = await ask(database.db, url, { cookie });
      expect(answer.root, url).toBeNull();
      expect(answer.thrown?.status, url).toBe(302);
      expect(answer.thrown?.headers.get("location")).toBe("/preview");
      expect(answer.thrown?.headers.get("set-cookie")).toMatch(/^preview=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/);
    }
  });

  it("marks the cookie Secure over HTTPS, ending with the link", async () => {
    const answer = await ask(database.db, `https://site.test/?preview=${token}`);
    const setCookie = answer.response?.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/; Secure(;|$)/);
    const [link] = await database.db.select().from(previewLinks).where(eq(previewLinks.id, linkId));
    expect(setCookie).toContain(`Expires=${link.expiresAt.toUTCString()}`);
  });

  it("'Leave preview' clears the cookie and goes to the live page itself", async () => {
    const answer = await ask(database.db, "http://site.test/cases?preview=leave");
    expect(answer.thrown?.status).toBe(302);
    expect(answer.thrown?.headers.get("location")).toBe("/cases");
    expect(answer.thrown?.headers.get("set-cookie")).toMatch(/^preview=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/);
  });
});
