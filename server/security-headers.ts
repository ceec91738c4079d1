import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";

/**
 * The Content-Security-Policy of a page, given where its scripts may come from besides the
 * site's own files: a nonce for a page rendered for one response, or the hashes of a cached
 * page's own inline scripts (so its bytes never change per response). No 'unsafe-inline'. In
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

/** The security headers of every response but the CSP and HSTS. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
};

/** Browsers keep to HTTPS for a year, subdomains included, once they have seen the site over it. */
export const HSTS = { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" };

export type SecurityOptions = {
  development: boolean;
  /** The origin of a bucket or CDN serving the pictures (S3_PUBLIC_URL), or "". */
  pictures: string;
  /** Whether a request reached the site over HTTPS (an https PUBLIC_URL, or a trusted proxy's word). */
  overHttps: (req: IncomingMessage) => boolean;
};

/**
 * The security headers of every answer that is not a cached page (those carry their own):
 * static files, uploads, health, the change stream, refusals and errors. Pages rendered per
 * request then replace the CSP with one carrying their nonce (`allowNonce`).
 */
export function securityHeaders({ development, pictures, overHttps }: SecurityOptions): RequestHandler {
  const csp = contentSecurityPolicy("", { development, pictures });
  return (req, res, next) => {
    res.setHeader("Content-Security-Policy", csp);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    if (overHttps(req)) res.setHeader("Strict-Transport-Security", HSTS["Strict-Transport-Security"]);
    next();
  };
}

/** The CSP of a page rendered for this response: its inline scripts carry `nonce`. */
export function allowNonce(res: ServerResponse, nonce: string, { development, pictures }: Omit<SecurityOptions, "overHttps">) {
  res.setHeader("Content-Security-Policy", contentSecurityPolicy(`'nonce-${nonce}'`, { development, pictures }));
}
