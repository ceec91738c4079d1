import crypto from "node:crypto";
import { and, count, eq, gt, inArray, lte } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { loginFailures } from "~/db/schema";

/**
 * Limits failed sign-ins, per client address and per email, in a sliding window
 * (docs/product.md section 9). The failures are rows in the database, so that every
 * instance of the site sharing a PostgreSQL server counts the same ones; they are not
 * content (docs/decisions/002). Rows older than the window go as new failures come in.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

/**
 * Keys are hashed: a copy of the database does not list who tried to sign in, nor what was
 * typed as an email.
 */
function keys(address: string, email: string) {
  const hash = (key: string) => crypto.createHash("sha256").update(key).digest("base64url");
  return { address: hash(`ip:${address}`), email: hash(`email:${email.trim().toLowerCase()}`) };
}

export function createLoginThrottle(now: () => number = Date.now) {
  return {
    /** True when this address or this email has failed too often lately. */
    async isBlocked(db: Db, address: string, email: string) {
      const k = keys(address, email);
      const counts = await db
        .select({ key: loginFailures.key, failures: count() })
        .from(loginFailures)
        .where(and(inArray(loginFailures.key, [k.address, k.email]), gt(loginFailures.at, new Date(now() - LOGIN_WINDOW_MS))))
        .groupBy(loginFailures.key);
      const failures = (key: string) => counts.find((row) => row.key === key)?.failures ?? 0;
      return failures(k.address) >= MAX_FAILURES_PER_ADDRESS || failures(k.email) >= MAX_FAILURES_PER_EMAIL;
    },
    async recordFailure(db: Db, address: string, email: string) {
      const k = keys(address, email);
      const at = new Date(now());
      await db.delete(loginFailures).where(lte(loginFailures.at, new Date(at.getTime() - LOGIN_WINDOW_MS)));
      await db.insert(loginFailures).values([
        { key: k.address, at },
        { key: k.email, at },
      ]);
    },
    /** A right password clears its email's failures; its address's stay counted. */
    async recordSuccess(db: Db, address: string, email: string) {
      await db.delete(loginFailures).where(eq(loginFailures.key, keys(address, email).email));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
