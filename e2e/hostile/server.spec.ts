import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { HOME_MIXES } from "../../app/lib/case-rules";
import { logLines, signIn, startSite, type SiteProcess } from "../production/site";

/**
 * The HTTP server as an attacker probes it (issue 24): malformed requests, headers on every
 * answer, what a browser may keep, the render cache under made-up cookies, queries and
 * hosts, the change stream's caps, the proxy's word, /readyz. Each test starts its own
 * production site (`npm run build` first); the last ones stop it with its log going nowhere.
 */
const ADMIN = { email: "probe@example.com", name: "Probe Admin", password: "correct horse battery staple" };
// This file's ports: 4320-4326, one per site, as tests run side by side.
const PORT = 4320;

test.describe.configure({ mode: "parallel" });

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A raw request, as fetch will not send one (TRACE, a Host of our own). */
function send(site: SiteProcess, method: string, target: string, headers: Record<string, string> = {}) {
  const url = new URL(site.url);
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request({ host: url.hostname, port: url.port, method, path: target, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

const SECURITY_HEADERS = ["content-security-policy", "x-content-type-options", "x-frame-options", "referrer-policy", "permissions-policy"];

test.describe("a visitor's site", () => {
  test.describe.configure({ mode: "serial" });
  let site: SiteProcess;
  test.beforeAll(async () => {
    site = await startSite(PORT, { SEED_DEMO: "0", LOG_LEVEL: "info" });
  });
  test.afterAll(() => site.stop());

  test("malformed requests get a small 4xx page with no stack and no path, logged at info without a stack", async () => {
    const trace = await send(site, "TRACE", "/");
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe("GET, HEAD, POST");
    const answers = [
      trace,
      await send(site, "GET", "/", { Host: "a b" }),
      await send(site, "GET", "/case/%00"),
      await send(site, "GET", "/case/a%0Ab"),
      await send(site, "GET", "/%"),
      await send(site, "GET", "/about?q=%00"),
      await send(site, "POST", "/login", { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" }),
    ];
    expect(answers.slice(1).map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400, 400]);
    // A line break in a query (a campaign link's text) is no reason to refuse the page.
    expect((await send(site, "GET", "/about?utm_content=spring%0Asale")).status).toBe(200);
    for (const { body, headers } of answers) {
      expect(body).not.toMatch(/\bat \S+ \(|node:internal|node_modules/);
      expect(body).not.toContain(process.cwd());
      expect(body).not.toContain(os.tmpdir());
      for (const name of SECURITY_HEADERS) expect(headers[name], name).toBeTruthy();
    }
    await expect.poll(() => logLines(site.output()).filter((line) => line.msg === "request").length).toBeGreaterThanOrEqual(6);
    const lines = logLines(site.output());
    expect(lines.filter((line) => Number(line.level) >= 40)).toEqual([]);
    expect(site.output()).not.toContain('"stack"');
    expect(lines.filter((line) => line.msg !== "request").every((line) => line.level === 30)).toBe(true);
  });

  test("static files and every answer of the server carry the security headers; no HSTS over plain http", async () => {
    const asset = fs.readdirSync("build/client/assets").find((name) => name.endsWith(".js"));
    for (const target of ["/favicon.svg", `/assets/${asset}`, "/uploads/no-such-picture.webp", "/healthz", "/readyz", "/", "/about"]) {
      const answer = await send(site, "GET", target);
      for (const name of SECURITY_HEADERS) expect(answer.headers[name], `${name} of ${target}`).toBeTruthy();
      expect(answer.headers["strict-transport-security"], target).toBeUndefined();
    }
  });

  test("a cached page's CSP allows each inline script its layout writes, by its hash, and nothing else", async () => {
    for (const target of ["/", "/about", "/contact", "/cases", "/publicity"]) {
      // The home page comes in HOME_MIXES variants, one drawn per request, each cached by its
      // first miss: a hit comes within HOME_MIXES + 1 requests.
      let page = await send(site, "GET", target);
      for (let asked = 1; page.headers["x-render-cache"] !== "hit" && asked <= HOME_MIXES; asked++) page = await send(site, "GET", target);
      expect(page.headers["x-render-cache"], target).toBe("hit");
      const csp = String(page.headers["content-security-policy"]);
      const scripts = [...page.body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
      expect(scripts.length, target).toBeGreaterThan(3);
      for (const script of scripts)
        expect(csp, `${target}: ${script.slice(0, 60)}`).toContain(
          `'sha256-${crypto.createHash("sha256").update(script).digest("base64")}'`,
        );
      expect(csp.match(/'sha256-/g)?.length, target).toBe(new Set(scripts).size);
      expect(page.body, target).not.toContain('nonce="');
    }
  });

  test("the change stream: 20 streams an address (EVENT_STREAMS_PER_ADDRESS), then 429; a proxy on this machine speaks for its clients", async () => {
    const streams: http.ClientRequest[] = [];
    const open = (headers: Record<string, string> = {}) => openStream(site, headers, streams);
    try {
      const first = await Promise.all(Array.from({ length: 20 }, () => open()));
      expect(first.every((answer) => answer.status === 200)).toBe(true);
      expect(await open()).toEqual({ status: 429, retryAfter: "10" });
      // One page closes: its place is free again.
      streams[0].destroy();
      await expect.poll(async () => (await open()).status).toBe(200);
      // Through a proxy on loopback (TRUST_PROXY's default), each client has its own share.
      for (let i = 0; i < 20; i++) expect((await open({ "X-Forwarded-For": "203.0.113.1" })).status).toBe(200);
      expect((await open({ "X-Forwarded-For": "203.0.113.1" })).status).toBe(429);
      expect((await open({ "X-Forwarded-For": "203.0.113.2" })).status).toBe(200);
    } finally {
      for (const stream of streams) stream.destroy();
    }
  });

  test("/readyz tells the public only whether; what failed goes to the log", async () => {
    const ready = await send(site, "GET", "/readyz");
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({ status: "ready" });
    // Uploads cannot be stored: a file where their folder was.
    const uploads = path.join(site.dataDir, "uploads");
    fs.rmSync(uploads, { recursive: true, force: true });
    fs.writeFileSync(uploads, "not a folder");
    const unavailable = await send(site, "GET", "/readyz");
    expect(unavailable.status).toBe(503);
    expect(JSON.parse(unavailable.body)).toEqual({ status: "unavailable" });
    await expect.poll(() => logLines(site.output()).find((line) => line.msg === "Not ready")).toMatchObject({ level: 40, database: "ok" });
    expect(String(logLines(site.output()).find((line) => line.msg === "Not ready")?.storage)).toContain(uploads);
  });
});

/** Opens a change stream on `site`: its status and Retry-After once its first bytes come. */
function openStream(site: SiteProcess, headers: Record<string, string>, streams: http.ClientRequest[]) {
  const url = new URL(site.url);
  return new Promise<{ status: number; retryAfter?: string }>((resolve, reject) => {
    const request = http.get({ host: url.hostname, port: url.port, path: "/api/events", headers }, (res) => {
      res.once("data", () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers["retry-after"] as string | undefined }));
    });
    request.on("error", reject);
    streams.push(request);
  });
}

test("X-Forwarded-For from a peer that is no trusted proxy counts for nothing (TRUST_PROXY)", async () => {
  const site = await startSite(PORT + 1, { SEED_DEMO: "0", TRUST_PROXY: "10.0.0.1", EVENT_STREAMS_PER_ADDRESS: "2" });
  const streams: http.ClientRequest[] = [];
  try {
    const statuses = [];
    for (const address of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
      statuses.push((await openStream(site, { "X-Forwarded-For": address }, streams)).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  } finally {
    for (const stream of streams) stream.destroy();
    await site.stop();
  }
});

test("an https public address: HSTS on every answer, and the session cookie `__Host-sid`, Secure, read by that name", async () => {
  const site = await startSite(PORT + 2, { SEED_DEMO: "0", PUBLIC_URL: "https://agency.example" }, { admin: ADMIN });
  try {
    for (const target of ["/favicon.svg", "/healthz", "/about", "/about"]) {
      const answer = await send(site, "GET", target);
      expect(answer.headers["strict-transport-security"], target).toBe("max-age=31536000; includeSubDomains");
    }
    const login = await fetch(`${site.url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password }),
    });
    const setCookie = login.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^__Host-sid=/);
    expect(setCookie).toMatch(/; Secure/);
    const cookie = setCookie.split(";")[0];
    expect((await fetch(`${site.url}/admin`, { headers: { Cookie: cookie }, redirect: "manual" })).status).toBe(200);
    // The same token under the plain name signs nobody in.
    const plain = cookie.replace("__Host-sid", "sid");
    expect((await fetch(`${site.url}/admin`, { headers: { Cookie: plain }, redirect: "manual" })).status).toBe(302);
  } finally {
    await site.stop();
  }
});

test.describe("a site with an administrator", () => {
  test.describe.configure({ mode: "serial" });
  let site: SiteProcess;
  test.beforeAll(async () => {
    site = await startSite(PORT + 3, { SEED_DEMO: "0" }, { admin: ADMIN });
  });
  test.afterAll(() => site.stop());

  test("what is rendered for a signed-in administrator, and the administrators' reads, are private, no-store", async () => {
    const cookie = await signIn(site, ADMIN);
    for (const target of [
      "/about",
      "/about.data",
      "/admin",
      "/api/pictures",
      "/api/pictures.data?q=",
      "/api/history.data?item=slot%3Aabout%2Fhero_title",
    ]) {
      const answer = await send(site, "GET", target, { Cookie: cookie });
      expect(answer.status, target).toBe(200);
      expect(answer.headers["cache-control"], target).toBe("private, no-store");
      expect(answer.headers["x-render-cache"], target).toBeUndefined();
    }
    // A visitor's page, and a file, are not.
    expect((await send(site, "GET", "/about")).headers["cache-control"]).toBeUndefined();
    expect((await send(site, "GET", "/favicon.svg", { Cookie: cookie })).headers["cache-control"]).toBe("public, max-age=3600");
  });

  test("the render cache: a made-up session cookie gets the cached page, and made-up queries and hosts add no entry", async () => {
    await send(site, "GET", "/about");
    expect((await send(site, "GET", "/about")).headers["x-render-cache"]).toBe("hit");
    for (const cookie of ["sid=made-up", "sid=eyJmYWtlIjoxfQ%3D%3D", "theme=dark; sid="]) {
      expect((await send(site, "GET", "/about", { Cookie: cookie })).headers["x-render-cache"], cookie).toBe("hit");
    }
    // A real session gets its own render.
    const cookie = await signIn(site, ADMIN);
    expect((await send(site, "GET", "/about", { Cookie: cookie })).headers["x-render-cache"]).toBeUndefined();

    // Unique query values: the first is served the cached page already, and so is the second.
    const unique = Date.now().toString(36);
    expect((await send(site, "GET", `/contact?x=${unique}-1`)).headers["x-render-cache"]).toBe("miss");
    expect((await send(site, "GET", `/contact?x=${unique}-2`)).headers["x-render-cache"]).toBe("hit");
    expect((await send(site, "GET", `/contact?utm_source=${unique}`)).headers["x-render-cache"]).toBe("hit");

    // Made-up hosts: rendered for themselves, never in place of the real one's page.
    for (let i = 0; i < 6; i++) await send(site, "GET", "/contact", { Host: `made-up-${i}.example` });
    const real = await send(site, "GET", "/contact");
    expect(real.headers["x-render-cache"]).toBe("hit");
    expect(real.body).not.toContain("made-up-");
  });
});

/**
 * The production build with its stdout piped into another process (a log shipper), as a
 * supervisor would start it; the site's own output is not read here.
 */
async function startPiped(port: number, env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-piped-"));
  const reader = spawn(process.execPath, ["-e", "process.stdin.resume()"], { stdio: ["pipe", "ignore", "ignore"] });
  const site = spawn(process.execPath, ["server.js"], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: "0", ...env },
    stdio: ["ignore", reader.stdin!, "ignore"],
  });
  // Only the site writes into the pipe now.
  reader.stdin!.destroy();
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    site.on("exit", (code) => resolve({ code, at: Date.now() })),
  );
  const url = `http://127.0.0.1:${port}`;
  let gone = false;
  void exited.then(() => (gone = true));
  for (let tries = 0; ; tries++) {
    if (gone || tries > 600) throw new Error(`The site on port ${port} did not start`);
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  /** Some pages and files, as a few browser visits ask for them (each a log line or more). */
  const browse = async (rounds: number) => {
    for (let i = 0; i < rounds; i++) {
      await Promise.all(
        ["/", "/about", "/contact", "/cases", "/favicon.svg", "/robots.txt", "/healthz"].map((target) =>
          fetch(`${url}${target}`, { signal: AbortSignal.timeout(5_000) }).then(
            (r) => r.arrayBuffer(),
            () => null,
          ),
        ),
      );
    }
  };
  return {
    url,
    reader,
    browse,
    exited,
    cleanUp() {
      site.kill("SIGKILL");
      reader.kill("SIGKILL");
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    signal: (name: NodeJS.Signals) => site.kill(name),
  };
}

const SHUTDOWN_TIMEOUT_MS = 2_000;
// What server.js allows for closing the database after the requests' time, and a second for a busy machine.
const EXIT_BOUND_MS = SHUTDOWN_TIMEOUT_MS + 5_000 + 1_000;

for (const [index, [reader, stopReading]] of (
  [
    ["went away (every log write fails)", (pid: number) => process.kill(pid, "SIGKILL")],
    ["stopped reading (the pipe fills, nothing drains it)", (pid: number) => process.kill(pid, "SIGSTOP")],
  ] as const
).entries()) {
  test(`SIGTERM stops the site within SHUTDOWN_TIMEOUT_MS and a margin when the process its log is piped to ${reader}`, async () => {
    test.setTimeout(180_000);
    const site = await startPiped(PORT + 4 + index, { LOG_LEVEL: "debug", SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS) });
    try {
      await site.browse(2);
      stopReading(site.reader.pid!);
      // Enough log lines to fill a pipe's 64 KB several times.
      await site.browse(60);
      const signalled = Date.now();
      site.signal("SIGTERM");
      const outcome = await Promise.race([
        site.exited,
        new Promise<"running">((resolve) => setTimeout(() => resolve("running"), EXIT_BOUND_MS)),
      ]);
      expect(outcome, "still running").not.toBe("running");
      if (outcome !== "running") expect(outcome.at - signalled).toBeLessThan(EXIT_BOUND_MS);
    } finally {
      site.cleanUp();
    }
  });
}

test("a second SIGTERM stops the site at once, while the first waits for a request under way", async () => {
  test.setTimeout(180_000);
  const site = await startPiped(PORT + 6, { SHUTDOWN_TIMEOUT_MS: "60000" });
  try {
    // A sign-in whose body never comes: the first signal waits for it.
    const url = new URL(site.url);
    const request = http.request({
      host: url.hostname,
      port: url.port,
      path: "/login",
      method: "POST",
      headers: { Origin: site.url, "Content-Type": "application/x-www-form-urlencoded", "Content-Length": 100 },
    });
    request.on("error", () => {});
    request.write("email=");
    await new Promise((resolve) => setTimeout(resolve, 300));
    site.signal("SIGTERM");
    const waited = await Promise.race([site.exited, new Promise<"running">((resolve) => setTimeout(() => resolve("running"), 1_500))]);
    expect(waited).toBe("running");
    const signalled = Date.now();
    site.signal("SIGTERM");
    const { code, at } = await site.exited;
    expect(at - signalled).toBeLessThan(1_500);
    expect(code).toBe(128 + os.constants.signals.SIGTERM);
  } finally {
    site.cleanUp();
  }
});
