import type { Db } from "~/db/client.server";
import type { LoginThrottle } from "~/auth/login-throttle.server";
import type { Env } from "~/lib/env.server";
import type { Storage } from "~/storage/storage.server";

declare module "react-router" {
  interface AppLoadContext {
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
  }
}
