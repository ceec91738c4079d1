import { expect, test, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./fixtures";

// docs/product.md section 2 "Contact (section and page)" and section 5 (contact form validation).
// Submitting hands a mailto: address to the visitor's mail program; the tests catch the
// app's click on that address inside the page, so nothing is opened and the real URL is read.

type MailtoClick = { href: string; target: string };

test.beforeEach(async ({ page }) => {
  await page.route(
    (url) => url.hostname !== "localhost" && url.hostname !== "127.0.0.1",
    (route) => route.fulfill({ status: 204, body: "" }),
  );
  await page.addInitScript(() => {
    const clicks: MailtoClick[] = [];
    (window as Window & { __mailto?: MailtoClick[] }).__mailto = clicks;
    document.addEventListener(
      "click",
      (event) => {
        const link = event.target instanceof Element ? event.target.closest("a") : null;
        if (!link || !link.href.startsWith("mailto:")) return;
        clicks.push({ href: link.href, target: link.target });
        event.preventDefault();
      },
      true,
    );
    const open = window.open;
    window.open = (...args) => {
      if (String(args[0] ?? "").startsWith("mailto:")) {
        clicks.push({ href: String(args[0]), target: String(args[1] ?? "_blank") });
        return null;
      }
      return open.apply(window, args);
    };
  });
});

const mailtoClicks = (page: Page) => page.evaluate(() => (window as Window & { __mailto?: MailtoClick[] }).__mailto ?? []);

/** Waits until React has hydrated the form (its submit handler is attached: it marks the form live). */
async function waitForForm(page: Page) {
  const form = page.locator("form[data-contact-form]");
  await form.waitFor();
  await waitForHydration(page);
  await expect(form).toHaveAttribute("data-live", "");
  return form;
}

async function openHomeContact(page: Page) {
  await page.goto("/");
  const enter = page.getByRole("button", { name: "Enter Experience" });
  await expect(enter).toBeEnabled();
  await enter.click();
  await expect(enter).toBeHidden();
  const form = await waitForForm(page);
  await form.scrollIntoViewIfNeeded();
  return form;
}

async function agencyEmail(page: Page) {
  const link = page.locator("[data-contact-details] a[href^='mailto:']");
  return (await link.getAttribute("href"))!.slice("mailto:".length);
}

/**
 * The page's calls to the server from now on, files aside. React Router's route discovery
 * (`/__manifest`, fetched when links come into view, at a moment of its own choosing) is
 * not a call of the form's: it is left out.
 */
function watchCalls(page: Page) {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (["image", "font", "media", "stylesheet", "script"].includes(request.resourceType())) return;
    if (["/__manifest", "/api/events"].includes(new URL(request.url()).pathname)) return;
    calls.push(`${request.method()} ${request.url()}`);
  });
  return calls;
}

/** Fills in and sends Ana's message (company left empty); the one mailto: click it made. */
async function sendAnasMessage(page: Page, form: Locator) {
  await form.getByLabel("Full Name").fill("Ana Lima");
  await form.getByLabel("Email").fill("ana@example.com");
  await form.getByLabel("Message").fill("We need a new brand.\nCan we talk next week?");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect.poll(() => mailtoClicks(page)).toHaveLength(1);
  const [click] = await mailtoClicks(page);
  return click;
}

function parseMailto(href: string) {
  const url = new URL(href);
  return {
    to: decodeURIComponent(url.pathname),
    subject: url.searchParams.get("subject"),
    body: url.searchParams.get("body"),
  };
}

test.describe("contact form validation", () => {
  for (const where of ["/", "/contact"] as const) {
    test(`on ${where}: empty required fields and a bad email are refused, nothing is opened`, async ({ page }) => {
      const form = where === "/" ? await openHomeContact(page) : (await page.goto("/contact"), await waitForForm(page));
      await form.getByRole("button", { name: "Send Message" }).click();

      const name = form.getByLabel("Full Name");
      const email = form.getByLabel("Email");
      const company = form.getByLabel("Company");
      const message = form.getByLabel("Message");
      await expect(form.getByText("Please enter your full name.")).toBeVisible();
      await expect(form.getByText("Please enter your email address.")).toBeVisible();
      await expect(form.getByText("Please enter a message.")).toBeVisible();
      await expect(name).toHaveAttribute("aria-invalid", "true");
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(message).toHaveAttribute("aria-invalid", "true");
      await expect(company).not.toHaveAttribute("aria-invalid", "true");
      await expect(name).toHaveAccessibleDescription("Please enter your full name.");
      await expect(name).toBeFocused();

      await name.fill("Ana Lima");
      await expect(form.getByText("Please enter your full name.")).toBeHidden();
      await email.fill("abc");
      await message.fill("Hello");
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
      await expect(email).toHaveAccessibleDescription("Please enter a valid email address.");
      await expect(email).toBeFocused();
      await expect(email).toHaveValue("abc"); // nothing was cleared

      expect(await mailtoClicks(page)).toEqual([]);
    });
  }
});

test("home: a valid form opens the mail program in the same window with the message, then clears", async ({ page }) => {
  const form = await openHomeContact(page);
  const to = await agencyEmail(page);
  expect(to).toContain("@");

  const requests = watchCalls(page);

  const click = await sendAnasMessage(page, form);
  expect(click.target).toBe(""); // this window
  expect(parseMailto(click.href)).toEqual({
    to,
    subject: "New Contact Form Submission from Ana Lima",
    body: "Name: Ana Lima\nEmail: ana@example.com\nCompany: Not provided\n\nMessage:\nWe need a new brand.\nCan we talk next week?",
  });

  for (const field of ["Full Name", "Email", "Company", "Message"]) {
    await expect(form.getByLabel(field)).toHaveValue("");
  }
  await expect(form.getByRole("status")).toContainText("Your email app should now open");
  expect(new URL(page.url()).pathname).toBe("/");
  expect(requests).toEqual([]); // no server call
});

test("/contact: a valid form opens the mail program in a new window, then clears", async ({ page }) => {
  await page.goto("/contact");
  const form = await waitForForm(page);
  const to = await agencyEmail(page);

  const requests = watchCalls(page);
  let popups = 0;
  page.on("popup", () => popups++);

  await form.getByLabel("Full Name").fill("Ben Carter");
  await form.getByLabel("Email").fill("ben@carter.co");
  await form.getByLabel("Company").fill("Carter & Sons");
  await form.getByLabel("Message").fill("A website for our shop, please.");
  await form.getByRole("button", { name: "Send Message" }).click();

  await expect.poll(() => mailtoClicks(page)).toHaveLength(1);
  const [click] = await mailtoClicks(page);
  expect(click.target).toBe("_blank"); // a new window
  const mail = parseMailto(click.href);
  expect(mail.to).toBe(to);
  expect(mail.subject).toBe("New Contact Form Submission from Ben Carter");
  expect(mail.body).toBe("Name: Ben Carter\nEmail: ben@carter.co\nCompany: Carter & Sons\n\nMessage:\nA website for our shop, please.");

  for (const field of ["Full Name", "Email", "Company", "Message"]) {
    await expect(form.getByLabel(field)).toHaveValue("");
  }
  expect(requests).toEqual([]);
  expect(popups).toBe(0); // caught before any window opened
});

test("/contact shows the agency's phone, email, Swindon office, hours and WhatsApp links", async ({ page }) => {
  await page.goto("/contact");
  await expect(page).toHaveTitle(/Contact/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Let's Talk About");

  const details = page.locator("[data-contact-details]");
  const phone = details.locator("a[href^='tel:']");
  await expect(phone).toHaveText(/\+44/);
  await expect(phone).toHaveAttribute("href", /^tel:\+\d{10,}$/);
  await expect(details.locator("a[href^='mailto:']")).toHaveText(/@/);
  await expect(details.getByText("Swindon", { exact: true })).toBeVisible();
  await expect(details).toContainText("Monday to Friday");
  await expect(details).toContainText(/9:00 AM ?- ?6:00 PM/);
  await expect(details).toContainText("Saturday");
  await expect(details).toContainText(/10:00 AM ?- ?2:00 PM/);
  await expect(details).toContainText(/Sunday:? Closed/i);

  const whatsapp = page.locator("a[data-whatsapp-link]");
  expect(await whatsapp.count()).toBeGreaterThanOrEqual(2);
  for (const href of await whatsapp.evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+/);
  }
  await expect(whatsapp.first()).toHaveAttribute("target", "_blank");
});

test("the home page contact section shows the same details", async ({ page }) => {
  await openHomeContact(page);
  const section = page.locator("#contact");
  await expect(section.locator("a[href^='tel:']")).toBeVisible();
  await expect(section.getByText("Swindon", { exact: true })).toBeVisible();
  await expect(section.locator("a[data-whatsapp-link]").first()).toHaveAttribute("href", /^https:\/\/wa\.me\//);
});

test.describe("before the page's modules arrive", () => {
  /** /contact with its script files held back: only its HTML, CSS and inline scripts run. */
  async function openWithModulesHeldBack(page: Page) {
    await page.route("**/*.js", () => {});
    await page.goto("/contact", { waitUntil: "domcontentloaded" });
    const form = page.locator("form[data-contact-form]");
    await form.waitFor();
    return form;
  }
  const validationMessage = (field: Locator) => field.evaluate((el) => (el as HTMLInputElement).validationMessage);

  test("/contact: the required fields are checked with the form's own messages, and nothing is opened", async ({ page }) => {
    const form = await openWithModulesHeldBack(page);
    const name = form.getByLabel("Full Name");
    const email = form.getByLabel("Email");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(name).toBeFocused();
    expect(await validationMessage(name)).toBe("Please enter your full name.");
    expect(await validationMessage(email)).toBe("Please enter your email address.");
    expect(await validationMessage(form.getByLabel("Message"))).toBe("Please enter a message.");

    await name.fill("Ana Lima");
    await email.fill("abc");
    await form.getByLabel("Message").fill("Hello");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(email).toBeFocused();
    expect(await validationMessage(email)).toBe("Please enter a valid email address.");
    expect(await validationMessage(name)).toBe("");
    await expect(email).toHaveValue("abc");
    expect(await mailtoClicks(page)).toEqual([]);
    // Still React's page to hydrate: nothing of it was run.
    expect(await form.getAttribute("data-live")).toBeNull();
  });

  test("/contact: a valid form opens the mail program with the same message as after, then clears", async ({ page }) => {
    const form = await openWithModulesHeldBack(page);
    const to = await agencyEmail(page);
    const requests = watchCalls(page);
    const click = await sendAnasMessage(page, form);
    expect(click.target).toBe("_blank");
    expect(parseMailto(click.href)).toEqual({
      to,
      subject: "New Contact Form Submission from Ana Lima",
      body: "Name: Ana Lima\nEmail: ana@example.com\nCompany: Not provided\n\nMessage:\nWe need a new brand.\nCan we talk next week?",
    });
    for (const field of ["Full Name", "Email", "Company", "Message"]) {
      await expect(form.getByLabel(field)).toHaveValue("");
    }
    expect(requests).toEqual([]);
  });
});
