/**
 * Sign-in as the browser does it, against the login page's and /admin's actions called the
 * way React Router calls them: each client with its own address, every answer with its
 * status, redirect, session cookie and body. Used by the tests of app/auth/.
 */
import os from "node:os";
import path from "node:path";
import type { AppServices } from "~/context.server";
import type { Db } from "~/db/client.server";
import { createLoginThrottle, type LoginThrottle } from "~/auth/login-throttle.server";
import { readEnv, type Env } from "~/lib/env.server";
import { createDiskStorage } from "~/storage/storage.server";
import { callRoute, formOf, ORIGIN, SECRET, type Action, type Fields } from "./action-site";

/** What the server puts in a request's router context, for a client at `clientIp`; one throttle per site. */
export function siteServices(
  db: Db,
  { env = {}, throttle = createLoginThrottle() }: { env?: Partial<Env>; throttle?: LoginThrottle } = {},
) {
  return (clientIp = "203.0.113.1"): AppServices => ({
    db,
    env: { ...readEnv({}), ...env },
    cspNonce: "",
    sessionSecret: SECRET,
    clientIp,
    loginThrottle: throttle,
    storage: createDiskStorage(path.join(os.tmpdir(), "agency-sign-in-test-uploads")),
  });
}

export type Reply = { status: number; location: string | null; cookie: string | null; body: Record<string, unknown> };

/** What an action answered, returned or thrown, with the headers a browser would act on. */
export async function replyOf(run: () => Promise<unknown>): Promise<Reply> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) {
    return {
      status: value.status,
      location: value.headers.get("location"),
      cookie: value.headers.get("set-cookie")?.split(";")[0] ?? null,
      body: {},
    };
  }
  if (value && typeof value === "object" && "data" in value && "init" in value) {
    const { data, init } = value as { data: Record<string, unknown>; init?: { status?: number } | null };
    return { status: init?.status ?? 200, location: null, cookie: null, body: data ?? {} };
  }
  return { status: 200, location: null, cookie: null, body: (value ?? {}) as Record<string, unknown> };
}

/** A POST of `fields` from this site's own page to `action` at `path`, with a cookie if given. */
export function post(services: AppServices, action: Action, pathAndQuery: string, fields: Fields, cookie?: string) {
  const headers: Record<string, string> = { origin: ORIGIN };
  if (cookie) headers.cookie = cookie;
  return replyOf(() =>
    callRoute(services, action, new Request(`${ORIGIN}${pathAndQuery}`, { method: "POST", headers, body: formOf(fields) })),
  );
}
