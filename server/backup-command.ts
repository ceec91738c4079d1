import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { readBackup, writeBackup, type Manifest } from "~/backup/archive.server";
import { BackupError } from "~/backup/backup-error";
import { otherConnections, restoreBackup } from "~/backup/restore.server";
import { nonEmptyTables } from "~/backup/tables.server";
import { DatabaseLockedError, openDatabase, type Database } from "~/db/client.server";
import { readEnv, type Env } from "~/lib/env.server";
import { createStorage } from "~/storage/create-storage.server";
import { fetchBackupFromSite } from "./backup-endpoint";

const BACKUP_USAGE = "Usage: npm run backup -- --out FILE";
const RESTORE_USAGE = "Usage: npm run restore -- FILE [--force]";
/** Our PostgreSQL sessions' name, to tell them from the site's. */
const RESTORE_SESSION = "agency-site-restore";

/**
 * `npm run backup -- --out FILE`: the database (PGlite or PostgreSQL, from DATA_DIR and
 * DATABASE_URL as the site has them) and the uploads (DATA_DIR/uploads, or the bucket of
 * S3_BUCKET), into one .tar.gz. Works while the
 * site runs. The archive is read back and checked before it gets its name.
 */
export async function runBackupCommand(argv: string[]): Promise<number> {
  let out: string | undefined;
  try {
    const { values } = parseArgs({ args: argv, options: { out: { type: "string" } } });
    out = values.out;
  } catch (error) {
    console.error(`${(error as Error).message}\n${BACKUP_USAGE}`);
    return 2;
  }
  if (!out) {
    console.error(BACKUP_USAGE);
    return 2;
  }
  const file = path.resolve(out);
  const partial = `${file}.partial`;
  try {
    if (fs.existsSync(file)) throw new BackupError(`${file} already exists: choose another name (no backup is overwritten).`);
    const env = readEnv();
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const how = await backUpInto(env, partial);
    const { manifest } = await readBackup(partial);
    await fsp.rename(partial, file);
    console.log(`Backed up ${summary(manifest)} to ${file}${how}.`);
    return 0;
  } catch (error) {
    await fsp.rm(partial, { force: true });
    if (!(error instanceof BackupError)) throw error;
    console.error(`${error.message}\nNo backup was written.`);
    return 1;
  }
}

async function backUpInto(env: Env, file: string) {
  if (!env.DATABASE_URL && !fs.existsSync(path.join(env.dataDir, "db"))) {
    throw new BackupError(`There is no site in ${env.dataDir}: set DATA_DIR (and DATABASE_URL) as the site has them.`);
  }
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    await fetchBackupFromSite(env.dataDir, file);
    return " (made by the running site)";
  }
  try {
    await writeBackup(database, await createStorage(env), fs.createWriteStream(file));
    return "";
  } finally {
    await database.close();
  }
}

/**
 * `npm run restore -- FILE [--force]`: fills the database and uploads of DATA_DIR,
 * DATABASE_URL and S3_BUCKET from a backup, refusing a damaged one, one from a newer schema, and, without
 * --force, a target that holds anything. The site must be stopped.
 */
export async function runRestoreCommand(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { force: { type: "boolean", default: false } } });
  } catch (error) {
    console.error(`${(error as Error).message}\n${RESTORE_USAGE}`);
    return 2;
  }
  const [input, ...extra] = parsed.positionals;
  if (!input || extra.length) {
    console.error(RESTORE_USAGE);
    return 2;
  }
  const file = path.resolve(input);
  try {
    if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) throw new BackupError(`No such file: ${file}`);
    const env = readEnv();
    // The whole archive is checked before the target is even opened.
    const { manifest } = await readBackup(file);
    const database = await openTarget(env);
    try {
      const storage = await createStorage(env);
      const tables = await nonEmptyTables(database.db);
      const files = (await storage.list()).length;
      if ((tables.length || files) && !parsed.values.force) {
        const held = [tables.length ? `rows in ${tables.join(", ")}` : "", files ? `${files} uploaded file(s)` : ""];
        throw new BackupError(
          `The target already holds a site (${held.filter(Boolean).join("; ")}). ` +
            "Run again with --force to replace it with the backup.",
        );
      }
      if (database.kind === "postgres" && (await otherConnections(database.db, RESTORE_SESSION)) > 0) {
        throw new BackupError("Other sessions are connected to this PostgreSQL database: stop the site first.");
      }
      await restoreBackup(file, manifest, database, storage);
      const target = env.DATABASE_URL ? `PostgreSQL ${databaseName(env.DATABASE_URL)}` : `${env.dataDir}`;
      console.log(`Restored ${summary(manifest)} into ${target} (uploads in ${storage.location}).`);
    } finally {
      await database.close();
    }
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(`${error.message}\nNothing was changed.`);
    return 1;
  }
}

async function openTarget(env: Env) {
  try {
    if (!env.DATABASE_URL) return await openDatabase({ dataDir: env.dataDir });
    const url = new URL(env.DATABASE_URL);
    url.searchParams.set("application_name", RESTORE_SESSION);
    return await openDatabase({ databaseUrl: url.toString() });
  } catch (error) {
    if (error instanceof DatabaseLockedError) throw new BackupError(`${error.message.split(". ")[0]}: stop the site first.`);
    throw error;
  }
}

function summary(manifest: Manifest) {
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  const bytes = manifest.files.reduce((sum, f) => sum + f.bytes, 0);
  const count = (n: number, what: string) => `${n} ${what}${n === 1 ? "" : "s"}`;
  return (
    `${count(rows, "row")} in ${count(manifest.tables.length, "table")} and ${count(manifest.files.length, "file")} ` +
    `(${(bytes / 1e6).toFixed(1)} MB), schema ${manifest.schema.tag}`
  );
}

function databaseName(databaseUrl: string) {
  const url = new URL(databaseUrl);
  return `${url.host}${url.pathname}`;
}
