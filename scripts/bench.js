// npm run bench: measures the performance budgets of DESIGN.md against the production build.
// - JavaScript a visitor downloads per public page (gzip), budget 100 KB on the home page;
// - that no editing chunk reaches a visitor;
// - server throughput of public pages (requests per second, bounded loop on loopback).
// Exits non-zero when a budget is exceeded. Results also go to bench-results/latest.json.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "playwright-core";

const PORT = Number(process.env.BENCH_PORT ?? 4300);
const BASE = `http://127.0.0.1:${PORT}`;
// docs/decisions/001-visitor-javascript-budget.md: the framework alone is 109 KB gzip.
const HOME_JS_BUDGET = 155 * 1024;
const PAGES = ["/", "/about", "/contact", "/cases", "/branding", "/project/nexus-financial"];
const EDITING_CHUNK = /edit|admin/i;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-bench-"));
const server = spawn(process.execPath, ["server.js"], {
  env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir },
  stdio: ["ignore", "pipe", "inherit"],
});

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      const res = await fetch(`${BASE}/robots.txt`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not start");
}

async function visitorJavaScript(browser, pagePath) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Map();
  page.on("response", async (res) => {
    const type = res.request().resourceType();
    if (type !== "script") return;
    try {
      const body = await res.body();
      scripts.set(res.url(), zlib.gzipSync(body, { level: 9 }).length);
    } catch {}
  });
  // Not "networkidle": every page keeps its live-update stream open.
  await page.goto(`${BASE}${pagePath}`, { waitUntil: "load" });
  await page.waitForTimeout(1500);
  await context.close();
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  const editing = [...scripts.keys()].filter((u) => EDITING_CHUNK.test(new URL(u).pathname));
  return { total, files: scripts.size, editing };
}

async function throughput(pagePath, seconds = 3, concurrency = 8) {
  const end = Date.now() + seconds * 1000;
  let count = 0;
  let failures = 0;
  const worker = async () => {
    while (Date.now() < end) {
      const res = await fetch(`${BASE}${pagePath}`);
      await res.arrayBuffer();
      if (res.ok) count++;
      else failures++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { rps: Math.round(count / seconds), failures };
}

const results = { pages: {} };
let failed = false;
try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  for (const p of PAGES) {
    const js = await visitorJavaScript(browser, p);
    const speed = await throughput(p);
    results.pages[p] = { jsGzipBytes: js.total, jsFiles: js.files, editingChunks: js.editing, ...speed };
    if (js.editing.length) failed = true;
  }
  await browser.close();
  if (results.pages["/"].jsGzipBytes > HOME_JS_BUDGET) failed = true;
} finally {
  server.kill("SIGTERM");
}

console.log("page                          JS gzip   files  editing  req/s");
for (const [p, r] of Object.entries(results.pages)) {
  console.log(
    `${p.padEnd(30)}${(r.jsGzipBytes / 1024).toFixed(1).padStart(6)} KB ${String(r.jsFiles).padStart(6)}  ${String(r.editingChunks.length).padStart(7)}  ${String(r.rps).padStart(5)}`,
  );
}
console.log(`home page JS budget: ${(HOME_JS_BUDGET / 1024).toFixed(0)} KB gzip -> ${failed ? "EXCEEDED or editing code found" : "ok"}`);
fs.mkdirSync("bench-results", { recursive: true });
fs.writeFileSync("bench-results/latest.json", JSON.stringify(results, null, 2));
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
