import crypto from "node:crypto";
import { and, count, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { loginFailures, loginTurns } from "~/db/schema";

/**
 * Limits guesses at a password, a two-step code or the setup code (docs/product.md section 9):
 * - every check is recorded as a failure *before* it runs and taken back if it passes, so
 *   parallel guesses cannot run more checks than the limits allow;
 * - one check per subject (an email) at a time, across every instance sharing the database,
 *   each after a delay that grows with the subject's failures;
 * - a hard block per (subject, client address) pair and per address, never per subject
 *   alone: failures sent from elsewhere slow the owner down, never lock them out.
 * The rows live in the database, so every instance counts the same ones; they are not
 * content (docs/decisions/002).
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_PAIR = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
/** Failures of one subject before each further check of it waits (1 s, then doubling)... */
export const FREE_FAILURES_PER_SUBJECT = 5;
/** ...up to this long. */
export const MAX_SUBJECT_DELAY_MS = 20_000;
/** A request waits this long at most for its turn, then is refused. */
export const MAX_WAIT_MS = 30_000;
// A turn whose process died during its check is free again after this long.
const HOLD_MS = 15_000;
const POLL_MS = 50;

export function subjectDelayMs(failures: number) {
  if (failures < FREE_FAILURES_PER_SUBJECT) return 0;
  return Math.min(1000 * 2 ** (failures - FREE_FAILURES_PER_SUBJECT), MAX_SUBJECT_DELAY_MS);
}

/**
 * Who guesses what: the client's address, and the subject (an email as typed, whatever its
 * case; or a fixed name such as the setup code's).
 */
export type Guess = { address: string; subject: string };

export type Outcome<T> = { status: "refused" } | { status: "failed" } | { status: "passed"; value: T };

/** Keys are hashed: a copy of the database does not list who tried to sign in, nor what was typed. */
function keysOf({ address, subject }: Guess) {
  const hash = (key: string) => crypto.createHash("sha256").update(key).digest("base64url");
  const normalised = subject.trim().toLowerCase();
  return { address: hash(`ip:${address}`), subject: hash(`email:${normalised}`), pair: hash(`pair:${normalised}\n${address}`) };
}
type Keys = ReturnType<typeof keysOf>;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createLoginThrottle({
  now = Date.now,
  sleep = realSleep,
}: { now?: () => number; sleep?: (ms: number) => Promise<void> } = {}) {
  const windowStart = () => new Date(now() - LOGIN_WINDOW_MS);

  /**
   * In one short transaction: refuses a blocked pair or address, else takes the subject's
   * turn when it is free and records the attempt as a failure of all three keys.
   */
  async function takeTurn(db: Db, keys: Keys, attempt: string): Promise<"taken" | "refused" | number> {
    return db.transaction(async (tx) => {
      // Attempts from one address are counted one at a time, whatever their subjects.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${keys.address}, 0))`);
      const counts = await tx
        .select({ key: loginFailures.key, failures: count() })
        .from(loginFailures)
        .where(and(inArray(loginFailures.key, [keys.address, keys.pair]), gt(loginFailures.at, windowStart())))
        .groupBy(loginFailures.key);
      const failures = (key: string) => counts.find((row) => row.key === key)?.failures ?? 0;
      if (failures(keys.pair) >= MAX_FAILURES_PER_PAIR || failures(keys.address) >= MAX_FAILURES_PER_ADDRESS) return "refused";

      const at = new Date(now());
      const taken = await tx
        .insert(loginTurns)
        .values({ key: keys.subject, nextAt: new Date(at.getTime() + HOLD_MS), heldBy: attempt })
        .onConflictDoUpdate({
          target: loginTurns.key,
          set: { nextAt: new Date(at.getTime() + HOLD_MS), heldBy: attempt },
          setWhere: lte(loginTurns.nextAt, at),
        })
        .returning({ key: loginTurns.key });
      if (!taken.length) {
        const [turn] = await tx.select().from(loginTurns).where(eq(loginTurns.key, keys.subject));
        // Held: ask again soon. Waiting out a delay: ask again when it ends.
        return turn && !turn.heldBy ? Math.max(turn.nextAt.getTime() - at.getTime(), POLL_MS) : POLL_MS;
      }
      await tx.insert(loginFailures).values([keys.address, keys.pair, keys.subject].map((key) => ({ key, at, attempt })));
      return "taken";
    });
  }

  async function passed(db: Db, keys: Keys, attempt: string, clear: boolean) {
    await db.transaction(async (tx) => {
      await tx
        .delete(loginFailures)
        .where(
          clear
            ? or(eq(loginFailures.attempt, attempt), inArray(loginFailures.key, [keys.pair, keys.subject]))
            : eq(loginFailures.attempt, attempt),
        );
      await tx
        .update(loginTurns)
        .set({ nextAt: new Date(now()), heldBy: null })
        .where(and(eq(loginTurns.key, keys.subject), eq(loginTurns.heldBy, attempt)));
    });
  }

  async function failed(db: Db, keys: Keys, attempt: string) {
    const [row] = await db
      .select({ failures: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, keys.subject), gt(loginFailures.at, windowStart())));
    await db
      .update(loginTurns)
      .set({ nextAt: new Date(now() + subjectDelayMs(row?.failures ?? 0)), heldBy: null })
      .where(and(eq(loginTurns.key, keys.subject), eq(loginTurns.heldBy, attempt)));
    // Housekeeping: the tables keep nothing older than the window.
    await db.delete(loginFailures).where(lte(loginFailures.at, windowStart()));
    await db.delete(loginTurns).where(and(lte(loginTurns.nextAt, windowStart()), isNull(loginTurns.heldBy)));
  }

  return {
    /**
     * Runs `check` (a password, a code) when the guess may be checked: waits for the
     * subject's turn (at most MAX_WAIT_MS), records the attempt as a failure, runs the check,
     * and takes the failure back if the check gives a value. A pass clears the subject's and
     * the pair's earlier failures unless `clearOnPass` says not to (a right password whose
     * code is still to come).
     */
    async attempt<T>(
      db: Db,
      guess: Guess,
      check: () => Promise<T | null>,
      { clearOnPass = true }: { clearOnPass?: boolean | ((value: T) => boolean) } = {},
    ): Promise<Outcome<T>> {
      const keys = keysOf(guess);
      const attempt = crypto.randomUUID();
      const deadline = now() + MAX_WAIT_MS;
      for (;;) {
        const turn = await takeTurn(db, keys, attempt);
        if (turn === "refused") return { status: "refused" };
        if (turn === "taken") break;
        if (now() + turn > deadline) return { status: "refused" };
        await sleep(turn);
      }
      let value: T | null;
      try {
        value = await check();
      } catch (error) {
        // Counted as a failure, but the turn is not kept from the others.
        await failed(db, keys, attempt).catch(() => {});
        throw error;
      }
      if (value === null) {
        await failed(db, keys, attempt);
        return { status: "failed" };
      }
      await passed(db, keys, attempt, typeof clearOnPass === "function" ? clearOnPass(value) : clearOnPass);
      return { status: "passed", value };
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
