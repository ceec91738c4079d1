import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequestHandler as createExpressRequestHandler } from "@react-router/express";
import { createRequestHandler } from "react-router";
import express from "express";
import { createLoginThrottle } from "~/auth/login-throttle.server";
import { loadSessionSecret } from "~/auth/secret.server";
import { announceSetupCode } from "~/auth/setup-code.server";
import { openDatabase } from "~/db/client.server";
import { seedDatabase } from "~/db/seed.server";
import { readEnv } from "~/lib/env.server";
import { createStorage } from "~/storage/create-storage.server";
import { readSessionToken } from "~/auth/cookie.server";
import { findSession, SESSION_COOKIE } from "~/auth/session.server";
import { onChange, shareChangesThrough } from "~/realtime/changes.server";
import { createEventStream } from "~/realtime/event-stream.server";
import { HOME_MIXES } from "~/lib/case-rules";
import { requestContext } from "~/context.server";
import { logRequest, rootLog } from "~/lib/log.server";
import { createHealth } from "./health";
import { createRenderCache } from "./render-cache";
import { contentSecurityPolicy, SECURITY_HEADERS, securityHeaders } from "./security-headers";
import { BACKUP_PATH, createBackupEndpoint } from "./backup-endpoint";
import { serveUploads } from "./uploads-handler";

/**
 * Builds the site's Express apps: opens the database (applying migrations), seeds it on first
 * run, and serves React Router with the database in the router context (`app`). `cache` serves
 * visitors' pages from the render cache. `server.js` puts `cache` first, then compression and
 * static files (or Vite in development), then `app`, and listens.
 */
export async function createApp() {
  const env = readEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  await seedDatabase(database.db, { demo: env.SEED_DEMO === "1" });
  const stopSharingChanges = await shareChangesThrough(database);

  const sessionSecret = loadSessionSecret({ secret: env.SESSION_SECRET, dataDir: env.dataDir });
  await announceSetupCode(database.db, env, sessionSecret);
  const loginThrottle = createLoginThrottle();
  // DATA_DIR/uploads, or the bucket of S3_BUCKET.
  const storage = await createStorage(env);

  const context = (clientIp: string, cspNonce: string, homeMix?: number) =>
    requestContext({ db: database.db, env, cspNonce, sessionSecret, clientIp, loginThrottle, storage, homeMix });
  const build = () => import("virtual:react-router/server-build");

  const app = express();
  app.disable("x-powered-by");
  // Behind a reverse proxy on this machine or network, trust its X-Forwarded-* headers
  // (client address for the login throttle, https for Secure cookies).
  app.set("trust proxy", "loopback, linklocal, uniquelocal");
  app.use((_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    next();
  });
  const pictures = env.S3_PUBLIC_URL ? new URL(env.S3_PUBLIC_URL).origin : "";
  app.use(securityHeaders({ development: env.NODE_ENV === "development", pictures }));
  app.use("/uploads", serveUploads(storage));
  app.all(
    "/{*splat}",
    createExpressRequestHandler({
      build,
      mode: env.NODE_ENV,
      getLoadContext: (req, res) => context(req.ip ?? "unknown", res.locals.cspNonce as string),
    }),
  );

  // In front of everything else (server.js): the change stream of open pages, and visitors'
  // pages from the render cache, so that a cached page costs close to a static file (not in
  // development, where every edit of the code must show at once).
  const cache = express();
  cache.disable("x-powered-by");
  cache.set("trust proxy", app.get("trust proxy"));
  const events = createEventStream({
    // Presence (who is editing what) goes to administrators' pages only.
    isAdmin: async (req) => {
      const token = await readSessionToken(new Request("http://site/", { headers: { cookie: req.headers.cookie ?? "" } }));
      return !!(await findSession(database.db, token));
    },
  });
  cache.get("/api/events", (req, res) => events.handle(req, res));
  const health = createHealth({ database, storage });
  cache.get("/healthz", health.live);
  cache.get("/readyz", (req, res) => void health.ready(req, res));
  // `npm run backup` asks the running site when it holds the embedded database (docs/decisions/009).
  cache.post(BACKUP_PATH, createBackupEndpoint(database, env));
  // A cached page's answer, before Express runs at all (server.js); none in development.
  let serveCached: ((req: IncomingMessage, res: ServerResponse) => boolean) | undefined;
  if (env.NODE_ENV !== "development") {
    const render = createRequestHandler(build, env.NODE_ENV);
    const ttlMs = 10 * 60_000;
    // The home page's cached mixes share a round (pickHomeCases): together they show every
    // published case. A new round is drawn at every change and once cached pages expire.
    const drawRound = () => ({ round: Math.floor(Math.random() * (2 ** 31 / HOME_MIXES)), drawnAt: Date.now() });
    let mixes = drawRound();
    const homeMix = (variant: number | undefined) => {
      if (variant === undefined) return undefined;
      if (Date.now() - mixes.drawnAt > ttlMs) mixes = drawRound();
      return mixes.round * HOME_MIXES + variant;
    };
    const renderCache = createRenderCache({
      ttlMs,
      maxEntries: 500,
      sessionCookie: SESSION_COOKIE,
      render: (req, variant) => {
        const request = req as express.Request;
        const url = `${request.protocol}://${request.get("host") ?? "localhost"}${request.originalUrl}`;
        const headers = new Headers();
        for (const [name, value] of Object.entries(request.headers)) {
          if (typeof value === "string") headers.set(name, value);
        }
        return render(new Request(url, { headers }), context(request.ip ?? "unknown", "", homeMix(variant)));
      },
      pageHeaders: (scriptSources) => ({
        "Content-Security-Policy": contentSecurityPolicy(scriptSources, { pictures }),
        ...SECURITY_HEADERS,
      }),
      // The home page's mix of case studies: a different one for each visit (routes/home.tsx).
      variantsOf: (path) => (path === "/" ? HOME_MIXES : 1),
    });
    onChange(() => {
      renderCache.clear();
      mixes = drawRound();
    });
    cache.use(renderCache.middleware);
    serveCached = renderCache.serveHit;
  }

  /** Stops taking part: `/readyz` says 503 and open pages are told to reconnect elsewhere. */
  const drain = () => {
    health.stop();
    events.closeAll();
  };
  const close = async () => {
    await stopSharingChanges();
    await database.close();
  };
  return { app, cache, serveCached, env, log: rootLog, logRequest, drain, close };
}
export { runAdminCommand } from "./admin-command";
export { runBackupCommand, runRestoreCommand } from "./backup-command";
export { runStorageCommand } from "./storage-command";
