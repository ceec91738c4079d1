import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type Database } from "~/db/client.server";
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

/** A new, empty PostgreSQL database on the server of `adminUrl`, and how to drop it. */
export async function createFreshPostgres(adminUrl: string) {
  const name = `agency_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      // A closed pool's connections may still be on their way out: dropping the database
      // under them makes each report an error. Wait (briefly) until they have gone.
      for (let tries = 0; tries < 50; tries++) {
        const { rows } = await cleanup.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
