import { sql } from "drizzle-orm";
import { data, type MiddlewareFunction } from "react-router";
import { appContext } from "~/context.server";

export const UNAVAILABLE_MESSAGE = "The site is briefly unavailable. Please try again in a moment.";

/**
 * A page whose data failed because the database is away (a restart, a failover) says so
 * with a 503 and Retry-After, instead of an error screen: a load balancer and a visitor both
 * know to come back. Only a failed page costs the extra question to the database.
 */
export const answerDatabaseUnavailable: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const response = await next();
  if (response.status < 500 || request.method !== "GET") return response;
  const reachable = await context
    .get(appContext)
    .db.execute(sql`select 1`)
    .then(
      () => true,
      () => false,
    );
  if (reachable) return response;
  throw data(UNAVAILABLE_MESSAGE, { status: 503, statusText: "Service Unavailable" });
};
