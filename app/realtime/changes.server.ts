import { EventEmitter } from "node:events";

/** What changed: the table, so listeners can tell which pages are affected. */
export type Change = {
  table: "site_content" | "case_studies" | "team_members" | "intro_logos";
  action: "insert" | "update" | "delete";
};

/**
 * The one stream of changes: every write publishes here, and everything that must react
 * (open pages through Server-Sent Events, the render cache) listens. In-process: one server
 * process serves a site (PostgreSQL LISTEN/NOTIFY would fan out across instances).
 */
const bus = new EventEmitter();
bus.setMaxListeners(0);

export function publishChange(change: Change) {
  bus.emit("change", change);
}

export function onChange(listener: (change: Change) => void) {
  bus.on("change", listener);
  return () => {
    bus.off("change", listener);
  };
}
