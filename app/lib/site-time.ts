/**
 * Times in the site's time zone (a setting of /admin, docs/decisions/024): what a scheduled
 * publish's date and time inputs mean, and how its time is shown. Shared by the server and
 * the browser; the Intl API knows every IANA zone, so no library is needed.
 */
export const DEFAULT_TIME_ZONE = "UTC";

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Every IANA zone, for the setting's select (UTC first: Intl lists it under neither region). */
export function timeZones(): string[] {
  const zones = Intl.supportedValuesOf("timeZone");
  return [DEFAULT_TIME_ZONE, ...zones.filter((zone) => zone !== DEFAULT_TIME_ZONE)];
}

/** The wall clock of `zone` at `at`, as the numbers a date and a time input hold. */
function wallClock(at: Date, zone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day"), hour: part("hour"), minute: part("minute"), second: part("second") };
}

/** How far `zone`'s wall clock is ahead of UTC at `at`, in milliseconds. */
function offsetAt(at: Date, zone: string) {
  const c = wallClock(at, zone);
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The instant a date ("2026-11-27") and a time ("09:30", or "09:30:15") mean in `zone`. A time that a
 * clock change skips (spring forward) is taken as the same time of the offset before it.
 */
export function zonedInstant(date: string, time: string, zone: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  const [hour, minute, second = 0] = time.split(":").map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const first = asUtc - offsetAt(new Date(asUtc), zone);
  return new Date(asUtc - offsetAt(new Date(first), zone));
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The date and time inputs' values for `at` in `zone`. */
export function zonedInputs(at: Date, zone: string): { date: string; time: string } {
  const c = wallClock(at, zone);
  return { date: `${c.year}-${pad(c.month)}-${pad(c.day)}`, time: `${pad(c.hour)}:${pad(c.minute)}` };
}

/** A time as the administrator reads it: 'Fri, 27 Nov 2026, 09:30' in `zone`. */
export function formatInZone(at: string | Date, zone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(at));
}

/** How late a scheduled publish went out, in words ('3 min late'); null when on time. */
export function lateness(lateMs: number | null): string | null {
  if (lateMs === null || lateMs < LATE_AFTER_MS) return null;
  const seconds = Math.round(lateMs / 1000);
  if (seconds < 60) return `${seconds} s late`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 120) return `${minutes} min late`;
  return `${Math.round(minutes / 60)} h late`;
}

/**
 * Below this a scheduled publish counts as on time: the server's timer fires within
 * milliseconds of the time, a busy server within a second or two; later than this, the site
 * was down (or stuck) at that time.
 */
export const LATE_AFTER_MS = 5_000;
