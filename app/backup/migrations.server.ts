import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { Db } from "~/db/client.server";
import * as schema from "~/db/schema";
import { BackupError } from "./backup-error";
import { dumpTables, query, useCanonicalText, writeTables } from "./tables.server";

/**
 * A backup's schema version is the list of migrations applied to its database (their tags
 * from drizzle/meta/_journal.json). This version of the site can restore a backup whose
 * migrations are the first of its own, and no other.
 */

// Where openDatabase (db/client.server.ts) applies migrations from.
const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "drizzle");

type Journal = { entries: Array<{ idx: number; when: number; tag: string }> };

function readJournal(): Journal {
  return JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8"));
}

/** The tags of the migrations this version knows, in order. */
export function knownMigrations(): string[] {
  return readJournal().entries.map((entry) => entry.tag);
}

/** The tags of the migrations applied to `db` (drizzle records each by its journal time). */
export async function appliedMigrations(db: Db): Promise<string[]> {
  const { entries } = readJournal();
  const rows = await query<{ created_at: string }>(
    db,
    sql`select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at`,
  );
  return rows.map((row) => {
    const entry = entries.find((e) => String(e.when) === row.created_at);
    if (!entry) {
      throw new BackupError("A newer version of the site has migrated this database: back it up with that version.");
    }
    return entry.tag;
  });
}

/** Refuses a backup made at a schema this version does not have. */
export function checkSchema(migrations: string[]) {
  const known = knownMigrations();
  if (migrations.length > known.length) {
    throw new BackupError(
      `This backup was made by a newer version of the site (schema ${migrations.at(-1)}, ` +
        `${migrations.length} migrations; this version knows ${known.length}, up to ${known.at(-1)}). ` +
        "Update the site's code first, then restore.",
    );
  }
  const differs = migrations.findIndex((tag, i) => tag !== known[i]);
  if (differs !== -1) {
    throw new BackupError(`This backup's schema history differs from this version's at migration ${migrations[differs]}.`);
  }
}

/**
 * Rows backed up at an earlier schema, brought to this version's: written into a scratch
 * in-memory database migrated only as far as the backup's, then migrated on as a site
 * would be at its next start, and read back.
 */
export async function upgradeTables(tables: Map<string, Buffer>, migrations: number) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "agency-migrations-"));
  const scratch = new PGlite();
  try {
    const journal = readJournal();
    journal.entries = journal.entries.slice(0, migrations);
    fs.mkdirSync(path.join(folder, "meta"));
    fs.writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify(journal));
    for (const { tag } of journal.entries) {
      fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), path.join(folder, `${tag}.sql`));
    }
    const db = drizzle(scratch, { schema });
    await migrate(db, { migrationsFolder: folder });
    await db.transaction(async (tx) => {
      await useCanonicalText(tx);
      await writeTables(tx, tables);
    });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return new Map((await dumpTables(db)).map((dump) => [dump.name, dump.data]));
  } finally {
    await scratch.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
