import path from "node:path";
import type { Env } from "~/lib/env.server";
import { createDiskStorage, type Storage } from "./storage.server";

/** What chooses the storage: DATA_DIR, and the S3_* settings (app/lib/env.server.ts). */
export type StorageEnv = Pick<Env, "dataDir"> & Partial<Pick<Env, S3Setting>>;
type S3Setting = Extract<keyof Env, `S3_${string}`>;

/** The storage the settings ask for: the bucket of S3_BUCKET, else DATA_DIR/uploads. */
export async function createStorage(env: StorageEnv): Promise<Storage> {
  if (!env.S3_BUCKET) return createDiskStorage(uploadsFolder(env));
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    throw new Error("Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for the SDK's own)");
  }
  // Loaded for a bucket only: a site on disk never loads the AWS SDK.
  const { createS3Storage } = await import("./s3-storage.server");
  return createS3Storage({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION ?? (env.S3_ENDPOINT ? "us-east-1" : undefined),
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    publicUrl: env.S3_PUBLIC_URL,
  });
}

/** DATA_DIR/uploads: the folder of the disk storage. */
export function uploadsFolder(env: Pick<Env, "dataDir">) {
  return path.join(env.dataDir, "uploads");
}
