import { createCookie } from "react-router";
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE } from "./session.server";

const sessionCookie = createCookie(SESSION_COOKIE, {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: SESSION_ABSOLUTE_MS / 1000,
});

/** The session token the request's cookie carries, if any. */
export async function readSessionToken(request: Request): Promise<string | undefined> {
  const value: unknown = await sessionCookie.parse(request.headers.get("cookie"));
  return typeof value === "string" ? value : undefined;
}

// Secure only behind HTTPS, so that sign-in also works on http://localhost.
const isHttps = (request: Request) => new URL(request.url).protocol === "https:";

export function sessionCookieHeader(request: Request, token: string) {
  return sessionCookie.serialize(token, { secure: isHttps(request) });
}

export function clearedSessionCookieHeader(request: Request) {
  return sessionCookie.serialize("", { secure: isHttps(request), maxAge: 0 });
}
