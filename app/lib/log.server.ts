import { AsyncLocalStorage } from "node:async_hooks";
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import pino, { type Logger } from "pino";

const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
const level = LEVELS.find((name) => name === process.env.LOG_LEVEL) ?? "info";
const development = process.env.NODE_ENV === "development";

// Lines waiting for a stdout nobody reads: beyond this, new ones are dropped.
const BACKLOG_BYTES = 1024 * 1024;

/**
 * Where the log goes: stdout, written at once, never waited for. When stdout is a pipe that
 * nobody reads any more (a log shipper that hangs or restarts while the pipe stays open), a
 * write that would block is given up (the line waits, up to BACKLOG_BYTES, for the next
 * write), and one to a pipe with no reader is dropped: the log never stalls the server, so
 * it still answers, and stops when told to (pino's default retries such a write in a loop,
 * and SIGTERM was never handled).
 */
function stdoutDestination() {
  // A pipe's stdout, once Node holds it, does not block (a write that cannot go through says
  // so at once): touch it before the first write.
  void process.stdout.fd;
  const destination = pino.destination({ dest: 1, sync: true, maxLength: BACKLOG_BYTES, retryEAGAIN: () => false });
  destination.on("error", () => {});
  return destination;
}

/**
 * The site's log: one JSON line per event on stdout (readable lines under `npm run dev`).
 * Nothing secret is logged by design (a request's line holds its method, path and status,
 * never its headers, query or body); the redaction below is the safety net for an error or
 * an object logged whole.
 */
export const rootLog: Logger = pino(
  {
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
    // By its path: under Vite's module runner (npm run dev) pino cannot find a package by name.
    ...(development
      ? { transport: { target: createRequire(import.meta.url).resolve("pino-pretty"), options: { translateTime: "HH:MM:ss" } } }
      : {}),
  },
  development ? undefined : stdoutDestination(),
);

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
