import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { clearedSessionCookieHeader, readSessionToken } from "~/auth/cookie.server";
import { readAdminForm, requireAdmin, SMALL_FORM } from "~/auth/guard.server";
import { deleteSession, deleteSessionsOf } from "~/auth/session.server";
import { adminContext, appContext } from "~/context.server";

/**
 * Sign-out ends the session on the server, not only in the browser; 'Sign out everywhere'
 * (`intent=everywhere`) ends every session of the administrator, this one included.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(appContext);
  const session = requireAdmin(context.get(adminContext));
  const form = await readAdminForm(request, services, session, SMALL_FORM);
  if (form.get("intent") === "everywhere") await deleteSessionsOf(services.db, session.admin.id);
  else await deleteSession(services.db, await readSessionToken(request));
  throw redirect("/", { headers: { "Set-Cookie": await clearedSessionCookieHeader(request) } });
}

export function loader() {
  throw redirect("/");
}
