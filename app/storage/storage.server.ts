import fs from "node:fs/promises";
import path from "node:path";

/**
 * Where uploaded files live. Local disk under DATA_DIR/uploads now; an S3-compatible store
 * implements the same three operations.
 */
export type Storage = {
  /** Stores bytes at `key` (e.g. "case-studies/gallery/abc.webp"); returns its public path. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  remove(key: string): Promise<void>;
  /** The key a public URL of this storage points at, or null when it is not ours. */
  keyOf(publicUrl: string): string | null;
};

export const UPLOADS_URL_PREFIX = "/uploads/";

export function createDiskStorage(root: string): Storage {
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`Invalid key ${key}`);
    return file;
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body);
      return `${UPLOADS_URL_PREFIX}${key}`;
    },
    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    keyOf(publicUrl) {
      const pathname = publicUrl.split("?")[0] ?? "";
      if (!pathname.startsWith(UPLOADS_URL_PREFIX)) return null;
      const key = decodeURIComponent(pathname.slice(UPLOADS_URL_PREFIX.length));
      return key.includes("..") ? null : key;
    },
  };
}
