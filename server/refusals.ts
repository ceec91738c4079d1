import type { IncomingMessage, ServerResponse } from "node:http";
import type { ErrorRequestHandler } from "express";
import { log } from "~/lib/log.server";
import { fromTrustedProxy, type Trust } from "./proxy";
import { contentSecurityPolicy, SECURITY_HEADERS } from "./security-headers";

/** The methods the site answers; any other is refused with 405 before anything runs. */
const METHODS = ["GET", "HEAD", "POST"];
const ALLOW = METHODS.join(", ");
// A name (letters, digits, hyphens, underscores, dots) or a bracketed IPv6 address, and a port.
const HOST = /^(?:[a-z\d_-]+(?:\.[a-z\d_-]+)*\.?|\[[\da-f:.]+\])(?::\d{1,5})?$/i;
// A control character (NUL, line breaks ...), percent-encoded, in the path: no address of the
// site holds one. A query may carry a tab or a line break (a link's campaign text), never a
// NUL: the database refuses it in a text.
const CONTROL_IN_PATH = /%(?:[01][\da-f]|7f)/i;
const NUL = /%00/;

const WORDS: Record<number, [title: string, text: string]> = {
  400: ["Bad Request", "The request could not be understood."],
  404: ["Not Found", "There is nothing at this address."],
  405: ["Method Not Allowed", "This method is not allowed here."],
  413: ["Content Too Large", "This request is too large."],
  500: ["Something Went Wrong", "Something went wrong on the server. Try again."],
};

/**
 * A small page for a refused or failed request: its status and plain words (docs/product.md,
 * server refusals), never a stack, a path or anything the request carried.
 */
export function sendErrorPage(res: ServerResponse, status: number, headers: Record<string, string> = {}) {
  const [title, text] = WORDS[status] ?? (status < 500 ? WORDS[400] : WORDS[500]);
  const body = `<!doctype html><html lang="en"><meta charset="utf-8"><title>${title}</title><h1>${title}</h1><p>${text}</p></html>\n`;
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    "Content-Security-Policy": contentSecurityPolicy(""),
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    ...headers,
  });
  res.end(body);
}

/**
 * Refuses, before anything else runs, a request no page can answer: a method the site does
 * not use (405, with Allow), a Host (or a trusted proxy's X-Forwarded-Host) that is no host
 * name, a target that is not a path or holds a control character (400). React Router and
 * the WHATWG URL parser would otherwise throw on them (a 500). Logged at info, as the
 * refusals they are. True when it answered.
 */
export function refuseMalformed(req: IncomingMessage, res: ServerResponse, trust: Trust): boolean {
  const url = req.url ?? "";
  let reason: string | undefined;
  if (!METHODS.includes(req.method ?? "")) reason = "method";
  else if (!validHost(req.headers.host) || (!validHost(req.headers["x-forwarded-host"]) && fromTrustedProxy(req, trust))) {
    reason = "host";
  } else if (!url.startsWith("/") || CONTROL_IN_PATH.test(url.split("?", 1)[0]) || NUL.test(url)) reason = "target";
  if (!reason) return false;
  log().info({ refused: reason }, "Malformed request refused");
  if (reason === "method") sendErrorPage(res, 405, { Allow: ALLOW });
  else sendErrorPage(res, 400);
  return true;
}

function validHost(host: string | string[] | undefined) {
  if (host === undefined) return true;
  return typeof host === "string" && host.split(",").every((one) => HOST.test(one.trim()));
}

/**
 * The last handler of the server: whatever went wrong, a small page with no detail. An error
 * that names a client's status (a body too large, an address that cannot be decoded) is the
 * client's: logged at info without a stack. Anything else is a fault of ours: logged at error
 * with its stack, answered 500.
 */
export const lastErrorHandler: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  const status = clientStatus(error);
  if (status) log().info({ status, refused: error instanceof Error ? error.message.slice(0, 200) : "" }, "Request refused");
  else log().error({ err: error }, "Request failed");
  if (res.headersSent) {
    res.destroy();
    return;
  }
  // Nothing of the failed answer's own headers is kept (the security headers are).
  for (const name of ["content-encoding", "etag", "last-modified", "location", "set-cookie", "vary"]) res.removeHeader(name);
  sendErrorPage(res, status ?? 500);
};

function clientStatus(error: unknown): number | undefined {
  if (!error || typeof error !== "object") return undefined;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const value = typeof status === "number" ? status : statusCode;
  return typeof value === "number" && value >= 400 && value < 500 ? value : undefined;
}
