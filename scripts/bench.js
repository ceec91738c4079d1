// npm run bench: what a visitor on a phone sees and what the server sustains, measured in one
// run against the production build (DESIGN.md, performance budgets). Prints a table and
// writes bench-results/<date>.json (and latest.json). Exits non-zero when a budget is missed.
// Beside the site a visitor gets (the page face, docs/decisions/029) it measures a baseline in
// the same run: by default the same build with VISITOR_FACE=app (React's app for visitors, as
// before issue 27); BENCH_BASELINE=<another checkout, built> measures that one instead. Their
// Lighthouse runs alternate page by page, and both are printed side by side (before and after,
// on the same machine at the same moment). BENCH_BASELINE=none measures the site alone.
import fs from "node:fs";
import { chromium } from "playwright-core";
import { chromiumPath } from "./chromium-path.js";
import { pageBytes } from "./bench/bytes.js";
import { LIGHTHOUSE_RUNS, lighthouseRun, medianRun } from "./bench/lighthouse.js";
import { refetchStorm, streamDelivery } from "./bench/live.js";
import { signIn, startSite } from "./bench/site.js";
import { cachedThroughput } from "./bench/throughput.js";
import { uploadTime } from "./bench/upload.js";

const PORT = Number(process.env.BENCH_PORT ?? 4300);
const PAGES = ["/", "/about", "/contact", "/cases", "/case/northwind-coffee-rebrand", "/branding", "/project/nexus-financial"];
const THROUGHPUT_PAGES = ["/", "/about", "/case/northwind-coffee-rebrand"];
// Issue 27's budgets for a visitor's page (docs/decisions/029): Lighthouse mobile 100 on every
// public page, at most 50 ms of total blocking time, at most 10 KB of script at load.
const BUDGET = {
  performance: 100,
  otherScores: 100,
  cls: 0.02,
  tbtMs: 50,
  ratio: 0.5,
  liveP99Ms: 100,
  stormMs: 1000,
  visitorJs: 10 * 1024,
  homeHtml: 100 * 1024,
};
const only = new Set((process.env.BENCH_ONLY ?? "lighthouse,bytes,throughput,live,upload").split(","));

const results = { date: new Date().toISOString(), lighthouse: {}, bytes: {}, throughput: {}, live: {}, upload: null };
const missed = [];
const site = await startSite({ port: PORT });
const baselineDir = process.env.BENCH_BASELINE;
const baselineName = baselineDir ? baselineDir : "the app face (VISITOR_FACE=app)";
const baseline =
  baselineDir === "none"
    ? null
    : await startSite(baselineDir ? { port: PORT + 50, dir: baselineDir } : { port: PORT + 50, env: { VISITOR_FACE: "app" } });
if (baseline) results.baseline = { name: baselineName, lighthouse: {}, bytes: {} };
try {
  if (only.has("bytes")) {
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox"] });
    for (const page of PAGES) {
      const bytes = (results.bytes[page] = await pageBytes(browser, site.base, page));
      if (bytes.jsGzip > BUDGET.visitorJs) missed.push(`${page}: visitor JavaScript ${kb(bytes.jsGzip)} > ${kb(BUDGET.visitorJs)}`);
      if (bytes.editingChunks.length) missed.push(`${page}: editing code reaches visitors`);
      if (baseline) results.baseline.bytes[page] = await pageBytes(browser, baseline.base, page);
    }
    if (results.bytes["/"].html > BUDGET.homeHtml) missed.push(`/: HTML ${kb(results.bytes["/"].html)} > ${kb(BUDGET.homeHtml)}`);
    await browser.close();
  }
  if (only.has("lighthouse")) {
    for (const page of PAGES) {
      const runs = { site: [], baseline: [] };
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        runs.site.push(await lighthouseRun(`${site.base}${page}`));
        if (baseline) runs.baseline.push(await lighthouseRun(`${baseline.base}${page}`));
      }
      if (baseline) results.baseline.lighthouse[page] = medianRun(runs.baseline);
      const score = (results.lighthouse[page] = medianRun(runs.site));
      if (score.performance < BUDGET.performance) missed.push(`${page}: performance ${score.performance}`);
      for (const key of ["accessibility", "bestPractices", "seo"]) {
        if (score[key] < BUDGET.otherScores) missed.push(`${page}: ${key} ${score[key]} (${score.failing.join(", ")})`);
      }
      if (score.cls >= BUDGET.cls) missed.push(`${page}: CLS ${score.cls.toFixed(3)}`);
      if (score.tbt > BUDGET.tbtMs) missed.push(`${page}: total blocking time ${Math.round(score.tbt)} ms`);
    }
  }
  if (only.has("throughput")) {
    for (const [index, page] of THROUGHPUT_PAGES.entries()) {
      const t = (results.throughput[page] = await cachedThroughput(site.base, page, PORT + 10 + index));
      if (t.ratio < BUDGET.ratio) missed.push(`${page}: cached throughput ${t.ratio} of a bare server`);
    }
  }
  const session = only.has("live") || only.has("upload") ? await signIn(site.base) : null;
  if (only.has("live")) {
    for (const count of [1000, 5000]) {
      const d = (results.live[`streams${count}`] = await streamDelivery(site.base, session, site.pid, count));
      if (count === 5000 && d.p99 >= BUDGET.liveP99Ms) missed.push(`live: p99 ${d.p99} ms for ${count} streams`);
    }
    const storm = (results.live.storm = await refetchStorm(site.base, session, 1000));
    if (storm.allDoneMs > BUDGET.stormMs) missed.push(`refetch storm settled in ${storm.allDoneMs} ms`);
    if (storm.renders !== 1) missed.push(`refetch storm cost ${storm.renders} renders`);
  }
  if (only.has("upload")) results.upload = await uploadTime(site.base, session);
} finally {
  await site.stop();
  await baseline?.stop();
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
const ms = (v) => (v == null ? "-" : `${Math.round(v)} ms`);
const rows = [];
if (Object.keys(results.lighthouse).length) {
  rows.push(
    "",
    "Lighthouse 13 mobile (median of 3)",
    "page                             perf  a11y  best   seo     FCP     LCP   TBT    CLS",
  );
  for (const [page, r] of Object.entries(results.lighthouse)) {
    rows.push(
      `${page.padEnd(32)} ${String(r.performance).padStart(4)} ${String(r.accessibility).padStart(5)} ${String(r.bestPractices).padStart(5)} ${String(r.seo).padStart(5)} ${ms(r.fcp).padStart(7)} ${ms(r.lcp).padStart(7)} ${ms(r.tbt).padStart(5)} ${r.cls.toFixed(3).padStart(6)}`,
    );
  }
}
if (Object.keys(results.bytes).length) {
  rows.push("", "Bytes a visitor downloads", "page                             JS gzip   files   HTML");
  for (const [page, b] of Object.entries(results.bytes)) {
    rows.push(`${page.padEnd(32)} ${kb(b.jsGzip).padStart(8)} ${String(b.jsFiles).padStart(6)} ${kb(b.html).padStart(9)}`);
  }
}
if (Object.keys(results.throughput).length) {
  rows.push(
    "",
    "Cached pages against a bare node:http server (the same answers, each of a page's variants; same client)",
    "page                              site req/s  p99   bare req/s  p99   ratio",
  );
  for (const [page, t] of Object.entries(results.throughput)) {
    rows.push(
      `${page.padEnd(32)} ${String(t.site.rps).padStart(10)} ${ms(t.site.p99).padStart(6)} ${String(t.bare.rps).padStart(10)} ${ms(t.bare.p99).padStart(6)} ${String(t.ratio).padStart(6)}`,
    );
  }
}
if (Object.keys(results.live).length) {
  rows.push("", "Live updates");
  for (const key of ["streams1000", "streams5000"]) {
    const d = results.live[key];
    if (d)
      rows.push(
        `${String(d.clients).padStart(5)} streams: ${d.received} received, p50 ${d.p50} ms, p99 ${d.p99} ms, ${kb(d.memoryPerStream)} of server memory each`,
      );
  }
  const s = results.live.storm;
  if (s)
    rows.push(
      `${s.pages} pages reloading after a change: all had it in ${s.allDoneMs} ms, ${s.renders} render(s) (${JSON.stringify(s.answers)})`,
    );
}
if (results.baseline) {
  rows.push(
    "",
    `Beside ${results.baseline.name} (the baseline), same run: performance (TBT, LCP), JS gzip`,
    "page                             baseline                    this                      JS baseline / this",
  );
  for (const page of PAGES) {
    const [b, t] = [results.baseline.lighthouse[page], results.lighthouse[page]];
    const [bb, tb] = [results.baseline.bytes[page], results.bytes[page]];
    const cell = (r) => (r ? `${r.performance} (${ms(r.tbt)}, ${ms(r.lcp)})` : "-").padEnd(26);
    rows.push(`${page.padEnd(32)} ${cell(b)}${cell(t)}${bb && tb ? `${kb(bb.jsGzip)} / ${kb(tb.jsGzip)}` : ""}`);
  }
}
if (results.upload) rows.push("", `Upload of a ${kb(results.upload.bytes)} JPEG to its stored variants: ${results.upload.ms} ms`);
rows.push("", missed.length ? `Budgets missed:\n  ${missed.join("\n  ")}` : "Every budget met.");
console.log(rows.join("\n"));

fs.mkdirSync("bench-results", { recursive: true });
const json = JSON.stringify({ ...results, missed }, null, 2);
fs.writeFileSync(`bench-results/${results.date.replace(/[:.]/g, "-")}.json`, json);
fs.writeFileSync("bench-results/latest.json", json);
process.exit(missed.length ? 1 : 0);
