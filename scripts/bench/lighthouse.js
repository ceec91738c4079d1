// Lighthouse 13 mobile (default throttling) with the Chromium of scripts/chromium-path.js: the median of three runs.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumPath } from "../chromium-path.js";

const FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // Without it, the emulated phone's overlay scrollbars fade on the compositor while the page's
  // first frame is on its way; those frames go to a surface the browser no longer shows, viz
  // throttles the page to one frame a second (ThrottleUndrawnFrames), and the first paint is
  // shown one or two whole seconds late in about half the runs (docs/decisions/031).
  "--hide-scrollbars",
];

export const LIGHTHOUSE_RUNS = 3;

/** One Lighthouse run of `url`, in a Chromium of its own. */
export async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: FLAGS });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      bestPractices: Math.round(lhr.categories["best-practices"].score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
      fcp: audit("first-contentful-paint"),
      lcp: audit("largest-contentful-paint"),
      tbt: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
        .map((a) => a.id),
    };
  } finally {
    await chrome.kill();
  }
}

/** The run whose performance score is the median, as Lighthouse's own guidance does. */
export function medianRun(results) {
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  return { ...sorted[Math.floor(sorted.length / 2)], runs: results.map((r) => r.performance) };
}
