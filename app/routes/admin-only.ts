import type { Route } from "./+types/admin-only";
import { guardAdminRoutes } from "./admin-guard.server";

/**
 * The administrators' reads and writes (/api/*, /logout): a layout with no URL of its own,
 * so that the guard runs in one place for all of them (docs/decisions/014).
 */
export const middleware: Route.MiddlewareFunction[] = [guardAdminRoutes];
