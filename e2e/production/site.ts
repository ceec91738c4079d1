import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { createFreshPostgres } from "../../tests/postgres";
import { newContext } from "../fixtures";

/**
 * One instance of the production build (`node server.js`), started by a test with its own
 * environment and data folder, its output kept for the test to read.
 */
export type SiteProcess = {
  url: string;
  dataDir: string;
  output: () => string;
  /** Resolves to the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

export async function startSite(
  port: number,
  env: Record<string, string>,
  // `dataDir`: a folder the test keeps (a restart on the same data); else a new one, removed on stop.
  { admin, dataDir: kept }: { admin?: Administrator; dataDir?: string } = {},
): Promise<SiteProcess> {
  const dataDir = kept ?? fs.mkdtempSync(path.join(os.tmpdir(), "agency-site-"));
  const siteEnv = { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, ...env };
  // From the shell before the site starts, as an operator would (the embedded database is the site's once it runs).
  if (admin) execFileSync(process.execPath, ["scripts/admin.js", "create", ...adminArgs(admin)], { env: siteEnv, stdio: "pipe" });
  const child: ChildProcess = spawn(process.execPath, ["server.js"], { env: siteEnv, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  // Two minutes: a start on a busy machine applies migrations and seeds first.
  for (let tries = 0; !output.includes("Site ready on"); tries++) {
    if (tries > 1200 || child.exitCode !== null) {
      child.kill("SIGKILL");
      if (!kept) fs.rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`The site did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    dataDir,
    output: () => output,
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null) child.kill(signal);
      const code = await exited;
      if (!kept) fs.rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

/**
 * A TCP proxy between the site and PostgreSQL that a test can cut (every connection dropped,
 * new ones refused) and restore: a database restart or a failover, as the site sees it.
 */
export async function startCuttableProxy(target: { host: string; port: number }) {
  let open = true;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (!open) return client.destroy();
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("The proxy has no port");
  return {
    port: address.port,
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      open = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The site's JSON log lines (its banner and anything not JSON left out). */
export function logLines(output: string): Array<Record<string, unknown>> {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** The PostgreSQL server the tests on PostgreSQL use (CI sets it); they are skipped without it. */
export const POSTGRES = process.env.TEST_DATABASE_URL;

export type Administrator = { email: string; name: string; password: string };

/** A new, empty database on POSTGRES, and how to drop it. */
export async function freshDatabase() {
  if (!POSTGRES) throw new Error("TEST_DATABASE_URL is not set");
  return createFreshPostgres(POSTGRES);
}

/** Creates `admin` from the shell (scripts/admin.js), as an operator would. */
export function createAdmin(databaseUrl: string, admin: Administrator) {
  execFileSync(process.execPath, ["scripts/admin.js", "create", ...adminArgs(admin)], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: "pipe",
  });
}

function adminArgs(admin: Administrator) {
  return ["--email", admin.email, "--name", admin.name, "--password", admin.password];
}

/** Signs in as a browser would (the login form's POST) and returns the session cookie. */
export async function signIn(site: SiteProcess, admin: Administrator) {
  const response = await fetch(`${site.url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: admin.email, password: admin.password }),
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  expect(cookie, `sign-in answered ${response.status}`).toBeTruthy();
  return cookie ?? "";
}

/**
 * A page of `admin`'s, signed in on `site` in a browser context of its own (a session of its
 * own), with edit mode on, as an administrator who turned it on earlier has it.
 */
export async function editorPage(
  browser: Browser,
  site: SiteProcess,
  admin: Administrator,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const cookie = await signIn(site, admin);
  const [name, value] = [cookie.slice(0, cookie.indexOf("=")), cookie.slice(cookie.indexOf("=") + 1)];
  const context = await newContext(browser, { baseURL: site.url, ...options });
  await context.addCookies([{ name, value, url: site.url }]);
  await context.addInitScript(() => localStorage.setItem("admin_edit_mode", "true"));
  return context.newPage();
}

/** The CSRF token /admin of `site` gives the session of `cookie` (the editor's forms carry it). */
export async function csrfTokenOf(site: SiteProcess, cookie: string) {
  const response = await fetch(`${site.url}/admin`, { headers: { Cookie: cookie }, redirect: "manual" });
  expect(response.status, `/admin of ${site.url} with the session`).toBe(200);
  const token = (await response.text()).match(/name="_csrf" value="([^"]+)"/)?.[1];
  expect(token, `a CSRF token in /admin of ${site.url}`).toBeTruthy();
  return token ?? "";
}

/** An administrator's write on `site`, as the editor's fetcher sends it (the session's `cookie` and its `csrf` token); its answer, which must be ok. */
export async function adminWrite(
  site: SiteProcess,
  session: { cookie: string; csrf: string },
  path: string,
  fields: Record<string, string>,
) {
  const response = await fetch(`${site.url}${path}`, {
    method: "POST",
    headers: { Cookie: session.cookie, Origin: site.url },
    body: new URLSearchParams({ ...fields, _csrf: session.csrf }),
  });
  const answer = (await response.json()) as { ok: boolean } & Record<string, unknown>;
  expect(answer.ok, `${path}: ${JSON.stringify(answer)}`).toBe(true);
  return answer;
}
