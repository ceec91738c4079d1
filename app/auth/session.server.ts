import crypto from "node:crypto";
import { eq, lt, or } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { admins, sessions } from "~/db/schema";
import type { AdminSummary } from "~/models/admins.server";

/** A session ends after this long without a request... */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
/** ...and in any case this long after sign-in. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
// Writing last_seen_at on every request would turn each page view into a write.
const TOUCH_EVERY_MS = 60 * 1000;

export const SESSION_COOKIE = "sid";

/** A live session; `draftMode`: its writes go to the shared draft, its pages show it (docs/decisions/024). */
export type CurrentSession = { id: string; admin: AdminSummary; createdAt: Date; draftMode: boolean };

function hashToken(token: string) {
  return crypto.createHash("sha256").update(token).digest("base64url");
}

/** Starts a session for an administrator; the returned token goes in the cookie only. */
export async function createSession(db: Db, adminId: string, now = new Date()) {
  const token = crypto.randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    id: hashToken(token),
    adminId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  // Expired sessions of anyone are removed now and then, here being as good a time as any.
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))));
  return token;
}

/** The live session a cookie token stands for, or null (unknown, idle too long, or expired). */
export async function findSession(db: Db, token: string | undefined, now = new Date()): Promise<CurrentSession | null> {
  if (!token || token.length > 100) return null;
  const id = hashToken(token);
  const [row] = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      draftMode: sessions.draftMode,
      admin: { id: admins.id, name: admins.name, email: admins.email, createdAt: admins.createdAt },
    })
    .from(sessions)
    .innerJoin(admins, eq(admins.id, sessions.adminId))
    .where(eq(sessions.id, id));
  if (!row) return null;
  const idleFor = now.getTime() - row.lastSeenAt.getTime();
  if (row.expiresAt <= now || idleFor > SESSION_IDLE_MS) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (idleFor > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return { id: row.id, admin: row.admin, createdAt: row.createdAt, draftMode: row.draftMode };
}

/**
 * Turns a session's draft mode on or off (the 'Draft mode' switch): a flag of the session on
 * the server, so that neither where its writes go nor what its pages show rests on the
 * browser's word. A session's own setting, not content: no revision (docs/decisions/002).
 */
export async function setDraftMode(db: Db, sessionId: string, on: boolean) {
  await db.update(sessions).set({ draftMode: on }).where(eq(sessions.id, sessionId));
}

export async function deleteSession(db: Db, token: string | undefined) {
  if (!token) return;
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

export async function deleteSessionsOf(db: Db, adminId: string) {
  await db.delete(sessions).where(eq(sessions.adminId, adminId));
}
