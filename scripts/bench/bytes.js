// What a visitor on a phone downloads: scripts (gzip level 9, each file) and the page's HTML.
import zlib from "node:zlib";
import { devices } from "playwright-core";

/** Chunks holding editing code are named editing-*.js (vite.config.ts). */
const EDITING_CHUNK = /\/editing-/;

export async function pageBytes(browser, base, pagePath) {
  // A phone: a touch screen loads no custom cursor (a desktop visitor's +0.9 KB).
  const context = await browser.newContext({ ...devices["Pixel 7"] });
  const page = await context.newPage();
  const scripts = new Map();
  const pending = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      response.body().then(
        (body) => scripts.set(new URL(response.url()).pathname, zlib.gzipSync(body, { level: 9 }).length),
        () => {},
      ),
    );
  });
  // Not "networkidle": every page keeps its live-update stream open. Working: the visitor's
  // module has marked the page, and React has hydrated it where the page runs the app.
  await page.goto(`${base}${pagePath}`, { waitUntil: "load" });
  await page.waitForFunction(() => {
    const html = document.documentElement;
    return html.hasAttribute("data-behaviours") && (!("__reactRouterContext" in window) || html.hasAttribute("data-hydrated"));
  });
  await Promise.all(pending);
  await context.close();
  const html = Buffer.from(await (await fetch(`${base}${pagePath}`)).arrayBuffer());
  return {
    jsGzip: [...scripts.values()].reduce((a, b) => a + b, 0),
    jsFiles: scripts.size,
    editingChunks: [...scripts.keys()].filter((p) => EDITING_CHUNK.test(p)),
    html: html.length,
  };
}
