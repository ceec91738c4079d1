import type { IncomingMessage, ServerResponse } from "node:http";
import { latestChangeId, onChange } from "./changes.server";
import { currentPresence, onPresence, type Presence } from "./presence.server";

// Proxies close quiet connections; a comment line every 25 s keeps them open.
const HEARTBEAT_MS = 25_000;

/**
 * The change stream of open pages (`GET /api/events`, Server-Sent Events): one `change`
 * message per write, so a page can reload its data. Messages carry only the table, the
 * action and the record's id, nothing a visitor may not know. A page says which change it saw
 * last (`?since=`, or the Last-Event-ID header of a reconnecting stream); when that is not the
 * latest, it gets a `change` at once, to catch up.
 *
 * Plain Node, in front of the router (server/app.ts): thousands of pages stay connected, and
 * a change is written once and sent to all of them in one go. Administrators' pages (known by
 * `isAdmin`, from the session cookie) also hear `presence`: who is editing what.
 */
export function createEventStream(options: { isAdmin?: (req: IncomingMessage) => Promise<boolean> } = {}) {
  const open = new Set<ServerResponse>();
  const admins = new Set<ServerResponse>();
  // One buffer for all, written straight to each socket: the headers went with the first
  // write, and a stream has no framing, so nothing else has to pass through the response.
  const sendAll = (message: string) => {
    const bytes = Buffer.from(message);
    for (const res of open) (res.socket ?? res).write(bytes);
  };
  onChange((change, id) => sendAll(`id: ${id}\nevent: change\ndata: ${JSON.stringify(change)}\n\n`));
  const presenceMessage = (presence: Presence) => `event: presence\ndata: ${JSON.stringify(presence)}\n\n`;
  onPresence((presence) => {
    const message = presenceMessage(presence);
    for (const res of admins) res.write(message);
  });
  const heartbeat = setInterval(() => sendAll(": heartbeat\n\n"), HEARTBEAT_MS);
  heartbeat.unref();

  return {
    /** Answers one page's request for the stream; it stays open until the page goes. */
    handle(req: IncomingMessage, res: ServerResponse) {
      const url = new URL(req.url ?? "/", "http://site");
      const lastEvent = req.headers["last-event-id"];
      const since = url.searchParams.get("since") ?? (typeof lastEvent === "string" ? lastEvent : null);
      // The stream ends with its connection: no chunk framing, one write per message.
      res.useChunkedEncodingByDefault = false;
      res.shouldKeepAlive = false;
      res.writeHead(200, {
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-store",
        "X-Accel-Buffering": "no",
      });
      const latest = latestChangeId();
      res.write(`retry: 2000\nid: ${latest}\n\n`);
      if (since && since !== latest) res.write(`event: change\ndata: {"missed":true}\n\n`);
      open.add(res);
      const close = () => {
        open.delete(res);
        admins.delete(res);
      };
      req.on("close", close);
      res.on("error", close);
      options.isAdmin?.(req).then(
        (admin) => {
          if (!admin || !open.has(res)) return;
          admins.add(res);
          // A page that has just opened learns who is editing now.
          for (const presence of currentPresence()) res.write(presenceMessage(presence));
        },
        () => {},
      );
    },
    /** How many pages are listening. */
    size: () => open.size,
    /**
     * Ends every stream (the instance is shutting down): each page is told to come back in
     * `retryMs` and then reconnects, to another instance behind the same address.
     */
    closeAll(retryMs = 1000) {
      for (const res of open) res.end(`retry: ${retryMs}\n\n`);
      open.clear();
      admins.clear();
    },
  };
}
