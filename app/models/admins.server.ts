import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { admins, sessions, signInChallenges } from "~/db/schema";
import { hashPassword, verifyAgainstNothing, verifyPassword } from "~/lib/password.server";
import { Refused } from "~/lib/refused";

/** Why an administrator cannot be removed (docs/product.md section 8). */
export const REMOVAL_MESSAGES = {
  notYourself: "You cannot remove yourself. Another administrator can.",
  last: "The last administrator cannot be removed.",
  missing: "This administrator no longer exists. Reload the page.",
  youAreGone: "Your own account was removed meanwhile.",
} as const;

export type AdminSummary = { id: string; name: string; email: string; createdAt: Date };

const summary = {
  id: admins.id,
  name: admins.name,
  email: admins.email,
  createdAt: admins.createdAt,
};

export class EmailTakenError extends Error {
  constructor() {
    super("An administrator with this email already exists.");
  }
}

export function normaliseEmail(email: string) {
  return email.trim().toLowerCase();
}

export async function countAdmins(db: Db) {
  const [row] = await db.select({ n: count() }).from(admins);
  return row?.n ?? 0;
}

/** Every administrator, the first first, and whether each signs in in two steps. */
export async function listAdmins(db: Db): Promise<Array<AdminSummary & { twoStep: boolean }>> {
  const rows = await db
    .select({ ...summary, totpEnabledAt: admins.totpEnabledAt })
    .from(admins)
    .orderBy(asc(admins.createdAt));
  return rows.map(({ totpEnabledAt, ...admin }) => ({ ...admin, twoStep: totpEnabledAt !== null }));
}

export async function findAdminById(db: Db, id: string): Promise<AdminSummary | null> {
  const [row] = await db.select(summary).from(admins).where(eq(admins.id, id));
  return row ?? null;
}

export async function findAdminByEmail(db: Db, email: string): Promise<AdminSummary | null> {
  const [row] = await db
    .select(summary)
    .from(admins)
    .where(eq(admins.email, normaliseEmail(email)));
  return row ?? null;
}

type NewAdmin = { name: string; email: string; password: string };

async function insertAdmin(db: Db, input: NewAdmin, passwordHash: string) {
  const rows = await db
    .insert(admins)
    .values({ name: input.name.trim(), email: normaliseEmail(input.email), passwordHash })
    .onConflictDoNothing({ target: admins.email })
    .returning(summary);
  if (!rows[0]) throw new EmailTakenError();
  return rows[0];
}

export async function createAdmin(db: Db, input: NewAdmin): Promise<AdminSummary> {
  return insertAdmin(db, input, await hashPassword(input.password));
}

/**
 * Who is an administrator changes one transaction at a time: the first one's creation and
 * every removal count the administrators under this lock, so parallel requests cannot make
 * two first administrators, nor remove each other down to none.
 */
async function lockAdministrators(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('admins'))`);
}

/** Creates the site's first administrator, or answers null if one exists by the time it is its turn. */
export async function createFirstAdmin(db: Db, input: NewAdmin): Promise<AdminSummary | null> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await lockAdministrators(tx);
    if ((await countAdmins(tx)) > 0) return null;
    return insertAdmin(tx, input, passwordHash);
  });
}

/**
 * Removes administrator `id` on behalf of `by`: never oneself, never the last one. Their
 * sessions and recovery codes go with them (foreign keys), their sign-in waiting for a code
 * too, so their next request is a visitor's; their revisions stay, without a name.
 */
export async function removeAdmin(db: Db, by: string, id: string): Promise<AdminSummary> {
  if (id === by) throw new Refused(REMOVAL_MESSAGES.notYourself);
  return db.transaction(async (tx) => {
    await lockAdministrators(tx);
    if (!(await findAdminById(tx, by))) throw new Refused(REMOVAL_MESSAGES.youAreGone, 409);
    const target = await findAdminById(tx, id);
    if (!target) throw new Refused(REMOVAL_MESSAGES.missing, 404);
    if ((await countAdmins(tx)) < 2) throw new Refused(REMOVAL_MESSAGES.last, 409);
    await tx.delete(admins).where(eq(admins.id, id));
    await tx.delete(signInChallenges).where(eq(signInChallenges.adminId, id));
    return target;
  });
}

/** Whether `password` is administrator `id`'s; takes the same time when there is no such administrator. */
export async function isAdminPassword(db: Db, id: string, password: string) {
  const [row] = await db.select({ passwordHash: admins.passwordHash }).from(admins).where(eq(admins.id, id));
  if (!row) return verifyAgainstNothing(password);
  return verifyPassword(row.passwordHash, password);
}

/**
 * A new password for administrator `id`; every session of theirs but `keepSession` ends, and
 * so does any sign-in made with the old password that waits for its code.
 */
export async function setAdminPassword(db: Db, id: string, password: string, keepSession: string) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(admins).set({ passwordHash }).where(eq(admins.id, id));
    await tx.delete(sessions).where(and(eq(sessions.adminId, id), ne(sessions.id, keepSession)));
    await tx.delete(signInChallenges).where(eq(signInChallenges.adminId, id));
  });
}

/** The administrator these credentials belong to, or null; takes the same time either way. */
export async function verifyAdminCredentials(
  db: Db,
  email: string,
  password: string,
): Promise<(AdminSummary & { twoStep: boolean }) | null> {
  const [row] = await db
    .select()
    .from(admins)
    .where(eq(admins.email, normaliseEmail(email)));
  if (!row) return verifyAgainstNothing(password).then(() => null);
  if (!(await verifyPassword(row.passwordHash, password))) return null;
  return { id: row.id, name: row.name, email: row.email, createdAt: row.createdAt, twoStep: row.totpEnabledAt !== null };
}
