import { EventEmitter } from "node:events";
import type { Database } from "~/db/client.server";

/** What changed: the table, so listeners can tell which pages are affected. */
export type Change = {
  table: "site_content" | "case_studies" | "team_members" | "intro_logos";
  action: "insert" | "update" | "delete";
};

/**
 * The one stream of changes: every write publishes here, and everything that must react
 * (open pages through Server-Sent Events, the render cache) listens. With PostgreSQL the
 * stream goes through LISTEN/NOTIFY, so every instance of the site hears every change.
 */
const bus = new EventEmitter();
bus.setMaxListeners(0);

const CHANNEL = "agency_changes";
let shared: NonNullable<Database["pubsub"]> | null = null;

export function publishChange(change: Change) {
  if (!shared) {
    bus.emit("change", change);
    return;
  }
  // Comes back to this instance too, through LISTEN, like to every other.
  shared.notify(CHANNEL, JSON.stringify(change)).catch((error) => {
    console.error("Could not share a change through PostgreSQL:", error);
    bus.emit("change", change);
  });
}

/** With PostgreSQL, sends and receives changes through it; returns a function that stops. */
export async function shareChangesThrough(database: Database): Promise<() => Promise<void>> {
  if (!database.pubsub) return async () => {};
  const pubsub = database.pubsub;
  const stop = await pubsub.listen(CHANNEL, (payload) => {
    try {
      bus.emit("change", JSON.parse(payload) as Change);
    } catch {
      // Not one of ours.
    }
  });
  shared = pubsub;
  return async () => {
    shared = null;
    await stop();
  };
}

export function onChange(listener: (change: Change) => void) {
  bus.on("change", listener);
  return () => {
    bus.off("change", listener);
  };
}
