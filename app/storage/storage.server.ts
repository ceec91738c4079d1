import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

/**
 * Where uploaded files live: the disk under DATA_DIR/uploads (below), or an S3-compatible
 * bucket when S3_BUCKET is set (s3-storage.server.ts); create-storage.server.ts chooses.
 * Every part of the site that touches pictures (uploads, history, backups, the /uploads
 * addresses, `npm run storage`) goes through this.
 */
export type Storage = {
  /** Where the files are, for messages: a folder, or `s3://bucket`. */
  readonly location: string;
  /** The folder holding the files when they are on this machine's disk (served as static files). */
  readonly folder?: string;
  /** Stores bytes at `key` (e.g. "case-studies/gallery/abc.webp"); returns its public address. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** A file to send, or null when there is none; with `ifNoneMatch` equal to its ETag, only that. */
  get(key: string, options?: { ifNoneMatch?: string }): Promise<StoredObject | null>;
  /** A whole file's bytes, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** Every file, by key in order, with its size. */
  list(): Promise<StoredFile[]>;
  /** Rejects, saying why, when files cannot be stored now (the readiness probe). Fast. */
  check(): Promise<void>;
  /** The key a public address of this storage points at, or null when it is not ours. */
  keyOf(publicUrl: string): string | null;
};

export type StoredFile = { key: string; size: number };

export type StoredObject =
  { notModified: false; body: Readable; contentType: string; size?: number; etag?: string } | { notModified: true; etag: string };

export const UPLOADS_URL_PREFIX = "/uploads/";

/** A key as stored: relative, "/"-separated, never leaving its root. */
export function isSafeKey(key: string) {
  return !/[\\\0]/.test(key) && key.split("/").every((part) => part !== "" && part !== "." && part !== "..");
}

/** The key of an address under `prefix` ("/uploads/", or a bucket's public address), or null. */
export function keyUnder(prefix: string, publicUrl: string): string | null {
  const address = publicUrl.split(/[?#]/)[0] ?? "";
  if (!address.startsWith(prefix)) return null;
  let key: string;
  try {
    key = decodeURIComponent(address.slice(prefix.length));
  } catch {
    return null; // a malformed %-escape names no file of ours
  }
  return isSafeKey(key) ? key : null;
}

/** The type a file is served with, from its name (a backup or a folder keeps no types). */
export function contentTypeOf(key: string) {
  const extension = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? "application/octet-stream";
}

const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  svg: "image/svg+xml",
  avif: "image/avif",
};

/** Files in a folder of this machine, served from `/uploads/<key>`. */
export function createDiskStorage(root: string): Storage {
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    if (!isSafeKey(key) || !file.startsWith(path.resolve(root) + path.sep)) throw new Error(`Invalid key ${key}`);
    return file;
  };
  return {
    location: root,
    folder: root,
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body);
      return `${UPLOADS_URL_PREFIX}${key}`;
    },
    async get(key, options) {
      const stat = await fs.stat(fileOf(key)).catch(missing);
      if (!stat?.isFile()) return null;
      const etag = `W/"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`;
      if (options?.ifNoneMatch === etag) return { notModified: true, etag };
      const body = createReadStream(fileOf(key));
      return { notModified: false, body, contentType: contentTypeOf(key), size: stat.size, etag };
    },
    read: (key) => fs.readFile(fileOf(key)).catch(missing),
    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    list: () => listFolder(root),
    async check() {
      // A real write: a full disk or a read-only mount answer "writable" to access(2).
      await fs.mkdir(root, { recursive: true });
      await fs.rmdir(await fs.mkdtemp(path.join(root, ".check-")));
    },
    keyOf: (publicUrl) => keyUnder(UPLOADS_URL_PREFIX, publicUrl),
  };
}

/** null for a file that is not there; any other failure is thrown on. */
function missing(error: NodeJS.ErrnoException): null {
  if (error.code === "ENOENT" || error.code === "ENOTDIR") return null;
  throw error;
}

/** The files under `root`, by key in order; none when it does not exist. */
async function listFolder(root: string, folder = ""): Promise<StoredFile[]> {
  const entries = (await fs.readdir(path.join(root, folder), { withFileTypes: true }).catch(missing)) ?? [];
  const files: StoredFile[] = [];
  for (const entry of entries) {
    const key = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listFolder(root, key)));
    else if (entry.isFile()) files.push({ key, size: (await fs.stat(path.join(root, key))).size });
  }
  return files.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
