import fs from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "~/lib/env.server";
import { createStorage } from "~/storage/create-storage.server";
import { createDiskStorage, type Storage } from "~/storage/storage.server";
import { startTestS3, type TestS3 } from "../tests/s3-server";
import { serveUploads } from "./uploads-handler";

/** A site that serves only /uploads from `storage`; its address. */
async function serve(storage: Storage) {
  const app = express();
  app.use("/uploads", serveUploads(storage));
  const server: Server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
const servers: Server[] = [];
const picture = Buffer.from("RIFF....WEBPVP8 a picture's bytes");

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3("pictures");
});
afterAll(async () => {
  for (const server of servers) server.close();
  await s3?.stop();
});

describe("/uploads from a bucket", () => {
  let site: string;
  let storage: Storage;
  beforeAll(async () => {
    storage = await createStorage(readEnv(s3.env));
    await storage.put("case-studies/gallery/abc-1.webp", picture, "image/webp");
    site = await serve(storage);
  });

  it("streams a stored picture with a year of caching, its type, size and ETag", async () => {
    const response = await fetch(`${site}/uploads/case-studies/gallery/abc-1.webp?v=123`);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(picture);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("content-length")).toBe(String(picture.length));
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("etag")).toMatch(/^"[0-9a-f]+"$/);
  });

  it("answers 304 to a browser that has the picture, and HEAD without a body", async () => {
    const url = `${site}/uploads/case-studies/gallery/abc-1.webp`;
    const etag = (await fetch(url)).headers.get("etag") ?? "";
    const again = await fetch(url, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    const head = await fetch(url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(picture.length));
    expect(await head.text()).toBe("");
  });

  it("answers a plain 404 for a missing picture or an address that names none", async () => {
    for (const address of ["/uploads/case-studies/gallery/gone.webp", "/uploads/a/%2e%2e/b.webp", "/uploads/%E0%A4%A", "/uploads/"]) {
      const response = await fetch(`${site}${address}`);
      expect(response.status, address).toBe(404);
      expect(await response.text()).toBe("");
    }
    expect((await fetch(`${site}/uploads/case-studies/gallery/abc-1.webp`, { method: "POST" })).status).toBe(404);
  });

  it("sends anything in the bucket that is not a picture as bytes, never as a page", async () => {
    await storage.put("uploads/page.html", Buffer.from("<script>alert(1)</script>"), "text/html");
    const response = await fetch(`${site}/uploads/uploads/page.html`);
    expect(response.headers.get("content-type")).toBe("application/octet-stream");
  });

  it("answers 502 when the bucket does not answer", async () => {
    const down = await serve(await createStorage(readEnv({ ...s3.env, S3_ENDPOINT: "http://127.0.0.1:9" })));
    expect((await fetch(`${down}/uploads/case-studies/gallery/abc-1.webp`)).status).toBe(502);
  });
});

describe("/uploads from the disk", () => {
  it("sends the folder's files, and a plain 404 for a missing one", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "agency-serve-"));
    try {
      const storage = createDiskStorage(folder);
      await storage.put("about-images/p.webp", picture, "image/webp");
      const site = await serve(storage);
      const response = await fetch(`${site}/uploads/about-images/p.webp`);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer())).toEqual(picture);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      const missing = await fetch(`${site}/uploads/about-images/gone.webp`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toBe("");
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
