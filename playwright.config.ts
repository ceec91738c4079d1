import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4173);
const DATA_DIR = process.env.E2E_DATA_DIR ?? ".e2e-data";

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the
 * production build, served on a fresh embedded database seeded with the demo content.
 */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
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
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  // Two sites: visitors' tests share one; administrator tests, which change content and
  // need a database with no administrator yet, get their own (port + 1).
  webServer: [
    { port: PORT, dataDir: DATA_DIR },
    { port: PORT + 1, dataDir: `${DATA_DIR}-admin` },
  ].map(({ port, dataDir }) => ({
    command: `rm -rf ${dataDir} && DATA_DIR=${dataDir} PORT=${port} HOST=127.0.0.1 node server.js`,
    url: `http://localhost:${port}/robots.txt`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe" as const,
  })),
});
