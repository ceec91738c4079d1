import http from "node:http";
import { expect, test } from "@playwright/test";
import { createAdmin, freshDatabase, logLines, POSTGRES, signIn, startCuttableProxy, startSite } from "./site";

/**
 * Running the site in production (docs/decisions/015): health and readiness, one JSON log
 * line per request and no secret in any, a lost database ridden out, and a graceful stop.
 * Each test starts its own instance of the production build; the ones on PostgreSQL need
 * TEST_DATABASE_URL (CI sets it).
 */
const ADMIN = { email: "ops@example.com", name: "Ops Admin", password: "correct horse battery staple" };
// Clear of the shared sites (4173-4177) and of the ports fetch refuses (4190 is one).
let nextPort = 4210;

test.describe.configure({ mode: "serial" });

test("health, readiness, and one JSON line per request that holds no password, session or CSRF token", async () => {
  test.skip(!POSTGRES, "needs TEST_DATABASE_URL");
  const database = await freshDatabase();
  createAdmin(database.url, ADMIN);
  const site = await startSite(nextPort++, { DATABASE_URL: database.url, LOG_LEVEL: "debug", SEED_DEMO: "0" });
  try {
    const live = await fetch(`${site.url}/healthz`);
    expect(live.status).toBe(200);
    expect(live.headers.get("cache-control")).toBe("no-store");
    const ready = await fetch(`${site.url}/readyz`);
    expect(ready.status).toBe(200);
    // Whether, and nothing more: what failed is in the log (the lost database, below).
    expect(await ready.json()).toEqual({ status: "ready" });

    const page = await fetch(`${site.url}/contact`, { headers: { "X-Request-Id": "probe-123" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("x-request-id")).toBe("probe-123");

    const cookie = await signIn(site, ADMIN);
    const csrf = "a-csrf-token-that-must-not-be-logged";
    const refused = await fetch(`${site.url}/api/content`, {
      method: "POST",
      headers: { Origin: site.url, Cookie: cookie, "X-CSRF-Token": csrf },
      body: new URLSearchParams({ intent: "save", _csrf: csrf, values: "[]" }),
    });
    expect(refused.status).toBe(403);

    await expect.poll(() => logLines(site.output()).some((line) => line.path === "/api/content")).toBe(true);
    const lines = logLines(site.output());
    const request = lines.find((line) => line.reqId === "probe-123");
    expect(request).toMatchObject({ level: 30, method: "GET", path: "/contact", status: 200, msg: "request" });
    expect(typeof request?.ms).toBe("number");
    // The probes are logged at debug level only.
    expect(lines.filter((line) => line.path === "/healthz" || line.path === "/readyz").every((line) => line.level === 20)).toBe(true);
    const token = cookie.split("=")[1];
    for (const secret of [ADMIN.password, token, csrf]) expect(site.output()).not.toContain(secret);
  } finally {
    await site.stop();
    await database.drop();
  }
});

test("a lost database: cached pages still served, others a clear 503, saves refused with 'try again', and recovery without a restart", async () => {
  test.skip(!POSTGRES, "needs TEST_DATABASE_URL");
  const database = await freshDatabase();
  createAdmin(database.url, ADMIN);
  const target = new URL(database.url);
  const proxy = await startCuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const throughProxy = new URL(database.url);
  throughProxy.host = `127.0.0.1:${proxy.port}`;
  const site = await startSite(nextPort++, { DATABASE_URL: throughProxy.toString(), LOG_LEVEL: "warn" });
  try {
    expect((await fetch(`${site.url}/about`)).status).toBe(200);
    const cookie = await signIn(site, ADMIN);

    proxy.cut();
    await expect.poll(async () => (await fetch(`${site.url}/readyz`)).status).toBe(503);
    expect(await (await fetch(`${site.url}/readyz`)).json()).toEqual({ status: "unavailable" });
    const notReady = logLines(site.output()).find((line) => line.msg === "Not ready");
    expect(notReady).toMatchObject({ level: 40, storage: "ok" });
    expect(notReady?.database).not.toBe("ok");
    const cached = await fetch(`${site.url}/about`);
    expect(cached.status).toBe(200);
    expect(await cached.text()).toContain("</html>");

    const uncached = await fetch(`${site.url}/contact`);
    expect(uncached.status).toBe(503);
    expect(uncached.headers.get("retry-after")).toBe("5");
    const body = await uncached.text();
    expect(body).toContain("Briefly Unavailable");
    expect(body).toContain("The site is briefly unavailable. Please try again in a moment.");

    const save = await fetch(`${site.url}/api/content`, {
      method: "POST",
      headers: { Origin: site.url, Cookie: cookie },
      body: new URLSearchParams({ intent: "save", values: "[]" }),
    });
    expect(save.status).toBe(503);
    expect(await save.text()).toContain("The database cannot be reached right now, so nothing was saved. Try again in a moment.");
    expect(await Promise.race([site.exited, new Promise((resolve) => setTimeout(() => resolve("running"), 500))])).toBe("running");

    proxy.restore();
    await expect.poll(async () => (await fetch(`${site.url}/readyz`)).status, { timeout: 30_000 }).toBe(200);
    expect((await fetch(`${site.url}/contact`)).status).toBe(200);
  } finally {
    await site.stop();
    await proxy.close();
    await database.drop();
  }
});

test("SIGTERM: not ready, open pages told to reconnect, a request under way finishes, exit 0", async () => {
  const site = await startSite(nextPort++, { SEED_DEMO: "0", LOG_LEVEL: "info", SHUTDOWN_TIMEOUT_MS: "10000" });
  const url = new URL(site.url);
  // An open page's change stream.
  const stream = await fetch(`${site.url}/api/events`);
  const reader = stream.body!.getReader();
  let streamed = "";
  const streamEnded = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return streamed;
      streamed += new TextDecoder().decode(value);
    }
  })();
  await expect.poll(() => streamed).toContain("retry: 2000");

  // A sign-in whose body is still on its way when the signal comes.
  const body = new URLSearchParams({ email: "nobody@example.com", password: "not the password" }).toString();
  const request = http.request({
    host: url.hostname,
    port: url.port,
    path: "/login",
    method: "POST",
    headers: { Origin: site.url, "Content-Type": "application/x-www-form-urlencoded", "Content-Length": Buffer.byteLength(body) },
  });
  const answer = new Promise<number>((resolve, reject) => {
    request.on("response", (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on("error", reject);
  });
  request.write(body.slice(0, 10));
  await new Promise((resolve) => setTimeout(resolve, 200));

  const exitCode = site.stop("SIGTERM");
  expect(await streamEnded).toMatch(/retry: \d+\n\n$/);
  await expect
    .poll(() =>
      fetch(`${site.url}/healthz`).then(
        () => "accepting",
        () => "refused",
      ),
    )
    .toBe("refused");
  request.end(body.slice(10));
  expect(await answer).toBe(401);
  expect(await exitCode).toBe(0);
  expect(logLines(site.output()).map((line) => line.msg)).toEqual(expect.arrayContaining(["Shutting down", "Stopped"]));
});
