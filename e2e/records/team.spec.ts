import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "../fixtures";
import { expectNotice, pngFile, restoreFromAdmin, undoLastDelete, unique, visitorPage } from "./kit";
import { expectShown, watchFor } from "./live";

/**
 * The team on the about page in edit mode (docs/product.md sections 2, 5 and 8): add, edit with a
 * portrait, reorder, hide, and remove after the site's own confirmation.
 */
test.describe.configure({ mode: "serial" });

/** The team manager of /about, once it has loaded. */
async function openTeam(page: Page) {
  await gotoHydrated(page, "/about");
  const t = team(page);
  await expect(t.cards.first()).toBeVisible();
  return t;
}

function team(page: Page) {
  const manager = page.getByTestId("team-manager");
  return {
    manager,
    cards: manager.getByTestId("team-card"),
    card: (name: string) => manager.getByTestId("team-card").filter({ has: page.getByRole("heading", { name, exact: true }) }),
    names: () => manager.getByTestId("team-card").getByRole("heading").allTextContents(),
    settled: () => expect(manager.getByRole("button", { name: /^Reorder / }).first()).toBeEnabled(),
  };
}

async function visitorNames(page: Page) {
  await gotoHydrated(page, "/about");
  return page.getByTestId("team-grid").getByRole("heading").allTextContents();
}

const JO = unique("Jo Test");
const JO_PORTRAIT = "Jo at the drawing board, smiling";

test("a member is added last, with a portrait, and appears on a visitor's open page", async ({ page, browser, baseURL }) => {
  const visitor = await visitorPage(browser, baseURL!);
  await gotoHydrated(visitor.page, "/about");
  await watchFor(visitor.page, JO);
  const t = await openTeam(page);
  const before = await t.names();
  await t.manager.getByRole("button", { name: "Add Team Member" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Team Member" });
  await dialog.getByRole("button", { name: "Add member" }).click();
  await expect(dialog.getByText("Enter the member's name")).toBeVisible();
  await dialog.getByLabel("Name").fill(JO);
  await dialog.getByLabel("Role").fill("Designer");
  await dialog.getByLabel("Bio").fill("Draws the things we make.");
  await dialog.locator('input[type="file"]').setInputFiles(await pngFile("jo.png", "#457b9d", 600, 750));
  await expect(dialog.getByAltText("Portrait preview")).toHaveAttribute("src", /^blob:/);
  // Described as it is added (docs/product.md section 5); until then the name stands.
  await expect(dialog.getByText("screen readers hear “Portrait of the member”")).toBeVisible();
  await dialog.getByLabel("Alt text of the portrait").fill(JO_PORTRAIT);
  await dialog.getByRole("button", { name: "Add member" }).click();
  await expectNotice(page, "Team member added");
  // The visitor's open page shows the new member without a reload (timed in live.spec.ts).
  await expectShown(visitor.page);
  await expect(dialog).toBeHidden();
  await expect.poll(t.names).toEqual([...before, JO]);
  await expect(t.card(JO).locator("img")).toHaveAttribute("src", /^\/uploads\/about-images\/team\//);
  expect(await visitorNames(visitor.page)).toEqual([...before, JO]);
  await expect(visitor.page.getByTestId("team-card").filter({ hasText: JO }).getByRole("img")).toHaveAttribute("alt", JO_PORTRAIT);
  await visitor.close();
});

test("a member's role and portrait are edited; their history brings the first version back, portrait included", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const t = await openTeam(page);
  const oldPortrait = (await t.card(JO).locator("img").getAttribute("src"))!;
  await t
    .card(JO)
    .getByRole("button", { name: `Edit ${JO}` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Edit Team Member" });
  await expect(dialog.getByLabel("Name")).toHaveValue(JO);
  await expect(dialog.getByLabel("Alt text of the portrait")).toHaveValue(JO_PORTRAIT);
  await dialog.getByLabel("Role").fill("Art Director");
  await dialog.locator('input[type="file"]').setInputFiles(await pngFile("jo-2.png", "#e76f51", 600, 750));
  // Words written for one picture never describe another: the new portrait starts undescribed.
  await expect(dialog.getByLabel("Alt text of the portrait")).toHaveValue("");
  await dialog.getByLabel(/^Decorative/).check();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expectNotice(page, "Team member updated successfully");
  await expect(t.card(JO)).toContainText("Art Director");
  await expect(t.card(JO).locator("img")).not.toHaveAttribute("src", oldPortrait);
  // The replaced portrait stays while a kept version shows it.
  expect((await request.get(oldPortrait)).status()).toBe(200);

  const visitor = await visitorPage(browser, baseURL!);
  await gotoHydrated(visitor.page, "/about");
  const card = visitor.page.getByTestId("team-card").filter({ hasText: JO });
  await expect(card).toContainText("Art Director");
  await expect(card.locator("img")).toHaveAttribute("alt", "");

  await t
    .card(JO)
    .getByRole("button", { name: `History of ${JO}` })
    .click();
  const history = page.getByRole("dialog", { name: `History: ${JO}` });
  const versions = history.getByTestId("history-version");
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText("Art Director");
  await expect(versions.first()).toContainText("Current");
  await expect(versions.last()).toContainText("Designer");
  await expect(versions.last()).toContainText(`Alt text: “${JO_PORTRAIT}”`);
  await expect(versions.first()).toContainText("Alt text: Decorative");
  await versions
    .last()
    .getByRole("button", { name: /^Restore/ })
    .click();
  await expectNotice(page, "Version restored");
  await expect(t.card(JO)).toContainText("Designer");
  await expect(t.card(JO).locator("img")).toHaveAttribute("src", oldPortrait);
  // The visitor's open page follows.
  await expect(card).toContainText("Designer");
  await expect(card.getByRole("img")).toHaveAttribute("src", oldPortrait);
  await expect(card.getByRole("img")).toHaveAttribute("alt", JO_PORTRAIT);
  await visitor.close();
});

test("members are reordered by keyboard, by dragging and by a tap; a visitor sees the new order", async ({ page, browser, baseURL }) => {
  const t = await openTeam(page);
  const start = await t.names();
  const last = start.length - 1;

  // Keyboard: the last member moves up one place.
  await t.manager.getByRole("button", { name: `Reorder ${JO}` }).focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Space");
  const afterKeys = [...start.slice(0, last - 1), JO, start[last - 1]];
  await expect.poll(t.names).toEqual(afterKeys);
  await expectNotice(page, "Team member updated successfully");
  await t.settled();

  // Drag: the first member onto the second place.
  const first = afterKeys[0];
  const grip = t.manager.getByRole("button", { name: `Reorder ${first}` });
  await grip.scrollIntoViewIfNeeded();
  const from = (await grip.boundingBox())!;
  const to = (await t.cards.nth(1).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Cards are tall: aim just inside the second card's top, which is on screen.
  await page.mouse.move(to.x + to.width / 2, to.y + 40, { steps: 10 });
  await page.mouse.up();
  const afterDrag = [afterKeys[1], first, ...afterKeys.slice(2)];
  await expect.poll(t.names).toEqual(afterDrag);
  await t.settled();

  // One tap, no drag (WCAG 2.2, 2.5.7): the first member moves one place later, and the
  // focus stays on the button that moved it.
  const stepper = t.manager.getByRole("button", { name: `Move ${afterDrag[0]} later` });
  await stepper.click();
  const afterTap = [afterDrag[1], afterDrag[0], ...afterDrag.slice(2)];
  await expect.poll(t.names).toEqual(afterTap);
  await expectNotice(page, "Team member updated successfully");
  await expect(t.manager.getByRole("button", { name: `Move ${afterDrag[0]} later` })).toBeFocused();
  // The first member has nothing before it to move past.
  await expect(t.manager.getByRole("button", { name: `Move ${afterTap[0]} earlier` })).toHaveCount(0);
  await t.settled();

  const visitor = await visitorPage(browser, baseURL!);
  await expect.poll(() => visitorNames(visitor.page)).toEqual(afterTap);
  await visitor.close();
});

test("a hidden member is kept for administrators only", async ({ page, browser, baseURL }) => {
  const t = await openTeam(page);
  await t
    .card(JO)
    .getByRole("button", { name: `Edit ${JO}` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Edit Team Member" });
  await dialog.getByRole("switch", { name: "Shown on the about page" }).click();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expectNotice(page, "Team member updated successfully");
  await expect(dialog).toBeHidden();
  await expect(t.card(JO).getByText("Hidden")).toBeVisible();

  const visitor = await visitorPage(browser, baseURL!);
  expect(await visitorNames(visitor.page)).not.toContain(JO);
  await visitor.close();

  await t
    .card(JO)
    .getByRole("button", { name: `Edit ${JO}` })
    .click();
  await dialog.getByRole("switch", { name: "Shown on the about page" }).click();
  await dialog.getByRole("button", { name: "Save" }).click();
  // Saved (the dialog closes; the first save's notice may still be showing) and shown again.
  await expect(dialog).toBeHidden();
  await expect(t.card(JO).getByText("Hidden")).toHaveCount(0);
  const again = await visitorPage(browser, baseURL!);
  expect(await visitorNames(again.page)).toContain(JO);
  await again.close();
});

test("removing a member asks first: Cancel keeps them, Remove takes them away, 'Undo' and /admin bring them back", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const t = await openTeam(page);
  const portrait = (await t.card(JO).locator("img").getAttribute("src"))!;
  await t
    .card(JO)
    .getByRole("button", { name: `Remove ${JO}` })
    .click();
  const confirm = page.getByRole("dialog", { name: "Remove team member" });
  await expect(confirm.getByText("Are you sure you want to remove this team member?")).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(t.card(JO)).toHaveCount(1);

  await t
    .card(JO)
    .getByRole("button", { name: `Remove ${JO}` })
    .click();
  await confirm.getByRole("button", { name: "Remove" }).click();
  await expectNotice(page, "Team member removed");
  await expect(t.card(JO)).toHaveCount(0);
  const visitor = await visitorPage(browser, baseURL!);
  expect(await visitorNames(visitor.page)).not.toContain(JO);
  await expect(visitor.page.getByRole("button", { name: /Add Team Member|Edit|Remove/ })).toHaveCount(0);
  // Kept for an undo: the portrait is still there.
  expect((await request.get(portrait)).status()).toBe(200);

  await undoLastDelete(page);
  await expect(t.card(JO).locator("img")).toHaveAttribute("src", portrait);
  await expect.poll(() => visitorNames(visitor.page)).toContain(JO);

  await t
    .card(JO)
    .getByRole("button", { name: `Remove ${JO}` })
    .click();
  await confirm.getByRole("button", { name: "Remove" }).click();
  await expectNotice(page, "Team member removed");
  await restoreFromAdmin(page, JO);
  await gotoHydrated(visitor.page, "/about");
  const back = visitor.page.getByTestId("team-grid").getByTestId("team-card").filter({ hasText: JO });
  await expect(back.getByRole("img")).toHaveAttribute("src", portrait);
  await visitor.close();
});
