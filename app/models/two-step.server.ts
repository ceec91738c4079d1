import { and, count, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { admins, recoveryCodes } from "~/db/schema";

/**
 * An administrator's two-step sign-in as stored (docs/decisions/020): the sealed secret
 * (app/auth/secret-box.server.ts), whether it is on, the step of the last code accepted,
 * and the hashes of the unused recovery codes.
 */
export type TwoStepState = { sealedSecret: string | null; on: boolean; lastStep: number | null; recoveryCodesLeft: number };

export async function twoStepOf(db: Db, adminId: string): Promise<TwoStepState | null> {
  const [row] = await db
    .select({ sealedSecret: admins.totpSecret, enabledAt: admins.totpEnabledAt, lastStep: admins.totpLastStep })
    .from(admins)
    .where(eq(admins.id, adminId));
  if (!row) return null;
  const [codes] = await db.select({ n: count() }).from(recoveryCodes).where(eq(recoveryCodes.adminId, adminId));
  return { sealedSecret: row.sealedSecret, on: row.enabledAt !== null, lastStep: row.lastStep, recoveryCodesLeft: codes?.n ?? 0 };
}

/** Keeps a new secret, not yet on, for an administrator whose two-step sign-in is off; false if it is on. */
export async function startTwoStep(db: Db, adminId: string, sealedSecret: string) {
  const rows = await db
    .update(admins)
    .set({ totpSecret: sealedSecret, totpLastStep: null })
    .where(and(eq(admins.id, adminId), isNull(admins.totpEnabledAt)))
    .returning({ id: admins.id });
  return rows.length > 0;
}

/**
 * Turns two-step sign-in on, the secret confirmed by the code of `step`, with these recovery
 * codes (their hashes) in place of any before; false if there was nothing to confirm.
 */
export async function confirmTwoStep(db: Db, adminId: string, step: number, codeHashes: string[]) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(admins)
      .set({ totpEnabledAt: new Date(), totpLastStep: step })
      .where(and(eq(admins.id, adminId), isNull(admins.totpEnabledAt), isNotNull(admins.totpSecret)))
      .returning({ id: admins.id });
    if (!rows.length) return false;
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.adminId, adminId));
    await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ adminId, codeHash })));
    return true;
  });
}

export async function stopTwoStep(db: Db, adminId: string) {
  await db.transaction(async (tx) => {
    await tx.update(admins).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null }).where(eq(admins.id, adminId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.adminId, adminId));
  });
}

/** Marks the code of `step` used, if no code of that step or a later one was: true once per step. */
export async function useTotpStep(db: Db, adminId: string, step: number) {
  const rows = await db
    .update(admins)
    .set({ totpLastStep: step })
    .where(and(eq(admins.id, adminId), isNotNull(admins.totpEnabledAt), or(isNull(admins.totpLastStep), lt(admins.totpLastStep, step))))
    .returning({ id: admins.id });
  return rows.length > 0;
}

/** Uses up a recovery code (by its hash): true once. */
export async function useRecoveryCode(db: Db, adminId: string, codeHash: string) {
  const rows = await db
    .delete(recoveryCodes)
    .where(and(eq(recoveryCodes.adminId, adminId), eq(recoveryCodes.codeHash, codeHash)))
    .returning({ adminId: recoveryCodes.adminId });
  return rows.length > 0;
}
