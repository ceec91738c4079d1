import type { IncomingMessage } from "node:http";
import express from "express";

/** Express's compiled `trust proxy`: whether the peer at `address` may speak for the client. */
export type Trust = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY compiled as Express does (`loopback` by default: only a proxy on this
 * machine); a value Express refuses stops the server with a clear message.
 */
export function compileTrust(setting: boolean | number | string): Trust {
  const probe = express();
  try {
    probe.set("trust proxy", setting);
  } catch (error) {
    throw new Error(`Invalid configuration:\n  TRUST_PROXY: ${error instanceof Error ? error.message : String(error)}`);
  }
  return probe.get("trust proxy fn") as Trust;
}

const first = (header: string | string[] | undefined) => (Array.isArray(header) ? header[0] : header)?.split(",")[0].trim();

/** Whether the peer is a proxy whose X-Forwarded-* headers count. */
export const fromTrustedProxy = (req: IncomingMessage, trust: Trust) => trust(req.socket.remoteAddress ?? "", 0);

/** The protocol the client used: the trusted proxy's word, else the connection's own (as `req.protocol`). */
export function requestProtocol(req: IncomingMessage, trust: Trust): "http" | "https" {
  const own = "encrypted" in req.socket && req.socket.encrypted ? "https" : "http";
  const forwarded = req.headers["x-forwarded-proto"];
  if (!forwarded || !fromTrustedProxy(req, trust)) return own;
  return first(forwarded) === "https" ? "https" : "http";
}

/** The host the client asked for: the trusted proxy's X-Forwarded-Host, else Host (as `req.host`). */
export function requestHost(req: IncomingMessage, trust: Trust): string | undefined {
  const forwarded = req.headers["x-forwarded-host"];
  return (forwarded && fromTrustedProxy(req, trust) && first(forwarded)) || req.headers.host;
}
