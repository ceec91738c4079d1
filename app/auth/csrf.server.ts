import crypto from "node:crypto";

export const CSRF_HEADER = "x-csrf-token";
export const CSRF_FIELD = "_csrf";

/** The CSRF token of a session: derived, so nothing more needs storing. */
export function csrfTokenFor(sessionId: string, secret: string) {
  return crypto.createHmac("sha256", secret).update(`csrf:${sessionId}`).digest("base64url");
}

export function isValidCsrfToken(sessionId: string, secret: string, token: string | null) {
  if (!token) return false;
  const expected = Buffer.from(csrfTokenFor(sessionId, secret));
  const given = Buffer.from(token);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/**
 * A browser always sends Origin with a cross-site POST; a request whose Origin (or, failing
 * that, Referer) is another site is refused before anything else is looked at.
 */
export function isSameOrigin(request: Request) {
  const origin = request.headers.get("origin") ?? refererOrigin(request.headers.get("referer"));
  if (!origin) return true;
  return origin === new URL(request.url).origin;
}

function refererOrigin(referer: string | null) {
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return "invalid";
  }
}
