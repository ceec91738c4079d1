import type { IncomingMessage } from "node:http";
import type { RouterContextProvider } from "react-router";
import { PREVIEW_PARAM } from "~/lib/preview-link";
import { HOME_MIXES } from "~/lib/case-rules";
import { PREVIEW_COOKIE } from "~/routes/preview-view.server";
import { onChange } from "~/realtime/changes.server";
import { requestHost, requestProtocol, type Trust } from "./proxy";
import { carriesCookie, createRenderCache } from "./render-cache";
import { contentSecurityPolicy, HSTS, SECURITY_HEADERS } from "./security-headers";

const TTL_MS = 10 * 60_000;
// Without PUBLIC_URL pages are rendered for the host each request names: this many at most
// are cached at once, so that made-up Host headers cannot crowd the cache.
const MAX_ORIGINS = 4;

export type VisitorPagesOptions = {
  /** PUBLIC_URL's origin, when set: every cached page is rendered for it. */
  publicOrigin: string | undefined;
  trust: Trust;
  sessionCookie: string;
  hasSession: (req: IncomingMessage) => Promise<boolean>;
  /** The origin of a bucket or CDN serving the pictures (S3_PUBLIC_URL), or "". */
  pictures: string;
  /** React Router's handler, with the router context of a render for everyone. */
  render: (request: Request, context: RouterContextProvider) => Promise<Response>;
  context: (req: IncomingMessage, cspNonce: string, homeMix: number | undefined) => RouterContextProvider;
};

/**
 * Visitors' pages from the render cache (server/render-cache.ts, docs/decisions/008 and 022),
 * rendered for the configured origin, cleared at every change.
 */
export function createVisitorPages({ publicOrigin, trust, sessionCookie, hasSession, pictures, render, context }: VisitorPagesOptions) {
  // The home page's cached mixes share a round (pickHomeCases): together they show every
  // published case. A new round is drawn at every change and once cached pages expire.
  const drawRound = () => ({ round: Math.floor(Math.random() * (2 ** 31 / HOME_MIXES)), drawnAt: Date.now() });
  let mixes = drawRound();
  const homeMix = (variant: number | undefined) => {
    if (variant === undefined) return undefined;
    if (Date.now() - mixes.drawnAt > TTL_MS) mixes = drawRound();
    return mixes.round * HOME_MIXES + variant;
  };
  const renderCache = createRenderCache({
    ttlMs: TTL_MS,
    maxEntries: 500,
    sessionCookie,
    hasSession,
    seesDraft: carriesPreview,
    originOf: publicOrigin
      ? () => publicOrigin
      : (req) => `${requestProtocol(req, trust)}://${(requestHost(req, trust) ?? "localhost").toLowerCase()}`,
    maxOrigins: publicOrigin ? 1 : MAX_ORIGINS,
    // A page for everyone: rendered without the requester's cookies.
    render: (url, req, variant, nonce) => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === "string" && name !== "cookie") headers.set(name, value);
      }
      return render(new Request(url, { headers }), context(req, nonce, homeMix(variant)));
    },
    pageHeaders: (scriptSources, origin) => ({
      "Content-Security-Policy": contentSecurityPolicy(scriptSources, { pictures }),
      ...SECURITY_HEADERS,
      ...(origin.startsWith("https:") ? HSTS : {}),
    }),
    // The home page's mix of case studies: a different one for each visit (routes/home.tsx).
    variantsOf: (path) => (path === "/" ? HOME_MIXES : 1),
  });
  onChange(() => {
    renderCache.clear();
    mixes = drawRound();
  });
  return renderCache;
}

/**
 * A request for a page seen through a 'Share preview' link: the link's parameter or its
 * cookie (docs/decisions/024). Its answer shows the draft: never from the cache nor into it.
 */
export function carriesPreview(req: IncomingMessage) {
  const target = req.url ?? "/";
  const at = target.indexOf("?");
  return carriesCookie(req, PREVIEW_COOKIE) || (at >= 0 && new URLSearchParams(target.slice(at + 1)).has(PREVIEW_PARAM));
}
