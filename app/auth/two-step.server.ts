import crypto from "node:crypto";
import { renderSVG } from "uqr";
import type { Db } from "~/db/client.server";
import { log } from "~/lib/log.server";
import { confirmTwoStep, startTwoStep, twoStepOf, useRecoveryCode, useTotpStep } from "~/models/two-step.server";
import { openSecret, sealSecret } from "./secret-box.server";
import { matchTotp, newTotpSecret, otpauthUrl } from "./totp.server";

/**
 * Two-step sign-in with an authenticator app (docs/decisions/020): turning it on (a secret
 * shown once as a QR code and as text, confirmed by a code), the recovery codes, and the
 * check of a code at sign-in.
 */
export const RECOVERY_CODE_COUNT = 10;

type Services = { db: Db; sessionSecret: string };

/** Ten codes of 10 letters and digits (50 bits each), shown as `xxxxx-xxxxx`. */
export function newRecoveryCodes() {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(crypto.randomBytes(10), (byte) => alphabet[byte % alphabet.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Stored instead of the code: random and long, so a plain hash is enough. */
export function hashRecoveryCode(code: string) {
  const normalised = code.toLowerCase().replace(/[\s-]/g, "");
  return crypto.createHash("sha256").update(`recovery:${normalised}`).digest("base64url");
}

/** What the app needs to add the account: the secret as text, its address and that address as a QR code. */
export async function beginTwoStep({ db, sessionSecret }: Services, admin: { id: string; email: string }, issuer: string) {
  const secret = newTotpSecret();
  if (!(await startTwoStep(db, admin.id, sealSecret(sessionSecret, secret)))) return null;
  const url = otpauthUrl({ secret, account: admin.email, issuer });
  return { secret, otpauthUrl: url, qrSvg: renderSVG(url, { border: 2 }) };
}

/** Turns it on once `code` matches the secret being set up; answers the recovery codes, shown once. */
export async function confirmTwoStepCode({ db, sessionSecret }: Services, adminId: string, code: string, now = Date.now()) {
  const state = await twoStepOf(db, adminId);
  if (!state?.sealedSecret || state.on) return null;
  const secret = openSecret(sessionSecret, state.sealedSecret);
  const step = secret ? matchTotp(secret, code, now, null) : null;
  if (step === null) return null;
  const codes = newRecoveryCodes();
  return (await confirmTwoStep(db, adminId, step, codes.map(hashRecoveryCode))) ? codes : null;
}

/** Whether `code` (from the app, or a recovery code) proves administrator `adminId`: each is accepted once. */
export async function checkSecondFactor({ db, sessionSecret }: Services, adminId: string, code: string, now = Date.now()) {
  const state = await twoStepOf(db, adminId);
  if (!state?.on || !state.sealedSecret) return false;
  const digits = code.replace(/\s/g, "");
  if (/^\d{6}$/.test(digits)) {
    const secret = openSecret(sessionSecret, state.sealedSecret);
    if (!secret) {
      log().warn("An administrator's two-step secret cannot be read: was SESSION_SECRET changed? Their recovery codes still work.");
      return false;
    }
    const step = matchTotp(secret, digits, now, state.lastStep);
    return step !== null && (await useTotpStep(db, adminId, step));
  }
  return useRecoveryCode(db, adminId, hashRecoveryCode(code));
}
