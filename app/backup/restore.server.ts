import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database, Db } from "~/db/client.server";
import { readBackup, type Manifest } from "./archive.server";
import { BackupError } from "./backup-error";
import { knownMigrations, upgradeTables } from "./migrations.server";
import { query, readTables, useCanonicalText, writeTables } from "./tables.server";

/**
 * Puts a backup (already checked by readBackup as `expected`) in place of the database's
 * tables and of the uploads folder. Offline: no site may run on them (the caller makes
 * sure). All or nothing: the uploads are unpacked and checked again beside the folder, the
 * tables written in one transaction that reads them back against the manifest, and the
 * unpacked folder takes the old one's place at the end of that transaction.
 */
export async function restoreBackup(file: string, expected: Manifest, database: Database, uploadsDir: string) {
  await fsp.mkdir(path.dirname(uploadsDir), { recursive: true });
  const staging = await fsp.mkdtemp(path.join(path.dirname(uploadsDir), ".restore-"));
  try {
    const unpacked = path.join(staging, "uploads");
    await fsp.mkdir(unpacked);
    const backup = await readBackup(file, async (key, data) => {
      const target = path.join(unpacked, ...key.split("/"));
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.writeFile(target, data);
    });
    if (JSON.stringify(backup.manifest) !== JSON.stringify(expected)) {
      throw new BackupError(`${file} changed while it was being restored.`);
    }
    const migrations = backup.manifest.schema.migrations.length;
    const upgrade = migrations < knownMigrations().length;
    const tables = upgrade ? await upgradeTables(backup.tables, migrations) : backup.tables;

    const previous = path.join(staging, "previous");
    let swapped = false;
    try {
      await database.db.transaction(async (tx) => {
        await useCanonicalText(tx);
        await writeTables(tx, tables);
        // Read back: what this database stored is what was backed up, to the byte. (After an
        // upgrade the migrations may have changed the rows; upgradeTables read them back.)
        if (!upgrade) {
          const stored = new Map((await readTables(tx)).map((t) => [t.name, t.sha256]));
          const differ = backup.manifest.tables.filter((t) => stored.get(t.name) !== t.sha256);
          if (differ.length) {
            const names = differ.map((t) => t.name).join(", ");
            throw new BackupError(`This database stored ${names} differently from the backup.`);
          }
        }
        if (fs.existsSync(uploadsDir)) await fsp.rename(uploadsDir, previous);
        await fsp.rename(unpacked, uploadsDir);
        swapped = true;
      });
    } catch (error) {
      if (swapped) {
        await fsp.rename(uploadsDir, unpacked);
        if (fs.existsSync(previous)) await fsp.rename(previous, uploadsDir);
      }
      throw error;
    }
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}

/**
 * PostgreSQL: the sessions on this database other than ours (named `ownName`). The site's
 * would see its data replaced under it, and its render cache would keep the old pages.
 */
export async function otherConnections(db: Db, ownName: string) {
  const [row] = await query<{ count: number }>(
    db,
    sql`select count(*)::int as count from pg_stat_activity
      where datname = current_database() and backend_type = 'client backend'
        and pid <> pg_backend_pid() and application_name is distinct from ${ownName}`,
  );
  return row.count;
}
