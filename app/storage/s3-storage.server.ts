import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { contentTypeOf, isSafeKey, keyUnder, UPLOADS_URL_PREFIX, type Storage, type StoredFile } from "./storage.server";

export type S3Settings = {
  bucket: string;
  /** An S3-compatible server's address; unset for AWS itself. */
  endpoint?: string;
  /** Unset: the SDK's own (AWS_REGION, the profile). */
  region?: string;
  /** Unset: the SDK's default credential chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle?: boolean;
  /** Where the bucket's files are public (a CDN, the bucket's website); unset: the site serves them. */
  publicUrl?: string;
};

/**
 * Keys are unique per upload (app/storage/images.server.ts: random bytes and the time) and a
 * key's bytes never change, so a browser or CDN may keep a picture for a year.
 */
const CACHE_CONTROL = "public, max-age=31536000, immutable";
/** The readiness probe answers fast or says the bucket is down (server/health.ts waits 2 s). */
const CHECK_TIMEOUT_MS = 2_000;

/** Pictures in an S3-compatible bucket, with the operations of `Storage`. */
export function createS3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    credentials: settings.credentials,
    forcePathStyle: settings.forcePathStyle,
    // Since SDK 3.729 every request carries a CRC32 checksum (and aws-chunked bodies) that
    // many S3-compatible servers refuse; AWS itself keeps the SDK's default.
    ...(settings.endpoint ? { requestChecksumCalculation: "WHEN_REQUIRED", responseChecksumValidation: "WHEN_REQUIRED" } : {}),
    // A bucket that stops answering must not hold a visitor's picture request forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
  const Bucket = settings.bucket;
  const keyOfUpload = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Invalid key ${key}`);
    return key;
  };
  const publicPrefix = settings.publicUrl ? `${settings.publicUrl}/` : undefined;

  return {
    location: `s3://${Bucket}`,
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOfUpload(key),
          Body: body,
          ContentLength: body.length,
          ContentType: contentType,
          CacheControl: CACHE_CONTROL,
        }),
      );
      if (publicPrefix) return `${publicPrefix}${key.split("/").map(encodeURIComponent).join("/")}`;
      return `${UPLOADS_URL_PREFIX}${key}`;
    },
    async get(key, options) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOfUpload(key), IfNoneMatch: options?.ifNoneMatch }));
        if (!(object.Body instanceof Readable)) throw new Error(`No body for ${key} in ${Bucket}`);
        return {
          notModified: false,
          body: object.Body,
          contentType: object.ContentType ?? contentTypeOf(key),
          size: object.ContentLength,
          etag: object.ETag,
        };
      } catch (error) {
        const status = statusOf(error);
        if (status === 304 && options?.ifNoneMatch) return { notModified: true, etag: options.ifNoneMatch };
        if (status === 404) return null;
        throw error;
      }
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOfUpload(key) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },
    async remove(key) {
      // Deleting a key that is not there succeeds, as on disk.
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOfUpload(key) }));
    },
    async list() {
      const files: StoredFile[] = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? []) {
          if (object.Key && isSafeKey(object.Key)) files.push({ key: object.Key, size: object.Size ?? 0 });
        }
      }
      return files.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },
    async check() {
      // HeadBucket: the bucket exists and these credentials reach it, in one request that
      // writes nothing (a probe every few seconds must not fill the bucket's request bill).
      try {
        await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
      } catch (error) {
        const reason = statusOf(error) ? `HTTP ${statusOf(error)}` : error instanceof Error ? error.message : String(error);
        throw new Error(`Bucket ${Bucket} is not reachable (${reason})`);
      }
    },
    keyOf(publicUrl) {
      // Addresses stored before a move to the bucket stay /uploads/<key> (the site serves them).
      return keyUnder(UPLOADS_URL_PREFIX, publicUrl) ?? (publicPrefix ? keyUnder(publicPrefix, publicUrl) : null);
    },
  };
}

/** The HTTP status of an S3 error (404 for a missing key or bucket, 304 not modified). */
function statusOf(error: unknown) {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}
