import { asc, count, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { admins } from "~/db/schema";
import { hashPassword, verifyAgainstNothing, verifyPassword } from "~/lib/password.server";

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

export async function listAdmins(db: Db): Promise<AdminSummary[]> {
  return db.select(summary).from(admins).orderBy(asc(admins.createdAt));
}

export async function findAdminById(db: Db, id: string): Promise<AdminSummary | null> {
  const [row] = await db.select(summary).from(admins).where(eq(admins.id, id));
  return row ?? null;
}

export async function createAdmin(db: Db, input: { name: string; email: string; password: string }): Promise<AdminSummary> {
  const passwordHash = await hashPassword(input.password);
  const rows = await db
    .insert(admins)
    .values({ name: input.name.trim(), email: normaliseEmail(input.email), passwordHash })
    .onConflictDoNothing({ target: admins.email })
    .returning(summary);
  if (!rows[0]) throw new EmailTakenError();
  return rows[0];
}

/** The administrator these credentials belong to, or null; takes the same time either way. */
export async function verifyAdminCredentials(db: Db, email: string, password: string): Promise<AdminSummary | null> {
  const [row] = await db
    .select()
    .from(admins)
    .where(eq(admins.email, normaliseEmail(email)));
  if (!row) return verifyAgainstNothing(password).then(() => null);
  if (!(await verifyPassword(row.passwordHash, password))) return null;
  return { id: row.id, name: row.name, email: row.email, createdAt: row.createdAt };
}
