// The site's HTTP server: `npm start` (production, building first when there is no build)
// and `npm run dev` (Vite middleware with hot reload).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import compression from "compression";
import express from "express";

const DEVELOPMENT = process.env.NODE_ENV === "development";
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const BUILD_PATH = `./${BUILD_DIR}/server/index.js`;

async function main() {
  const server = express();
  server.disable("x-powered-by");
  // Filled in below: the change stream and visitors' cached pages are answered before
  // anything else runs.
  const front = express.Router();
  server.use(front);
  server.use(compression());
  let site;

  if (DEVELOPMENT) {
    const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
    server.use(vite.middlewares);
    const { createApp } = await vite.ssrLoadModule("./server/app.ts");
    site = await createApp();
  } else {
    if (!fs.existsSync(BUILD_PATH)) {
      console.log("No build found: building the site first (npm run build)...");
      const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
      if (result.status !== 0) process.exit(result.status ?? 1);
    }
    server.use("/assets", express.static(`${BUILD_DIR}/client/assets`, { immutable: true, maxAge: "1y" }));
    // No folder redirects: a public/ folder named like a page must not take the page over.
    server.use(express.static(`${BUILD_DIR}/client`, { maxAge: "1h", redirect: false }));
    const { createApp } = await import(BUILD_PATH);
    site = await createApp();
  }

  front.use(site.cache);
  server.use(site.app);
  const { PORT: port, HOST: host } = site.env;
  // A deep accept queue: after a change every open page asks again at once, and with the
  // default of 511 a burst of new connections beyond it waits a second for its SYN again.
  // A visitor's cached page is answered before Express runs (server/render-cache.ts).
  const handle = site.serveCached ? (req, res) => site.serveCached(req, res) || server(req, res) : server;
  let underWay = 0;
  let closing = false;
  const listener = http
    .createServer(
      // A load balancer keeps connections open for reuse (60 s idle on most): were the site to
      // close one first (Node's default is 5 s), a request sent on it that moment fails (a
      // 502). So the site keeps them longer than any balancer does.
      { keepAliveTimeout: 65_000, headersTimeout: 66_000 },
      (req, res) => {
        underWay++;
        res.once("close", () => underWay--);
        // Shutting down: a kept-alive connection is not used again once its answer is sent.
        if (closing) res.setHeader("Connection", "close");
        site.logRequest(req, res, () => handle(req, res));
      },
    )
    .listen(port, host, 4096, () => {
      // A plain line whatever LOG_LEVEL says: what a person starting the site (and the test
      // harness, playwright.config.ts) waits for.
      console.log(`Site ready on http://localhost:${port} (listening on ${host}:${port})`);
    });

  // Graceful shutdown (docs/decisions/015): stop accepting, say so to the load balancer and to
  // open pages, let requests under way finish (up to SHUTDOWN_TIMEOUT_MS), then close the
  // database and exit 0.
  const shutdown = async (signal) => {
    if (closing) return;
    closing = true;
    site.log.info({ signal, underWay }, "Shutting down");
    site.drain();
    listener.close();
    listener.closeIdleConnections();
    const deadline = Date.now() + site.env.SHUTDOWN_TIMEOUT_MS;
    while (underWay > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    if (underWay > 0) site.log.warn({ underWay }, "Requests still under way at the shutdown deadline were cut");
    listener.closeAllConnections();
    await site.close();
    site.log.info("Stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error) => {
  // Before the site's log exists (a bad configuration, a database that refuses): plain words.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
