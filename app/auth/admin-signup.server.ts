import type { Env } from "~/lib/env.server";
import type { Db } from "~/db/client.server";
import { countAdmins } from "~/models/admins.server";

/**
 * ADMIN_SIGNUP decides who may create an administrator on the web:
 * `first` (default) anyone while none exists, then only a signed-in administrator;
 * `open` anyone; `closed` nobody (the shell command `npm run admin` always works).
 */
export async function mayCreateAdmin(db: Db, env: Pick<Env, "ADMIN_SIGNUP">, signedIn: boolean): Promise<boolean> {
  switch (env.ADMIN_SIGNUP) {
    case "open":
      return true;
    case "closed":
      return false;
    case "first":
      return signedIn || (await countAdmins(db)) === 0;
  }
}
