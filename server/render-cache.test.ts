import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRenderCache } from "./render-cache";

describe("render cache", () => {
  let server: Server;
  let base: string;
  let renders = 0;
  let nonceCounter = 0;
  const cache = createRenderCache({ ttlMs: 60_000, maxEntries: 10, sessionCookie: "sid" });

  beforeAll(async () => {
    const app = express();
    app.use((_req, res, next) => {
      res.locals.cspNonce = `nonce${++nonceCounter}xyz`;
      next();
    });
    app.use(cache.middleware);
    app.get("/page", (_req, res) => {
      renders++;
      res.setHeader("Content-Type", "text/html");
      // Written in pieces, as a streaming render does.
      res.write(`<script nonce="${res.locals.cspNonce}">render ${renders}</script>`);
      res.end("<p>done</p>");
    });
    app.get("/missing", (_req, res) => {
      renders++;
      res.status(404).send("nope");
    });
    app.get("/cookie", (_req, res) => {
      renders++;
      res.cookie("x", "1").send("with cookie");
    });
    await new Promise<void>((resolve) => {
      server = app.listen(0, "127.0.0.1", () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("renders a page once and sends the copy again, with each response's own nonce", async () => {
    renders = 0;
    const first = await fetch(`${base}/page`);
    const firstBody = await first.text();
    const second = await fetch(`${base}/page`);
    const secondBody = await second.text();
    expect(renders).toBe(1);
    expect(first.headers.get("x-render-cache")).toBe("miss");
    expect(second.headers.get("x-render-cache")).toBe("hit");
    expect(second.headers.get("content-type")).toContain("text/html");
    expect(firstBody).toMatch(/^<script nonce="nonce\d+xyz">render 1<\/script><p>done<\/p>$/);
    expect(secondBody).toContain("render 1");
    const nonceOf = (body: string) => body.match(/nonce="([^"]+)"/)?.[1];
    expect(nonceOf(secondBody)).not.toBe(nonceOf(firstBody));
  });

  it("renders again after a change clears it", async () => {
    renders = 0;
    await fetch(`${base}/page`);
    cache.clear();
    await fetch(`${base}/page`);
    expect(renders).toBe(1);
  });

  it("never serves an administrator from the cache", async () => {
    renders = 0;
    await fetch(`${base}/page`);
    await fetch(`${base}/page`, { headers: { cookie: "theme=dark; sid=abc" } });
    expect(renders).toBe(1);
  });

  it("keeps no error pages and nothing that sets a cookie", async () => {
    renders = 0;
    await fetch(`${base}/missing`);
    await fetch(`${base}/missing`);
    await fetch(`${base}/cookie`);
    await fetch(`${base}/cookie`);
    expect(renders).toBe(4);
  });
});
