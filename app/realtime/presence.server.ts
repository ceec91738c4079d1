import crypto from "node:crypto";
import { EventEmitter } from "node:events";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database, Db } from "~/db/client.server";
import { presence as presenceRows } from "~/db/schema";
import { log } from "~/lib/log.server";

/**
 * Who is editing what, right now: an administrator's editor says so when it opens, every few
 * seconds while it stays open, and when it closes. Only other administrators' open pages hear
 * it (app/realtime/event-stream.server.ts), never visitors'.
 *
 * Each process keeps it in memory, so `currentPresence` costs no query. With PostgreSQL
 * (docs/decisions/006) every instance also tells the others through LISTEN/NOTIFY, and keeps
 * it in a table, from which an instance that starts, or listens again after a break, learns
 * who is editing. With the embedded database there is one process, and memory is all.
 */
export type Presence = {
  /** The item being edited, as revisions name it ("slot:<section>/<key>"). */
  item: string;
  adminId: string;
  name: string;
  editing: boolean;
};

const bus = new EventEmitter();
bus.setMaxListeners(0);

/** An open editor says so every 15 s; one not heard of for this long has gone. */
const PRESENCE_TTL_MS = 35_000;
/** `at`: when this process heard it, by its own clock (instances' clocks may differ). */
const current = new Map<string, { presence: Presence; at: number }>();

const CHANNEL = "agency_presence";
/** This process: its own messages come back through LISTEN, and are not applied twice. */
const INSTANCE = crypto.randomBytes(6).toString("hex");
const Message = z.object({
  from: z.string(),
  presence: z.object({ item: z.string(), adminId: z.string(), name: z.string(), editing: z.boolean() }),
});
let shared: Database | null = null;
/** While the table is read: keys heard meanwhile, which are newer than what it holds. */
let heardWhileLoading: Set<string> | null = null;

const keyOf = (presence: Presence) => `${presence.item}|${presence.adminId}`;

function apply(presence: Presence, at = Date.now()) {
  const key = keyOf(presence);
  heardWhileLoading?.add(key);
  if (presence.editing) current.set(key, { presence, at });
  else current.delete(key);
  bus.emit("presence", presence);
}

/** Tells this process's listeners at once, then (PostgreSQL) the table and the other instances. */
export async function publishPresence(presence: Presence): Promise<void> {
  apply(presence);
  const database = shared;
  if (!database?.pubsub) return;
  try {
    await store(database.db, presence);
    await database.pubsub.notify(CHANNEL, JSON.stringify({ from: INSTANCE, presence }));
  } catch (error) {
    log().error({ err: error }, "Could not share presence through PostgreSQL");
  }
}

/** Who is editing what now: what a page that has just opened is told first. */
export function currentPresence(now = Date.now()): Presence[] {
  for (const [key, { at }] of current) if (now - at > PRESENCE_TTL_MS) current.delete(key);
  return [...current.values()].map(({ presence }) => presence);
}

export function onPresence(listener: (presence: Presence) => void) {
  bus.on("presence", listener);
  return () => {
    bus.off("presence", listener);
  };
}

/** With PostgreSQL, shares presence with the other instances; returns a function that stops. */
export async function sharePresenceThrough(database: Database): Promise<() => Promise<void>> {
  if (!database.pubsub) return async () => {};
  const loadLogged = () => load(database.db).catch((error) => log().error({ err: error }, "Could not read who is editing"));
  // Listening first: nothing said while the table is read is missed.
  const stop = await database.pubsub.listen(CHANNEL, heard, () => void loadLogged());
  shared = database;
  await loadLogged();
  return async () => {
    if (shared === database) shared = null;
    await stop();
  };
}

function heard(payload: string) {
  let message: unknown;
  try {
    message = JSON.parse(payload);
  } catch {
    return; // Not one of ours.
  }
  const parsed = Message.safeParse(message);
  if (parsed.success && parsed.data.from !== INSTANCE) apply(parsed.data.presence);
}

const ttl = sql.raw(`interval '${PRESENCE_TTL_MS} milliseconds'`);

/** The row of an open editor, renewed at each heartbeat; rows past the TTL go (crashed instances'). */
async function store(db: Db, presence: Presence) {
  if (presence.editing) {
    await db
      .insert(presenceRows)
      .values({ item: presence.item, adminId: presence.adminId, name: presence.name })
      .onConflictDoUpdate({ target: [presenceRows.item, presenceRows.adminId], set: { name: presence.name, at: sql`now()` } });
  } else {
    await db.delete(presenceRows).where(and(eq(presenceRows.item, presence.item), eq(presenceRows.adminId, presence.adminId)));
  }
  await db.delete(presenceRows).where(lt(presenceRows.at, sql`now() - ${ttl}`));
}

/** Who the table says is editing, aged by the database's clock, into this process's memory. */
async function load(db: Db) {
  const heardMeanwhile = new Set<string>();
  heardWhileLoading = heardMeanwhile;
  try {
    const rows = await db
      .select({
        item: presenceRows.item,
        adminId: presenceRows.adminId,
        name: presenceRows.name,
        ageMs: sql<number>`(extract(epoch from now() - ${presenceRows.at}) * 1000)::float8`,
      })
      .from(presenceRows)
      .where(gt(presenceRows.at, sql`now() - ${ttl}`));
    const now = Date.now();
    for (const { ageMs, ...row } of rows) {
      const presence = { ...row, editing: true };
      if (!heardMeanwhile.has(keyOf(presence))) apply(presence, now - ageMs);
    }
  } finally {
    if (heardWhileLoading === heardMeanwhile) heardWhileLoading = null;
  }
}
