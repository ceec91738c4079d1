import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { clearedSessionCookieHeader, readSessionToken } from "~/auth/cookie.server";
import { readAdminForm, requireAdmin, SMALL_FORM } from "~/auth/guard.server";
import { deleteSession } from "~/auth/session.server";
import { adminContext, appContext } from "~/context.server";

/** Sign-out ends the session on the server, not only in the browser. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(appContext);
  await readAdminForm(request, services, requireAdmin(context.get(adminContext)), SMALL_FORM);
  await deleteSession(services.db, await readSessionToken(request));
  throw redirect("/", { headers: { "Set-Cookie": await clearedSessionCookieHeader(request) } });
}

export function loader() {
  throw redirect("/");
}
