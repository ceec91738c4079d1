import fs from "node:fs";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { isSafeKey, type Storage } from "~/storage/storage.server";
import { BackupError } from "./backup-error";
import { appliedMigrations, checkSchema } from "./migrations.server";
import { dumpTables, sha256 } from "./tables.server";
import { readTar, TAR_END, tarEntry, TarError } from "./tar.server";

/**
 * A backup is a .tar.gz: `tables/<table>.jsonl` (tables.server.ts), `uploads/<key>` (the
 * uploaded files, from DATA_DIR/uploads or the bucket alike) and, last, `manifest.json`,
 * which names the schema and holds the row counts and checksums of all the rest.
 */
const FORMAT = "agency-site-backup";
const FORMAT_VERSION = 1;

const ManifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.literal(FORMAT_VERSION),
  createdAt: z.string(),
  source: z.enum(["pglite", "postgres"]),
  /** The latest applied migration (its number and tag), and all of them in order. */
  schema: z.object({ version: z.number(), tag: z.string(), migrations: z.array(z.string()).min(1) }),
  tables: z.array(z.object({ name: z.string(), rows: z.number(), sha256: z.string() })),
  files: z.array(z.object({ path: z.string(), bytes: z.number(), sha256: z.string() })),
});
export type Manifest = z.infer<typeof ManifestSchema>;

/** Writes a backup of the database and the uploads' storage; works beside the running site. */
export async function writeBackup(database: Database, storage: Storage, destination: NodeJS.WritableStream) {
  await pipeline(backupTar(database, storage), createGzip(), destination);
}

async function* backupTar(database: Database, storage: Storage) {
  const migrations = await appliedMigrations(database.db);
  const tables = await dumpTables(database.db);
  for (const table of tables) yield* tarEntry(`tables/${table.name}.jsonl`, table.data);
  // Read after the tables' snapshot: a file the site adds meanwhile is kept, one it removes
  // meanwhile (its record is already gone) is skipped.
  const files: Manifest["files"] = [];
  for (const { key } of await storage.list()) {
    const data = await storage.read(key);
    if (!data) continue;
    files.push({ path: key, bytes: data.length, sha256: sha256(data) });
    yield* tarEntry(`uploads/${key}`, data);
  }
  const manifest: Manifest = {
    format: FORMAT,
    formatVersion: FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    source: database.kind,
    schema: { version: migrations.length - 1, tag: migrations.at(-1) ?? "", migrations },
    tables: tables.map(({ name, rows, sha256 }) => ({ name, rows, sha256 })),
    files,
  };
  yield* tarEntry("manifest.json", Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
  yield TAR_END;
}

/**
 * Reads a backup whole and checks it: the manifest, its schema against this version's
 * migrations, and every table's and file's checksum. `onFile` gets each upload as it goes
 * by, before the checks at the end: put it somewhere that is thrown away if they fail.
 */
export async function readBackup(
  file: string,
  onFile?: (key: string, data: Buffer) => Promise<void>,
): Promise<{ manifest: Manifest; tables: Map<string, Buffer> }> {
  const tables = new Map<string, Buffer>();
  const files = new Map<string, string>();
  const seen = new Set<string>();
  let manifest: Manifest | undefined;
  try {
    await pipeline(fs.createReadStream(file), createGunzip(), async (source: AsyncIterable<Buffer>) => {
      for await (const { name, data } of readTar(source)) {
        if (seen.has(name)) throw new BackupError(`${file} holds ${name} twice.`);
        seen.add(name);
        if (name === "manifest.json") manifest = parseManifest(file, data);
        else if (/^tables\/[^/]+\.jsonl$/.test(name)) tables.set(name.slice("tables/".length, -".jsonl".length), data);
        else if (name.startsWith("uploads/") && isSafeKey(name.slice("uploads/".length))) {
          const key = name.slice("uploads/".length);
          files.set(key, sha256(data));
          await onFile?.(key, data);
        } else throw new BackupError(`${file} holds ${name}, which is not part of a backup.`);
      }
    });
  } catch (error) {
    if (error instanceof TarError || isZlibError(error)) {
      throw new BackupError(`${file} is damaged or incomplete: ${(error as Error).message}.`);
    }
    throw error;
  }
  if (!manifest) throw new BackupError(`${file} has no manifest: it is incomplete, or not a backup of this site.`);
  checkSchema(manifest.schema.migrations);
  const mismatch = (what: string) =>
    new BackupError(`${file} does not match its manifest (${what}): it was changed or damaged since the backup.`);
  for (const table of manifest.tables) {
    const data = tables.get(table.name);
    if (!data) throw mismatch(`table ${table.name} is missing`);
    if (sha256(data) !== table.sha256) throw mismatch(`checksum of table ${table.name}`);
    if (data.toString("utf8").split("\n").length - 1 !== table.rows) throw mismatch(`rows of table ${table.name}`);
  }
  for (const entry of manifest.files) {
    if (!files.has(entry.path)) throw mismatch(`file ${entry.path} is missing`);
    if (files.get(entry.path) !== entry.sha256) throw mismatch(`checksum of file ${entry.path}`);
  }
  if (tables.size !== manifest.tables.length || files.size !== manifest.files.length) {
    throw mismatch("it holds tables or files that the manifest does not list");
  }
  return { manifest, tables };
}

function parseManifest(file: string, data: Buffer): Manifest {
  let json: { format?: unknown; formatVersion?: unknown };
  try {
    json = JSON.parse(data.toString("utf8"));
  } catch {
    throw new BackupError(`The manifest of ${file} is damaged.`);
  }
  if (json.format !== FORMAT) throw new BackupError(`${file} is not a backup of this site.`);
  if (typeof json.formatVersion === "number" && json.formatVersion > FORMAT_VERSION) {
    throw new BackupError(`${file} was written by a newer version of the site: update the site's code first.`);
  }
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success) throw new BackupError(`The manifest of ${file} is damaged.`);
  return parsed.data;
}

function isZlibError(error: unknown) {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return typeof code === "string" && code.startsWith("Z_");
}
