import crypto from "node:crypto";
import { parseArgs } from "node:util";
import { readEnv } from "~/lib/env.server";
import { createStorage, uploadsFolder } from "~/storage/create-storage.server";
import { contentTypeOf, createDiskStorage, type Storage, type StoredFile } from "~/storage/storage.server";

const USAGE = "Usage: npm run storage -- migrate --to s3|disk";
/** Files copied at once: a bucket answers each request slowly, but in parallel. */
const PARALLEL = 4;

/**
 * `npm run storage -- migrate --to s3` copies every file of DATA_DIR/uploads into the bucket
 * of S3_BUCKET; `--to disk` copies the bucket's files back. Each copy is read back and
 * compared byte for byte (sha256); a file already there with the same size is skipped, so a
 * run that stopped half-way goes on where it was. Nothing is deleted on either side, and the
 * database is not touched: its addresses stay `/uploads/<key>`, which the site serves from
 * whichever storage it uses.
 */
export async function runStorageCommand(argv: string[]): Promise<number> {
  let to: string | undefined;
  let command: string | undefined;
  try {
    const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { to: { type: "string" } } });
    [command] = positionals;
    to = values.to;
    if (positionals.length !== 1) command = undefined;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (command !== "migrate" || (to !== "s3" && to !== "disk")) {
    console.error(USAGE);
    return 2;
  }
  const env = readEnv();
  if (!env.S3_BUCKET) {
    console.error("S3_BUCKET is not set: set it and the other S3_* settings as the site will have them (README, Configuration).");
    return 1;
  }
  const disk = createDiskStorage(uploadsFolder(env));
  const bucket = await createStorage(env);
  const [from, into] = to === "s3" ? [disk, bucket] : [bucket, disk];
  try {
    await into.check();
  } catch (error) {
    console.error(`${(error as Error).message}\nNothing was copied.`);
    return 1;
  }
  const result = await copyAll(from, into);
  const count = (n: number) => `${n} file${n === 1 ? "" : "s"}`;
  console.log(
    `Copied ${count(result.copied)} (${(result.bytes / 1e6).toFixed(1)} MB) from ${from.location} to ${into.location}; ` +
      `${count(result.skipped)} already there${result.failed.length ? `; ${count(result.failed.length)} failed` : ""}.`,
  );
  if (result.failed.length) {
    console.error(`Not copied:\n  ${result.failed.join("\n  ")}\nRun the command again: it copies only what is missing.`);
    return 1;
  }
  return 0;
}

export type CopyResult = { copied: number; bytes: number; skipped: number; failed: string[] };

/** Copies every file of `from` that `into` lacks (or holds at another size), each one checked. */
export async function copyAll(from: Storage, into: Storage): Promise<CopyResult> {
  const present = new Map((await into.list()).map((file) => [file.key, file.size]));
  const result: CopyResult = { copied: 0, bytes: 0, skipped: 0, failed: [] };
  const queue = (await from.list()).filter((file) => {
    const same = present.get(file.key) === file.size;
    if (same) result.skipped++;
    return !same;
  });
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      try {
        const size = await copyOne(from, into, file);
        if (size === null) continue; // removed by the site meanwhile
        result.copied++;
        result.bytes += size;
      } catch (error) {
        result.failed.push(`${file.key}: ${(error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  result.failed.sort();
  return result;
}

async function copyOne(from: Storage, into: Storage, file: StoredFile): Promise<number | null> {
  const data = await from.read(file.key);
  if (!data) return null;
  await into.put(file.key, data, contentTypeOf(file.key));
  const copy = await into.read(file.key);
  if (!copy || sha256(copy) !== sha256(data)) {
    // Gone, so that the next run copies it again rather than trusting its size.
    await into.remove(file.key).catch(() => {});
    throw new Error(`the copy differs from the original (${copy?.length ?? 0} of ${data.length} bytes)`);
  }
  return data.length;
}

function sha256(data: Buffer) {
  return crypto.createHash("sha256").update(data).digest("hex");
}
