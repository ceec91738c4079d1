import { data, redirect, type AppLoadContext } from "react-router";
import { readSessionToken } from "./cookie.server";
import { CSRF_FIELD, CSRF_HEADER, isSameOrigin, isValidCsrfToken } from "./csrf.server";
import { findSession, type CurrentSession } from "./session.server";

/** The administrator's session of this request, or null for a visitor. */
export async function getAdminSession(request: Request, context: AppLoadContext) {
  return findSession(context.db, await readSessionToken(request));
}

/**
 * Every mutation starts here: a live administrator session (else 401), a request from this
 * site (else 403) and the session's CSRF token in the X-CSRF-Token header or the `_csrf`
 * form field (else 403). Nothing the browser stores otherwise counts.
 */
export async function requireAdmin(
  request: Request,
  context: AppLoadContext,
  formData?: FormData,
): Promise<CurrentSession> {
  if (!isSameOrigin(request)) throw forbidden();
  const session = await getAdminSession(request, context);
  if (!session) {
    throw data({ error: "Sign in as an administrator to do this." }, { status: 401 });
  }
  const field = formData?.get(CSRF_FIELD);
  const token = request.headers.get(CSRF_HEADER) ?? (typeof field === "string" ? field : null);
  if (!isValidCsrfToken(session.id, context.sessionSecret, token)) throw forbidden();
  return session;
}

/** For admin pages: visitors are sent to the login page. */
export async function requireAdminPage(request: Request, context: AppLoadContext) {
  const session = await getAdminSession(request, context);
  if (!session) {
    const from = new URL(request.url).pathname;
    throw redirect(`/login?redirectTo=${encodeURIComponent(from)}`);
  }
  return session;
}

function forbidden() {
  return data({ error: "This request was refused. Reload the page and try again." }, { status: 403 });
}
