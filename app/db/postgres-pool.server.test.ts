import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFreshPostgres } from "../../tests/postgres";
import { isDatabaseUnavailable, openDatabase } from "./client.server";
import { openPostgresPool } from "./postgres-pool.server";
import * as schema from "./schema";
import { caseStudies } from "./schema";

describe.skipIf(!process.env.TEST_DATABASE_URL)("connections the PostgreSQL server cuts", () => {
  let fresh: Awaited<ReturnType<typeof createFreshPostgres>>;
  let admin: pg.Client;
  beforeAll(async () => {
    fresh = await createFreshPostgres(process.env.TEST_DATABASE_URL ?? "");
    admin = new pg.Client({ connectionString: fresh.url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await fresh.drop();
  });

  const named = (name: string) => {
    const url = new URL(fresh.url);
    url.searchParams.set("application_name", name);
    return url.toString();
  };

  it("cut in the middle of a transaction: that write fails as the database being away, nothing of it is kept, the site goes on", async () => {
    const database = await openDatabase({ databaseUrl: named("cut_mid_write") });
    try {
      const write = database.db.transaction(async (tx) => {
        await tx.insert(caseStudies).values({ title: "Half written", slug: "half-written" });
        await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'cut_mid_write'");
        await tx.insert(caseStudies).values({ title: "Never", slug: "never" });
      });
      // Unheard, the cut connection's error would have ended this process here.
      const error = await write.then(
        () => null,
        (cause: unknown) => cause,
      );
      expect(isDatabaseUnavailable(error)).toBe(true);
      // A new connection serves the next query; the transaction was rolled back by the server.
      expect(await database.db.select().from(caseStudies)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it("a transaction whose BEGIN fails gives its connection back, so the pool neither runs dry nor hangs on close", async () => {
    const pool = openPostgresPool(fresh.url);
    const db = drizzle(pool, { schema });
    // The connection ends just as it is lent: its BEGIN is the first statement to fail.
    pool.once("acquire", (client: pg.PoolClient) => void client.end());
    const error = await db
      .transaction(async (tx) => tx.execute(sql`select 1`))
      .then(
        () => null,
        (cause: unknown) => cause,
      );
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(pool.totalCount).toBe(0);
    const [row] = (await db.transaction(async (tx) => tx.execute(sql`select 2 as n`))).rows;
    expect(row).toEqual({ n: 2 });
    await pool.end();
  });
});
