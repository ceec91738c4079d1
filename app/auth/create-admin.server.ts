import { data } from "react-router";
import type { Db } from "~/db/client.server";
import type { Env } from "~/lib/env.server";
import { createAdmin, EmailTakenError } from "~/models/admins.server";
import { mayCreateAdmin } from "./admin-signup.server";
import { CSRF_FIELD, isSameOrigin, isValidCsrfToken } from "./csrf.server";
import { getAdminSession } from "./guard.server";
import { AUTH_MESSAGES, fieldErrors, NewAdminSchema } from "./schemas";
import { log } from "~/lib/log.server";

/**
 * The 'Create New Administrator' action, on the login page and in /admin. A signed-in
 * administrator must send the session's CSRF token; whether anyone else may create one is
 * ADMIN_SIGNUP's decision, taken here on the server.
 */
export async function createAdminAction(request: Request, context: { db: Db; env: Env; sessionSecret: string }, form: FormData) {
  const refused = () => data({ ok: false as const, error: AUTH_MESSAGES.adminCreateError }, { status: 403 });
  if (!isSameOrigin(request)) return refused();
  const session = await getAdminSession(request, context);
  if (session) {
    const token = form.get(CSRF_FIELD);
    if (!isValidCsrfToken(session.id, context.sessionSecret, typeof token === "string" ? token : null)) {
      return refused();
    }
  }
  if (!(await mayCreateAdmin(context.db, context.env, Boolean(session)))) return refused();

  const parsed = NewAdminSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data({ ok: false as const, errors: fieldErrors(parsed.error) }, { status: 400 });
  }
  try {
    const admin = await createAdmin(context.db, parsed.data);
    return data({ ok: true as const, name: admin.name });
  } catch (error) {
    if (!(error instanceof EmailTakenError)) log().error({ err: error }, "Creating an administrator failed");
    return data({ ok: false as const, error: AUTH_MESSAGES.adminCreateError }, { status: 400 });
  }
}
