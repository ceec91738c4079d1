import type { Db } from "~/db/client.server";
import { verifyAdminCredentials } from "~/models/admins.server";
import type { LoginThrottle } from "./login-throttle.server";
import { createChallenge, findChallenge, spendChallenge } from "./sign-in-challenge.server";
import { checkSecondFactor } from "./two-step.server";

/** What signing in, and checking an administrator's own password or code, use of the request's services. */
export type SignInServices = { db: Db; sessionSecret: string; clientIp: string; loginThrottle: LoginThrottle };

/**
 * Signing in, through the login throttle at each step: `signed-in` (make the session),
 * `code` (a right password of an administrator with two-step sign-in: the code comes next,
 * with this challenge), `wrong`, `refused` (throttled), `expired` (the challenge).
 */
export type SignInStep =
  | { status: "signed-in"; adminId: string }
  | { status: "code"; challenge: string }
  | { status: "wrong" }
  | { status: "refused" }
  | { status: "expired" };

export async function signInWithPassword(services: SignInServices, email: string, password: string): Promise<SignInStep> {
  const { db, clientIp, loginThrottle } = services;
  const outcome = await loginThrottle.attempt(
    db,
    { address: clientIp, subject: email },
    () => verifyAdminCredentials(db, email, password),
    {
      // A right password with a code still to come clears no earlier failure: guesses at the
      // code are counted with the guesses at the password.
      clearOnPass: (admin) => !admin.twoStep,
    },
  );
  if (outcome.status !== "passed") return { status: outcome.status === "failed" ? "wrong" : "refused" };
  const admin = outcome.value;
  if (admin.twoStep) return { status: "code", challenge: await createChallenge(db, admin.id) };
  return { status: "signed-in", adminId: admin.id };
}

export async function signInWithCode(services: SignInServices, challenge: string, code: string): Promise<SignInStep> {
  const { db, clientIp, loginThrottle } = services;
  const admin = await findChallenge(db, challenge);
  if (!admin) return { status: "expired" };
  const outcome = await loginThrottle.attempt(db, { address: clientIp, subject: admin.email }, async () =>
    (await checkSecondFactor(services, admin.id, code)) ? true : null,
  );
  if (outcome.status !== "passed") return { status: outcome.status === "failed" ? "wrong" : "refused" };
  if (!(await spendChallenge(db, challenge))) return { status: "expired" };
  return { status: "signed-in", adminId: admin.id };
}
