import { Outlet } from "react-router";
import type { Route } from "./+types/activity";
import { requireAdmin } from "~/auth/guard.server";
import { ActivityLog } from "~/components/admin/activity-log";
import { AdminSectionError } from "~/components/admin/section-error";
import { describeItem } from "~/content/where";
import { adminContext, appContext } from "~/context.server";
import { recentActivity } from "~/models/revisions.server";
import { readSoftly } from "./read-softly.server";

/** /admin, activity: the latest changes across the site, each linked to where it shows. */
export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context.get(adminContext));
  const activity = await readSoftly("activity", () => recentActivity(context.get(appContext).db, 30));
  return {
    unreadable: activity.unreadable,
    activity: activity.rows.map(({ id, item, action, before, after, by, at }) => ({
      id,
      action,
      by,
      at,
      // A delete's revision keeps the row under `row` (models/deleted.server.ts).
      ...describeItem(
        item,
        (action === "delete" ? (before as { row: object }).row : (after ?? before)) as Parameters<typeof describeItem>[1],
      ),
    })),
  };
}

export default function AdminActivity({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ActivityLog entries={loaderData.activity} unreadable={loaderData.unreadable} />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminSectionError error={error} title="Activity" />;
}
