import { sql } from "drizzle-orm";
import type { Database, Db } from "~/db/client.server";
import type { Storage } from "~/storage/storage.server";
import { readBackup, type Manifest } from "./archive.server";
import { BackupError } from "./backup-error";
import { knownMigrations, upgradeTables } from "./migrations.server";
import { restoreUploads } from "./restore-uploads.server";
import { query, readTables, useCanonicalText, writeTables } from "./tables.server";

/**
 * Puts a backup (already checked by readBackup as `expected`) in place of the database's
 * tables and of the uploaded files. Offline: no site may run on them (the caller makes
 * sure). All or nothing: the uploads are unpacked and checked again on their way into the
 * storage (restore-uploads.server.ts), the tables written in one transaction that reads them
 * back against the manifest, and the files take the old ones' place at the end of it.
 */
export async function restoreBackup(file: string, expected: Manifest, database: Database, storage: Storage) {
  const uploads = await restoreUploads(storage);
  try {
    const backup = await readBackup(file, (key, data) => uploads.put(key, data));
    if (JSON.stringify(backup.manifest) !== JSON.stringify(expected)) {
      throw new BackupError(`${file} changed while it was being restored.`);
    }
    const migrations = backup.manifest.schema.migrations.length;
    const upgrade = migrations < knownMigrations().length;
    const tables = upgrade ? await upgradeTables(backup.tables, migrations) : backup.tables;

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
      await uploads.swapIn();
    });
  } catch (error) {
    await uploads.undo();
    throw error;
  } finally {
    await uploads.cleanup();
  }
  await uploads.finish();
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
