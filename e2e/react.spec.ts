import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { adoptedByReact, listenForReact, reactSeen, waitForHydration } from "./fixtures";

/**
 * React 19 renders every page on the server (docs/decisions/013), and in a visitor's browser
 * it runs the islands, each hydrated when the visitor reaches for it (docs/decisions/029): not
 * another runtime behind React's API. The administrators' app: records/app.spec.ts.
 */
const BUILD_DIR = process.env.BUILD_DIR ?? "build";

test("a visitor's case page has no React until the gallery is reached for, then react-dom 19 hydrates it, with no Preact", async ({
  page,
}) => {
  await listenForReact(page);
  const scripts: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") scripts.push(await response.text().catch(() => ""));
  });
  await page.goto("/case/northwind-coffee-rebrand");
  await waitForHydration(page);
  const island = page.locator("[data-island='gallery']");
  // The page's own elements are the server's alone.
  expect(await reactSeen(page)).toEqual({ renderers: [], commits: 0 });
  expect(await adoptedByReact(page.getByRole("banner"))).toBe(false);

  await page.getByRole("region", { name: "Image carousel" }).hover();
  await expect(island).toHaveAttribute("data-island-hydrated", "");
  const seen = await reactSeen(page);
  expect(seen.renderers).toEqual([{ rendererPackageName: "react-dom", version: expect.stringMatching(/^19\./) }]);
  expect(seen.commits).toBeGreaterThan(0);
  expect(await adoptedByReact(page.getByRole("region", { name: "Image carousel" }))).toBe(true);

  expect(scripts.some((text) => text.includes("rendererPackageName:`react-dom`"))).toBe(true);
  // Preact's virtual nodes, as its minified code builds them, and its name.
  expect(scripts.filter((text) => /__k:null,__:null|preact/i.test(text))).toEqual([]);
});

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
