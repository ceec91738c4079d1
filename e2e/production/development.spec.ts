import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

/**
 * `npm run dev` (README): the development server renders pages through Vite's module runner.
 * It once failed on every page (the log's pretty printer not found there, and two copies of
 * React Router) while every production test passed.
 */
const PORT = 4260;

test("npm run dev serves the site's pages", async () => {
  test.setTimeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-dev-"));
  const child = spawn("npm", ["run", "dev"], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), HOST: "127.0.0.1", SEED_DEMO: "0" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk: Buffer) => (output += chunk.toString()));
  try {
    await expect.poll(() => output, { timeout: 90_000 }).toContain("Site ready on");
    const page = await fetch(`http://127.0.0.1:${PORT}/about`);
    expect(page.status, output).toBe(200);
    expect(await page.text()).toContain("<title>About Us");
  } finally {
    // npm and the server it started: the whole group.
    if (child.pid) process.kill(-child.pid, "SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
