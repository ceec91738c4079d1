import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { contentTypeOf, type Storage } from "~/storage/storage.server";

/**
 * A backup's files on their way into the storage, so that a restore that fails leaves the
 * storage as it was (docs/decisions/009-backups.md): `put` each file as the archive goes by,
 * `swapIn` last inside the database's transaction, `undo` when anything failed (even after
 * `swapIn`), `finish` once the transaction committed, `cleanup` always.
 */
export type UploadsRestore = {
  put(key: string, data: Buffer): Promise<void>;
  swapIn(): Promise<void>;
  undo(): Promise<void>;
  finish(): Promise<void>;
  cleanup(): Promise<void>;
};

export function restoreUploads(storage: Storage): Promise<UploadsRestore> {
  return storage.folder ? intoFolder(storage.folder) : intoBucket(storage);
}

/** On disk: unpacked beside the folder, which the unpacked one replaces whole. */
async function intoFolder(uploadsDir: string): Promise<UploadsRestore> {
  await fsp.mkdir(path.dirname(uploadsDir), { recursive: true });
  const staging = await fsp.mkdtemp(path.join(path.dirname(uploadsDir), ".restore-"));
  const unpacked = path.join(staging, "uploads");
  const previous = path.join(staging, "previous");
  await fsp.mkdir(unpacked);
  let swapped = false;
  return {
    async put(key, data) {
      const target = path.join(unpacked, ...key.split("/"));
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.writeFile(target, data);
    },
    async swapIn() {
      if (fs.existsSync(uploadsDir)) await fsp.rename(uploadsDir, previous);
      await fsp.rename(unpacked, uploadsDir);
      swapped = true;
    },
    async undo() {
      if (!swapped) return;
      await fsp.rename(uploadsDir, unpacked);
      if (fs.existsSync(previous)) await fsp.rename(previous, uploadsDir);
    },
    async finish() {},
    cleanup: () => fsp.rm(staging, { recursive: true, force: true }),
  };
}

/**
 * In a bucket, which has no folder to swap: the files are written in place; a failure
 * removes those that were not there before, and after the commit the files the backup does
 * not hold go. A key that was there already is written again with the backup's bytes; keys
 * are unique per upload (app/storage/images.server.ts), so those are the bytes it had.
 */
async function intoBucket(storage: Storage): Promise<UploadsRestore> {
  const before = new Set((await storage.list()).map((file) => file.key));
  const added: string[] = [];
  const restored = new Set<string>();
  return {
    async put(key, data) {
      await storage.put(key, data, contentTypeOf(key));
      restored.add(key);
      if (!before.has(key)) added.push(key);
    },
    async swapIn() {},
    async undo() {
      for (const key of added) await storage.remove(key);
    },
    async finish() {
      for (const key of before) if (!restored.has(key)) await storage.remove(key);
    },
    async cleanup() {},
  };
}
