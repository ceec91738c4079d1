import { data, redirect, type AppLoadContext } from "react-router";
import { readFormData } from "~/lib/form-data.server";
import { readSessionToken } from "./cookie.server";
import { CSRF_FIELD, CSRF_HEADER, isSameOrigin, isValidCsrfToken } from "./csrf.server";
import { findSession, type CurrentSession } from "./session.server";

/** The administrator's session of this request, or null for a visitor. */
export async function getAdminSession(request: Request, context: AppLoadContext) {
  return findSession(context.db, await readSessionToken(request));
}

/** For administrators' data (a resource loader): a request from this site and a live session. */
export async function requireAdminSession(request: Request, context: AppLoadContext) {
  if (!isSameOrigin(request)) throw forbidden();
  const session = await getAdminSession(request, context);
  if (!session) {
    throw data({ error: "Sign in as an administrator to do this." }, { status: 401 });
  }
  return session;
}

function requireCsrfToken(request: Request, context: AppLoadContext, session: CurrentSession, formData: FormData) {
  const field = formData.get(CSRF_FIELD);
  const token = request.headers.get(CSRF_HEADER) ?? (typeof field === "string" ? field : null);
  if (!isValidCsrfToken(session.id, context.sessionSecret, token)) throw forbidden();
}

/** A form of a few fields: anything larger is refused unread. */
export const SMALL_FORM = { maxBytes: 256 * 1024, tooLarge: "This request is too large." };

/**
 * Every mutation starts here: a request from this site (else 403), a live administrator
 * session (else 401), and the session's CSRF token in the X-CSRF-Token header or the
 * `_csrf` form field (else 403). Nothing the browser stores otherwise counts. The origin
 * and session are checked before the body is read; the body is read only up to `maxBytes`
 * (else 413 with `tooLarge`), files included.
 */
export async function requireAdminForm(
  request: Request,
  context: AppLoadContext,
  options: { maxBytes: number; tooLarge: string },
): Promise<{ session: CurrentSession; form: FormData }> {
  const session = await requireAdminSession(request, context);
  const form = await readFormData(request, options);
  requireCsrfToken(request, context, session, form);
  return { session, form };
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
