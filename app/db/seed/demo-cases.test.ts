import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { CASE_CATEGORIES, caseStudies, type CaseStudy } from "~/db/schema";
import { testDatabases } from "../../../tests/databases";
import { slugify } from "~/models/case-slugs.server";
import { listPublishedCases } from "~/models/case-studies.server";
import { DEMO_CASES, seedDemoCases } from "./demo-cases.server";

const normalise = (s: string) => s.toLowerCase().replace(/-/g, " ").trim();
const matches = (c: CaseStudy, name: string) =>
  normalise(c.category) === normalise(name) || c.tags.some((t) => normalise(t) === normalise(name));

describe.each(testDatabases())("demo case studies (%s)", (_kind, open) => {
  let database: Database;
  let cases: CaseStudy[];
  beforeAll(async () => {
    database = await open();
    await seedDemoCases(database.db);
    cases = await listPublishedCases(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("publishes at least eight cases covering all six categories", async () => {
    expect(cases.length).toBeGreaterThanOrEqual(8);
    expect(cases).toHaveLength(DEMO_CASES.length);
    expect(new Set(cases.map((c) => c.category))).toEqual(new Set(CASE_CATEGORIES));
  });

  it("gives every service page at least one case by category or tag", () => {
    for (const name of ["Branding", "Social Media", "Web Design", "Development", "Project Manager"]) {
      expect(cases.filter((c) => matches(c, name)).length, name).toBeGreaterThan(0);
    }
  });

  it("derives each unique slug from the title", () => {
    for (const c of cases) expect(c.slug).toBe(slugify(c.title));
    expect(new Set(cases.map((c) => c.slug)).size).toBe(cases.length);
  });

  it("fills every field a case page shows, and some external links", () => {
    for (const c of cases) {
      expect(c.clientName && c.description && c.challenge && c.solution && c.results).toBeTruthy();
      expect(c.tags.length).toBeGreaterThan(0);
    }
    expect(cases.filter((c) => c.externalLink).length).toBeGreaterThanOrEqual(2);
    expect(cases.filter((c) => !c.externalLink).length).toBeGreaterThanOrEqual(1);
  });

  it("has galleries of 3 to 6 existing images whose first is the featured image", () => {
    for (const c of cases) {
      expect(c.galleryImages.length).toBeGreaterThanOrEqual(3);
      expect(c.galleryImages.length).toBeLessThanOrEqual(6);
      expect(c.featuredImage).toBe(c.galleryImages[0]);
      for (const url of c.galleryImages) {
        expect(fs.existsSync(path.join("public", url)), url).toBe(true);
        expect(fs.existsSync(path.join("public", url.replace("-1600.webp", "-800.webp"))), url).toBe(true);
      }
    }
  });

  it("orders the portfolio by distinct order_index, dated over past months", async () => {
    expect(new Set(cases.map((c) => c.orderIndex)).size).toBe(cases.length);
    const times = cases.map((c) => c.createdAt.getTime());
    expect(new Set(times).size).toBe(cases.length);
    expect(Math.max(...times)).toBeLessThan(Date.now());
    expect(Date.now() - Math.min(...times)).toBeGreaterThan(90 * 24 * 3600 * 1000);
    const rows = await database.db.select().from(caseStudies);
    expect(rows.every((r) => r.status === "published")).toBe(true);
  });
});
