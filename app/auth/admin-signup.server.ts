import type { Env } from "~/lib/env.server";
import type { Db } from "~/db/client.server";
import { countAdmins } from "~/models/admins.server";

/**
 * ADMIN_SIGNUP decides who may create an administrator on the web:
 * `first` (default) anyone holding the setup code while none exists (docs/decisions/019),
 * then only a signed-in administrator; `open` anyone; `closed` nobody (the shell command
 * `npm run admin` always works).
 */
export type SignupRule = "allowed" | "setup-code" | "refused";

export async function signupRule(db: Db, env: Pick<Env, "ADMIN_SIGNUP">, signedIn: boolean): Promise<SignupRule> {
  switch (env.ADMIN_SIGNUP) {
    case "open":
      return "allowed";
    case "closed":
      return "refused";
    case "first":
      if (signedIn) return "allowed";
      return (await countAdmins(db)) === 0 ? "setup-code" : "refused";
  }
}
