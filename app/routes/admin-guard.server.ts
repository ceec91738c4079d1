import { data, redirect, type MiddlewareFunction } from "react-router";
import { adminContext, appContext } from "~/context.server";
import { checkAdmin } from "~/auth/guard.server";
import { UNAVAILABLE_MESSAGE } from "./database-unavailable.server";

/**
 * The administrators' guard, run once for a whole branch of routes before any of its
 * loaders and actions (docs/decisions/014). It puts its verdict in `adminContext`; each
 * route answers a refusal in its own shape (a write's `{ ok: false, error }`, a read's 401).
 */
export const guardAdminRoutes: MiddlewareFunction<Response> = async ({ request, context }) => {
  context.set(adminContext, await checkAdmin(request, context.get(appContext)));
};

/** The same for the admin pages, where a visitor opening one is sent to the login page. */
export const guardAdminPages: MiddlewareFunction<Response> = async ({ request, url, context }) => {
  const check = await checkAdmin(request, context.get(appContext));
  if (!check.ok && check.status === 503 && request.method === "GET") {
    throw data(UNAVAILABLE_MESSAGE, { status: 503, statusText: "Service Unavailable" });
  }
  if (!check.ok && request.method === "GET") {
    const from = url.pathname;
    throw redirect(`/login?redirectTo=${encodeURIComponent(from)}`);
  }
  context.set(adminContext, check);
};
