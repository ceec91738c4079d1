import type { z } from "zod";
import type { Env } from "~/lib/env.server";
import { Refused } from "~/lib/refused";
import { createAdmin, EmailTakenError, isAdminPassword, removeAdmin, setAdminPassword } from "~/models/admins.server";
import { stopTwoStep } from "~/models/two-step.server";
import { refuseCommonPassword } from "./common-passwords.server";
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, TWO_STEP_MESSAGES } from "./messages";
import { AdministratorsActionSchema } from "./schemas";
import type { CurrentSession } from "./session.server";
import type { SignInServices } from "./sign-in.server";
import { beginTwoStep, checkSecondFactor, confirmTwoStepCode } from "./two-step.server";

/** /admin's administrators part, as its action checks it: new passwords not among the common ones. */
export const AdministratorsInput = AdministratorsActionSchema.superRefine(refuseCommonPassword("password")).superRefine(
  refuseCommonPassword("newPassword"),
);

type Input = z.output<typeof AdministratorsInput>;
type Services = SignInServices & { env: Env };

const fieldRefusal = (field: string, message: string) => new Refused(message, 400, { fieldErrors: { [field]: message } });

/**
 * The writes of /admin's administrators part, each on behalf of the signed-in administrator
 * (`session`): another administrator created or removed, and one's own password and
 * two-step sign-in. A check of one's own password or code goes through the login throttle,
 * like a sign-in.
 */
export async function runAdministratorsIntent(services: Services, session: CurrentSession, input: Input, siteHost: string) {
  const { db } = services;
  const me = session.admin;
  const guarded = async (check: () => Promise<boolean>, field: string, wrong: string) => {
    const outcome = await services.loginThrottle.attempt(db, { address: services.clientIp, subject: me.email }, async () =>
      (await check()) ? true : null,
    );
    if (outcome.status === "refused") throw new Refused(ACCOUNT_MESSAGES.tooManyTries);
    if (outcome.status === "failed") throw fieldRefusal(field, wrong);
  };

  switch (input.intent) {
    case "create-admin":
      try {
        return { name: (await createAdmin(db, input)).name };
      } catch (error) {
        if (error instanceof EmailTakenError) throw new Refused(AUTH_MESSAGES.adminCreateError);
        throw error;
      }
    case "remove-admin":
      return { name: (await removeAdmin(db, me.id, input.id)).name };
    case "change-password":
      await guarded(() => isAdminPassword(db, me.id, input.currentPassword), "currentPassword", ACCOUNT_MESSAGES.currentPasswordWrong);
      await setAdminPassword(db, me.id, input.newPassword, session.id);
      return {};
    case "two-step-start": {
      const setup = await beginTwoStep(services, me, siteHost);
      if (!setup) throw new Refused(TWO_STEP_MESSAGES.alreadyOn, 409);
      return setup;
    }
    case "two-step-confirm": {
      const recoveryCodes = await confirmTwoStepCode(services, me.id, input.code);
      if (!recoveryCodes) throw fieldRefusal("code", TWO_STEP_MESSAGES.codeWrong);
      return { recoveryCodes };
    }
    case "two-step-off": {
      const proof = input.proof.trim();
      const isCode = /^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/i.test(proof);
      await guarded(
        async () => (isCode && (await checkSecondFactor(services, me.id, proof))) || isAdminPassword(db, me.id, input.proof),
        "proof",
        TWO_STEP_MESSAGES.proofWrong,
      );
      await stopTwoStep(db, me.id);
      return {};
    }
  }
}
