// Which Chromium the end-to-end tests (playwright.config.ts) and `npm run bench` drive. One
// place, so that the tests and the bench never disagree, and a newcomer's machine (a Mac, a
// distribution without Debian's package) runs them too.
import fs from "node:fs";
import { chromium } from "playwright-core";

/** Debian's Chromium, as `apt-get install chromium` puts it (and .ci/run installs it). */
export const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/**
 * Debian's headless shell (`apt-get install chromium-headless-shell`; .ci/run installs it):
 * the same engine without the full browser around it, which is what Playwright itself runs
 * headless tests in. The end-to-end tests take it where it is installed: they ran in less
 * than half the time in it (docs/decisions/016). The bench keeps the full browser, as a
 * visitor's is.
 */
export const DEBIAN_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

const isExecutable = (file) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/** Where `npx playwright install chromium` puts Playwright's own Chromium (whether or not it did). */
const playwrightChromium = () => {
  try {
    return chromium.executablePath();
  } catch {
    return "";
  }
};

/**
 * The Chromium to launch: `CHROMIUM_PATH` when it is set; otherwise, for tests
 * (`headlessShell`), Debian's headless shell where it is installed; otherwise Debian's
 * Chromium where it is installed; otherwise Playwright's own Chromium where it was
 * installed. With none of them, an error that names the three ways to get one. The other
 * arguments are for the unit test.
 */
export function chromiumPath({
  headlessShell = false,
  env = process.env,
  executable = isExecutable,
  playwrightPath = playwrightChromium,
} = {}) {
  if (env.CHROMIUM_PATH) {
    if (executable(env.CHROMIUM_PATH)) return env.CHROMIUM_PATH;
    throw new Error(`CHROMIUM_PATH is ${env.CHROMIUM_PATH}, but no Chromium can be run there.`);
  }
  if (headlessShell && executable(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL;
  if (executable(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const own = playwrightPath();
  if (own && executable(own)) return own;
  throw new Error(
    [
      "No Chromium found for the end-to-end tests and the bench. Any one of these will do:",
      "  - set CHROMIUM_PATH to a Chromium or Chrome executable;",
      `  - install Debian's Chromium (apt-get install chromium), found at ${DEBIAN_CHROMIUM};`,
      "  - install Playwright's own Chromium: npx playwright install chromium.",
    ].join("\n"),
  );
}
