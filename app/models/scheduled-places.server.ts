import { and, asc, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { publishes } from "~/db/schema";
import { formatInZone } from "~/lib/site-time";
import { Refused } from "~/lib/refused";
import { getTimeZone } from "./site-settings.server";

export const SCHEDULED_PLACE_MESSAGES = {
  scheduled: (when: string, zone: string) =>
    `This change is scheduled to be published on ${when} (${zone}). Unschedule it first to edit it.`,
} as const;

/** A scheduled publish not yet published nor claimed: it will take its planned places as they are. */
export const pending = and(isNotNull(publishes.scheduledFor), isNull(publishes.at), isNull(publishes.claimedAt));

/**
 * Refuses a draft write that touches a place a pending scheduled publish will take (issue 25:
 * editing a scheduled change asks first to unschedule it): 409, naming when it is scheduled,
 * in the site's time zone, with the schedule's id for the notice's 'Unschedule'.
 */
export async function refuseScheduledPlaces(tx: Db, places: string[]) {
  if (places.length === 0) return;
  const [row] = await tx
    .select({ id: publishes.id, scheduledFor: publishes.scheduledFor })
    .from(publishes)
    .where(and(pending, sql`${publishes.planned} ?| ${sql.param(places)}::text[]`))
    .orderBy(asc(publishes.scheduledFor))
    .limit(1);
  if (!row) return;
  const zone = await getTimeZone(tx);
  const at = row.scheduledFor!.toISOString();
  throw new Refused(SCHEDULED_PLACE_MESSAGES.scheduled(formatInZone(at, zone), zone), 409, {
    scheduled: { id: row.id, for: at },
  });
}
