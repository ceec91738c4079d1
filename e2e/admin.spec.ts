import { expect, test, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import { SETUP_CODE_MESSAGES } from "../app/auth/messages";
import { base32Decode, hotp, totpStep } from "../app/auth/totp.server";
import { ADMIN_SITE_SETUP_CODE } from "./admin-site";
import { axeViolations, dismissIntro, gotoHydrated, newContext, putPictures } from "./fixtures";

/**
 * Administrators, on their own site (a fresh database with no administrator yet, see
 * playwright.config.ts): first administrator, sign-in, edit mode, in-place editing of
 * texts, service cards and images, and sign-out. The steps build on each other.
 */
const ADMIN_SITE = `http://localhost:${Number(process.env.E2E_PORT ?? 4173) + 1}`;
test.use({ baseURL: ADMIN_SITE });
test.describe.configure({ mode: "serial", retries: 0 });

const OWNER = { name: "Olivia Owner", email: "olivia@arkadomus.test", password: "correct-horse" };
/** The owner's browser state once signed in (cookie, mirror), kept by the sign-in test for the tests after it. */
const OWNER_STATE = `${process.env.E2E_DATA_DIR ?? ".e2e-data"}-admin/owner-state.json`;

async function signIn(page: Page) {
  await gotoHydrated(page, "/login");
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(`${ADMIN_SITE}/`);
  await expect(page.getByRole("region", { name: "Administrator tools" })).toBeVisible();
}

async function turnEditModeOn(page: Page) {
  const toggle = page.getByRole("button", { name: /Edit mode (on|off)/ });
  if ((await toggle.getAttribute("aria-pressed")) !== "true") await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
}

/** A visitor: a new browser context with no cookies and nothing stored (not the owner's state). */
async function visitorPage(browser: Browser) {
  const context = await newContext(browser, { baseURL: ADMIN_SITE, storageState: { cookies: [], origins: [] } });
  return { page: await context.newPage(), close: () => context.close() };
}

function createAdminDialog(page: Page) {
  return page.getByRole("dialog", { name: "Create New Administrator" });
}

test("the first administrator is created through the dialog on a fresh site, with its setup code", async ({ page }) => {
  await gotoHydrated(page, "/login");
  await page.getByRole("button", { name: "Create New Administrator" }).click();
  const dialog = createAdminDialog(page);
  await dialog.getByLabel("Name").fill(OWNER.name);
  await dialog.getByLabel("Email").fill(OWNER.email);
  await dialog.getByLabel("Password").fill("short-one");
  await dialog.getByLabel("Setup code").fill(ADMIN_SITE_SETUP_CODE);
  await dialog.getByRole("button", { name: "Create Administrator" }).click();
  await expect(dialog.getByText("Password must be at least 12 characters")).toBeVisible();
  await dialog.getByLabel("Password").fill("Qwerty123456");
  await dialog.getByRole("button", { name: "Create Administrator" }).click();
  await expect(dialog.getByText("This password is too common. Choose another.")).toBeVisible();

  await dialog.getByLabel("Password").fill(OWNER.password);
  await dialog.getByLabel("Setup code").fill("not-the-setup-code");
  await dialog.getByRole("button", { name: "Create Administrator" }).click();
  await expect(dialog.getByText(SETUP_CODE_MESSAGES.wrong)).toBeVisible();

  await dialog.getByLabel("Setup code").fill(ADMIN_SITE_SETUP_CODE);
  await dialog.getByRole("button", { name: "Create Administrator" }).click();
  const notifications = page.getByRole("region", { name: "Notifications" });
  await expect(notifications.getByText("Admin created successfully!")).toBeVisible();
  await expect(notifications.getByText(`User ${OWNER.name} has been created and can now log in.`)).toBeVisible();
  await expect(dialog).toBeHidden();
});

test("once one exists, a visitor cannot create another administrator, even with the setup code", async ({ page }) => {
  await gotoHydrated(page, "/login");
  await page.getByRole("button", { name: "Create New Administrator" }).click();
  const dialog = createAdminDialog(page);
  // The code is spent: the dialog no longer asks for it.
  await expect(dialog.getByLabel("Setup code")).toHaveCount(0);
  await dialog.getByLabel("Name").fill("Mallory");
  await dialog.getByLabel("Email").fill("mallory@evil.test");
  await dialog.getByLabel("Password").fill("mallory-password");
  await dialog.getByRole("button", { name: "Create Administrator" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Error creating administrator. Please try again.");

  // And nobody by that name can sign in.
  await page.keyboard.press("Escape");
  await page.getByLabel("Email").fill("mallory@evil.test");
  await page.getByLabel("Password").fill("mallory-password");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid credentials. Check your email and password.");
});

test("sign-in failures: wrong password, then throttling after repeated failures", async ({ page }) => {
  await gotoHydrated(page, "/login");
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid credentials. Check your email and password.");
  await expect(page).toHaveURL(/\/login$/);

  // Five failures for one address: the sixth try is refused even before the password is checked.
  for (let i = 0; i < 5; i++) {
    await page.getByLabel("Email").fill("guess@arkadomus.test");
    await page.getByLabel("Password").fill(`guess-${i}`);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid credentials. Check your email and password.");
  }
  await page.getByLabel("Password").fill("guess-6");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Login error. Please try again.");
});

test("a forged admin_session in localStorage grants nothing", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await page.evaluate(() => {
    localStorage.setItem(
      "admin_session",
      JSON.stringify({ admin_id: "x", admin_name: "Eve", admin_email: "olivia@arkadomus.test", loginTime: new Date().toISOString() }),
    );
    localStorage.setItem("admin_edit_mode", "true");
  });
  await gotoHydrated(page, "/about");
  await expect(page.getByRole("region", { name: "Administrator tools" })).toHaveCount(0);
  await expect(page.locator("[data-editable]")).toHaveCount(0);
  // The mirror is cleared, since the server knows of no session.
  expect(await page.evaluate(() => localStorage.getItem("admin_session"))).toBeNull();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/);
});

test("signing in goes home and mirrors the session in localStorage", async ({ page }) => {
  await signIn(page);
  await page.context().storageState({ path: OWNER_STATE });
  const mirror = await page.evaluate(() => JSON.parse(localStorage.getItem("admin_session") ?? "null"));
  expect(mirror).toMatchObject({ admin_name: OWNER.name, admin_email: OWNER.email });
  expect(typeof mirror.admin_id).toBe("string");
  expect(Number.isNaN(Date.parse(mirror.loginTime))).toBe(false);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: `Hello, ${OWNER.name}` })).toBeVisible();
  await expect(page.getByRole("cell", { name: OWNER.email })).toBeVisible();
});

test.describe("signed in", () => {
  // The session the sign-in test made: what is tested here is what comes after signing in.
  test.use({ storageState: OWNER_STATE });

  test("edit mode: off until turned on, remembered, and synced to another tab", async ({ page, context }) => {
    await gotoHydrated(page, "/about");
    await expect(page.locator("[data-editable]")).toHaveCount(0);
    const other = await context.newPage();
    await gotoHydrated(other, "/about");

    await turnEditModeOn(page);
    await expect(page.locator("[data-editable]").first()).toBeVisible();
    // The other tab follows without a reload.
    await expect(other.getByRole("button", { name: "Edit mode on" })).toHaveAttribute("aria-pressed", "true");
    await expect(other.locator("[data-editable]").first()).toBeVisible();

    await page.reload();
    await expect(page.getByRole("button", { name: "Edit mode on" })).toHaveAttribute("aria-pressed", "true");
    await other.getByRole("button", { name: "Edit mode on" }).click();
    await expect(page.getByRole("button", { name: "Edit mode off" })).toBeVisible();
    await expect(page.locator("[data-editable]")).toHaveCount(0);
  });

  test("a title and a description are edited in place, saved and cancelled; a visitor sees the result", async ({ page, browser }) => {
    await gotoHydrated(page, "/about");
    await turnEditModeOn(page);
    const notifications = page.getByRole("region", { name: "Notifications" });

    const title = page.locator('[data-slot-section="about"][data-slot-key="story_title"]');
    await title.click();
    const titleField = page.getByRole("textbox", { name: "Edit about story title" });
    await titleField.fill("Our Story, Retold");
    await titleField.press("Enter");
    await expect(notifications.getByText("Content updated successfully!")).toBeVisible();
    await expect(title).toContainText("Our Story, Retold");

    // Escape gives back the last saved text.
    await title.click();
    await page.getByRole("textbox", { name: "Edit about story title" }).fill("Thrown away");
    await page.getByRole("textbox", { name: "Edit about story title" }).press("Escape");
    await expect(title).toContainText("Our Story, Retold");
    await expect(title).not.toContainText("Thrown away");

    // A description: Enter makes a new line, Ctrl+Enter saves.
    const paragraph = page.locator('[data-slot-section="about"][data-slot-key="story_paragraph1"]');
    await paragraph.click();
    const area = page.getByRole("textbox", { name: "Edit about story paragraph 1" });
    await area.fill("We began in a garage.");
    await area.press("Enter");
    await area.pressSequentially("Now we are a studio.");
    await expect(area).toBeVisible();
    await area.press("Control+Enter");
    await expect(area).toBeHidden();
    await expect(paragraph).toContainText("We began in a garage.");

    const visitor = await visitorPage(browser);
    await visitor.page.goto("/about");
    await expect(visitor.page.getByRole("heading", { name: "Our Story, Retold" })).toBeVisible();
    await expect(visitor.page.getByText("We began in a garage.")).toHaveText("We began in a garage.\nNow we are a studio.");
    await visitor.close();
  });

  test("a service card's features are edited as one pipe-separated text", async ({ page, browser }) => {
    await gotoHydrated(page, "/");
    await dismissIntro(page);
    await turnEditModeOn(page);
    const card = page.locator("#services [data-service-card]").first();
    await page.getByRole("button", { name: "Edit card Branding & Design" }).click();
    const form = page.getByRole("form", { name: "Edit service card Branding & Design" });
    await form.getByLabel("Features (separate with |)").fill("Naming|Logo systems|Brand books");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("region", { name: "Notifications" }).getByText("Content saved")).toBeVisible();
    await expect(card.getByRole("list", { name: "Features" }).getByRole("listitem")).toHaveText(["Naming", "Logo systems", "Brand books"]);

    // Escape leaves the form without saving.
    await page.getByRole("button", { name: "Edit card Branding & Design" }).click();
    await form.getByLabel("Title").fill("Not saved");
    await form.getByLabel("Title").press("Escape");
    await expect(card.locator("h3")).toHaveText("Branding & Design");

    const visitor = await visitorPage(browser);
    await visitor.page.goto("/");
    await dismissIntro(visitor.page);
    await expect(
      visitor.page.locator("#services [data-service-card]").first().getByRole("list", { name: "Features" }).getByRole("listitem"),
    ).toHaveText(["Naming", "Logo systems", "Brand books"]);
    await visitor.close();
  });

  test("an image is uploaded, replaced, removed and its first version restored; bad files are refused with the messages of docs/product.md section 5", async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, "/about");
    await turnEditModeOn(page);
    const notifications = page.getByRole("region", { name: "Notifications" });
    const frame = page.locator('[data-image-slot="about:office_image"]');
    const image = frame.locator("img");
    const replace = frame.getByRole("button", { name: "Replace image for office image" });
    await expect(image).toHaveAttribute("src", "/about-images/office-1600.webp");

    const png = (color: string) =>
      sharp({ create: { width: 1200, height: 750, channels: 3, background: color } })
        .png()
        .toBuffer();

    const dialog = await putPictures(page, replace, [{ name: "studio.png", mimeType: "image/png", buffer: await png("#ff3366") }]);
    await expect(notifications.getByText("Image uploaded successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(image).toHaveAttribute("src", /^\/uploads\/about-images\/[0-9a-f]+-\d+\.webp\?v=\d+$/);
    const first = (await image.getAttribute("src"))!;
    expect((await request.get(first)).status()).toBe(200);

    await putPictures(page, replace, [{ name: "studio-2.jpg", mimeType: "image/jpeg", buffer: await png("#33ccff") }]);
    await expect(image).not.toHaveAttribute("src", first);
    const second = (await image.getAttribute("src"))!;
    expect(second).toMatch(/^\/uploads\/about-images\//);
    // The replaced picture stays: its version can be restored from the image's history.
    expect((await request.get(first)).status()).toBe(200);

    // The browser refuses a file over 5 MB at once; the server decodes and refuses one that only says it is a PNG.
    await replace.click();
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expect(notifications.getByText("Image size must be less than 5MB")).toBeVisible();
    await expect(dialog.locator('button[type="submit"]')).toBeDisabled();
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("just some text") });
    await dialog.locator('button[type="submit"]').click();
    await expect(notifications.getByText("Please select an image file")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(image).toHaveAttribute("src", second);

    await frame.getByRole("button", { name: "Remove image" }).click();
    await expect(notifications.getByText("Image removed")).toBeVisible();
    await expect(image).toHaveAttribute("src", "/about-images/office-1600.webp");

    // The image's history: three versions, the first upload brought back.
    await frame.getByRole("button", { name: "History of office image" }).click();
    const history = page.getByRole("dialog", { name: "History: office image" });
    await expect(history.getByTestId("history-version")).toHaveCount(3);
    await expect(history.getByTestId("history-version").first()).toContainText("The default image");
    await history
      .getByTestId("history-version")
      .last()
      .getByRole("button", { name: /^Restore/ })
      .click();
    await expect(notifications.getByText("Version restored")).toBeVisible();
    await expect(image).toHaveAttribute("src", first);
    expect((await request.get(first)).status()).toBe(200);
  });

  test.describe("with motion", () => {
    // The hero's video shows only to visitors who welcome motion.
    test.use({ reducedMotion: "no-preference" });
    test("the hero's uploaded image replaces the video, and removing it brings the video back", async ({ page }) => {
      await gotoHydrated(page, "/");
      await dismissIntro(page);
      await turnEditModeOn(page);
      const hero = page.locator("#home");
      await expect(hero.locator("video")).toHaveCount(1);
      const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#222244" } })
        .png()
        .toBuffer();
      await putPictures(page, hero.getByRole("button", { name: "Upload image for background image" }), [
        { name: "hero.png", mimeType: "image/png", buffer: png },
      ]);
      await expect(page.getByRole("region", { name: "Notifications" }).getByText("Image uploaded successfully")).toBeVisible();
      await expect(hero.locator("video")).toHaveCount(0);
      await hero.getByRole("button", { name: "Remove image" }).click();
      await expect(hero.locator("video")).toHaveCount(1);
    });
  });

  test("on a phone every control of the bar is named; /admin passes axe in both themes, its red buttons included", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/contact");
    const bar = page.getByRole("region", { name: "Administrator tools" });
    await expect(bar.getByRole("button", { name: "Sign out" })).toBeVisible();
    await expect(bar.getByRole("link", { name: "Admin" })).toBeVisible();

    await page.setViewportSize({ width: 1366, height: 900 });
    await gotoHydrated(page, "/admin");
    await expect(page.getByRole("button", { name: "Delete" }).first()).toBeVisible();
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await expect(page.locator("html")).toHaveClass(colorScheme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      expect(await axeViolations(page, "main", { serious: true }), `${colorScheme} theme`).toEqual([]);
    }
  });

  test("a visitor downloads no editing code; an administrator in edit mode does", async ({ page, browser }) => {
    // Every chunk holding editing code is named "editing-..." (vite.config.ts); the dialog is the login page's.
    const EDITING = /\/editing-|new-admin-dialog/;
    const visitor = await visitorPage(browser);
    const visitorScripts: string[] = [];
    visitor.page.on("request", (r) => r.resourceType() === "script" && visitorScripts.push(r.url()));
    await gotoHydrated(visitor.page, "/");
    await gotoHydrated(visitor.page, "/about");
    expect(visitorScripts.length).toBeGreaterThan(0);
    expect(visitorScripts.filter((url) => EDITING.test(url))).toEqual([]);
    await visitor.close();

    const adminScripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && adminScripts.push(r.url()));
    await gotoHydrated(page, "/about");
    await turnEditModeOn(page);
    await expect(page.locator("[data-editable]").first()).toBeVisible();
    expect(adminScripts.filter((url) => EDITING.test(url)).length).toBeGreaterThan(0);
  });
});

test("signing out ends the session on the server and clears the browser's mirror", async ({ page }) => {
  await signIn(page);
  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name === "sid");
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe("Lax");

  await dismissIntro(page);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(`${ADMIN_SITE}/`);
  await expect(page.getByRole("region", { name: "Administrator tools" })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("admin_session"))).toBeNull();

  // The old cookie no longer works, even if someone kept a copy of it.
  await page.context().addCookies([session!]);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login/);
});

test.describe("the administrator's own account", () => {
  /** The owner's password from here on (changed by the first test below). */
  let password = OWNER.password;
  /** The owner's recovery codes, once two-step sign-in is on. */
  let recoveryCodes: string[] = [];

  /** Signs the owner in through the form; with two-step sign-in on, `code` gives the second step's code. */
  async function signInAs(page: Page, email: string, secret: string, code?: () => string) {
    await gotoHydrated(page, "/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(secret);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    if (code) {
      await expect(page.getByRole("heading", { name: "Two-step sign-in" })).toBeVisible();
      await page.getByLabel("Code").fill(code());
      await page.getByRole("button", { name: "Verify" }).click();
    }
    await expect(page).toHaveURL(`${ADMIN_SITE}/`);
  }

  /** A browser of its own (cookies and all), as another device would be. */
  async function anotherBrowser(browser: Browser) {
    const context = await newContext(browser, { baseURL: ADMIN_SITE, storageState: { cookies: [], origins: [] } });
    return { page: await context.newPage(), close: () => context.close() };
  }

  const account = (page: Page) => page.getByRole("region", { name: "Your account" });

  test("the password is changed in /admin with the current one; the other sessions end", async ({ page, browser }) => {
    await signInAs(page, OWNER.email, password);
    const phone = await anotherBrowser(browser);
    await signInAs(phone.page, OWNER.email, password);

    await gotoHydrated(page, "/admin");
    await account(page).getByRole("button", { name: "Change password" }).click();
    const dialog = page.getByRole("dialog", { name: "Change password" });
    await dialog.getByLabel("Current password").fill("not-my-password");
    await dialog.getByLabel("New password", { exact: true }).fill("horse-battery-staple");
    await dialog.getByLabel("Confirm new password").fill("horse-battery-staple");
    await dialog.getByRole("button", { name: "Change password" }).click();
    await expect(dialog.getByText("The current password is not right.")).toBeVisible();

    await dialog.getByLabel("Current password").fill(password);
    await dialog.getByLabel("New password", { exact: true }).fill("1q2w3e4r5t6y");
    await dialog.getByLabel("Confirm new password").fill("1q2w3e4r5t6y");
    await dialog.getByRole("button", { name: "Change password" }).click();
    await expect(dialog.getByText("This password is too common. Choose another.")).toBeVisible();

    await dialog.getByLabel("New password", { exact: true }).fill("horse-battery-staple");
    await dialog.getByLabel("Confirm new password").fill("horse-battery-staple");
    await dialog.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("region", { name: "Notifications" }).getByText("Password changed")).toBeVisible();
    await expect(dialog).toBeHidden();
    password = "horse-battery-staple";

    // This browser stays signed in; the other one is a visitor's now.
    await gotoHydrated(page, "/admin");
    await expect(page.getByRole("heading", { name: `Hello, ${OWNER.name}` })).toBeVisible();
    await phone.page.goto("/admin");
    await expect(phone.page).toHaveURL(/\/login/);
    await phone.close();
  });

  test("another administrator is removed after a confirmation, and their open page loses its session", async ({ page, browser }) => {
    const sam = { name: "Sam Second", email: "sam@arkadomus.test", password: "sams-own-long-password" };
    await signInAs(page, OWNER.email, password);
    await gotoHydrated(page, "/admin");
    await page.getByRole("button", { name: "Create New Administrator" }).click();
    const create = createAdminDialog(page);
    await create.getByLabel("Name").fill(sam.name);
    await create.getByLabel("Email").fill(sam.email);
    await create.getByLabel("Password").fill(sam.password);
    await create.getByRole("button", { name: "Create Administrator" }).click();
    await expect(create).toBeHidden();

    const samsBrowser = await anotherBrowser(browser);
    await signInAs(samsBrowser.page, sam.email, sam.password);
    await gotoHydrated(samsBrowser.page, "/admin");
    await expect(samsBrowser.page.getByRole("heading", { name: `Hello, ${sam.name}` })).toBeVisible();

    await gotoHydrated(page, "/admin");
    const row = page.getByRole("row").filter({ hasText: sam.email });
    // Nobody can remove themselves here.
    await expect(
      page
        .getByRole("row")
        .filter({ hasText: OWNER.email })
        .getByRole("button", { name: /Remove/ }),
    ).toHaveCount(0);
    await row.getByRole("button", { name: `Remove ${sam.name}` }).click();
    const confirm = page.getByRole("dialog", { name: `Remove ${sam.name}?` });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(row).toBeVisible();
    await row.getByRole("button", { name: `Remove ${sam.name}` }).click();
    await confirm.getByRole("button", { name: "Remove administrator" }).click();
    await expect(
      page.getByRole("region", { name: "Notifications" }).getByText(`${sam.name} was removed and signed out everywhere.`),
    ).toBeVisible();
    await expect(row).toHaveCount(0);

    // Sam's page, still open: its next request is a visitor's.
    await samsBrowser.page.reload();
    await expect(samsBrowser.page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/);
    await samsBrowser.page.goto("/about");
    await expect(samsBrowser.page.getByRole("region", { name: "Administrator tools" })).toHaveCount(0);
    await samsBrowser.close();
  });

  test("two-step sign-in is turned on with a code from the app, then signs in with a code and with a recovery code", async ({ page }) => {
    await signInAs(page, OWNER.email, password);
    await gotoHydrated(page, "/admin");
    await account(page).getByRole("button", { name: "Turn on two-step sign-in" }).click();
    const dialog = page.getByRole("dialog", { name: "Two-step sign-in" });
    await expect(dialog.getByRole("img", { name: "QR code of your two-step sign-in key" })).toBeVisible();
    const key = base32Decode((await dialog.getByTestId("two-step-key").textContent()) ?? "");
    // What the authenticator app shows: the code of the current 30 seconds, or of the next.
    const appCode = (ahead = 0) => hotp(key, totpStep(Date.now()) + ahead);
    await dialog.getByLabel("Code from the app").fill(appCode() === "000000" ? "111111" : "000000");
    await dialog.getByRole("button", { name: "Turn on" }).click();
    await expect(dialog.getByText("This code is not right. Check your authenticator app and try again.")).toBeVisible();
    await dialog.getByLabel("Code from the app").fill(appCode());
    await dialog.getByRole("button", { name: "Turn on" }).click();
    const codes = dialog.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await expect(codes).toHaveCount(10);
    recoveryCodes = await codes.allTextContents();
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(account(page).getByText("10 recovery codes left.")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: OWNER.email }).getByRole("cell", { name: "On" })).toBeVisible();

    await page.getByRole("main").getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page).toHaveURL(`${ADMIN_SITE}/`);
    // The code that turned it on is spent: the app's next one signs in.
    await signInAs(page, OWNER.email, password, () => appCode(1));
    await gotoHydrated(page, "/admin");
    await page.getByRole("main").getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page).toHaveURL(`${ADMIN_SITE}/`);
    await gotoHydrated(page, "/login");
    await page.getByLabel("Email").fill(OWNER.email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.getByLabel("Code").fill("123 456");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("alert")).toHaveText("This code is not right. Check your authenticator app and try again.");
    await page.getByLabel("Code").fill(recoveryCodes[0]);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(`${ADMIN_SITE}/`);
    await gotoHydrated(page, "/admin");
    await expect(account(page).getByText("9 recovery codes left.")).toBeVisible();
  });

  test("'Sign out everywhere' ends every session of the administrator, this one included", async ({ page, browser }) => {
    await signInAs(page, OWNER.email, password, () => recoveryCodes[1]);
    const laptop = await anotherBrowser(browser);
    await signInAs(laptop.page, OWNER.email, password, () => recoveryCodes[2]);

    await gotoHydrated(page, "/admin");
    await account(page).getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(page).toHaveURL(`${ADMIN_SITE}/`);
    await expect(page.getByRole("region", { name: "Administrator tools" })).toHaveCount(0);
    await laptop.page.goto("/admin");
    await expect(laptop.page).toHaveURL(/\/login/);
    await laptop.close();
  });
});
