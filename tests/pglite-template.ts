import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data folder as a tar file (tests/databases.ts copies it). */
    pgliteTemplate: string;
  }
}

/**
 * Vitest's global set-up: one embedded database, made and migrated once for the whole run,
 * and kept as a file. A new PGlite made from scratch runs initdb (seconds of WebAssembly);
 * one loaded from this copy starts in a fraction of that, so every data-access test opens
 * its own empty database cheaply.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-pglite-"));
  const file = path.join(dir, "template.tar");
  const client = new PGlite();
  await migrate(drizzle(client), { migrationsFolder: path.resolve("drizzle") });
  fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await client.close();
  project.provide("pgliteTemplate", file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
