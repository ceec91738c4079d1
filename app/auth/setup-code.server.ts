import crypto from "node:crypto";
import type { Db } from "~/db/client.server";
import type { Env } from "~/lib/env.server";
import { countAdmins } from "~/models/admins.server";

/**
 * The one-time code that claims a new site (docs/decisions/019): with ADMIN_SIGNUP=first and
 * no administrator yet, the web sign-up asks for it. It is ADMIN_SETUP_CODE when given,
 * else derived from the session secret, so every instance sharing one (README: Running in
 * production) and `npm run admin -- setup-code` know the same code without storing it.
 * It is spent once an administrator exists: the sign-up then refuses anyone not signed in.
 */
export function setupCodeFor(env: Pick<Env, "ADMIN_SETUP_CODE">, sessionSecret: string) {
  if (env.ADMIN_SETUP_CODE) return env.ADMIN_SETUP_CODE;
  const bytes = crypto.createHmac("sha256", sessionSecret).update("first administrator setup code").digest();
  // 16 characters of Crockford's base32 (80 bits), in groups of four: easy to read and type.
  const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  const chars = Array.from(bytes.subarray(0, 16), (byte) => alphabet[byte & 31]).join("");
  return chars.match(/.{4}/g)?.join("-") ?? chars;
}

/** Case, spaces and dashes aside; compared in constant time. */
export function isSetupCode(given: string, expected: string) {
  const digest = (code: string) => crypto.createHash("sha256").update(code.replace(/[\s-]/g, "").toUpperCase()).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

/**
 * At start, while the site has no administrator and the web may create the first: the plain
 * line that tells the person starting it how to claim it (a given ADMIN_SETUP_CODE is not
 * repeated in the log).
 */
export async function announceSetupCode(
  db: Db,
  env: Pick<Env, "ADMIN_SIGNUP" | "ADMIN_SETUP_CODE">,
  sessionSecret: string,
  print = console.log,
) {
  if (env.ADMIN_SIGNUP !== "first" || (await countAdmins(db)) > 0) return;
  const code = env.ADMIN_SETUP_CODE ? "the one given in ADMIN_SETUP_CODE" : setupCodeFor(env, sessionSecret);
  print(
    `No administrator yet. Create the first at /login ('Create New Administrator') with the setup code: ${code}` +
      " (npm run admin -- setup-code shows it again; spent once an administrator exists)",
  );
}
