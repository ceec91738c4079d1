import crypto from "node:crypto";
import type { AddressInfo } from "node:net";
import http, { type Server } from "node:http";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createRenderCache, layoutScripts } from "./render-cache";
import { carriesPreview } from "./visitor-pages";

/**
 * A stand-in for React Router: pages whose layout scripts carry the render's nonce, an error
 * page, a page with a cookie, and a page whose content smuggles in a script of its own.
 */
let renders = 0;
let slow = 0;
const rendered: string[] = [];
async function render(url: string, _req: unknown, variant: number | undefined, nonce: string) {
  renders++;
  rendered.push(url);
  if (slow) await new Promise((resolve) => setTimeout(resolve, slow));
  const path = new URL(url).pathname;
  if (path === "/missing") return new Response("<p>Not found</p>", { status: 404, headers: { "Content-Type": "text/html" } });
  if (path === "/cookie") {
    return new Response("<p>hi</p>", { headers: { "Content-Type": "text/html", "Set-Cookie": "a=b" } });
  }
  const content =
    path === "/injected" ? "<p>A case study<script>steal(document.cookie)</script></p>" : `<p>${path} mix ${variant ?? "-"}</p>`;
  const page = `<html><script nonce="${nonce}">window.render = ${renders};</script>${content}<script type="module" nonce="${nonce}">go()</script></html>`;
  return new Response(page, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}

/** A live session, for these tests, is the cookie `sid=live`; any other value is made up. */
const cache = createRenderCache({
  ttlMs: 60_000,
  maxEntries: 8,
  sessionCookie: "sid",
  hasSession: async (req) => /\bsid=live\b/.test(req.headers.cookie ?? ""),
  seesDraft: carriesPreview,
  originOf: (req) => `http://${req.headers.host}`,
  maxOrigins: 2,
  render,
  pageHeaders: (sources) => ({ "Content-Security-Policy": `script-src 'self' ${sources}` }),
  variantsOf: (path) => (path === "/mixed" ? 3 : 1),
});

const hashOf = (script: string) => `'sha256-${crypto.createHash("sha256").update(script).digest("base64")}'`;

describe("render cache", () => {
  let server: Server;
  let base: string;
  let passedOn = 0;
  let reachedExpress = 0;

  beforeAll(async () => {
    const app = express();
    app.use((_req, _res, next) => {
      reachedExpress++;
      next();
    });
    app.use(cache.middleware);
    // What the cache does not answer goes on to the rest of the site.
    app.use((_req, res) => {
      passedOn++;
      res.end("rendered for this request only");
    });
    // As server.js does: a cached page is answered before Express runs.
    await new Promise<void>((resolve) => {
      server = http.createServer((req, res) => cache.serveHit(req, res) || app(req, res)).listen(0, "127.0.0.1", () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    cache.clear();
    renders = 0;
    passedOn = 0;
    reachedExpress = 0;
    slow = 0;
    rendered.length = 0;
  });

  it("answers a cached page before the rest of the server runs; what it does not hold goes on", async () => {
    await fetch(`${base}/page`);
    expect(reachedExpress).toBe(1);
    const hit = await fetch(`${base}/page`);
    expect(hit.headers.get("x-render-cache")).toBe("hit");
    expect(reachedExpress).toBe(1);
    // Another address, a session cookie (the database is asked) and a POST all go on to the site.
    await fetch(`${base}/other`);
    await fetch(`${base}/page`, { headers: { cookie: "sid=live" } });
    await fetch(`${base}/page`, { method: "POST" });
    expect(reachedExpress).toBe(4);
  });

  it("renders a page once and sends the same bytes again, compressed once", async () => {
    const first = await fetch(`${base}/page`);
    const firstBody = await first.text();
    const second = await fetch(`${base}/page`);
    expect(renders).toBe(1);
    expect(first.headers.get("x-render-cache")).toBe("miss");
    expect(second.headers.get("x-render-cache")).toBe("hit");
    expect(await second.text()).toBe(firstBody);
    expect(second.headers.get("content-type")).toContain("text/html");
    expect(second.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("sends brotli or gzip as the browser accepts, and the plain page otherwise", async () => {
    await fetch(`${base}/page`);
    const get = (encoding: string) =>
      new Promise<{ encoding?: string; body: Buffer }>((resolve) => {
        http.get(`${base}/page`, { headers: { "accept-encoding": encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk) => chunks.push(chunk));
          res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
        });
      });
    const br = await get("gzip, deflate, br");
    const gz = await get("gzip");
    const plain = await get("identity");
    expect(br.encoding).toBe("br");
    expect(gz.encoding).toBe("gzip");
    expect(plain.encoding).toBeUndefined();
    expect(zlib.brotliDecompressSync(br.body)).toEqual(plain.body);
    expect(zlib.gunzipSync(gz.body)).toEqual(plain.body);
  });

  it("answers 304 to a browser that has the page already", async () => {
    const first = await fetch(`${base}/page`);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await fetch(`${base}/page`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    cache.clear();
    const changed = await fetch(`${base}/page`, { headers: { "if-none-match": etag } });
    expect(changed.status).toBe(200);
  });

  it("allows the layout's inline scripts by their hashes, so no nonce is needed, and keeps no nonce in the page", async () => {
    const response = await fetch(`${base}/page`);
    const body = await response.text();
    const csp = response.headers.get("content-security-policy")!;
    const scripts = [...body.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(scripts).toHaveLength(2);
    for (const script of scripts) expect(csp).toContain(hashOf(script));
    expect(body).not.toContain("nonce");
    expect(csp).not.toContain("nonce");
    expect(csp).not.toContain("unsafe-inline");
  });

  it("does not allow a script smuggled into a page's content", async () => {
    const response = await fetch(`${base}/injected`);
    const body = await response.text();
    const csp = response.headers.get("content-security-policy")!;
    expect(body).toContain("<script>steal(document.cookie)</script>");
    expect(csp).not.toContain(hashOf("steal(document.cookie)"));
    expect(csp).toContain(hashOf("go()"));
    expect(csp.match(/'sha256-/g)).toHaveLength(2);
  });

  it("renders an address once however many ask for it at the same moment", async () => {
    slow = 50;
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${base}/busy`)));
    expect(renders).toBe(1);
    const bodies = await Promise.all(answers.map((r) => r.text()));
    expect(new Set(bodies).size).toBe(1);
    expect(answers.map((r) => r.headers.get("x-render-cache")).filter((s) => s === "miss")).toHaveLength(1);
  });

  it("does not hand a render begun before a change to those who ask after it", async () => {
    slow = 100;
    const before = fetch(`${base}/racing`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    cache.clear();
    const after = await fetch(`${base}/racing`);
    await before;
    // Its own render: it did not wait for the one begun before the change.
    expect(renders).toBe(2);
    expect(after.headers.get("x-render-cache")).toBe("miss");
  });

  it("renders again after a change clears it", async () => {
    await fetch(`${base}/page`);
    cache.clear();
    await fetch(`${base}/page`);
    expect(renders).toBe(2);
  });

  it("never serves an administrator, a file or an API path from the cache", async () => {
    await fetch(`${base}/page`, { headers: { cookie: "theme=dark; sid=live" } });
    await fetch(`${base}/favicon.svg`);
    await fetch(`${base}/api/events`);
    await fetch(`${base}/admin`);
    expect(renders).toBe(0);
    expect(passedOn).toBe(4);
  });

  it("serves the cached page to a made-up or expired session cookie; a live session gets its own", async () => {
    await fetch(`${base}/page`);
    for (const cookie of ["sid=made-up", "theme=dark; sid=expired"]) {
      const answer = await fetch(`${base}/page`, { headers: { cookie } });
      expect(answer.headers.get("x-render-cache")).toBe("hit");
    }
    // Not cached yet: rendered for everyone (without the made-up cookie) and kept.
    expect((await fetch(`${base}/other`, { headers: { cookie: "sid=made-up" } })).headers.get("x-render-cache")).toBe("miss");
    expect((await fetch(`${base}/other`)).headers.get("x-render-cache")).toBe("hit");
    expect(renders).toBe(2);
    const own = await fetch(`${base}/page`, { headers: { cookie: "sid=live" } });
    expect(await own.text()).toBe("rendered for this request only");
  });

  it("never answers a request seen through a preview link from the cache, nor keeps its page; a visitor's stays cached", async () => {
    await fetch(`${base}/page`);
    for (const [query, cookie] of [
      ["?preview=AAAAAAAAAAAAAAAAAAAAAA", ""],
      ["?x=1&preview=", ""],
      ["", "theme=dark; preview=token"],
      ["", "preview=token"],
    ]) {
      const answer = await fetch(`${base}/page${query}`, { headers: cookie ? { cookie } : {} });
      expect(answer.headers.get("x-render-cache"), `${query} ${cookie}`).toBeNull();
      expect(await answer.text()).toBe("rendered for this request only");
      // Not cached before either: still not kept.
      expect((await fetch(`${base}/fresh${query}`, { headers: cookie ? { cookie } : {} })).headers.get("x-render-cache")).toBeNull();
    }
    expect(renders).toBe(1);
    // Without the parameter and the cookie: the cached page, the same bytes (a cookie named alike is another).
    for (const cookie of ["", "previewed=1"]) {
      expect((await fetch(`${base}/page`, { headers: cookie ? { cookie } : {} })).headers.get("x-render-cache")).toBe("hit");
    }
    expect((await fetch(`${base}/fresh`)).headers.get("x-render-cache")).toBe("miss");
  });

  it("keys a page by the query parameters pages read: `?x=` adds no entry and pushes no page out", async () => {
    await fetch(`${base}/page`);
    for (let i = 0; i < 20; i++) {
      const answer = await fetch(`${base}/page?x=${i}`);
      expect(answer.headers.get("x-render-cache")).toBe("hit");
    }
    expect(renders).toBe(1);
    expect(cache.size()).toBe(1);
    // React Router's data requests name their routes: each set its own entry, in a share of their own.
    await fetch(`${base}/page.data?_routes=routes%2Fpage&x=1`);
    expect((await fetch(`${base}/page.data?x=2&_routes=routes%2Fpage`)).headers.get("x-render-cache")).toBe("hit");
    expect(rendered.at(-1)).toBe(`${base}/page.data?_routes=routes%2Fpage`);
    for (let i = 0; i < 20; i++) await fetch(`${base}/page.data?_routes=made-up-${i}`);
    expect(cache.size()).toBe(1 + 2);
    expect((await fetch(`${base}/page`)).headers.get("x-render-cache")).toBe("hit");
  });

  it("keeps addresses in their plain form only: others are rendered for themselves", async () => {
    for (const path of ["/PAGE", "/pag%65", "/page/", "/page//x"]) {
      expect((await fetch(`${base}${path}`)).headers.get("x-render-cache")).toBeNull();
    }
    expect(renders).toBe(0);
    expect(passedOn).toBe(4);
  });

  it("renders a page for the host each request names, keeping pages for a few hosts only", async () => {
    const asHost = (host: string) =>
      new Promise<string | undefined>((resolve) => {
        http.get(`${base}/page`, { headers: { host } }, (res) => {
          res.resume();
          resolve(res.headers["x-render-cache"] as string | undefined);
        });
      });
    expect(await asHost("a.example")).toBe("miss");
    expect(await asHost("a.example")).toBe("hit");
    expect(rendered).toEqual(["http://a.example/page"]);
    expect(await asHost("b.example")).toBe("miss");
    // A third host is rendered, and not kept: made-up hosts crowd nothing out.
    expect(await asHost("c.example")).toBe("miss");
    expect(await asHost("c.example")).toBe("miss");
    expect(cache.size()).toBe(2);
    expect(await asHost("a.example")).toBe("hit");
  });

  it("keeps no error page and nothing that sets a cookie, yet answers the one who asked", async () => {
    const missing = await fetch(`${base}/missing`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("<p>Not found</p>");
    await fetch(`${base}/missing`);
    const cookie = await fetch(`${base}/cookie`);
    expect(cookie.headers.get("set-cookie")).toBe("a=b");
    await fetch(`${base}/cookie`);
    expect(renders).toBe(4);
    expect(cache.size()).toBe(0);
  });

  it("keeps a page's variants apart: each is rendered once, and visitors get different ones", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) seen.add(await (await fetch(`${base}/mixed`)).text().then((t) => t.match(/mix \d/)![0]));
    expect(seen.size).toBe(3);
    expect(renders).toBe(3);
  });

  it("draws a request's variant once: one not cached yet is rendered, not swapped for one that is", async () => {
    const random = vi.spyOn(Math, "random");
    try {
      random.mockReturnValue(0);
      expect(await (await fetch(`${base}/mixed`)).text()).toContain("mix 0");
      // Variant 2 is drawn; a second draw (0 again) would find variant 0 cached.
      random.mockReturnValueOnce(0.9);
      expect(await (await fetch(`${base}/mixed`)).text()).toContain("mix 2");
      expect(renders).toBe(2);
    } finally {
      random.mockRestore();
    }
  });
});

describe("the layout's scripts", () => {
  it("are those that carry the render's nonce and no source; the page keeps no nonce", () => {
    const { html, sources } = layoutScripts(
      '<script src="/a.js" nonce="n1"></script><script nonce="n1">x()</script><script>y()</script><script nonce="other">z()</script>',
      "n1",
    );
    expect(sources).toBe(hashOf("x()"));
    expect(html).not.toContain("n1");
  });
});
