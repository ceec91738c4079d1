import { z } from "zod";
import { isTimeZone } from "~/lib/site-time";
import { itemName, list, recordId, UNKNOWN_INTENT } from "./form-data";

export const SCHEDULE_FORM_MESSAGES = {
  noPlaces: "Choose at least one change.",
  date: "Enter a date.",
  time: "Enter a time.",
  zone: "Choose a time zone from the list.",
  past: "Choose a time in the future.",
} as const;

/** The places to publish: one `place` field each, at least one. */
const places = list(itemName).pipe(z.array(itemName).min(1, SCHEDULE_FORM_MESSAGES.noPlaces).max(2000));

/**
 * What the schedules' action accepts (docs/decisions/024): a publish scheduled for a date and
 * a time of the site's time zone, a schedule taken back, the site's time zone.
 */
export const SchedulesSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("schedule"),
      place: places,
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, SCHEDULE_FORM_MESSAGES.date),
      // Seconds are optional: a time input sends them when its step is under a minute.
      time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, SCHEDULE_FORM_MESSAGES.time),
    }),
    z.object({ intent: z.literal("unschedule"), id: recordId }),
    z.object({ intent: z.literal("time-zone"), zone: z.string().max(100).refine(isTimeZone, SCHEDULE_FORM_MESSAGES.zone) }),
  ],
  UNKNOWN_INTENT,
);
