import crypto from "node:crypto";
import type { Storage } from "~/storage/storage.server";

/** Every file of a storage with the sha256 of its bytes, to compare two storages. */
export async function contents(storage: Storage) {
  const all: Record<string, string> = {};
  for (const { key } of await storage.list()) {
    all[key] = crypto
      .createHash("sha256")
      .update((await storage.read(key)) ?? "")
      .digest("hex");
  }
  return all;
}
