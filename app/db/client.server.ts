import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { log } from "~/lib/log.server";
import { openPglite } from "./empty-cluster.server";
import { openPostgresPool } from "./postgres-pool.server";
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
    listen: (channel: string, onMessage: (payload: string) => void, onReconnect?: () => void) => Promise<() => Promise<void>>;
    notify: (channel: string, payload: string) => Promise<void>;
  };
};

/**
 * Whether an error says the database cannot be reached now (refused, cut, restarting, out of
 * connections), as opposed to a query it refused: worth telling the user to try again soon.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    const code = "code" in cause && typeof cause.code === "string" ? cause.code : "";
    if (UNREACHABLE_CODES.has(code) || code.startsWith("08") || code.startsWith("57P")) return true;
    if (/connection terminated|connection timeout|timeout exceeded when trying to connect|not queryable/i.test(cause.message)) return true;
  }
  return false;
}
const UNREACHABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENOTFOUND", "EAI_AGAIN", "53300"]);

const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "drizzle");

export class DatabaseLockedError extends Error {}

// Instances starting together on one PostgreSQL server apply migrations one at a time
// (a session lock the server drops if the process dies): the first migrates, the others
// then find nothing left to do. Unlocked, two would both create the same tables.
const MIGRATION_LOCK = 729_105_001;

async function migrateAlone(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    // Released with the connection's end too, should this fail.
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

/**
 * Opens the database and applies pending migrations.
 * With a `databaseUrl` it is a PostgreSQL server; otherwise embedded PGlite stored in
 * `dataDir/db`, or in memory when `dataDir` is omitted (tests).
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = openPostgresPool(options.databaseUrl);
    await migrateAlone(pool);
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: "postgres",
      close: () => pool.end(),
      pubsub: {
        listen: (channel, onMessage, onReconnect) => listenAgainAndAgain(options.databaseUrl ?? "", channel, onMessage, onReconnect),
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
    try {
      client = await openPglite(path.join(options.dataDir, "db"));
    } catch (error) {
      releaseLock();
      throw error;
    }
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

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries), made
 * again whenever it is lost, one second after, then every few: `onReconnect` says what may
 * have been missed meanwhile. Resolves once listening, to a function that stops for good.
 */
async function listenAgainAndAgain(url: string, channel: string, onMessage: (payload: string) => void, onReconnect?: () => void) {
  const state: { client: pg.Client | null; stopped: boolean; retry?: NodeJS.Timeout } = { client: null, stopped: false };
  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on("notification", (message) => {
      if (message.channel === channel) onMessage(message.payload ?? "");
    });
    client.on("error", () => lost(client));
    client.on("end", () => lost(client));
    try {
      await client.connect();
      await client.query(`listen "${channel.replace(/"/g, "")}"`);
    } catch (error) {
      client.end().catch(() => {});
      throw error;
    }
    state.client = client;
  };
  const reconnect = (wait: number) => {
    state.retry = setTimeout(() => {
      if (state.stopped) return;
      connect().then(
        () => onReconnect?.(),
        () => reconnect(Math.min(wait * 2, 10_000)),
      );
    }, wait);
  };
  const lost = (client: pg.Client) => {
    if (state.stopped || state.client !== client) return;
    state.client = null;
    client.end().catch(() => {});
    log().warn({ channel }, "Lost the database's notifications; listening again");
    reconnect(1_000);
  };
  await connect();
  return async () => {
    state.stopped = true;
    clearTimeout(state.retry);
    await state.client?.end();
  };
}
