/**
 * The records site (playwright.config.ts, port + 2): a fresh database with the demo content
 * and an administrator created from the shell, for the tests of managing records.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const DATA_DIR = process.env.E2E_DATA_DIR ?? ".e2e-data";

export const RECORDS_PORT = PORT + 2;
export const RECORDS_DATA_DIR = `${DATA_DIR}-records`;
export const RECORDS_ADMIN = { name: "Rita Records", email: "rita@arkadomus.test", password: "records-pass-1" };
/** The signed-in administrator's browser state (cookie, edit mode on), made by e2e/global-setup.ts. */
export const ADMIN_STATE = `${RECORDS_DATA_DIR}/admin-state.json`;
/** A second administrator, created by the first from /admin (e2e/global-setup.ts), for two editing at once. */
export const SECOND_ADMIN = { name: "Sam Second", email: "sam@arkadomus.test", password: "second-pass-1" };
export const SECOND_ADMIN_STATE = `${RECORDS_DATA_DIR}/second-admin-state.json`;

/** A site with no demo content (SEED_DEMO=0) and the same administrator: empty lists. */
export const EMPTY_PORT = PORT + 3;
export const EMPTY_DATA_DIR = `${DATA_DIR}-empty`;

/**
 * The live-updates site: like the records site, but for the live tests alone, so that no
 * other test's change reaches the pages they watch while both run side by side.
 */
export const LIVE_PORT = PORT + 4;
export const LIVE_DATA_DIR = `${DATA_DIR}-live`;
export const LIVE_ADMIN_STATE = `${LIVE_DATA_DIR}/admin-state.json`;
