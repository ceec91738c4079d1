import { data } from "react-router";
import { createAdmin, createFirstAdmin, EmailTakenError } from "~/models/admins.server";
import type { Env } from "~/lib/env.server";
import { log } from "~/lib/log.server";
import { signupRule } from "./admin-signup.server";
import { refuseCommonPassword } from "./common-passwords.server";
import { CSRF_FIELD, isSameOrigin, isValidCsrfToken } from "./csrf.server";
import { getAdminSession } from "./guard.server";
import { SETUP_CODE_MESSAGES } from "./messages";
import { AUTH_MESSAGES, fieldErrors, NewAdminSchema, type FieldErrors } from "./schemas";
import { isSetupCode, setupCodeFor } from "./setup-code.server";
import type { SignInServices } from "./sign-in.server";

const NewAdminInput = NewAdminSchema.superRefine(refuseCommonPassword("password"));

/** What the login throttle counts wrong setup codes under: one subject for the whole site. */
const SETUP_CODE_SUBJECT = "setup code";

type Services = SignInServices & { env: Env };

const refused = (error: string, status: number, errors?: FieldErrors) =>
  data({ ok: false as const, error, fieldErrors: errors }, { status });

/**
 * The 'Create New Administrator' action of the login page. A signed-in administrator must
 * send the session's CSRF token; whether anyone else may create one is ADMIN_SIGNUP's
 * decision, taken here on the server: on a new site, with the setup code
 * (docs/decisions/019), and only one first administrator however many ask at once.
 */
export async function createAdminAction(request: Request, services: Services, form: FormData) {
  const forbidden = () => refused(AUTH_MESSAGES.adminCreateError, 403);
  if (!isSameOrigin(request)) return forbidden();
  const session = await getAdminSession(request, services);
  if (session) {
    const token = form.get(CSRF_FIELD);
    if (!isValidCsrfToken(session.id, services.sessionSecret, typeof token === "string" ? token : null)) return forbidden();
  }
  const rule = await signupRule(services.db, services.env, Boolean(session));
  if (rule === "refused") return forbidden();

  const parsed = NewAdminInput.safeParse(Object.fromEntries(form));
  if (!parsed.success) return refused(parsed.error.issues[0]?.message ?? AUTH_MESSAGES.adminCreateError, 400, fieldErrors(parsed.error));
  try {
    if (rule === "setup-code") {
      const given = parsed.data.setupCode;
      if (!given) return refused(SETUP_CODE_MESSAGES.missing, 400, { setupCode: SETUP_CODE_MESSAGES.missing });
      const expected = setupCodeFor(services.env, services.sessionSecret);
      const outcome = await services.loginThrottle.attempt(
        services.db,
        { address: services.clientIp, subject: SETUP_CODE_SUBJECT },
        async () => (isSetupCode(given, expected) ? true : null),
      );
      if (outcome.status === "refused") return refused(SETUP_CODE_MESSAGES.tooMany, 429);
      if (outcome.status === "failed") return refused(SETUP_CODE_MESSAGES.wrong, 400, { setupCode: SETUP_CODE_MESSAGES.wrong });
      // Others may have asked at the same moment: the first to its turn is the one.
      const admin = await createFirstAdmin(services.db, parsed.data);
      return admin ? data({ ok: true as const, name: admin.name }) : forbidden();
    }
    const admin = await createAdmin(services.db, parsed.data);
    return data({ ok: true as const, name: admin.name });
  } catch (error) {
    if (!(error instanceof EmailTakenError)) log().error({ err: error }, "Creating an administrator failed");
    return refused(AUTH_MESSAGES.adminCreateError, 400);
  }
}
