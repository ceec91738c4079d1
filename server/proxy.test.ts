import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { readEnv } from "~/lib/env.server";
import { compileTrust, requestHost, requestProtocol } from "./proxy";

const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers: { host: "127.0.0.1:3000", ...headers } }) as unknown as IncomingMessage;
const forwarded = { "x-forwarded-proto": "https", "x-forwarded-host": "agency.example", "x-forwarded-for": "203.0.113.9" };

describe("TRUST_PROXY", () => {
  it("is loopback by default: a proxy on this machine speaks for its clients, a peer on the LAN does not", () => {
    const trust = compileTrust(readEnv({}).TRUST_PROXY);
    expect(requestProtocol(from("127.0.0.1", forwarded), trust)).toBe("https");
    expect(requestHost(from("::1", forwarded), trust)).toBe("agency.example");
    for (const peer of ["192.168.1.20", "10.0.0.5", "fd00::1", "203.0.113.50"]) {
      expect(requestProtocol(from(peer, forwarded), trust)).toBe("http");
      expect(requestHost(from(peer, forwarded), trust)).toBe("127.0.0.1:3000");
    }
  });

  it("takes Express's values: addresses and subnets, a hop count, true and false", () => {
    expect(readEnv({ TRUST_PROXY: "10.0.0.0/8, loopback" }).TRUST_PROXY).toBe("10.0.0.0/8, loopback");
    expect(readEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(readEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    const lan = compileTrust("uniquelocal");
    expect(requestProtocol(from("10.0.0.5", forwarded), lan)).toBe("https");
    expect(requestProtocol(from("127.0.0.1", forwarded), compileTrust(false))).toBe("http");
  });

  it("stops the server with a clear message on a value Express refuses", () => {
    expect(() => compileTrust("the proxy")).toThrow(/^Invalid configuration:\n {2}TRUST_PROXY: /);
  });
});
