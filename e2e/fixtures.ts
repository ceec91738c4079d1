import AxeBuilder from "@axe-core/playwright";
import { expect, type Browser, type BrowserContextOptions, type Locator, type Page, type Request } from "@playwright/test";

/** The visitor's module and its chunks (app/visitor): a page face's only scripts until an island wakes (docs/decisions/029). */
export const VISITOR_SCRIPT =
  /\/assets\/(visitor|page-face|intro-splash|hero-video|whatsapp-card|share|notify|contact|contact-form|cursor-follower)-[\w-]+\.js$/;

/**
 * A browser context of a test's own, with reduced motion unless `options` asks for motion: a
 * context made with `browser.newContext` takes none of the project's `use` options, and the
 * home page's looping splash, stars and video, composited without a GPU, keep a core busy for
 * as long as the page is open. Tests about motion say so (`reducedMotion: "no-preference"`).
 */
export function newContext(browser: Browser, options: BrowserContextOptions = {}) {
  return browser.newContext({ reducedMotion: "reduce", ...options });
}

/**
 * Closes the home page's intro splash when it shows: 'Enter Experience', then the 2 s warp.
 * Does nothing on pages without it.
 */
export async function dismissIntro(page: Page) {
  const enter = page.getByRole("button", { name: "Enter Experience" });
  if (!(await enter.isVisible().catch(() => false))) return;
  // Near its left edge: in edit mode a click on the label inside edits it.
  await enter.click({ position: { x: 12, y: 12 } });
  await expect(enter).toBeHidden();
}

/**
 * Opens a page and waits until it works: its behaviours are in place (the visitor's module,
 * `html[data-behaviours]`) and, on a page that runs the app, React has hydrated it
 * (`html[data-hydrated]`).
 */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Waits until the page open in `page` has hydrated (see gotoHydrated). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const html = document.documentElement;
    return html.hasAttribute("data-behaviours") && (!("__reactRouterContext" in window) || html.hasAttribute("data-hydrated"));
  });
}

/**
 * Whether `request` is the open page reading the data of `path` again: the app's `.data`
 * request, or the page face's fetch of the address itself (docs/decisions/029).
 */
export function readsPageData(request: Request, path: string) {
  const { pathname } = new URL(request.url());
  return pathname === `${path}.data` || (pathname === path && request.resourceType() === "fetch");
}

/** Makes the page tall enough to scroll, whatever the page holds. */
export async function makeTall(page: Page) {
  await page.evaluate(() => {
    const main = document.querySelector<HTMLElement>("main");
    if (main) main.style.minHeight = "300vh";
  });
}

/** Keeps the browser on this machine: external addresses (wa.me, mail, the publicity site) are answered locally. */
export async function blockExternalSites(page: Page) {
  await page.route(
    (url) => url.hostname !== "localhost" && url.hostname !== "127.0.0.1",
    (route) => route.fulfill({ status: 204, body: "" }),
  );
}

/** The alpha of a computed CSS colour ('rgb(...)', 'rgba(...)', 'oklch(... / a)', ...). */
export function colorAlpha(color: string): number {
  if (color === "transparent") return 0;
  const slash = color.match(/\/\s*([\d.]+)(%?)\s*\)$/);
  if (slash) return Number(slash[1]) / (slash[2] ? 100 : 1);
  const rgba = color.match(/^rgba\((?:[^,]+,){3}\s*([\d.]+)\s*\)$/);
  if (rgba) return Number(rgba[1]);
  return 1;
}

/**
 * Stops the page's clock (page.clock.install() before the page opened): from here on the
 * page's timers fire only when the test moves its clock on (page.clock.runFor), so a delay
 * the visitor feels is measured exactly, however busy the machine is.
 */
export async function pauseClock(page: Page) {
  // A moment just ahead of the page's own time (pauseAt moves forward only).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

/**
 * Waits until the page has drawn `count` more frames (its clock running): what a scroll or
 * an input set off has been handled, so that "nothing happened" means it.
 */
export async function nextFrames(page: Page, count = 3) {
  await page.evaluate(
    (left) =>
      new Promise<void>((resolve) => {
        const step = (n: number) => (n === 0 ? resolve() : requestAnimationFrame(() => step(n - 1)));
        step(left);
      }),
    count,
  );
}

type UploadFile = { name: string; mimeType: string; buffer: Buffer };

/**
 * Puts pictures somewhere through the picture dialog (components/editing/ui/picture-dialog.tsx):
 * `open` is the control that opens it; each file is chosen from the device, described by
 * `alts` (a text, "decorative", or nothing written), and the dialog's own button saves.
 * Returns the dialog, which closes once the save is through.
 */
export async function putPictures(page: Page, open: Locator, files: UploadFile[], alts: Array<string | null> = []) {
  await open.click();
  const dialog = page.getByRole("dialog").filter({ has: page.getByText("Upload a picture or choose one from the library") });
  await dialog.locator('input[type="file"]').setInputFiles(files);
  const chosen = dialog.getByTestId("chosen-picture");
  for (const [index, alt] of alts.entries()) {
    if (alt === "decorative") await chosen.nth(index).getByLabel("Decorative: it adds nothing a reader would miss").check();
    else if (alt !== null) await chosen.nth(index).getByRole("textbox").fill(alt);
  }
  await dialog.locator('button[type="submit"]').click();
  return dialog;
}

/**
 * Waits until the page's finite animations and transitions (reveals, a theme's change of
 * colours, a dialog's entry) have ended. Polled frame by frame: a transition a class change
 * starts exists only from the next style update, and many of them (a theme's change, with
 * motion) end frames later on a busy machine. With reduced motion nothing transitions.
 */
export async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.effect?.getComputedTiming().endTime === Infinity || animation.playState !== "running"),
  );
}

/**
 * What axe finds against WCAG 2.0, 2.1 and 2.2 (A and AA) in `include` once the page has
 * settled (`serious`: only serious and critical violations), each with where it is.
 */
export async function axeViolations(page: Page, include: string, { serious = false } = {}) {
  await nextFrames(page);
  await settled(page);
  const results = await new AxeBuilder({ page })
    .include(include)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return results.violations
    .filter((v) => !serious || v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary ?? ""}`).join(" | ")})`);
}

type Renderer = { rendererPackageName?: string; version?: string };

/**
 * Listens, from before the page opens, for React renderers as React DOM introduces itself to
 * the React DevTools hook (when there is one) and for the commits it reports: a stand-in hook
 * hears both. `reactSeen(page)` says what it heard.
 */
export async function listenForReact(page: Page) {
  await page.addInitScript(() => {
    const seen = { renderers: [] as unknown[], commits: 0 };
    (window as Window & { __seen?: typeof seen }).__seen = seen;
    (window as Window & { __REACT_DEVTOOLS_GLOBAL_HOOK__?: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject(renderer: unknown) {
        seen.renderers.push(renderer);
        return seen.renderers.length;
      },
      onCommitFiberRoot() {
        seen.commits++;
      },
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
}

export function reactSeen(page: Page) {
  return page.evaluate(() => {
    const { renderers, commits } = (window as Window & { __seen?: { renderers: Renderer[]; commits: number } }).__seen!;
    return { renderers: renderers.map(({ rendererPackageName, version }) => ({ rendererPackageName, version })), commits };
  });
}

/** Whether React hydration adopted the element: React keeps its fiber on it. */
export function adoptedByReact(element: Locator) {
  return element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber$")));
}
