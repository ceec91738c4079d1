import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { siteSettings } from "~/db/schema";
import { DEFAULT_TIME_ZONE, isTimeZone } from "~/lib/site-time";
import { Refused } from "~/lib/refused";
import type { Store } from "./store.server";

export const SITE_SETTINGS_MESSAGES = {
  unknownZone: "Choose a time zone from the list.",
} as const;

const TIME_ZONE = "timeZone";

/** The site's time zone: scheduled publishes are chosen and shown in it. */
export async function getTimeZone(db: Db): Promise<string> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, TIME_ZONE));
  return typeof row?.value === "string" && isTimeZone(row.value) ? row.value : DEFAULT_TIME_ZONE;
}

/**
 * Sets the site's time zone. Always live, never drafted: it is no page's content (so not
 * through `write()`, which drafts in draft mode and records revisions of content).
 */
export async function setTimeZone(store: Store, by: string, zone: string) {
  if (!isTimeZone(zone)) throw new Refused(SITE_SETTINGS_MESSAGES.unknownZone);
  await store.db.transaction(async (tx) => {
    await tx
      .insert(siteSettings)
      .values({ key: TIME_ZONE, value: zone, by })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: zone, by, updatedAt: sql`now()` } });
  });
  return { timeZone: zone };
}
