import { EventEmitter } from "node:events";

/**
 * Who is editing what, right now: an administrator's editor says so when it opens, every few
 * seconds while it stays open, and when it closes. Nothing is stored; only other
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

export function publishPresence(presence: Presence) {
  bus.emit("presence", presence);
}

export function onPresence(listener: (presence: Presence) => void) {
  bus.on("presence", listener);
  return () => {
    bus.off("presence", listener);
  };
}
