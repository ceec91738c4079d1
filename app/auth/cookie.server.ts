import { createCookie, type Cookie } from "react-router";
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE } from "./session.server";

const servedOverHttps = (publicUrl: string | undefined) => !!publicUrl && publicUrl.startsWith("https:");

/**
 * The session cookie's name: `__Host-sid` when the site's public address is https (the
 * browser then takes it only over HTTPS, for this host alone, with no Domain: no other site
 * on a sibling domain can set or overwrite it), else `sid`, so that sign-in works on
 * http://localhost. Everything that reads the cookie (the render cache, the change stream,
 * the guard) goes by this name.
 */
export function sessionCookieName(publicUrl: string | undefined = process.env.PUBLIC_URL) {
  return servedOverHttps(publicUrl) ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

const cookies = new Map<string, Cookie>();
function sessionCookie() {
  const name = sessionCookieName();
  let cookie = cookies.get(name);
  if (!cookie) {
    cookie = createCookie(name, { httpOnly: true, sameSite: "lax", path: "/", maxAge: SESSION_ABSOLUTE_MS / 1000 });
    cookies.set(name, cookie);
  }
  return cookie;
}

/** The session token the request's cookie carries, if any. */
export async function readSessionToken(request: Request): Promise<string | undefined> {
  const value: unknown = await sessionCookie().parse(request.headers.get("cookie"));
  return typeof value === "string" ? value : undefined;
}

// Secure under an https PUBLIC_URL whatever the proxy forwards; otherwise only when this
// request came over HTTPS, so that sign-in also works on http://localhost.
export const secure = (request: Request) => servedOverHttps(process.env.PUBLIC_URL) || new URL(request.url).protocol === "https:";

export function sessionCookieHeader(request: Request, token: string) {
  return sessionCookie().serialize(token, { secure: secure(request) });
}

export function clearedSessionCookieHeader(request: Request) {
  return sessionCookie().serialize("", { secure: secure(request), maxAge: 0 });
}
