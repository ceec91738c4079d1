import { expect, test, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./fixtures";

/**
 * Reveals as docs/product.md section 9 has them: content out of view when a page opens
 * fades in once, when 10% of it comes into view, cards in a row 0.1 s apart; what is in view
 * when the page opens shows at once. The page's inline script does it, so it holds with the
 * page's modules held back as well as with them; without script everything shows.
 */
test.use({ reducedMotion: "no-preference" });

/** How a reveal stands: its state (`data-reveal`), its opacity, and its animation with its delay ("reveal-in 0.1s"). */
function revealOf(element: Locator) {
  return element.evaluate((el) => {
    const reveal = el.closest<HTMLElement>(".reveal") ?? (el as HTMLElement);
    const style = getComputedStyle(reveal);
    return {
      state: reveal.dataset.reveal ?? null,
      opacity: Number(style.opacity),
      animation: style.animationName === "none" ? null : `${style.animationName} ${style.animationDelay}`,
    };
  });
}

/** Waits until every reveal animation under way on the page has ended. */
async function revealsEnded(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
}

const MODULES = {
  // The page's script files never answer while the test runs: only its HTML, CSS and inline script.
  "held back": async (page: Page, path: string) => {
    await page.route("**/*.js", () => {});
    await page.goto(path, { waitUntil: "domcontentloaded" });
  },
  arrived: async (page: Page, path: string) => {
    await page.goto(path);
    await waitForHydration(page);
  },
};

for (const [modules, open] of Object.entries(MODULES)) {
  test(`below the fold, content fades in once as 10% of it comes into view; the first screen shows at once (modules ${modules})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await open(page, "/about");
    // In view when the page opened (the story's start, at this size): shown as it is, never
    // faded out and in.
    const inView = () =>
      page
        .locator(".reveal")
        .evaluateAll((elements) =>
          elements
            .filter((el) => el.getBoundingClientRect().top < window.innerHeight)
            .map((el) => ({ state: (el as HTMLElement).dataset.reveal ?? null, opacity: getComputedStyle(el).opacity })),
        );
    await expect.poll(async () => (await inView()).length).toBeGreaterThan(0);
    await expect.poll(inView).toEqual((await inView()).map(() => ({ state: "shown", opacity: "1" })));
    await expect(page.getByRole("heading", { name: /story/i }).first()).toBeInViewport();
    // Out of view: waiting, hidden.
    const lastMember = page.getByTestId("team-card").last();
    await expect.poll(() => revealOf(lastMember)).toMatchObject({ state: "wait", opacity: 0 });

    // A sliver of it in view (less than 10%): still waiting.
    await lastMember.evaluate((el) => {
      const box = el.closest(".reveal")!.getBoundingClientRect();
      window.scrollBy(0, box.top - window.innerHeight + box.height * 0.04);
    });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect((await revealOf(lastMember)).state).toBe("wait");

    // Well in view: it comes in, and stays once the animation has ended.
    await lastMember.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await revealOf(lastMember)).state).toBe("in");
    await revealsEnded(page);
    expect((await revealOf(lastMember)).opacity).toBe(1);
    // Once: scrolled away and back, it does not fade again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await lastMember.scrollIntoViewIfNeeded();
    expect(await revealOf(lastMember)).toMatchObject({ state: "in", opacity: 1 });
  });

  test(`cards in a row come in one after another, 0.1 s apart (modules ${modules})`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 500 });
    await open(page, "/branding");
    const cards = page.getByTestId("service-card");
    await expect(cards).toHaveCount(4);
    await expect.poll(async () => (await revealOf(cards.first())).state).toBe("wait");
    await cards.first().scrollIntoViewIfNeeded();
    const animations = [];
    for (const card of await cards.all()) {
      await expect.poll(async () => (await revealOf(card)).state).toBe("in");
      animations.push((await revealOf(card)).animation);
    }
    expect(animations).toEqual(["reveal-in 0s", "reveal-in 0.1s", "reveal-in 0.2s", "reveal-in 0.3s"]);
    await revealsEnded(page);
    for (const card of await cards.all()) expect((await revealOf(card)).opacity).toBe(1);
  });
}

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false });

  test("everything shows, below the fold too", async ({ page }) => {
    await page.goto("/about");
    const reveals = page.locator(".reveal");
    expect(await reveals.count()).toBeGreaterThan(5);
    const states = await reveals.evaluateAll((elements) =>
      elements.map((el) => ({ state: (el as HTMLElement).dataset.reveal ?? null, opacity: getComputedStyle(el).opacity })),
    );
    expect(states.filter((s) => s.state !== null || s.opacity !== "1")).toEqual([]);
  });
});

test.describe("with less motion asked for", () => {
  test.use({ reducedMotion: "reduce" });

  test("nothing is hidden to be revealed", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await expect(page.locator(".reveal[data-reveal]")).toHaveCount(0);
    expect(
      await page
        .getByTestId("team-card")
        .last()
        .evaluate((el) => getComputedStyle(el.closest(".reveal")!).opacity),
    ).toBe("1");
  });
});
