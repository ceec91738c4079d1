import { AsyncLocalStorage } from "node:async_hooks";
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import pino, { type Logger } from "pino";

const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
const level = LEVELS.find((name) => name === process.env.LOG_LEVEL) ?? "info";

/**
 * The site's log: one JSON line per event on stdout (readable lines under `npm run dev`).
 * Nothing secret is logged by design (a request's line holds its method, path and status,
 * never its headers, query or body); the redaction below is the safety net for an error or
 * an object logged whole.
 */
export const rootLog: Logger = pino({
  level,
  base: { pid: process.pid },
  redact: {
    paths: [
      "password",
      "*.password",
      "cookie",
      "*.cookie",
      "headers.cookie",
      "*.headers.cookie",
      'headers["set-cookie"]',
      "authorization",
      "*.authorization",
      "token",
      "*.token",
      "_csrf",
      "*._csrf",
      "csrfToken",
      "*.csrfToken",
    ],
    censor: "[redacted]",
  },
  serializers: { err: withoutQueryValues },
  transport: process.env.NODE_ENV === "development" ? { target: "pino-pretty", options: { translateTime: "HH:MM:ss" } } : undefined,
});

/**
 * An error as pino writes it, without the values of a failed query (a database error carries
 * them: a password's hash, a session's token) at any depth of its causes.
 */
export function withoutQueryValues(error: Error) {
  const serialized: Record<string, unknown> = pino.stdSerializers.err(error);
  const strip = (value: unknown, depth: number) => {
    if (!value || typeof value !== "object" || depth > 5) return;
    const fields = value as Record<string, unknown>;
    if ("params" in fields) fields.params = "[redacted]";
    // Drizzle writes them into its message too ("Failed query: ...\nparams: ...").
    for (const key of ["message", "stack"]) {
      if (typeof fields[key] === "string") fields[key] = fields[key].replace(/^params: .*$/gm, "params: [redacted]");
    }
    strip(fields.cause, depth + 1);
  };
  strip(serialized, 0);
  return serialized;
}

const requestLogs = new AsyncLocalStorage<Logger>();

/** The log of the request under way (its lines carry its id), or the site's own. */
export function log(): Logger {
  return requestLogs.getStore() ?? rootLog;
}

// Probes of a load balancer come every few seconds: their lines would drown the others.
const QUIET_PATHS = new Set(["/healthz", "/readyz"]);
const REQUEST_ID = /^[\w.:-]{1,100}$/;

/**
 * Runs `handle` for one request with its own log: an id (the proxy's X-Request-Id when it
 * sent a sane one), sent back in X-Request-Id, and one line when the answer is done.
 */
export function logRequest(req: IncomingMessage, res: ServerResponse, handle: () => void) {
  const given = req.headers["x-request-id"];
  const reqId = typeof given === "string" && REQUEST_ID.test(given) ? given : crypto.randomUUID();
  res.setHeader("X-Request-Id", reqId);
  const started = process.hrtime.bigint();
  const requestLog = rootLog.child({ reqId });
  const path = (req.url ?? "/").split("?")[0];
  const done = () => {
    res.off("finish", done);
    res.off("close", done);
    const line = {
      method: req.method,
      path,
      status: res.statusCode,
      ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
      ...(res.writableFinished ? {} : { aborted: true }),
    };
    if (QUIET_PATHS.has(path)) requestLog.debug(line, "request");
    else if (res.statusCode >= 500) requestLog.warn(line, "request");
    else requestLog.info(line, "request");
  };
  res.on("finish", done);
  res.on("close", done);
  requestLogs.run(requestLog, handle);
}
