import { Outlet } from "react-router";
import type { Route } from "./+types/deleted";
import { requireAdmin } from "~/auth/guard.server";
import { RecentlyDeleted } from "~/components/admin/recently-deleted";
import { AdminSectionError } from "~/components/admin/section-error";
import { adminContext, appContext } from "~/context.server";
import { listDeleted } from "~/models/deleted.server";
import { readSoftly } from "./read-softly.server";

/** /admin, recently deleted: what was deleted in the last 30 days, each restorable. */
export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context.get(adminContext));
  const deleted = await readSoftly("recently deleted", () => listDeleted(context.get(appContext).db));
  return { deleted: deleted.rows, unreadable: deleted.unreadable };
}

export default function AdminDeleted({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <RecentlyDeleted items={loaderData.deleted} unreadable={loaderData.unreadable} />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminSectionError error={error} title="Recently deleted" />;
}
