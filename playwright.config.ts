import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./scripts/chromium-path.js";
import { ADMIN_STATE, EMPTY_DATA_DIR, EMPTY_PORT, RECORDS_ADMIN, RECORDS_DATA_DIR, RECORDS_PORT } from "./e2e/records/site";

const PORT = Number(process.env.E2E_PORT ?? 4173);
const DATA_DIR = process.env.E2E_DATA_DIR ?? ".e2e-data";
const ADMIN_ARGS = `--email ${RECORDS_ADMIN.email} --name "${RECORDS_ADMIN.name}" --password ${RECORDS_ADMIN.password}`;
const SITES = [
  { port: PORT, dataDir: DATA_DIR, setUp: "" },
  { port: PORT + 1, dataDir: `${DATA_DIR}-admin`, setUp: "" },
  { port: RECORDS_PORT, dataDir: RECORDS_DATA_DIR, setUp: `node scripts/admin.js create ${ADMIN_ARGS} && ` },
  { port: EMPTY_PORT, dataDir: EMPTY_DATA_DIR, setUp: `export SEED_DEMO=0 && node scripts/admin.js create ${ADMIN_ARGS} && ` },
];

/**
 * End-to-end tests drive a real Chromium (scripts/chromium-path.js: CHROMIUM_PATH, Debian's,
 * or Playwright's own; nothing here downloads one) against the production build, served on
 * a fresh embedded database seeded with the demo content.
 */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  // A test that fails once is made sound, never retried into green.
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  // Generous: two workers, four sites and the HTML checker's Java share two cores.
  timeout: 60_000,
  // Waiting, not timing: a busy machine may take a while to hydrate the home page.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // No traces by default: recording one for every test (DOM snapshots at every step, kept
    // only on failure) costs the browser and the workers a share of a small machine, and CI
    // shows only the log. To look into a failure: npx playwright test --trace retain-on-failure.
    trace: "off",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, testIgnore: /records\// },
    // Administrators managing records sign in once (records/sign-in.setup.ts) and reuse it.
    { name: "records-sign-in", testMatch: /records\/sign-in\.setup\.ts/, use: { baseURL: `http://localhost:${RECORDS_PORT}` } },
    {
      name: "records",
      // Reduced motion: these tests are about records, not animations (the splash closes at once).
      use: { ...devices["Desktop Chrome"], baseURL: `http://localhost:${RECORDS_PORT}`, storageState: ADMIN_STATE, reducedMotion: "reduce" },
      testMatch: /records\/.*\.spec\.ts/,
      testIgnore: /records\/live\.spec\.ts/,
      dependencies: ["records-sign-in"],
    },
    // Live updates: every change reaches every open page, so these run last, one at a time,
    // when no other test is changing anything (their delays are timed on the page's clock).
    {
      name: "live",
      use: { ...devices["Desktop Chrome"], baseURL: `http://localhost:${RECORDS_PORT}`, storageState: ADMIN_STATE },
      testMatch: /records\/live\.spec\.ts/,
      dependencies: ["chromium", "records"],
    },
  ],
  // Four sites: visitors' tests share one; the sign-in and editing tests, which need a
  // database with no administrator yet, get their own (port + 1); the record managers'
  // tests get a third, with an administrator created from the shell (port + 2), and a
  // fourth with the same administrator and no demo content, for empty lists (port + 3).
  // They start side by side, from one command (one after the other, as separate entries,
  // took a minute); it is ready when each has said so.
  webServer: {
    command: SITES.map(({ port, dataDir, setUp }) =>
      `(rm -rf ${dataDir} && export DATA_DIR=${dataDir} && ${setUp}PORT=${port} HOST=127.0.0.1 node server.js) &`,
    ).join(" ") + " wait",
    wait: { stdout: new RegExp(SITES.map(({ port }) => `(?=[\\s\\S]*Site ready on http://localhost:${port}\\b)`).join("")) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
  },
});
