import crypto from "node:crypto";
import { EventEmitter } from "node:events";
import type { Database } from "~/db/client.server";
import { log } from "~/lib/log.server";
import { shareDraftChangesThrough } from "./draft-changes.server";
import { sharePresenceThrough } from "./presence.server";

/**
 * What changed: the table, what happened and to which record, so listeners can tell which
 * pages are affected. Nothing in it is secret: it goes to every open page.
 */
export type Change =
  | {
      table: "site_content" | "case_studies" | "team_members" | "intro_logos" | "picture_framing";
      action: "insert" | "update" | "delete";
      id?: string;
    }
  // Anything may have changed: this instance was cut off from the others for a while.
  | { missed: true };

/**
 * The one stream of changes: every write publishes here, and everything that must react
 * (open pages through Server-Sent Events, the render cache) listens. With PostgreSQL the
 * stream goes through LISTEN/NOTIFY, so every instance of the site hears every change.
 */
const bus = new EventEmitter();
bus.setMaxListeners(0);

const CHANNEL = "agency_changes";
let shared: NonNullable<Database["pubsub"]> | null = null;

/**
 * Every change this process hears gets the next number of this process's run, so an open
 * page can say which change it saw last and learn, when it comes back after a break,
 * whether it missed any ("<run>-<number>"; another run or instance means "maybe").
 */
const RUN = crypto.randomBytes(4).toString("hex");
let heard = 0;

/** The id of the last change this process heard (pages start from it). */
export function latestChangeId() {
  return `${RUN}-${heard}`;
}

function deliver(change: Change) {
  heard++;
  bus.emit("change", change, latestChangeId());
}

export function publishChange(change: Change) {
  if (!shared) {
    deliver(change);
    return;
  }
  // Comes back to this instance too, through LISTEN, like to every other.
  shared.notify(CHANNEL, JSON.stringify(change)).catch((error) => {
    log().error({ err: error }, "Could not share a change through PostgreSQL");
    deliver(change);
  });
}

/**
 * With PostgreSQL, sends and receives changes through it, and presence (who is editing:
 * presence.server.ts) and the draft's changes (draft-changes.server.ts) too, so that the
 * server starts all three in one call; returns a function that stops.
 */
export async function shareChangesThrough(database: Database): Promise<() => Promise<void>> {
  if (!database.pubsub) return async () => {};
  const stopPresence = await sharePresenceThrough(database);
  const stopDrafts = await shareDraftChangesThrough(database);
  const pubsub = database.pubsub;
  const stop = await pubsub.listen(
    CHANNEL,
    (payload) => {
      try {
        deliver(JSON.parse(payload) as Change);
      } catch {
        // Not one of ours.
      }
    },
    () => deliver({ missed: true }),
  );
  shared = pubsub;
  return async () => {
    shared = null;
    await stop();
    await stopPresence();
    await stopDrafts();
  };
}

/** Calls `listener` with every change and its id; returns a function that stops. */
export function onChange(listener: (change: Change, id: string) => void) {
  bus.on("change", listener);
  return () => {
    bus.off("change", listener);
  };
}
