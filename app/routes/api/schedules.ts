import { data } from "react-router";
import type { Route } from "./+types/schedules";
import { requireAdmin } from "~/auth/guard.server";
import { SchedulesSchema } from "~/forms/schedules";
import { zonedInstant } from "~/lib/site-time";
import { listScheduled, schedulePublish, unschedule } from "~/models/schedule.server";
import { getTimeZone, setTimeZone } from "~/models/site-settings.server";
import { adminContext, appContext } from "~/context.server";
import { adminAction } from "./admin-action.server";

/** The site's time zone and what is scheduled, for the schedule dialog wherever it is mounted. Administrators only. */
export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context.get(adminContext));
  const { db } = context.get(appContext);
  const [timeZone, scheduled] = await Promise.all([getTimeZone(db), listScheduled(db)]);
  return data({ timeZone, scheduled }, { headers: { "Cache-Control": "private, no-store" } });
}

/**
 * Scheduled publishing (docs/decisions/024): schedule chosen changes for a date and time of
 * the site's time zone (with what they need, or a refusal listing what is missing), take a
 * schedule back, set the site's time zone. Administrators only.
 */
export async function action(args: Route.ActionArgs) {
  return adminAction(args, SchedulesSchema, async (input, by) => {
    const store = args.context.get(appContext);
    switch (input.intent) {
      case "schedule": {
        const zone = await getTimeZone(store.db);
        return schedulePublish(store, by, input.place, zonedInstant(input.date, input.time, zone));
      }
      case "unschedule":
        return unschedule(store, input.id);
      case "time-zone":
        return setTimeZone(store, by, input.zone);
    }
  });
}
