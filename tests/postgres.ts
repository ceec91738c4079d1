import crypto from "node:crypto";
import pg from "pg";

/** A new, empty PostgreSQL database on the server of `adminUrl`, and how to drop it. */
export async function createFreshPostgres(adminUrl: string) {
  const name = `agency_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      // A closed pool's connections may still be on their way out: dropping the database
      // under them makes each report an error. Wait (briefly) until they have gone.
      for (let tries = 0; tries < 50; tries++) {
        const { rows } = await cleanup.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
