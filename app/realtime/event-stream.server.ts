import type { IncomingMessage, ServerResponse } from "node:http";
import { latestChangeId, onChange } from "./changes.server";
import { onDraftChange } from "./draft-changes.server";
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
 * `isAdmin`, from the session cookie) also hear `presence`: who is editing what; they and the
 * pages `seesDrafts` lets see the draft (a preview link's) hear `draft`: the draft changed
 * (docs/decisions/024). Visitors' pages hear neither. One address
 * may hold `perAddress` streams and the instance `total` (EVENT_STREAMS_PER_ADDRESS and
 * EVENT_STREAMS_TOTAL): beyond, 429 or 503 with Retry-After.
 */
export type EventStreamOptions = {
  isAdmin?: (req: IncomingMessage) => Promise<boolean>;
  /** A page that is not an administrator's but sees the draft (a preview link's). */
  seesDrafts?: (req: IncomingMessage) => Promise<boolean>;
  /** The client's address (behind a trusted proxy, the one it forwarded): at most `perAddress` streams each. */
  addressOf?: (req: IncomingMessage) => string;
  perAddress?: number;
  /** At most this many streams in all: each holds a connection and a little memory. */
  total?: number;
};

// Over a cap, a page is told when to try again (it reconnects by itself, backing off).
const RETRY_AFTER_S = "10";

export function createEventStream(options: EventStreamOptions = {}) {
  const { addressOf = (req) => req.socket.remoteAddress ?? "", perAddress = Infinity, total = Infinity } = options;
  const open = new Set<ServerResponse>();
  const perClient = new Map<string, number>();
  const admins = new Set<ServerResponse>();
  const draftReaders = new Set<ServerResponse>();
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
  onDraftChange((change) => {
    const message = `event: draft\ndata: ${JSON.stringify(change)}\n\n`;
    for (const res of draftReaders) res.write(message);
  });
  const heartbeat = setInterval(() => sendAll(": heartbeat\n\n"), HEARTBEAT_MS);
  heartbeat.unref();

  return {
    /** Answers one page's request for the stream; it stays open until the page goes. */
    handle(req: IncomingMessage, res: ServerResponse) {
      const address = addressOf(req);
      const held = perClient.get(address) ?? 0;
      if (held >= perAddress || open.size >= total) {
        // 429: this address holds its share; 503: the instance holds all it may.
        const status = held >= perAddress ? 429 : 503;
        res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": RETRY_AFTER_S });
        res.end(status === 429 ? "Too many open streams from this address.\n" : "Too many open streams.\n");
        return;
      }
      perClient.set(address, held + 1);
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
      let counted = true;
      const close = () => {
        open.delete(res);
        admins.delete(res);
        draftReaders.delete(res);
        if (!counted) return;
        counted = false;
        const left = (perClient.get(address) ?? 1) - 1;
        if (left > 0) perClient.set(address, left);
        else perClient.delete(address);
      };
      req.on("close", close);
      res.on("error", close);
      options.isAdmin?.(req).then(
        (admin) => {
          if (!admin || !open.has(res)) return;
          admins.add(res);
          draftReaders.add(res);
          // A page that has just opened learns who is editing now.
          for (const presence of currentPresence()) res.write(presenceMessage(presence));
        },
        () => {},
      );
      options.seesDrafts?.(req).then(
        (sees) => {
          if (!sees || !open.has(res)) return;
          draftReaders.add(res);
          // The draft may have changed between the page's read and now: it reads it again once.
          res.write(`event: draft\ndata: {"places":[]}\n\n`);
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
      draftReaders.clear();
    },
  };
}
