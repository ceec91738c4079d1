import { EventEmitter } from "node:events";
import type { Database } from "~/db/client.server";
import { log } from "~/lib/log.server";

/**
 * The draft's own change channel (docs/decisions/024): a draft saved, discarded or published.
 * Only pages that see the draft hear it (administrators' pages, and preview links'), through
 * the event stream's `draft` message; visitors' pages and the render cache never do, since
 * nothing they show has changed. The message names the places, nothing more.
 *
 * With PostgreSQL it goes through LISTEN/NOTIFY, so every instance's pages hear it, like
 * changes (changes.server.ts). A message missed while an instance was cut off costs little:
 * `{ places: [] }` (anything may have changed) is sent when it listens again.
 */
export type DraftChange = { places: string[] };

const bus = new EventEmitter();
bus.setMaxListeners(0);

const CHANNEL = "agency_drafts";
let shared: NonNullable<Database["pubsub"]> | null = null;

const deliver = (change: DraftChange) => bus.emit("draft", change);

export function publishDraftChange(change: DraftChange) {
  if (!shared) return deliver(change);
  // Comes back to this instance too, through LISTEN.
  shared.notify(CHANNEL, JSON.stringify(change)).catch((error) => {
    log().error({ err: error }, "Could not share a draft change through PostgreSQL");
    deliver(change);
  });
}

/** Calls `listener` with every draft change; returns a function that stops. */
export function onDraftChange(listener: (change: DraftChange) => void) {
  bus.on("draft", listener);
  return () => {
    bus.off("draft", listener);
  };
}

/** With PostgreSQL, shares draft changes with the other instances; returns a function that stops. */
export async function shareDraftChangesThrough(database: Database): Promise<() => Promise<void>> {
  const pubsub = database.pubsub;
  if (!pubsub) return async () => {};
  const stop = await pubsub.listen(
    CHANNEL,
    (payload) => {
      try {
        const message = JSON.parse(payload) as DraftChange;
        if (Array.isArray(message.places)) deliver({ places: message.places.filter((p) => typeof p === "string") });
      } catch {
        // Not one of ours.
      }
    },
    () => deliver({ places: [] }),
  );
  shared = pubsub;
  return async () => {
    if (shared === pubsub) shared = null;
    await stop();
  };
}
