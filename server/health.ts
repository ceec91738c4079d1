import fs from "node:fs";
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { log } from "~/lib/log.server";
import type { Storage } from "~/storage/storage.server";

// A probe answers within this, whatever hangs behind it: a load balancer waits no longer.
const CHECK_TIMEOUT_MS = 2_000;

/**
 * What a load balancer asks (docs/decisions/015): `GET /healthz`, whether the process
 * answers at all, and `GET /readyz`, whether this instance should get requests: the
 * database answers and has every migration this build ships, uploads can be stored, and the
 * instance is not shutting down. Both are cheap, never cached, and logged at debug level only.
 * `/readyz` says only whether (`{"status":"ready"}`, or 503 `unavailable` or `stopping`): what
 * failed (a database's or a bucket's error) goes to the log, at warn, when it changes.
 */
export function createHealth({ database, storage }: { database: Database; storage: Storage }) {
  const expectedMigrations = shippedMigrations();
  let stopping = false;
  let lastVerdict = "ready";

  const checkDatabase = async () => {
    const result = await database.db.execute<{ applied: number }>(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
    const applied = Number(result.rows[0]?.applied ?? 0);
    if (applied < expectedMigrations) throw new Error(`${applied} of ${expectedMigrations} migrations applied`);
  };

  return {
    live(_req: IncomingMessage, res: ServerResponse) {
      answer(res, 200, { status: "ok" });
    },
    async ready(_req: IncomingMessage, res: ServerResponse) {
      if (stopping) return answer(res, 503, { status: "stopping" });
      const [db, uploads] = await Promise.all([outcome(checkDatabase()), outcome(storage.check())]);
      const ok = db === "ok" && uploads === "ok";
      // What failed is for the operator (the log), not for whoever asks: once per change.
      const verdict = ok ? "ready" : JSON.stringify({ database: db, storage: uploads });
      if (verdict !== lastVerdict) {
        if (ok) log().info("Ready");
        else log().warn({ database: db, storage: uploads }, "Not ready");
        lastVerdict = verdict;
      }
      answer(res, ok ? 200 : 503, { status: ok ? "ready" : "unavailable" });
    },
    /** From now on `/readyz` says 503: the instance is shutting down. */
    stop() {
      stopping = true;
    },
  };
}

function answer(res: ServerResponse, status: number, body: object) {
  res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" });
  res.end(JSON.stringify(body));
}

/** "ok", or what went wrong, in at most CHECK_TIMEOUT_MS. */
async function outcome(check: Promise<unknown>): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check, timeout]);
    return "ok";
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
}

function shippedMigrations(): number {
  const journal = path.resolve(process.cwd(), "drizzle", "meta", "_journal.json");
  const parsed: unknown = JSON.parse(fs.readFileSync(journal, "utf8"));
  const entries = parsed && typeof parsed === "object" && "entries" in parsed ? parsed.entries : [];
  return Array.isArray(entries) ? entries.length : 0;
}
