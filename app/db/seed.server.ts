import { eq, sql } from "drizzle-orm";
import type { Db } from "./client.server";
import { appMeta } from "./schema";
import { seedDemoCases } from "./seed/demo-cases.server";
import { seedDemoTeam } from "./seed/demo-team.server";

const SEEDED_KEY = "demo_seeded_at";
const SEED_LOCK = 729_105_002;

/**
 * Fills a new database once. Default texts need no rows (they live in the slot registry);
 * the demo case studies and team are inserted on the first run only, so that what an
 * administrator later deletes does not come back at the next start.
 */
export async function seedDatabase(db: Db, options: { demo: boolean }) {
  if (!options.demo) return;
  const [seeded] = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
  if (seeded) return;
  await db.transaction(async (tx) => {
    // Instances starting together on a new database: one seeds, the others wait here, then
    // find it done.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [seededMeanwhile] = await tx.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
    if (seededMeanwhile) return;
    await seedDemoCases(tx);
    await seedDemoTeam(tx);
    await tx.insert(appMeta).values({ key: SEEDED_KEY, value: new Date().toISOString() });
  });
}
