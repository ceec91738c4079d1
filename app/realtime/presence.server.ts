import { EventEmitter } from "node:events";

/**
 * Who is editing what, right now: an administrator's editor says so when it opens, every few
 * seconds while it stays open, and when it closes. Kept in memory only; only other
 * administrators' open pages hear it (app/realtime/event-stream.server.ts), never visitors'.
 * Within one instance of the site: presence is not shared through PostgreSQL.
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
const current = new Map<string, { presence: Presence; at: number }>();

export function publishPresence(presence: Presence) {
  const key = `${presence.item}|${presence.adminId}`;
  if (presence.editing) current.set(key, { presence, at: Date.now() });
  else current.delete(key);
  bus.emit("presence", presence);
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
