import crypto from "node:crypto";
import { and, eq, gt, lte } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { admins, signInChallenges } from "~/db/schema";

/**
 * A right password of an administrator with two-step sign-in, waiting for the code
 * (docs/decisions/020): no session yet, only this row on the server, whose random token the
 * sign-in form carries. It lasts 5 minutes and is spent by the sign-in it completes.
 */
export const CHALLENGE_MS = 5 * 60 * 1000;

const hashToken = (token: string) => crypto.createHash("sha256").update(`challenge:${token}`).digest("base64url");

export async function createChallenge(db: Db, adminId: string, now = new Date()) {
  const token = crypto.randomBytes(32).toString("base64url");
  await db.delete(signInChallenges).where(lte(signInChallenges.expiresAt, now));
  await db.insert(signInChallenges).values({ id: hashToken(token), adminId, expiresAt: new Date(now.getTime() + CHALLENGE_MS) });
  return token;
}

/** The administrator a live challenge is for, or null (unknown, expired, spent, or removed since). */
export async function findChallenge(db: Db, token: string, now = new Date()) {
  const [row] = await db
    .select({ id: admins.id, email: admins.email })
    .from(signInChallenges)
    .innerJoin(admins, eq(admins.id, signInChallenges.adminId))
    .where(and(eq(signInChallenges.id, hashToken(token)), gt(signInChallenges.expiresAt, now)));
  return row ?? null;
}

/** Spends a challenge: true for the one request that does. */
export async function spendChallenge(db: Db, token: string) {
  const rows = await db
    .delete(signInChallenges)
    .where(eq(signInChallenges.id, hashToken(token)))
    .returning({ id: signInChallenges.id });
  return rows.length > 0;
}
