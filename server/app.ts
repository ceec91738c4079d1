import crypto from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { createLoginThrottle } from "~/auth/login-throttle.server";
import { loadSessionSecret } from "~/auth/secret.server";
import { openDatabase } from "~/db/client.server";
import { seedDatabase } from "~/db/seed.server";
import { readEnv } from "~/lib/env.server";
import { createDiskStorage } from "~/storage/storage.server";
import { SESSION_COOKIE } from "~/auth/session.server";
import { onChange, shareChangesThrough } from "~/realtime/changes.server";
import { createRenderCache } from "./render-cache";
import { securityHeaders } from "./security-headers";

/**
 * Builds the site's Express app: opens the database (applying migrations), seeds it on first
 * run, and serves React Router with the database in the load context.
 * `server.js` adds static files (or Vite in development) in front of it and listens.
 */
export async function createApp() {
  const env = readEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  await seedDatabase(database.db, { demo: env.SEED_DEMO === "1" });
  const stopSharingChanges = await shareChangesThrough(database);

  const sessionSecret = loadSessionSecret({ secret: env.SESSION_SECRET, dataDir: env.dataDir });
  const loginThrottle = createLoginThrottle();
  const uploadsDir = path.join(env.dataDir, "uploads");
  const storage = createDiskStorage(uploadsDir);

  const app = express();
  app.disable("x-powered-by");
  // Behind a reverse proxy on this machine or network, trust its X-Forwarded-* headers
  // (client address for the login throttle, https for Secure cookies).
  app.set("trust proxy", "loopback, linklocal, uniquelocal");
  app.use((_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    next();
  });
  app.use(securityHeaders({ development: env.NODE_ENV === "development" }));
  app.use(
    "/uploads",
    express.static(uploadsDir, {
      maxAge: "1h",
      setHeaders: (res) => res.setHeader("X-Content-Type-Options", "nosniff"),
    }),
    // A missing upload is a plain 404, not a page.
    (_req, res) => {
      res.status(404).end();
    },
  );
  // Not in development, where every edit of the code must show at once.
  if (env.NODE_ENV !== "development") {
    const renderCache = createRenderCache({ ttlMs: 60_000, maxEntries: 500, sessionCookie: SESSION_COOKIE });
    onChange(() => renderCache.clear());
    app.use(renderCache.middleware);
  }
  app.all(
    "/{*splat}",
    createRequestHandler({
      build: () => import("virtual:react-router/server-build"),
      mode: env.NODE_ENV,
      getLoadContext: (req, res) => ({
        db: database.db,
        env,
        cspNonce: res.locals.cspNonce as string,
        sessionSecret,
        clientIp: req.ip ?? "unknown",
        loginThrottle,
        storage,
      }),
    }),
  );
  const close = async () => {
    await stopSharingChanges();
    await database.close();
  };
  return { app, env, close };
}
export { runAdminCommand } from "./admin-command";
