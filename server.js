// The site's HTTP server: `npm start` (production, building first when there is no build)
// and `npm run dev` (Vite middleware with hot reload).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";

// Production unless told otherwise, set before Express is loaded (below): in development mode
// its own error page sends the stack, with the paths of this machine, to anyone.
process.env.NODE_ENV ||= "production";
const DEVELOPMENT = process.env.NODE_ENV === "development";
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const BUILD_PATH = `./${BUILD_DIR}/server/index.js`;
// After SIGTERM: SHUTDOWN_TIMEOUT_MS for the requests under way, then this long at most to
// close the database. Past both the process exits whatever is still going on.
const CLOSE_MARGIN_MS = 5_000;

// Output to a reader that went away (a closed pipe) is not a reason to stop serving.
process.stdout.on("error", () => {});
process.stderr.on("error", () => {});

async function main() {
  const { default: express } = await import("express");
  const { default: compression } = await import("compression");
  const server = express();
  server.disable("x-powered-by");
  let site;
  let vite;

  if (DEVELOPMENT) {
    vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
    const { createApp } = await vite.ssrLoadModule("./server/app.ts");
    site = await createApp();
  } else {
    if (!fs.existsSync(BUILD_PATH)) {
      console.log("No build found: building the site first (npm run build)...");
      const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
      if (result.status !== 0) process.exit(result.status ?? 1);
    }
    const { createApp } = await import(BUILD_PATH);
    site = await createApp();
  }

  // Every answer carries the security headers (a cached page carries its own); then the
  // change stream, health and visitors' cached pages, before anything else runs.
  server.use(site.securityHeaders);
  server.use(site.cache);
  server.use(compression());
  if (vite) server.use(vite.middlewares);
  else {
    server.use("/assets", express.static(`${BUILD_DIR}/client/assets`, { immutable: true, maxAge: "1y" }));
    // No folder redirects: a public/ folder named like a page must not take the page over.
    server.use(express.static(`${BUILD_DIR}/client`, { maxAge: "1h", redirect: false }));
  }
  server.use(site.app);
  // Whatever failed on the way: a small page, never a stack.
  server.use(site.errorHandler);

  const { PORT: port, HOST: host } = site.env;
  // A malformed request is refused, and a visitor's cached page answered, before Express runs
  // (server/refusals.ts, server/render-cache.ts).
  const handle = (req, res) => {
    try {
      if (!site.refuse(req, res) && !site.serveCached?.(req, res)) server(req, res);
    } catch (error) {
      site.errorHandler(error, req, res, () => {});
    }
  };
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
    // A deep accept queue: after a change every open page asks again at once, and with the
    // default of 511 a burst of new connections beyond it waits a second for its SYN again.
    .listen(port, host, 4096, () => {
      // A plain line whatever LOG_LEVEL says: what a person starting the site (and the test
      // harness, playwright.config.ts) waits for.
      console.log(`Site ready on http://localhost:${port} (listening on ${host}:${port})`);
    });

  // Nothing said while stopping may stop the stopping: a log line that cannot be written
  // (stdout closed, or full with nobody reading) is skipped.
  const say = (level, fields, message) => {
    try {
      site.log[level](fields, message);
    } catch {
      // The log is gone; the shutdown goes on.
    }
  };
  const step = async (what, run) => {
    try {
      await run();
    } catch (error) {
      say("warn", { err: error }, `Shutdown: ${what} failed`);
    }
  };

  // Graceful shutdown (docs/decisions/015): stop accepting, say so to the load balancer and to
  // open pages, let requests under way finish (up to SHUTDOWN_TIMEOUT_MS), then close the
  // database and exit 0.
  const shutdown = async (signal) => {
    say("info", { signal, underWay }, "Shutting down");
    await step("draining", () => site.drain());
    await step("closing the listener", () => {
      listener.close();
      listener.closeIdleConnections();
    });
    const deadline = Date.now() + site.env.SHUTDOWN_TIMEOUT_MS;
    while (underWay > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    if (underWay > 0) say("warn", { underWay }, "Requests still under way at the shutdown deadline were cut");
    await step("cutting the connections", () => listener.closeAllConnections());
    await step("closing the database", () => site.close());
    say("info", {}, "Stopped");
  };
  const onSignal = (signal) => {
    // A second signal: whoever sent it will not wait.
    if (closing) process.exit(128 + os.constants.signals[signal]);
    closing = true;
    // Armed before anything else: whatever hangs or throws below, the process ends.
    setTimeout(() => process.exit(1), site.env.SHUTDOWN_TIMEOUT_MS + CLOSE_MARGIN_MS);
    shutdown(signal).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}

main().catch((error) => {
  // Before the site's log exists (a bad configuration, a database that refuses): plain words.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
