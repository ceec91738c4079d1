// The site under measure: a production build on a fresh data folder, with an administrator.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const ADMIN = { email: "bench@arkadomus.test", name: "Bench Admin", password: "bench-password" };

/** Creates an administrator on the database of `env` (scripts/admin.js). */
export function createAdmin(env, { email, name, password }, dir = ".") {
  const admin = spawnSync(process.execPath, ["scripts/admin.js", "create", "--email", email, "--name", name, "--password", password], {
    cwd: dir,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (admin.status !== 0) throw new Error(`could not create the administrator ${email}`);
}

/**
 * Builds when there is no build, creates the administrator (unless `admin` is false), starts
 * the server; `stop()` ends it. `dir`: another checkout to start instead of this one (its own
 * `build/`). `env`: more settings (a database, a bucket, a shared session secret).
 */
export async function startSite({ port, dir = ".", env: settings = {}, admin = true }) {
  const buildDir = dir === "." ? (process.env.BUILD_DIR ?? "build") : "build";
  if (!fs.existsSync(path.resolve(dir, buildDir, "server/index.js"))) {
    const built = spawnSync("npm", ["run", "build"], { cwd: dir, stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } });
    if (built.status !== 0) throw new Error(`build failed in ${dir}`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-bench-"));
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    BUILD_DIR: buildDir,
    // The live part opens 5,000 change streams, all from this machine's one address.
    EVENT_STREAMS_PER_ADDRESS: "10000",
    ...settings,
  };
  if (admin) createAdmin(env, ADMIN, dir);
  const server = spawn(process.execPath, ["server.js"], { cwd: dir, env, stdio: ["ignore", "ignore", "inherit"] });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${base}/robots.txt`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
    pid: server.pid,
    dataDir,
    stop: async () => {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs an administrator in (the bench's own by default): the cookie and CSRF token to write with. */
export async function signIn(base, admin = ADMIN) {
  const form = new URLSearchParams({ email: admin.email, password: admin.password });
  const login = await fetch(`${base}/login`, { method: "POST", body: form, redirect: "manual", headers: { origin: base } });
  const cookie = login.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error("sign-in failed");
  const page = await (await fetch(`${base}/admin`, { headers: { cookie } })).text();
  const csrf = page.match(/name="_csrf" value="([^"]+)"/)?.[1];
  if (!csrf) throw new Error("no CSRF token in /admin");
  return { cookie, csrf };
}

/** The server process's resident memory, in bytes. */
export function residentMemory(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/VmRSS:\s+(\d+) kB/)[1]) * 1024;
}
