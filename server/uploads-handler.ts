import { pipeline } from "node:stream/promises";
import express, { type RequestHandler } from "express";
import { log } from "~/lib/log.server";
import { keyUnder, type Storage } from "~/storage/storage.server";

/** A year: an upload's key is never reused for other bytes (app/storage/images.server.ts). */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * `/uploads/<key>`: the stored pictures, whichever the storage. On disk Express sends the
 * files; from a bucket each one is streamed through, with its ETag (answered 304 by the
 * bucket itself). A missing upload is a plain 404, not a page.
 */
export function serveUploads(storage: Storage): RequestHandler[] {
  const notFound: RequestHandler = (_req, res) => void res.status(404).end();
  if (storage.folder) {
    const nosniff = (res: express.Response) => res.setHeader("X-Content-Type-Options", "nosniff");
    return [express.static(storage.folder, { maxAge: "1h", setHeaders: nosniff }), notFound];
  }
  const fromStorage: RequestHandler = async (req, res, next) => {
    const key = keyUnder("/", req.path);
    if ((req.method !== "GET" && req.method !== "HEAD") || !key) return next();
    let object;
    try {
      object = await storage.get(key, { ifNoneMatch: req.headers["if-none-match"] });
    } catch (error) {
      log().error({ err: error, key }, `An upload could not be read from ${storage.location}`);
      res.status(502).end();
      return;
    }
    if (!object) return next();
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Cache-Control", IMMUTABLE);
    if (object.etag) res.setHeader("ETag", object.etag);
    if (object.notModified) {
      res.status(304).end();
      return;
    }
    // Only pictures are stored; anything else in the bucket is sent as bytes, never as a page.
    res.setHeader("Content-Type", object.contentType.startsWith("image/") ? object.contentType : "application/octet-stream");
    if (object.size !== undefined) res.setHeader("Content-Length", object.size);
    if (req.method === "HEAD") {
      object.body.destroy();
      res.end();
      return;
    }
    // A visitor who leaves mid-picture ends the stream; nothing to report.
    await pipeline(object.body, res).catch(() => {});
  };
  return [fromStorage, notFound];
}
