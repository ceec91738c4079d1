import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["app/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // The site's log lines would drown the report; tests that care spy on the logger.
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? "silent" },
    // One migrated embedded database for the run, copied by every data-access test.
    globalSetup: ["tests/pglite-template.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    // Each worker imports the app's modules once for all its files, not once per file:
    // half the run's time went to importing them again. A test file leaves the process as it
    // found it (a presence it published is ended, a spy restored).
    isolate: false,
    maxWorkers: 2,
  },
});
