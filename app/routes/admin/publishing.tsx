import { Outlet } from "react-router";
import type { Route } from "./+types/publishing";
import { requireAdmin } from "~/auth/guard.server";
import { PublishingSection } from "~/components/admin/publishing-section";
import { AdminSectionError } from "~/components/admin/section-error";
import { adminContext, appContext } from "~/context.server";
import { listDrafts } from "~/models/drafts.server";
import { listRecentPublishes, listScheduled } from "~/models/schedule.server";
import { getTimeZone } from "~/models/site-settings.server";
import { timeZones } from "~/lib/site-time";
import { readSoftly } from "./read-softly.server";

/**
 * /admin, publishing: the site's time zone, what is scheduled (each can be unscheduled), the
 * latest publishes with late ones marked, and 'Schedule all changes' of the draft.
 */
export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context.get(adminContext));
  const { db } = context.get(appContext);
  const [scheduled, published, drafted] = await Promise.all([
    readSoftly("scheduled publishes", () => listScheduled(db)),
    readSoftly("recent publishes", () => listRecentPublishes(db)),
    readSoftly("drafts", async () => (await listDrafts(db)).map((draft) => draft.place)),
  ]);
  return {
    timeZone: await getTimeZone(db).catch(() => "UTC"),
    timeZones: timeZones(),
    scheduled: scheduled.rows,
    published: published.rows,
    drafted: drafted.rows,
    unreadable: scheduled.unreadable || published.unreadable,
  };
}

export default function AdminPublishing({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PublishingSection {...loaderData} />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminSectionError error={error} title="Publishing" />;
}
