import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { clearedSessionCookieHeader, readSessionToken } from "~/auth/cookie.server";
import { requireAdmin } from "~/auth/guard.server";
import { deleteSession } from "~/auth/session.server";
import { readFormData } from "~/lib/form-data.server";

/** Sign-out ends the session on the server, not only in the browser. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context, await readFormData(request));
  await deleteSession(context.db, await readSessionToken(request));
  throw redirect("/", { headers: { "Set-Cookie": await clearedSessionCookieHeader(request) } });
}

export function loader() {
  throw redirect("/");
}
