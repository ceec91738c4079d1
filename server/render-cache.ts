import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { NextFunction } from "express";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Visitors' pages are the same for everyone until the content changes, so each is rendered
 * once and kept as the bytes to send: plain, gzip and brotli, made once, with an ETag (a
 * browser that has them gets a 304). A cached page carries no per-response nonce: its
 * Content-Security-Policy lists the hashes of its own inline scripts, so its bytes never
 * change per response. Concurrent requests for an address that is not cached yet wait for
 * one render (single flight). Every change clears the cache (see server/app.ts); entries
 * also expire after `ttlMs`.
 *
 * Never cached: anything but GET, requests of a signed-in administrator (session cookie),
 * the administrators' and API paths, files, answers other than 200, answers that set a
 * cookie. A page may come in several variants (the home page's mix of case studies): each
 * request gets one at random, each variant is rendered once.
 */
export type RenderCacheOptions = {
  ttlMs: number;
  maxEntries: number;
  sessionCookie: string;
  /** Renders a visitor's page (variant: which of a page's variants, when it has some). */
  render: (req: IncomingMessage, variant: number | undefined) => Promise<Response>;
  /** The headers every page carries, given the sources its inline scripts are allowed by. */
  pageHeaders: (scriptSources: string) => Record<string, string>;
  /** How many variants a path has (1 when omitted). */
  variantsOf?: (path: string) => number;
};

type Entry = {
  headers: Record<string, string>;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  storedAt: number;
};

type Filled = { entry: Entry; cacheable: boolean };

const NEVER = /^\/(api|admin|login|logout|uploads|assets)(\/|$|\.)/;
// A file (favicon.svg, a picture) is never a page; route data is (`/cases.data`).
const FILE = /\.(?!data$)[a-z0-9]+$/i;
const KEPT_HEADERS = /^(content-type|cache-control|vary|x-robots-tag|link|retry-after)$/i;

export function createRenderCache(options: RenderCacheOptions) {
  const entries = new Map<string, Entry>();
  const inflight = new Map<string, Promise<Filled>>();
  // A render that started before a change may hold old content: it is not kept.
  let generation = 0;
  let renders = 0;

  const hasSession = (cookie: string | undefined) =>
    !!cookie && cookie.split(";").some((part) => part.trim().startsWith(`${options.sessionCookie}=`));

  async function fill(key: string, req: IncomingMessage, variant: number | undefined): Promise<Filled> {
    const startedIn = generation;
    renders++;
    const response = await options.render(req, variant);
    const body = Buffer.from(await response.arrayBuffer());
    const entry = await makeEntry(response, body);
    const cacheable = response.status === 200 && !response.headers.has("set-cookie");
    if (cacheable && startedIn === generation) {
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, entry);
    }
    return { entry: { ...entry, headers: { ...entry.headers, ...statusHeaders(response) } }, cacheable };
  }

  async function makeEntry(response: Response, body: Buffer): Promise<Entry> {
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (KEPT_HEADERS.test(name)) headers[name] = value;
    });
    const isPage = (headers["content-type"] ?? "").startsWith("text/html");
    Object.assign(headers, options.pageHeaders(isPage ? inlineScriptHashes(body.toString("utf8")) : ""));
    const [gzipped, brotlied] = await Promise.all([
      gzip(body, { level: 9 }),
      brotli(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    ]);
    const etag = `"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    return { headers, etag, identity: body, gzip: gzipped, br: brotlied, storedAt: Date.now() };
  }

  /**
   * The entry a request asks for (one of its page's variants at random); none when it is not
   * for the cache. Drawn once per request: a miss in serveHit that drew again in the
   * middleware would favour the variants already cached.
   */
  const drawn = new WeakMap<IncomingMessage, { key: string; variant: number | undefined }>();
  function keyOf(req: IncomingMessage) {
    const path = (req.url ?? "/").split("?")[0];
    if (req.method !== "GET" || NEVER.test(path) || FILE.test(path) || hasSession(req.headers.cookie)) return undefined;
    let entry = drawn.get(req);
    if (!entry) {
      const variants = options.variantsOf?.(path) ?? 1;
      const variant = variants > 1 ? Math.floor(Math.random() * variants) : undefined;
      entry = { key: `${req.headers.host ?? ""}${req.url}#${variant ?? ""}`, variant };
      drawn.set(req, entry);
    }
    return entry;
  }

  function freshEntry(key: string) {
    const hit = entries.get(key);
    return hit && Date.now() - hit.storedAt < options.ttlMs ? hit : undefined;
  }

  /**
   * Answers a request whose page is cached, before any framework runs (server.js): a hit
   * costs what a static file does. False when the request is not one for a cached page.
   */
  const serveHit = (req: IncomingMessage, res: ServerResponse) => {
    const asked = keyOf(req);
    const hit = asked && freshEntry(asked.key);
    if (!hit) return false;
    send(req, res, hit, 200, "hit");
    return true;
  };

  const middleware = async (req: IncomingMessage, res: ServerResponse, next: NextFunction) => {
    const asked = keyOf(req);
    if (!asked) return next();
    const { key, variant } = asked;
    try {
      const hit = freshEntry(key);
      if (hit) return send(req, res, hit, 200, "hit");
      // Kept until the page is rendered again: while the database is away it is still served.
      const stale = entries.get(key);
      const waiting = inflight.get(key);
      if (waiting) {
        const { entry, cacheable } = await waiting;
        // Someone else's answer is shared only when it is everyone's (no cookie, a 200).
        return cacheable ? send(req, res, entry, 200, "shared") : next();
      }
      const filling = fill(key, req, variant);
      inflight.set(key, filling);
      const { entry } = await filling.finally(() => {
        if (inflight.get(key) === filling) inflight.delete(key);
      });
      const status = Number(entry.headers[STATUS] ?? 200);
      if (status === 503 && stale) return send(req, res, stale, 200, "stale");
      if (status !== 200) entries.delete(key);
      send(req, res, entry, status, "miss");
    } catch (error) {
      next(error);
    }
  };

  // A render under way may hold the old content: later requests start a fresh one.
  const clear = () => {
    generation++;
    entries.clear();
    inflight.clear();
  };
  return { middleware, serveHit, clear, size: () => entries.size, renders: () => renders };
}

/** The status and cookies of a render, carried to its own requester only. */
const STATUS = "x-status";
function statusHeaders(response: Response): Record<string, string> {
  const extra: Record<string, string> = { [STATUS]: String(response.status) };
  const cookie = response.headers.get("set-cookie");
  if (cookie) extra["set-cookie"] = cookie;
  const location = response.headers.get("location");
  if (location) extra.location = location;
  return extra;
}

function send(req: IncomingMessage, res: ServerResponse, entry: Entry, status: number, state: string) {
  const { [STATUS]: _status, ...headers } = entry.headers;
  const common = { ...headers, ETag: entry.etag, Vary: "Accept-Encoding", "X-Render-Cache": state };
  if (status === 200 && req.headers["if-none-match"] === entry.etag) {
    res.writeHead(304, common);
    res.end();
    return;
  }
  const accepted = String(req.headers["accept-encoding"] ?? "");
  const [encoding, body] = /\bbr\b/.test(accepted)
    ? ["br", entry.br]
    : /\bgzip\b/.test(accepted)
      ? ["gzip", entry.gzip]
      : [undefined, entry.identity];
  res.writeHead(status, {
    ...common,
    ...(encoding ? { "Content-Encoding": encoding } : {}),
    "Content-Length": body.length,
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/** CSP sources for a page's inline scripts: the SHA-256 of each one's text. */
export function inlineScriptHashes(html: string) {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    hashes.add(`'sha256-${crypto.createHash("sha256").update(match[1]).digest("base64")}'`);
  }
  return [...hashes].join(" ");
}
