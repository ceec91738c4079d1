import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./scripts/chromium-path.js";
import {
  ADMIN_STATE,
  EMPTY_DATA_DIR,
  EMPTY_PORT,
  LIVE_ADMIN_STATE,
  LIVE_DATA_DIR,
  LIVE_PORT,
  RECORDS_ADMIN,
  RECORDS_DATA_DIR,
  RECORDS_PORT,
} from "./e2e/records/site";
import { ADMIN_SITE_SETUP_CODE } from "./e2e/admin-site";

const PORT = Number(process.env.E2E_PORT ?? 4173);
// What the shared sites give visitors (docs/decisions/029): the page face, the product's default.
const VISITOR_FACE = process.env.VISITOR_FACE === "app" ? "app" : "page";
const DATA_DIR = process.env.E2E_DATA_DIR ?? ".e2e-data";
const ADMIN_ARGS = `--email ${RECORDS_ADMIN.email} --name "${RECORDS_ADMIN.name}" --password ${RECORDS_ADMIN.password}`;
const SITES = [
  { port: PORT, dataDir: DATA_DIR, setUp: "" },
  // A new site, claimed from the web with its setup code (docs/decisions/019).
  { port: PORT + 1, dataDir: `${DATA_DIR}-admin`, setUp: `export ADMIN_SETUP_CODE=${ADMIN_SITE_SETUP_CODE} && ` },
  // Pictures given by address may come from this machine here (a setting for tests only).
  {
    port: RECORDS_PORT,
    dataDir: RECORDS_DATA_DIR,
    setUp: `node scripts/admin.js create ${ADMIN_ARGS} && export PICTURES_BY_ADDRESS_ALLOW_LOOPBACK=1 && `,
  },
  { port: EMPTY_PORT, dataDir: EMPTY_DATA_DIR, setUp: `export SEED_DEMO=0 && node scripts/admin.js create ${ADMIN_ARGS} && ` },
  { port: LIVE_PORT, dataDir: LIVE_DATA_DIR, setUp: `node scripts/admin.js create ${ADMIN_ARGS} && ` },
];

/**
 * End-to-end tests drive a real Chromium (scripts/chromium-path.js: CHROMIUM_PATH, Debian's
 * headless shell or full browser, or Playwright's own; nothing here downloads one) against the production build, served on
 * a fresh embedded database seeded with the demo content.
 */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  // A test that fails once is made sound, never retried into green.
  retries: 0,
  forbidOnly: !!process.env.CI,
  // The records and live administrators sign in once, when the sites are up.
  globalSetup: "./e2e/global-setup.ts",
  reporter: [["list"]],
  // Generous: two workers, five sites and the HTML checker's Java share two cores.
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
      executablePath: chromiumPath({ headlessShell: true }),
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
  // No project depends on another: all run side by side, on two workers, from the start.
  // Longest groups first (Playwright hands out test groups in project order): the live
  // tests, one at a time, and the records files that run in order, then the rest.
  projects: [
    // Live updates: every change reaches every open page, so these have a site of their own
    // and run one at a time (their delays are timed on the page's clock).
    {
      name: "live",
      use: {
        ...devices["Desktop Chrome"],
        baseURL: `http://localhost:${LIVE_PORT}`,
        storageState: LIVE_ADMIN_STATE,
        reducedMotion: "reduce",
      },
      testMatch: /records\/live\.spec\.ts/,
    },
    {
      name: "records",
      // Reduced motion: these tests are about records, not animations (the splash closes at once).
      use: {
        ...devices["Desktop Chrome"],
        baseURL: `http://localhost:${RECORDS_PORT}`,
        storageState: ADMIN_STATE,
        reducedMotion: "reduce",
      },
      testMatch: /records\/.*\.spec\.ts/,
      testIgnore: /records\/live\.spec\.ts/,
      // Each test is a whole flow (sign in, add, edit, undo, a visitor's page): 20-50 s when
      // the machine is busy with the other worker's tests.
      timeout: 120_000,
    },
    // Instances of the production build started by the tests themselves (health, logs,
    // faults, shutdown, an attacker's probes), and the editing and drafts files, each with a
    // site of its own. Reduced motion, as for the contexts they make themselves (newContext in
    // e2e/fixtures.ts).
    {
      name: "production",
      use: { reducedMotion: "reduce" },
      testMatch: /(production|hostile|drafts|editing)\/.*\.spec\.ts/,
    },
    {
      name: "chromium",
      // Reduced motion unless a test is about motion (and says so): a looping hero video and a
      // twinkling starfield, drawn without a GPU, cost a core while the home page is open.
      use: { ...devices["Desktop Chrome"], reducedMotion: "reduce" },
      testIgnore: /records\/|production\/|hostile\/|drafts\/|editing\//,
    },
  ],
  // Five sites: visitors' tests share one; the sign-in and editing tests, which need a
  // database with no administrator yet, get their own (port + 1); the record managers'
  // tests get a third, with an administrator created from the shell (port + 2), a fourth
  // with the same administrator and no demo content, for empty lists (port + 3), and the
  // live-update tests a fifth like the third (port + 4).
  // They start side by side, from one command (one after the other, as separate entries,
  // took a minute); it is ready when each has said so.
  webServer: {
    command:
      SITES.map(
        ({ port, dataDir, setUp }) =>
          `(rm -rf ${dataDir} && export DATA_DIR=${dataDir} LOG_LEVEL=warn VISITOR_FACE=${VISITOR_FACE} && ${setUp}PORT=${port} HOST=127.0.0.1 node server.js) &`,
      ).join(" ") + " wait",
    wait: { stdout: new RegExp(SITES.map(({ port }) => `(?=[\\s\\S]*Site ready on http://localhost:${port}\\b)`).join("")) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
  },
});
