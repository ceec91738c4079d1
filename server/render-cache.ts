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
 * Content-Security-Policy lists the hashes of the inline scripts its layout wrote (each
 * render marks them with a secret nonce of its own, removed before the page is kept), so its
 * bytes never change per response and a script smuggled into its content is not allowed.
 * Concurrent requests for an address that is not cached yet wait for one render (single
 * flight). Every change clears the cache (see server/app.ts); entries also expire after `ttlMs`.
 *
 * An entry is keyed by the origin the page is rendered for (PUBLIC_URL's, else the request's;
 * at most `maxOrigins` of them at once), its path in its plain form (lower case, no encoded
 * characters, no trailing slash: others are rendered for themselves, not kept) and the one
 * query parameter a page's answer depends on, React Router's `_routes` of a data request (no
 * page reads any other: `?x=` is ignored). Data requests naming routes keep to a quarter of
 * `maxEntries` of their own, so that no made-up address pushes the pages out.
 *
 * Never cached: anything but GET, requests of a signed-in administrator (a session cookie that
 * stands for a live session: a made-up or expired one gets the cached page), requests seen
 * through a preview link (`seesDraft`: its parameter or cookie, whatever the token), the
 * administrators' and API paths, files, answers other than 200, answers that set a cookie. A
 * page may come in several variants (the home page's mix of case studies): each request gets
 * one at random, each variant is rendered once.
 */
export type RenderCacheOptions = {
  ttlMs: number;
  maxEntries: number;
  /** The session cookie's name: a request carrying it may be an administrator's. */
  sessionCookie: string;
  /** Whether a request carrying the session cookie has a live session (asked only of those). */
  hasSession: (req: IncomingMessage) => Promise<boolean>;
  /** Whether a request is seen through a preview link: never answered from the cache nor kept in it. */
  seesDraft?: (req: IncomingMessage) => boolean;
  /** The origin a request's page is rendered for (`https://agency.example`). */
  originOf: (req: IncomingMessage) => string;
  /** How many origins may have pages in the cache at once (1 when PUBLIC_URL fixes it). */
  maxOrigins: number;
  /** Renders a visitor's page at `url` (variant: which of a page's variants); `nonce` marks the layout's scripts. */
  render: (url: string, req: IncomingMessage, variant: number | undefined, nonce: string) => Promise<Response>;
  /** The headers every page of `origin` carries, given the sources its inline scripts are allowed by. */
  pageHeaders: (scriptSources: string, origin: string) => Record<string, string>;
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
  origin: string;
};

type Asked = { key: string; url: string; origin: string; variant: number | undefined; queried: boolean };
type Filled = { entry: Entry; cacheable: boolean };

const NEVER = /^\/(api|admin|login|logout|uploads|assets)(\/|$|\.)/;
// A file (favicon.svg, a picture) is never a page; route data is (`/cases.data`).
const FILE = /\.(?!data$)[a-z0-9]+$/i;
// A path as the site writes its links: lower-case segments of unreserved characters.
const PLAIN_PATH = /^\/(?:[a-z\d_][a-z\d._~-]*(?:\/[a-z\d_][a-z\d._~-]*)*)?$/;
const KEPT_HEADERS = /^(content-type|cache-control|vary|x-robots-tag|link|retry-after)$/i;

export function createRenderCache(options: RenderCacheOptions) {
  const pages = new Map<string, Entry>();
  const queried = new Map<string, Entry>();
  const queriedLimit = Math.max(1, Math.floor(options.maxEntries / 4));
  // How many entries each origin has: a new origin is not kept once maxOrigins have some.
  const origins = new Map<string, number>();
  const inflight = new Map<string, Promise<Filled>>();
  // A render that started before a change may hold old content: it is not kept.
  let generation = 0;
  let renders = 0;

  const carriesSession = (req: IncomingMessage) => carriesCookie(req, options.sessionCookie);

  const shelfOf = (asked: Asked) => (asked.queried ? queried : pages);
  function remove(shelf: Map<string, Entry>, key: string) {
    const entry = shelf.get(key);
    if (!entry) return;
    shelf.delete(key);
    const left = (origins.get(entry.origin) ?? 1) - 1;
    if (left > 0) origins.set(entry.origin, left);
    else origins.delete(entry.origin);
  }
  function store(asked: Asked, entry: Entry) {
    const shelf = shelfOf(asked);
    remove(shelf, asked.key);
    if (!origins.has(asked.origin) && origins.size >= options.maxOrigins) return;
    if (shelf.size >= (asked.queried ? queriedLimit : options.maxEntries)) remove(shelf, shelf.keys().next().value!);
    shelf.set(asked.key, entry);
    origins.set(asked.origin, (origins.get(asked.origin) ?? 0) + 1);
  }

  async function fill(asked: Asked, req: IncomingMessage): Promise<Filled> {
    const startedIn = generation;
    renders++;
    const nonce = crypto.randomBytes(18).toString("base64url");
    const response = await options.render(asked.url, req, asked.variant, nonce);
    const body = Buffer.from(await response.arrayBuffer());
    const entry = await makeEntry(response, body, nonce, asked.origin);
    const cacheable = response.status === 200 && !response.headers.has("set-cookie");
    if (cacheable && startedIn === generation) store(asked, entry);
    return { entry: { ...entry, headers: { ...entry.headers, ...statusHeaders(response) } }, cacheable };
  }

  async function makeEntry(response: Response, rendered: Buffer, nonce: string, origin: string): Promise<Entry> {
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (KEPT_HEADERS.test(name)) headers[name] = value;
    });
    let body = rendered;
    let scriptSources = "";
    if ((headers["content-type"] ?? "").startsWith("text/html")) {
      const own = layoutScripts(rendered.toString("utf8"), nonce);
      body = Buffer.from(own.html);
      scriptSources = own.sources;
    }
    Object.assign(headers, options.pageHeaders(scriptSources, origin));
    const [gzipped, brotlied] = await Promise.all([
      gzip(body, { level: 9 }),
      brotli(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    ]);
    const etag = `"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    return { headers, etag, identity: body, gzip: gzipped, br: brotlied, storedAt: Date.now(), origin };
  }

  /**
   * The entry a request asks for (one of its page's variants at random); none when it is not
   * for the cache. Drawn once per request: a miss in serveHit that drew again in the
   * middleware would favour the variants already cached.
   */
  const drawn = new WeakMap<IncomingMessage, Asked>();
  function keyOf(req: IncomingMessage): Asked | undefined {
    if (req.method !== "GET") return undefined;
    const target = req.url ?? "/";
    const at = target.indexOf("?");
    const path = at < 0 ? target : target.slice(0, at);
    if (NEVER.test(path) || FILE.test(path) || !PLAIN_PATH.test(path) || options.seesDraft?.(req)) return undefined;
    let asked = drawn.get(req);
    if (!asked) {
      const routes = at >= 0 && target.includes("_routes=", at) ? new URLSearchParams(target.slice(at + 1)).get("_routes") : null;
      const page = routes ? `${path}?_routes=${encodeURIComponent(routes)}` : path;
      const origin = options.originOf(req);
      const variants = options.variantsOf?.(path) ?? 1;
      const variant = variants > 1 ? Math.floor(Math.random() * variants) : undefined;
      asked = { key: `${origin}${page}#${variant ?? ""}`, url: `${origin}${page}`, origin, variant, queried: !!routes };
      drawn.set(req, asked);
    }
    return asked;
  }

  function freshEntry(asked: Asked) {
    const hit = shelfOf(asked).get(asked.key);
    return hit && Date.now() - hit.storedAt < options.ttlMs ? hit : undefined;
  }

  /**
   * Answers a request whose page is cached, before any framework runs (server.js): a hit
   * costs what a static file does. False when the request is not one for a cached page, or
   * carries a session cookie (the middleware asks the database whether it stands for one).
   */
  const serveHit = (req: IncomingMessage, res: ServerResponse) => {
    if (carriesSession(req)) return false;
    const asked = keyOf(req);
    const hit = asked && freshEntry(asked);
    if (!hit) return false;
    send(req, res, hit, 200, "hit");
    return true;
  };

  const middleware = async (req: IncomingMessage, res: ServerResponse, next: NextFunction) => {
    const asked = keyOf(req);
    if (!asked) return next();
    const { key } = asked;
    try {
      // An administrator's own page; a database that cannot tell is left to the page's answer.
      if (carriesSession(req) && (await options.hasSession(req).catch(() => true))) return next();
      const hit = freshEntry(asked);
      if (hit) return send(req, res, hit, 200, "hit");
      // Kept until the page is rendered again: while the database is away it is still served.
      const stale = shelfOf(asked).get(key);
      const waiting = inflight.get(key);
      if (waiting) {
        const { entry, cacheable } = await waiting;
        // Someone else's answer is shared only when it is everyone's (no cookie, a 200).
        return cacheable ? send(req, res, entry, 200, "shared") : next();
      }
      const filling = fill(asked, req);
      inflight.set(key, filling);
      const { entry } = await filling.finally(() => {
        if (inflight.get(key) === filling) inflight.delete(key);
      });
      const status = Number(entry.headers[STATUS] ?? 200);
      if (status === 503 && stale) return send(req, res, stale, 200, "stale");
      if (status !== 200) remove(shelfOf(asked), key);
      send(req, res, entry, status, "miss");
    } catch (error) {
      next(error);
    }
  };

  // A render under way may hold the old content: later requests start a fresh one.
  const clear = () => {
    generation++;
    pages.clear();
    queried.clear();
    origins.clear();
    inflight.clear();
  };
  return { middleware, serveHit, clear, size: () => pages.size + queried.size, renders: () => renders };
}

/** Whether the request carries a cookie named `name` (whatever its value). */
export function carriesCookie(req: IncomingMessage, name: string) {
  const cookies = req.headers.cookie;
  return !!cookies && cookies.split(";").some((part) => part.trimStart().startsWith(`${name}=`));
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

/**
 * The inline scripts the layout wrote (React Router's, the theme's, the early scripts: each
 * carries this render's secret `nonce`), as CSP sources (the SHA-256 of each one's text), and
 * the page without the nonce. An inline script without it, such as one smuggled into the
 * page's content, gets no hash: the browser refuses to run it.
 */
export function layoutScripts(html: string, nonce: string) {
  const mark = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!attributes.includes(mark) || /\bsrc=/i.test(attributes)) continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(text.replaceAll(mark, "")).digest("base64")}'`);
  }
  return { html: html.replaceAll(mark, ""), sources: [...hashes].join(" ") };
}
