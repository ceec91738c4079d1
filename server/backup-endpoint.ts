import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream } from "node:stream/web";
import type { RequestHandler } from "express";
import { writeBackup } from "~/backup/archive.server";
import { BackupError } from "~/backup/backup-error";
import type { Database } from "~/db/client.server";
import type { Env } from "~/lib/env.server";
import { createStorage, type StorageEnv } from "~/storage/create-storage.server";

/**
 * While the site runs on the embedded database, PGlite is its process's alone, so
 * `npm run backup` asks the site for the archive (docs/decisions/009-backups.md). The site
 * writes a random token into DATA_DIR, readable by its owner only: whoever can read it
 * could copy the database anyway. Only a request from this machine, not forwarded by a
 * proxy, carrying that token gets an archive.
 */
export const BACKUP_PATH = "/api/backup";
const ACCESS_FILE = "backup-access.json";

type Access = { url: string; token: string };

export function createBackupEndpoint(database: Database, env: Pick<Env, "dataDir" | "PORT" | "HOST"> & StorageEnv): RequestHandler {
  // With PostgreSQL the backup command reads the database itself.
  if (database.kind !== "pglite") return (_req, res) => void res.status(404).end();

  const token = crypto.randomBytes(32).toString("base64url");
  const wildcard = ["0.0.0.0", "::", ""].includes(env.HOST);
  const host = wildcard ? "127.0.0.1" : env.HOST.includes(":") ? `[${env.HOST}]` : env.HOST;
  const access: Access = { url: `http://${host}:${env.PORT}${BACKUP_PATH}`, token };
  fs.mkdirSync(env.dataDir, { recursive: true });
  const file = path.join(env.dataDir, ACCESS_FILE);
  const temporary = `${file}.${process.pid}`;
  fs.writeFileSync(temporary, JSON.stringify(access), { mode: 0o600 });
  fs.renameSync(temporary, file);
  // The uploads as the site has them (DATA_DIR/uploads or the bucket), made when first asked.
  let storage: ReturnType<typeof createStorage> | undefined;

  return async (req, res) => {
    // From this machine: the connection's two ends are the same address. A reverse proxy on
    // this machine makes every visitor look local, hence no forwarded requests at all.
    const local = !!req.socket.remoteAddress && req.socket.remoteAddress === req.socket.localAddress;
    const forwarded = req.headers["x-forwarded-for"] || req.headers.forwarded || req.headers["x-real-ip"];
    if (!local || forwarded || !sameSecret(req.headers.authorization ?? "", `Bearer ${token}`)) {
      res.status(403).end();
      return;
    }
    res.setHeader("Content-Type", "application/gzip");
    res.setHeader("Cache-Control", "no-store");
    try {
      storage ??= createStorage(env);
      await writeBackup(database, await storage, res);
    } catch (error) {
      // The response is cut short; the backup command notices and keeps no archive.
      console.error("Backup failed:", error);
      res.destroy();
    }
  };
}

function sameSecret(given: string, expected: string) {
  const hash = (text: string) => crypto.createHash("sha256").update(text).digest();
  return crypto.timingSafeEqual(hash(given), hash(expected));
}

/** The backup command's side: asks the site running on `dataDir` for an archive into `file`. */
export async function fetchBackupFromSite(dataDir: string, file: string) {
  let access: Access;
  try {
    access = JSON.parse(fs.readFileSync(path.join(dataDir, ACCESS_FILE), "utf8"));
  } catch {
    throw new BackupError(`The site running on ${dataDir} does not offer backups (an older version?): stop it, then run this again.`);
  }
  let response;
  try {
    response = await fetch(access.url, { method: "POST", headers: { authorization: `Bearer ${access.token}` } });
  } catch (error) {
    throw new BackupError(`The running site did not answer at ${access.url} (${(error as Error).message}).`);
  }
  if (!response.ok || !response.body) {
    throw new BackupError(`The running site refused the backup (HTTP ${response.status}).`);
  }
  try {
    await pipeline(Readable.fromWeb(response.body as ReadableStream), fs.createWriteStream(file));
  } catch (error) {
    throw new BackupError(`The running site's archive was cut short (${(error as Error).message}).`);
  }
}
