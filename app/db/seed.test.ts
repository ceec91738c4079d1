import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./client.server";
import { caseStudies, CASE_CATEGORIES, teamMembers } from "./schema";
import { seedDatabase } from "./seed.server";
import { testDatabases } from "../../tests/databases";

describe.each(testDatabases())("first-run seed (%s)", (_kind, open) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("inserts nothing when demo content is turned off (SEED_DEMO=0)", async () => {
    const empty = await open();
    try {
      await seedDatabase(empty.db, { demo: false });
      expect(await empty.db.select().from(caseStudies)).toHaveLength(0);
      expect(await empty.db.select().from(teamMembers)).toHaveLength(0);
    } finally {
      await empty.close();
    }
  });

  it("fills a new database with a demo portfolio and team", async () => {
    await seedDatabase(database.db, { demo: true });
    const cases = await database.db.select().from(caseStudies);
    const published = cases.filter((c) => c.status === "published");
    expect(published.length).toBeGreaterThanOrEqual(8);
    expect(new Set(published.map((c) => c.category))).toEqual(new Set(CASE_CATEGORIES));
    for (const c of published) {
      expect(c.featuredImage).toBeTruthy();
      expect(c.galleryImages.length).toBeGreaterThanOrEqual(3);
      expect(c.galleryImages.length).toBeLessThanOrEqual(6);
      expect(c.tags.length).toBeGreaterThan(0);
      expect(c.challenge && c.solution && c.results).toBeTruthy();
    }
    const team = await database.db.select().from(teamMembers);
    expect(team.filter((m) => m.isActive).length).toBeGreaterThanOrEqual(4);
  });

  it("runs once: what an administrator deletes does not come back at the next start", async () => {
    const [first] = await database.db.select().from(caseStudies).limit(1);
    await database.db.delete(caseStudies).where(eq(caseStudies.id, first.id));
    const before = (await database.db.select().from(caseStudies)).length;
    await seedDatabase(database.db, { demo: true });
    expect(await database.db.select().from(caseStudies)).toHaveLength(before);
  });
});
