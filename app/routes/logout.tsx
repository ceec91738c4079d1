import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { clearedSessionCookieHeader, readSessionToken } from "~/auth/cookie.server";
import { requireAdminForm, SMALL_FORM } from "~/auth/guard.server";
import { deleteSession } from "~/auth/session.server";

/** Sign-out ends the session on the server, not only in the browser. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminForm(request, context, SMALL_FORM);
  await deleteSession(context.db, await readSessionToken(request));
  throw redirect("/", { headers: { "Set-Cookie": await clearedSessionCookieHeader(request) } });
}

export function loader() {
  throw redirect("/");
}
