import type { RequestHandler } from "express";

/**
 * Visitors' pages are the same for everyone until the content changes, so the rendered
 * HTML (and the route data of client-side navigations) is kept and sent again, which costs
 * close to a static file instead of a render with database reads. Every change clears the
 * cache (see server/app.ts); entries also expire after `ttlMs`, so the home page's random
 * portfolio picks still change now and then.
 *
 * Never cached: anything but GET, requests of a signed-in administrator (session cookie),
 * the administrator's and API paths, answers other than 200, answers that set a cookie.
 * The CSP nonce inside a cached page is replaced by the nonce of each response.
 */
type Entry = { status: number; headers: Record<string, string>; body: string; storedAt: number };

const NEVER = /^\/(api|admin|login|logout|uploads)(\/|$|\.)/;
const NONCE_SLOT = "__CSP_NONCE__";
const SKIPPED_HEADERS = new Set(["set-cookie", "content-length", "content-security-policy", "date", "connection", "transfer-encoding", "content-encoding"]);

export function createRenderCache(options: { ttlMs: number; maxEntries: number; sessionCookie: string }) {
  const entries = new Map<string, Entry>();
  // A render that started before a change may hold old content: it is not kept.
  let generation = 0;
  const hasSession = (cookie: string | undefined) =>
    !!cookie && cookie.split(";").some((part) => part.trim().startsWith(`${options.sessionCookie}=`));

  const middleware: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" || NEVER.test(req.path) || hasSession(req.headers.cookie)) return next();
    const key = `${req.headers.host ?? ""}${req.originalUrl}`;
    const nonce = String(res.locals.cspNonce ?? "");
    const hit = entries.get(key);
    if (hit && Date.now() - hit.storedAt < options.ttlMs) {
      res.status(hit.status);
      for (const [name, value] of Object.entries(hit.headers)) res.setHeader(name, value);
      res.setHeader("X-Render-Cache", "hit");
      res.end(hit.body.replaceAll(NONCE_SLOT, nonce));
      return;
    }
    entries.delete(key);
    const startedIn = generation;

    // Keep a copy of what the renderer writes, passing every chunk on unchanged.
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk == null || typeof chunk === "function") return;
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, encoding as BufferEncoding));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, typeof rest[0] === "string" ? rest[0] : undefined);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, typeof rest[0] === "string" ? rest[0] : undefined);
      if (res.statusCode === 200 && !res.getHeader("set-cookie") && startedIn === generation) {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.getHeaders())) {
          if (!SKIPPED_HEADERS.has(name) && value !== undefined) headers[name] = String(value);
        }
        const body = Buffer.concat(chunks).toString("utf8");
        if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(key, {
          status: 200,
          headers,
          body: nonce ? body.replaceAll(nonce, NONCE_SLOT) : body,
          storedAt: Date.now(),
        });
      }
      return end(chunk, ...rest);
    }) as typeof res.end;
    res.setHeader("X-Render-Cache", "miss");
    next();
  };

  const clear = () => {
    generation++;
    entries.clear();
  };
  return { middleware, clear, size: () => entries.size };
}
