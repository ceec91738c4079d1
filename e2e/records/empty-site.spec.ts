import { expect, test } from "@playwright/test";
import { gotoHydrated, waitForHydration } from "../fixtures";
import { expectNotice } from "./kit";
import { EMPTY_PORT, RECORDS_ADMIN } from "./site";

/**
 * A site with no case studies yet (SEED_DEMO=0): the empty portfolio offers 'Add First
 * Project' and an empty service page 'Add First Material' (docs/product.md section 2).
 */
const EMPTY_SITE = `http://localhost:${EMPTY_PORT}`;
test.use({ baseURL: EMPTY_SITE, storageState: { cookies: [], origins: [] } });
test.describe.configure({ mode: "serial" });

test("a visitor sees the empty states without any administrator's control", async ({ page }) => {
  const response = await page.goto("/cases");
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "No projects found" })).toBeVisible();
  await expect(page.getByText("There are no projects to display yet. Add some projects to get started.")).toBeVisible();
  await expect(page.getByTestId("case-card")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Add (New|First) Project/ })).toHaveCount(0);
  await gotoHydrated(page, "/branding");
  await expect(page.getByText("No materials found for Branding")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add First Material" })).toHaveCount(0);
});

test("an administrator adds the first project and the first material", async ({ page }) => {
  await gotoHydrated(page, "/login");
  await page.getByLabel("Email").fill(RECORDS_ADMIN.email);
  await page.getByLabel("Password").fill(RECORDS_ADMIN.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(`${EMPTY_SITE}/`);
  await gotoHydrated(page, "/cases");
  await page.getByRole("button", { name: "Edit mode off" }).click();

  await page.getByRole("button", { name: "Add First Project" }).click();
  await expectNotice(page, "New project added successfully!");
  await expect(page.getByTestId("case-card")).toHaveCount(1);
  await expect(page.getByTestId("case-card").getByRole("heading")).toHaveText("New Project");

  await gotoHydrated(page, "/branding");
  await page.getByRole("button", { name: "Add First Material" }).click();
  const form = page.getByRole("form", { name: "Add material" });
  await form.getByLabel("Title").fill("First Branding Material");
  await form.getByRole("button", { name: "Save" }).click();
  await expectNotice(page, "Material created successfully");
  await expect(page.getByTestId("material-card")).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Add Material" })).toBeVisible();
});
