import { createContext, RouterContextProvider } from "react-router";
import type { AdminCheck } from "~/auth/guard.server";
import type { LoginThrottle } from "~/auth/login-throttle.server";
import type { Db } from "~/db/client.server";
import type { Env } from "~/lib/env.server";
import type { Storage } from "~/storage/storage.server";
import type { OpenPreview } from "~/models/preview-links.server";

/** What every loader and action may use: made by the server (server/app.ts) for each request. */
export type AppServices = {
  db: Db;
  env: Env;
  /** Nonce of this response's Content-Security-Policy, for inline scripts. */
  cspNonce: string;
  /** Key the CSRF tokens are derived with. */
  sessionSecret: string;
  /** The client's address (behind a local reverse proxy, the one it forwarded). */
  clientIp: string;
  loginThrottle: LoginThrottle;
  storage: Storage;
  /** Which mix of case studies a cached home page shows (server/render-cache.ts). */
  homeMix?: number;
  /**
   * The requesting session is in draft mode (app/routes/draft-view.server.ts): `db` shows the
   * site with the draft over it, and writes go to the draft.
   */
  draft?: boolean;
  /** The request is seen through an open preview link (app/routes/preview-view.server.ts): `db` shows the draft. */
  preview?: OpenPreview;
};

/** Read with `context.get(appContext)` in any loader, action or middleware. */
export const appContext = createContext<AppServices>();

/**
 * Who is asking, as the administrators' middleware found it (app/routes/admin-guard.server.ts):
 * set for the routes under /api and /admin only.
 */
export const adminContext = createContext<AdminCheck>();

/** The router context of one request (docs/decisions/014). */
export function requestContext(services: AppServices): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(appContext, services);
  return context;
}
