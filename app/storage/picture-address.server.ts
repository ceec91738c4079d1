import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from "~/forms/image-file";
import { Refused } from "~/lib/refused";

/** What the form says when a picture given by its address cannot be taken (beside the address field). */
export const PICTURE_ADDRESS_MESSAGES = {
  notPublic: "That address is not on the public web. Give the address of a picture on a public site, or upload it.",
  unreachable: "The picture at that address could not be fetched. Check the address, or upload the picture instead.",
  notFound: (status: number) => `The site at that address answered ${status} instead of a picture. Check the address, or upload it.`,
  tooSlow: "The picture at that address took more than 10 seconds to arrive. Try again, or upload it instead.",
  tooManyRedirects: "That address sends the picture on through too many other addresses. Give its final address.",
} as const;

const TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 3;

/** IPv4 addresses that are not on the public internet: this machine, private networks, link-local, reserved. */
const NOT_PUBLIC_IPV4 = new net.BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 3],
] as const) {
  NOT_PUBLIC_IPV4.addSubnet(network, prefix, "ipv4");
}

/**
 * IPv6 is public only in global unicast (2000::/3), and there not where another address
 * hides inside: Teredo and the IETF's own (2001::/23), documentation (2001:db8::/32,
 * 3fff::/20) and 6to4 (2002::/16), which carries an IPv4 address a relay would reach.
 * Everything outside 2000::/3 is refused with it: loopback, IPv4-compatible (::/96), NAT64
 * (64:ff9b::/96, 64:ff9b:1::/48), discard, unique local, link-local, multicast.
 */
const GLOBAL_UNICAST = new net.BlockList();
GLOBAL_UNICAST.addSubnet("2000::", 3, "ipv6");
const NOT_PUBLIC_IPV6 = new net.BlockList();
for (const [network, prefix] of [
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["3fff::", 20],
] as const) {
  NOT_PUBLIC_IPV6.addSubnet(network, prefix, "ipv6");
}

const LOOPBACK = new net.BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

export type FetchOptions = {
  /** For tests only (PICTURES_BY_ADDRESS_ALLOW_LOOPBACK): pictures served on this machine may be fetched. */
  allowLoopback?: boolean;
  timeoutMs?: number;
};

/** Whether a picture's address is another site's (http or https), to be fetched by fetchPicture; else it is a path of this site. */
export function isPictureAddress(address: string) {
  return /^https?:\/\//i.test(address.trim());
}

/** Whether `ip` may be fetched from: a public address (or, where tests allow it, this machine's). */
export function isPublicAddress(ip: string, { allowLoopback = false }: FetchOptions = {}): boolean {
  if (net.isIPv4(ip)) return (allowLoopback && LOOPBACK.check(ip, "ipv4")) || !NOT_PUBLIC_IPV4.check(ip, "ipv4");
  if (!net.isIPv6(ip) || ip.includes("%")) return false; // (a zone names a local link)
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1, or ::ffff:7f00:1 as URLs and DNS
  // write it) is judged as itself; written any other way, it is outside 2000::/3, refused.
  const dotted = ip.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  if (dotted) return isPublicAddress(dotted, { allowLoopback });
  const hex = ip.match(/^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i);
  if (hex) {
    const [high, low] = [parseInt(hex[1], 16), parseInt(hex[2], 16)];
    return isPublicAddress([high >> 8, high & 255, low >> 8, low & 255].join("."), { allowLoopback });
  }
  if (allowLoopback && LOOPBACK.check(ip, "ipv6")) return true;
  return GLOBAL_UNICAST.check(ip, "ipv6") && !NOT_PUBLIC_IPV6.check(ip, "ipv6");
}

/**
 * The bytes of the picture at `address` (http or https, a public host), fetched once by the
 * server so that it can be stored like an upload (checked, re-encoded, its widths made) and
 * visitors never load another site's picture (docs/decisions/016). Every host on the way,
 * redirects included, is resolved and checked before it is connected to, and the connection
 * goes to the address that was checked. At most 5 MB and 10 seconds; a failure is a Refused
 * with a message the form shows beside the address (`field`).
 */
export async function fetchPicture(address: string, field: string, options: FetchOptions = {}): Promise<Buffer> {
  const refuse = (message: string, status: 400 | 413 = 400) => new Refused(message, status, { fieldErrors: { [field]: message } });
  const signal = AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS);
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw refuse(PICTURE_ADDRESS_MESSAGES.unreachable);
  }
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (url.protocol !== "http:" && url.protocol !== "https:") throw refuse(PICTURE_ADDRESS_MESSAGES.notPublic);
    const host = url.hostname.replace(/^\[|\]$/g, "");
    if (net.isIP(host) && !isPublicAddress(host, options)) throw refuse(PICTURE_ADDRESS_MESSAGES.notPublic);
    const answer = await get(url, signal, options).catch((error: unknown) => {
      if (error instanceof NotPublicError) throw refuse(PICTURE_ADDRESS_MESSAGES.notPublic);
      if (signal.aborted) throw refuse(PICTURE_ADDRESS_MESSAGES.tooSlow);
      throw refuse(PICTURE_ADDRESS_MESSAGES.unreachable);
    });
    if (answer.kind === "redirect") {
      // The next hop is checked like the first; an address that is none at all is refused here.
      try {
        url = new URL(answer.location, url);
      } catch {
        throw refuse(PICTURE_ADDRESS_MESSAGES.unreachable);
      }
      continue;
    }
    if (answer.kind === "status") throw refuse(PICTURE_ADDRESS_MESSAGES.notFound(answer.status));
    if (answer.kind === "too-large") throw refuse(IMAGE_MESSAGES.tooLarge, 413);
    return answer.bytes;
  }
  throw refuse(PICTURE_ADDRESS_MESSAGES.tooManyRedirects);
}

class NotPublicError extends Error {}

type Answer =
  { kind: "picture"; bytes: Buffer } | { kind: "redirect"; location: string } | { kind: "status"; status: number } | { kind: "too-large" };

/** One GET of `url`, connected only to an address that was checked, its body read up to 5 MB. */
function get(url: URL, signal: AbortSignal, options: FetchOptions): Promise<Answer> {
  let notPublic = false;
  const lookup: net.LookupFunction = (hostname, lookupOptions, callback) => {
    dns.lookup(hostname, { all: true }, (error, addresses) => {
      if (error) return callback(error, "", 4);
      // Every address the name has must be public: one that is not could be chosen next time.
      if (addresses.length === 0 || addresses.some((entry) => !isPublicAddress(entry.address, options))) {
        notPublic = true;
        return callback(new Error("not a public host"), "", 4);
      }
      if (lookupOptions.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise<Answer>((resolve, reject) => {
    const request = client.get(url, { lookup, signal, headers: { accept: "image/*" } }, (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        return resolve({ kind: "redirect", location: response.headers.location });
      }
      if (status !== 200) {
        response.resume();
        return resolve({ kind: "status", status });
      }
      if (Number(response.headers["content-length"] ?? 0) > MAX_IMAGE_BYTES) {
        response.destroy();
        return resolve({ kind: "too-large" });
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_IMAGE_BYTES) {
          response.destroy();
          resolve({ kind: "too-large" });
        } else chunks.push(chunk);
      });
      response.on("end", () => resolve({ kind: "picture", bytes: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    request.on("error", (error) => reject(notPublic ? new NotPublicError() : error));
  });
}
