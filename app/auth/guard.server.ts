import { data } from "react-router";
import { isDatabaseUnavailable, type Db } from "~/db/client.server";
import { readFormData } from "~/lib/form-data.server";
import { readSessionToken } from "./cookie.server";
import { CSRF_FIELD, CSRF_HEADER, isSameOrigin, isValidCsrfToken } from "./csrf.server";
import { findSession, type CurrentSession } from "./session.server";

/** The administrator's session of this request, or null for a visitor. */
export async function getAdminSession(request: Request, { db }: { db: Db }) {
  return findSession(db, await readSessionToken(request));
}

/** The guard's verdict: an administrator's live session, or why the request is refused. */
export type AdminCheck = { ok: true; session: CurrentSession } | { ok: false; status: 401 | 403 | 503; error: string };

export const GUARD_MESSAGES = {
  signIn: "Sign in as an administrator to do this.",
  refused: "This request was refused. Reload the page and try again.",
  unavailable: "The database cannot be reached right now, so nothing was saved. Try again in a moment.",
} as const;

/**
 * A request from this site (else 403) with a live administrator session (else 401).
 * Nothing the browser stores otherwise counts. Run once for every route under /api and
 * /admin by their middleware (app/routes/admin-guard.server.ts).
 */
export async function checkAdmin(request: Request, services: { db: Db }): Promise<AdminCheck> {
  if (!isSameOrigin(request)) return { ok: false, status: 403, error: GUARD_MESSAGES.refused };
  const session = await getAdminSession(request, services).catch((error: unknown) => {
    if (isDatabaseUnavailable(error)) return "unavailable" as const;
    throw error;
  });
  if (session === "unavailable") return { ok: false, status: 503, error: GUARD_MESSAGES.unavailable };
  if (!session) return { ok: false, status: 401, error: GUARD_MESSAGES.signIn };
  return { ok: true, session };
}

/** The session the guard found, or its refusal thrown as the answer (`{ error }`, 401 or 403). */
export function requireAdmin(check: AdminCheck): CurrentSession {
  if (!check.ok) throw data({ error: check.error }, { status: check.status });
  return check.session;
}

/** A form of a few fields: anything larger is refused unread. */
export const SMALL_FORM = { maxBytes: 256 * 1024, tooLarge: "This request is too large." };

/**
 * The body of an administrator's write, once the guard has let the request through: read
 * only up to `maxBytes` (else 413 with `tooLarge`), files included, and carrying the
 * session's CSRF token in the X-CSRF-Token header or the `_csrf` field (else 403).
 */
export async function readAdminForm(
  request: Request,
  services: { sessionSecret: string },
  session: CurrentSession,
  options: { maxBytes: number; tooLarge: string },
): Promise<FormData> {
  const form = await readFormData(request, options);
  const field = form.get(CSRF_FIELD);
  const token = request.headers.get(CSRF_HEADER) ?? (typeof field === "string" ? field : null);
  if (!isValidCsrfToken(session.id, services.sessionSecret, token)) {
    throw data({ error: GUARD_MESSAGES.refused }, { status: 403 });
  }
  return form;
}
