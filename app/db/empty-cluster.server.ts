import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { PGlite } from "@electric-sql/pglite";

/**
 * Opens the embedded database in `dir`. A new one starts from a copy of an empty cluster kept
 * in the system's temporary folder, made by the first new database on this machine:
 * PGlite's initdb is seconds of WebAssembly, loading the copy a fraction of a second. Every
 * fresh DATA_DIR pays this (a first start, `npm run admin -- create` on a new site, a restore,
 * each test's own site). The copy is PGlite's own dump, one per PGlite version; one that
 * cannot be loaded is made again.
 */
export async function openPglite(dir: string): Promise<PGlite> {
  if (fs.existsSync(path.join(dir, "PG_VERSION"))) return PGlite.create(dir);
  const copyFile = emptyClusterFile();
  const copy = readCopy(copyFile);
  if (copy) {
    try {
      return await PGlite.create(dir, { loadDataDir: copy });
    } catch {
      fs.rmSync(dir, { recursive: true, force: true });
      fs.rmSync(copyFile, { force: true });
    }
  }
  const client = await PGlite.create(dir);
  await keepCopy(client, copyFile);
  return client;
}

/** Where the copy for this PGlite version is kept. */
export function emptyClusterFile() {
  const packageJson = path.join(path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite")), "..", "package.json");
  const { version } = JSON.parse(fs.readFileSync(packageJson, "utf8")) as { version: string };
  return path.join(os.tmpdir(), `agency-site-pglite-${version}-empty.tar`);
}

function readCopy(file: string) {
  try {
    return new Blob([fs.readFileSync(file)]);
  } catch {
    return null;
  }
}

/** Dumps the new, empty cluster beside the others' (written whole, then renamed: a start that reads it meanwhile finds none or all). */
async function keepCopy(client: PGlite, file: string) {
  const partial = `${file}.${process.pid}`;
  try {
    const dump = await client.dumpDataDir("none");
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  } catch {
    // Without a copy the next new database runs initdb again: slower, no less right.
    fs.rmSync(partial, { force: true });
  }
}
