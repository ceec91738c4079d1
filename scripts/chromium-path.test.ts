import { describe, expect, it } from "vitest";
import { chromiumPath, DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL } from "./chromium-path.js";

const PLAYWRIGHT = "/home/newcomer/.cache/ms-playwright/chromium-1/chrome-linux64/chrome";

/** A machine where exactly `installed` can be run. */
function machine(installed: string[], env: Record<string, string> = {}, headlessShell = false) {
  return { headlessShell, env, executable: (file: string) => installed.includes(file), playwrightPath: () => PLAYWRIGHT };
}

describe("chromiumPath", () => {
  it("takes CHROMIUM_PATH first, even where the others are installed", () => {
    const mine = "/opt/chrome/chrome";
    expect(chromiumPath(machine([mine, DEBIAN_CHROMIUM, PLAYWRIGHT], { CHROMIUM_PATH: mine }))).toBe(mine);
  });

  it("refuses a CHROMIUM_PATH where nothing can be run, naming it", () => {
    expect(() => chromiumPath(machine([DEBIAN_CHROMIUM], { CHROMIUM_PATH: "/nowhere/chrome" }))).toThrow(
      /CHROMIUM_PATH is \/nowhere\/chrome/,
    );
  });

  it("takes Debian's Chromium next, before Playwright's own", () => {
    expect(chromiumPath(machine([DEBIAN_CHROMIUM, PLAYWRIGHT]))).toBe(DEBIAN_CHROMIUM);
  });

  it("for tests, takes Debian's headless shell before Debian's Chromium, and never for the bench", () => {
    const both = [DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM, PLAYWRIGHT];
    expect(chromiumPath(machine(both, {}, true))).toBe(DEBIAN_HEADLESS_SHELL);
    expect(chromiumPath(machine(both))).toBe(DEBIAN_CHROMIUM);
    expect(chromiumPath(machine([DEBIAN_CHROMIUM, PLAYWRIGHT], {}, true))).toBe(DEBIAN_CHROMIUM);
    expect(chromiumPath(machine(both, { CHROMIUM_PATH: DEBIAN_CHROMIUM }, true))).toBe(DEBIAN_CHROMIUM);
  });

  it("takes Playwright's own Chromium when it is the only one installed", () => {
    expect(chromiumPath(machine([PLAYWRIGHT]))).toBe(PLAYWRIGHT);
  });

  it("with none installed, says how to get one, all three ways", () => {
    const attempt = () => chromiumPath(machine([]));
    expect(attempt).toThrow(/CHROMIUM_PATH/);
    expect(attempt).toThrow(/apt-get install chromium/);
    expect(attempt).toThrow(/npx playwright install chromium/);
  });
});
