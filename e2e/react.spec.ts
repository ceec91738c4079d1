import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { waitForHydration } from "./fixtures";

/**
 * React 19 renders every page on the server and hydrates it in the browser (docs/decisions/013),
 * not another runtime behind React's API.
 */
const PAGES = ["/", "/about", "/case/northwind-coffee-rebrand"];
const BUILD_DIR = process.env.BUILD_DIR ?? "build";

type Renderer = { rendererPackageName?: string; version?: string };

for (const pagePath of PAGES) {
  test(`${pagePath} is hydrated by react-dom 19, and its scripts carry no Preact`, async ({ page }) => {
    // React DOM introduces itself to the React DevTools hook, when there is one, and reports
    // each commit to it: a stand-in hook hears both.
    await page.addInitScript(() => {
      const seen = { renderers: [] as unknown[], commits: 0 };
      (window as Window & { __seen?: typeof seen }).__seen = seen;
      (window as Window & { __REACT_DEVTOOLS_GLOBAL_HOOK__?: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject(renderer: unknown) {
          seen.renderers.push(renderer);
          return seen.renderers.length;
        },
        onCommitFiberRoot() {
          seen.commits++;
        },
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      };
    });
    const scripts: string[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script") scripts.push(await response.text().catch(() => ""));
    });
    await page.goto(pagePath);
    await waitForHydration(page);

    const seen = await page.evaluate(() => {
      const { renderers, commits } = (window as Window & { __seen?: { renderers: Renderer[]; commits: number } }).__seen!;
      return { renderers: renderers.map(({ rendererPackageName, version }) => ({ rendererPackageName, version })), commits };
    });
    expect(seen.renderers).toEqual([{ rendererPackageName: "react-dom", version: expect.stringMatching(/^19\./) }]);
    expect(seen.commits).toBeGreaterThan(0);
    // The page's own elements are React's: hydration adopted them.
    const adopted = await page.getByRole("banner").evaluate((header) => Object.keys(header).some((key) => key.startsWith("__reactFiber$")));
    expect(adopted).toBe(true);

    expect(scripts.some((text) => text.includes("rendererPackageName:`react-dom`"))).toBe(true);
    // Preact's virtual nodes, as its minified code builds them, and its name.
    expect(scripts.filter((text) => /__k:null,__:null|preact/i.test(text))).toEqual([]);
  });
}

test("the server renders with react-dom/server: its Suspense boundaries stand in place in the HTML", async ({ request }) => {
  const html = await (await request.get("/")).text();
  // The home page's sections below the first screen are Suspense boundaries, which only
  // React's server renderer writes as these markers; none is sent apart, to be moved in by a script.
  expect(html.match(/<!--\$-->/g)?.length ?? 0).toBeGreaterThanOrEqual(5);
  expect(html).not.toContain("<!--$?-->");
  const portfolio = html.indexOf('id="portfolio"');
  expect(html.lastIndexOf("<!--$-->", portfolio)).toBeGreaterThan(html.lastIndexOf("<!--/$-->", portfolio));

  // And the server build takes its renderer from react-dom/server, with nothing of Preact.
  const serverFiles = fs
    .readdirSync(path.join(BUILD_DIR, "server"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".js"));
  const server = serverFiles.map((file) => fs.readFileSync(path.join(BUILD_DIR, "server", file), "utf8")).join("\n");
  expect(server).toMatch(/from "react-dom\/server"/);
  expect(server).not.toMatch(/preact/i);
});
