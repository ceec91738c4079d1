import os from "node:os";
import path from "node:path";
import type { RouterContextProvider } from "react-router";
import { createLoginThrottle } from "~/auth/login-throttle.server";
import { requestContext } from "~/context.server";
import type { Db } from "~/db/client.server";
import { readEnv, type Env } from "~/lib/env.server";
import { createDiskStorage } from "~/storage/storage.server";

/**
 * The router context a route gets (server/app.ts), around `db`; `env` replaces the
 * defaults it names. Nothing is written to the uploads folder it names.
 */
export function testContext(db: Db, env: Partial<Env> = {}) {
  return requestContext({
    db,
    env: { ...readEnv({}), ...env },
    cspNonce: "",
    sessionSecret: "s".repeat(48),
    clientIp: "127.0.0.1",
    loginThrottle: createLoginThrottle(),
    storage: createDiskStorage(path.join(os.tmpdir(), "agency-route-test-uploads")),
  });
}

/** A loader's arguments for a GET of `url`, as React Router passes them. */
export function loaderArgs<P>(url: string, context: RouterContextProvider, params: P) {
  const parsed = new URL(url);
  return { request: new Request(parsed), url: parsed, pattern: parsed.pathname, params, context };
}
