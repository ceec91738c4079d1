/**
 * The site of e2e/admin.spec.ts (E2E_PORT + 1): a new site whose first administrator is
 * created from the web, with this setup code, given in advance as ADMIN_SETUP_CODE
 * (playwright.config.ts) as an automated install would (docs/decisions/019).
 */
export const ADMIN_SITE_SETUP_CODE = "e2e-first-administrator-setup";
