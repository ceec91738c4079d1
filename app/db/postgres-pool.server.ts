import pg from "pg";
import { log } from "~/lib/log.server";

/**
 * The site's connections to a PostgreSQL server, made to outlive the server cutting one (a
 * restart, a failover, `pg_terminate_backend`) whatever it was doing: docs/decisions/030.
 * Queries wait at most 5 s for a connection: while the server is away, a page or a save says
 * so in seconds instead of hanging.
 */
export function openPostgresPool(connectionString: string) {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle connection the server closed is dropped by the pool and made again when needed.
  pool.on("error", (error) => log().warn({ err: error }, "A database connection was lost"));
  pool.on("connect", (client) => {
    // A connection cut while lent out says so on its client, where nobody else listens: unheard,
    // that error would end the process. Its queries fail with the cause instead, and the pool
    // drops it when it comes back.
    client.on("error", () => {});
    giveBackOnFailedBegin(client);
  });
  return pool;
}

/**
 * drizzle's `transaction()` on a pool sends BEGIN before the `try` whose `finally` gives the
 * connection back: a BEGIN that fails (the connection cut at that moment) would keep it lent
 * out for good, ten such would leave the site with none, and the pool could never end. Here
 * such a connection is given back, as broken (the pool drops it), and the error goes on to
 * the caller.
 */
function giveBackOnFailedBegin(client: pg.PoolClient) {
  const query = client.query;
  client.query = function (this: pg.PoolClient, ...args: Parameters<typeof query>) {
    const result: unknown = Reflect.apply(query, this, args);
    if (!(result instanceof Promise) || !isBegin(args[0])) return result;
    return result.catch((error: unknown) => {
      const giveBack = client.release;
      // Whoever holds it and gives it back too (drizzle once it mends this, a migration) finds
      // it given back already: a second release would throw over the error that matters.
      client.release = () => {};
      giveBack(error instanceof Error ? error : new Error(String(error)));
      throw error;
    });
  } as typeof query;
}

function isBegin(query: unknown) {
  const text = typeof query === "string" ? query : (query as { text?: unknown } | null)?.text;
  return typeof text === "string" && /^\s*begin\b/i.test(text);
}
