import type { Db } from "~/db/client.server";
import type { Env } from "~/lib/env.server";

declare module "react-router" {
  interface AppLoadContext {
    db: Db;
    env: Env;
    /** Nonce of this response's Content-Security-Policy, for inline scripts. */
    cspNonce: string;
  }
}
