import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { inject } from "vitest";
import { openDatabase, type Database } from "~/db/client.server";
import { createFreshPostgres } from "./postgres";

export { createFreshPostgres };
import * as schema from "~/db/schema";

/**
 * The databases data-access tests run against: always in-memory PGlite, and PostgreSQL
 * when TEST_DATABASE_URL is set (CI sets it). Each run gets a new, empty database (for
 * PostgreSQL one that is dropped afterwards), so tests never see each other's rows.
 *
 * Use with `describe.each(testDatabases())("... on %s", (kind, open) => { ... })`.
 */
export function testDatabases(): Array<[string, () => Promise<Database>]> {
  const list: Array<[string, () => Promise<Database>]> = [["pglite", openTestPglite]];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push(["postgres", () => openFreshPostgres(url)]);
  return list;
}

/**
 * A new, empty in-memory PGlite, as `openDatabase({})` opens it for the site, but copied from
 * the run's migrated template (tests/pglite-template.ts) instead of made by initdb; outside
 * that set-up (a test file run on its own by other means), made from scratch.
 */
export async function openTestPglite(): Promise<Database> {
  const template = inject("pgliteTemplate");
  if (!template) return openDatabase({});
  const client = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(template)]) });
  const db = drizzle(client, { schema });
  // As the site does at every start: nothing to apply unless a migration is newer than the template.
  await migrate(db, { migrationsFolder: path.resolve("drizzle") });
  return { db, kind: "pglite", close: () => client.close() };
}

async function openFreshPostgres(adminUrl: string): Promise<Database> {
  const fresh = await createFreshPostgres(adminUrl);
  const database = await openDatabase({ databaseUrl: fresh.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await fresh.drop();
    },
  };
}
