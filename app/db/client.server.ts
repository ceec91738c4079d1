import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";

/**
 * What a raw `execute` answers: both drivers give the rows as `rows` (PGlite's Results and
 * node-postgres's QueryResult), so code written against `Db` reads them alike.
 */
interface QueryResult extends PgQueryResultHKT {
  type: Rows<this["row"]>;
}
type Rows<Row> = { rows: Row[] };

/** The one database type every data-access module takes: PGlite and node-postgres share it. */
export type Db = PgDatabase<QueryResult, typeof schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  /**
   * PostgreSQL only: LISTEN/NOTIFY, so that every instance of the site sharing the server
   * hears every change. `listen` resolves to a function that stops listening.
   */
  pubsub?: {
    listen: (channel: string, onMessage: (payload: string) => void) => Promise<() => Promise<void>>;
    notify: (channel: string, payload: string) => Promise<void>;
  };
};

const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "drizzle");

export class DatabaseLockedError extends Error {}

/**
 * Opens the database and applies pending migrations.
 * With a `databaseUrl` it is a PostgreSQL server; otherwise embedded PGlite stored in
 * `dataDir/db`, or in memory when `dataDir` is omitted (tests).
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db,
      kind: "postgres",
      close: () => pool.end(),
      pubsub: {
        async listen(channel, onMessage) {
          // A connection of its own: a pooled one would be handed to other queries.
          const client = new pg.Client({ connectionString: options.databaseUrl });
          await client.connect();
          client.on("notification", (message) => {
            if (message.channel === channel) onMessage(message.payload ?? "");
          });
          await client.query(`listen "${channel.replace(/"/g, "")}"`);
          return () => client.end();
        },
        async notify(channel, payload) {
          await pool.query("select pg_notify($1, $2)", [channel, payload]);
        },
      },
    };
  }

  let releaseLock = () => {};
  let client: PGlite;
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    releaseLock = lockDataDir(options.dataDir);
    client = new PGlite(path.join(options.dataDir, "db"));
  } else {
    client = new PGlite();
  }
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close();
    releaseLock();
    throw error;
  }
  return {
    db,
    kind: "pglite",
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

/**
 * PGlite has no lock of its own: a second process on the same folder would see other data
 * or abort. A lock file holding our pid refuses a second process while the first is alive.
 */
function lockDataDir(dataDir: string) {
  const lockFile = path.join(dataDir, "db.lock");
  try {
    const pid = Number(fs.readFileSync(lockFile, "utf8"));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new DatabaseLockedError(
        `The embedded database in ${path.resolve(dataDir)} is in use by another process (pid ${pid}). ` +
          "Stop the running site first, or set DATABASE_URL to use a PostgreSQL server.",
      );
    }
  } catch (error) {
    if (error instanceof DatabaseLockedError) throw error;
    // No lock file, or an unreadable one: take the lock.
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(lockFile, "utf8") === String(process.pid)) fs.unlinkSync(lockFile);
    } catch {
      // Already gone.
    }
  };
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
