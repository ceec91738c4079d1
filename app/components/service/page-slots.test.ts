import { describe, expect, it } from "vitest";
import { ALL_SLOTS, isKnownSlot } from "~/content/registry";
import { about } from "~/content/about";
import { SERVICE_PAGES, SERVICE_PAGE_SLUGS } from "~/content/service-pages";
import { notFound, publicity } from "~/content/system-pages";

describe("slots of the about, service, publicity and not-found pages", () => {
  it("are all known to the registry, so an administrator may edit them", () => {
    const slots = [
      ...Object.values(about),
      ...SERVICE_PAGE_SLUGS.flatMap((slug) => Object.values(SERVICE_PAGES[slug].slots)),
      ...Object.values(publicity),
      ...Object.values(notFound),
    ];
    for (const slot of slots) expect(isKnownSlot(slot), `${slot.section}:${slot.key}`).toBe(true);
    expect(ALL_SLOTS.size).toBeGreaterThanOrEqual(slots.length);
  });

  it("keep each service page's texts in the section named after its path", () => {
    for (const slug of SERVICE_PAGE_SLUGS) {
      for (const slot of Object.values(SERVICE_PAGES[slug].slots)) expect(slot.section).toBe(slug);
    }
  });
});
