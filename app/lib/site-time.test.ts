import { describe, expect, it } from "vitest";
import { formatInZone, lateness, zonedInputs, zonedInstant } from "./site-time";

describe("times in the site's time zone", () => {
  it("reads a date and a time as the wall clock of the zone, summer and winter", () => {
    expect(zonedInstant("2026-11-27", "09:30", "Europe/Paris").toISOString()).toBe("2026-11-27T08:30:00.000Z");
    expect(zonedInstant("2026-07-01", "09:30", "Europe/Paris").toISOString()).toBe("2026-07-01T07:30:00.000Z");
    expect(zonedInstant("2026-11-27", "09:30:15", "UTC").toISOString()).toBe("2026-11-27T09:30:15.000Z");
    expect(zonedInstant("2026-11-27", "23:45", "Pacific/Auckland").toISOString()).toBe("2026-11-27T10:45:00.000Z");
  });

  it("gives back the inputs of an instant, and shows it in the zone", () => {
    expect(zonedInputs(new Date("2026-11-27T23:30:00Z"), "Asia/Tokyo")).toEqual({ date: "2026-11-28", time: "08:30" });
    expect(formatInZone("2026-11-27T23:30:00Z", "Asia/Tokyo")).toBe("Sat, 28 Nov 2026, 08:30");
  });

  it("marks a publish late only past a few seconds, in words", () => {
    expect(lateness(null)).toBeNull();
    expect(lateness(1200)).toBeNull();
    expect(lateness(42_000)).toBe("42 s late");
    expect(lateness(180_000)).toBe("3 min late");
  });
});
