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
import { readSessionToken, sessionCookieName } from "~/auth/cookie.server";
import { findSession } from "~/auth/session.server";
import { resolvePreviewLink } from "~/models/preview-links.server";
import { PREVIEW_HEADERS, previewTokenOf } from "~/routes/preview-view.server";
import { shareChangesThrough } from "~/realtime/changes.server";
import { startScheduler } from "~/models/scheduler.server";
import { createEventStream } from "~/realtime/event-stream.server";
import { requestContext } from "~/context.server";
import { logRequest, rootLog } from "~/lib/log.server";
import { createHealth } from "./health";
import { compileTrust, requestProtocol } from "./proxy";
import { lastErrorHandler, refuseMalformed } from "./refusals";
import { carriesCookie } from "./render-cache";
import { allowNonce, securityHeaders } from "./security-headers";
import { BACKUP_PATH, createBackupEndpoint } from "./backup-endpoint";
import { serveUploads } from "./uploads-handler";
import { carriesPreview, createVisitorPages } from "./visitor-pages";

// What is rendered for an administrator (a session cookie, the administrators' paths) holds
// their data and CSRF token: never kept by a browser or a shared cache. Files are not.
const PRIVATE = "private, no-store";
const ADMIN_PATHS = /^\/(api|admin|login|logout)(\/|$|\.)/;
const FILE = /\.(?!data$)[a-z0-9]+$/i;

/**
 * Builds the site's Express apps: opens the database (applying migrations), seeds it on first
 * run, and serves React Router with the database in the router context (`app`). `cache` serves
 * visitors' pages from the render cache. `server.js` answers `refuse` and `serveCached`
 * before Express, then puts `securityHeaders` and `cache` first, then compression and static
 * files (or Vite in development), then `app`, then `errorHandler`, and listens.
 */
export async function createApp() {
  const env = readEnv();
  // TRUST_PROXY: whose X-Forwarded-For (the address the login throttle and the stream caps
  // count), -Proto and -Host are believed.
  const trust = compileTrust(env.TRUST_PROXY);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  await seedDatabase(database.db, { demo: env.SEED_DEMO === "1" });
  const stopSharingChanges = await shareChangesThrough(database);

  const sessionSecret = loadSessionSecret({ secret: env.SESSION_SECRET, dataDir: env.dataDir });
  await announceSetupCode(database.db, env, sessionSecret);
  const loginThrottle = createLoginThrottle();
  // DATA_DIR/uploads, or the bucket of S3_BUCKET.
  const storage = await createStorage(env);
  // Scheduled publishes go out from here, with no cron and no visitor (docs/decisions/024).
  const scheduler = startScheduler({ db: database.db, storage });

  const context = (clientIp: string, cspNonce: string, homeMix?: number) =>
    requestContext({ db: database.db, env, cspNonce, sessionSecret, clientIp, loginThrottle, storage, homeMix });
  const build = () => import("virtual:react-router/server-build");
  const clientIp = (req: IncomingMessage) => (req as express.Request).ip ?? "unknown";

  const development = env.NODE_ENV === "development";
  const pictures = env.S3_PUBLIC_URL ? new URL(env.S3_PUBLIC_URL).origin : "";
  const publicOrigin = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : undefined;
  const overHttps = (req: IncomingMessage) => publicOrigin?.startsWith("https:") ?? requestProtocol(req, trust) === "https";
  const sessionCookie = sessionCookieName(env.PUBLIC_URL);
  const carriesSession = (req: IncomingMessage) => carriesCookie(req, sessionCookie);
  // What the request helpers of the app read of a Node request: its address and cookies.
  const nodeRequest = (req: IncomingMessage) =>
    new Request(new URL(req.url ?? "/", "http://site"), { headers: { cookie: req.headers.cookie ?? "" } });
  const hasSession = async (req: IncomingMessage) => {
    const token = await readSessionToken(nodeRequest(req));
    return !!(await findSession(database.db, token));
  };

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  app.use((_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    allowNonce(res, res.locals.cspNonce as string, { development, pictures });
    next();
  });
  app.use("/uploads", serveUploads(storage));
  app.use((req, res, next) => {
    // Every answer seen through a preview link, a refusal included (docs/decisions/024).
    if (carriesPreview(req)) for (const [name, value] of Object.entries(PREVIEW_HEADERS)) res.setHeader(name, value);
    else if ((carriesSession(req) || ADMIN_PATHS.test(req.path)) && !FILE.test(req.path)) res.setHeader("Cache-Control", PRIVATE);
    next();
  });
  app.all(
    "/{*splat}",
    createExpressRequestHandler({
      build,
      mode: env.NODE_ENV,
      getLoadContext: (req, res) => context(clientIp(req), res.locals.cspNonce as string),
    }),
  );

  // In front of everything else (server.js): the change stream of open pages, and visitors'
  // pages from the render cache, so that a cached page costs close to a static file (not in
  // development, where every edit of the code must show at once).
  const cache = express();
  cache.disable("x-powered-by");
  cache.set("trust proxy", env.TRUST_PROXY);
  const events = createEventStream({
    // Presence (who is editing what) goes to administrators' pages only.
    isAdmin: hasSession,
    // A page seen through an open preview link follows the draft live.
    seesDrafts: async (req) => !!(await resolvePreviewLink(database.db, await previewTokenOf(nodeRequest(req)))),
    addressOf: clientIp,
    perAddress: env.EVENT_STREAMS_PER_ADDRESS,
    total: env.EVENT_STREAMS_TOTAL,
  });
  cache.get("/api/events", (req, res) => events.handle(req, res));
  const health = createHealth({ database, storage });
  cache.get("/healthz", health.live);
  cache.get("/readyz", (req, res) => void health.ready(req, res));
  // `npm run backup` asks the running site when it holds the embedded database (docs/decisions/009).
  cache.post(BACKUP_PATH, createBackupEndpoint(database, env));
  // A cached page's answer, before Express runs at all (server.js); none in development.
  let serveCached: ((req: IncomingMessage, res: ServerResponse) => boolean) | undefined;
  if (!development) {
    const renderCache = createVisitorPages({
      publicOrigin,
      trust,
      sessionCookie,
      hasSession,
      pictures,
      render: createRequestHandler(build, env.NODE_ENV),
      context: (req, nonce, homeMix) => context(clientIp(req), nonce, homeMix),
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
    await scheduler.stop();
    await stopSharingChanges();
    await database.close();
  };
  return {
    app,
    cache,
    serveCached,
    refuse: (req: IncomingMessage, res: ServerResponse) => refuseMalformed(req, res, trust),
    securityHeaders: securityHeaders({ development, pictures, overHttps }),
    errorHandler: lastErrorHandler,
    env,
    log: rootLog,
    logRequest,
    drain,
    close,
  };
}
export { runAdminCommand } from "./admin-command";
export { runBackupCommand, runRestoreCommand } from "./backup-command";
export { runStorageCommand } from "./storage-command";
