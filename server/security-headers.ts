import type { RequestHandler } from "express";

/**
 * The Content-Security-Policy of a page, given where its scripts may come from besides the
 * site's own files: a nonce for a page rendered for one response, or the hashes of a cached
 * page's inline scripts (so its bytes never change per response). No 'unsafe-inline'. In
 * development Vite's client needs 'unsafe-eval' and a WebSocket.
 */
export function contentSecurityPolicy(scriptSources: string, { development = false, pictures = "" } = {}) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources}${development ? " 'unsafe-eval'" : ""}`.trimEnd(),
    "style-src 'self' 'unsafe-inline'",
    // `pictures`: the origin of a bucket or CDN that serves uploads itself (S3_PUBLIC_URL).
    `img-src 'self' data: blob:${pictures ? ` ${pictures}` : ""}`,
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self'${development ? " ws: wss:" : ""}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self' mailto:",
    "object-src 'none'",
  ].join("; ");
}

/** The security headers of every response but the CSP. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
};

/** Security headers for responses rendered per request: their inline scripts carry the nonce. */
export function securityHeaders({ development, pictures }: { development: boolean; pictures?: string }): RequestHandler {
  return (_req, res, next) => {
    const nonce = res.locals.cspNonce as string;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(`'nonce-${nonce}'`, { development, pictures }));
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    next();
  };
}
