// npm run loadtest: two instances of the production build on one PostgreSQL, their pictures in
// one S3 bucket (s3rver on loopback), behind a round-robin proxy of this script's own: 200
// visitors reading pages and pictures while 5 administrators save texts and upload pictures,
// for LOADTEST_SECONDS (60). Prints requests/s, p50 and p99 per kind and the errors, then
// checks that every acknowledged save is stored and in the history, and that every uploaded
// picture is served by both instances. Exits non-zero on any error or failed check.
// Needs a PostgreSQL server: LOADTEST_DATABASE_URL or TEST_DATABASE_URL (a fresh database is
// created on it, and dropped at the end).
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import S3rver from "s3rver";
import sharp from "sharp";
import { saveText } from "./bench/live.js";
import { uploadOfficePicture } from "./bench/upload.js";
import { createAdmin, signIn, startSite } from "./bench/site.js";

const SECONDS = Number(process.env.LOADTEST_SECONDS ?? 60);
const VISITORS = Number(process.env.LOADTEST_VISITORS ?? 200);
const ADMINS = 5;
const PORT = Number(process.env.LOADTEST_PORT ?? 4400);
const serverUrl = process.env.LOADTEST_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.error("npm run loadtest needs a PostgreSQL server: set LOADTEST_DATABASE_URL (or TEST_DATABASE_URL).");
  process.exit(2);
}

const PAGES = ["/", "/about", "/contact", "/cases", "/case/northwind-coffee-rebrand", "/branding", "/project/nexus-financial"];
// Each administrator edits a text of its own, so that the last acknowledged save is the stored one.
const TEXT_SLOTS = ["hero_badge", "stat_label1", "stat_label2", "stat_label3", "story_subtitle"].map((key) => ({
  section: "about",
  key,
  type: "text",
}));

/** One visitor: a page, then one of the pictures pages show, again and again. */
async function visitor(base, pictures, deadline, stats) {
  while (Date.now() < deadline) {
    const page = PAGES[Math.floor(Math.random() * PAGES.length)];
    await stats.time("page", `GET ${page}`, () => get(`${base}${page}`));
    const picture = pictures[Math.floor(Math.random() * pictures.length)];
    await stats.time("picture", `GET ${picture}`, () => get(`${base}${picture}`));
  }
}

/** One administrator: a text saved, and every third time a picture uploaded, about twice a second. */
async function administrator(base, session, slot, acknowledged, uploads, deadline, stats) {
  for (let n = 1; Date.now() < deadline; n++) {
    const value = `${session.cookie.slice(-8)} save ${n}`;
    const saved = await stats.time("save", `save ${slot.key}`, async () => {
      const response = await saveText(base, session, { ...slot, value });
      return answered(response);
    });
    if (saved) acknowledged.push(value);
    if (n % 3 === 0) {
      const answer = await stats.time("upload", "upload", async () => answered(await upload(base, session)));
      if (answer?.url) uploads.push(answer.url);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The answer's JSON when the site says ok, else throws with what it said. */
async function answered(response) {
  const body = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${body.slice(0, 120)}`);
  const answer = JSON.parse(body);
  if (!answer.ok) throw new Error(`refused: ${answer.error}`);
  return answer;
}

/** A small JPEG, different each time, into the about page's office picture. */
async function upload(base, session) {
  const [r, g, b] = crypto.randomBytes(3);
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();
  return uploadOfficePicture(base, session, jpeg);
}

const agent = new http.Agent({ keepAlive: true, maxSockets: VISITORS * 2 });

/** A GET whose whole body is read; throws unless 200. */
function get(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        let said = "";
        response.on("data", (chunk) => {
          if (response.statusCode !== 200) said += chunk;
        });
        response.on("end", () =>
          response.statusCode === 200 ? resolve(true) : reject(new Error(`${response.statusCode} ${said.slice(0, 80)}`)),
        );
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

/** The pictures (local addresses) the pages show, to be fetched like a browser would. */
async function picturesOf(base, pages) {
  const found = new Set();
  for (const page of pages) {
    const html = await (await fetch(`${base}${page}`)).text();
    for (const [, src] of html.matchAll(/<img[^>]+src="(\/[^"]+)"/g)) found.add(src.replaceAll("&amp;", "&"));
  }
  if (found.size === 0) throw new Error("the pages show no pictures");
  return [...found];
}

/** Durations and failures per kind of request. */
class Stats {
  kinds = new Map();
  failures = [];
  async time(kind, what, run) {
    const entry = this.kinds.get(kind) ?? { ms: [], errors: 0 };
    this.kinds.set(kind, entry);
    const started = performance.now();
    try {
      const result = await run();
      entry.ms.push(performance.now() - started);
      return result;
    } catch (error) {
      entry.errors++;
      this.failures.push(`${what}: ${error.message}`);
      return null;
    }
  }
  errors() {
    return [...this.kinds.values()].reduce((sum, entry) => sum + entry.errors, 0);
  }
  table(seconds) {
    const rows = ["kind        requests   req/s     p50      p99   errors"];
    for (const [kind, { ms, errors }] of this.kinds) {
      const sorted = [...ms].sort((a, b) => a - b);
      const at = (p) => (sorted.length ? `${Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))])} ms` : "-");
      rows.push(
        `${kind.padEnd(10)} ${String(ms.length + errors).padStart(9)} ${(ms.length / seconds).toFixed(1).padStart(7)} ${at(0.5).padStart(7)} ${at(0.99).padStart(8)} ${String(errors).padStart(8)}`,
      );
    }
    return rows.join("\n");
  }
}

/** Every acknowledged save is in the history, and the last one of each administrator is what is stored. */
async function checkSaves(url, acknowledged) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const problems = [];
  try {
    for (const [i, values] of acknowledged.entries()) {
      const { key, section } = TEXT_SLOTS[i];
      if (values.length === 0) {
        problems.push(`administrator ${i + 1} got no save acknowledged`);
        continue;
      }
      const stored = await client.query("select content from site_content where section = $1 and key = $2", [section, key]);
      const content = stored.rows[0]?.content;
      const text = typeof content === "string" ? content : content?.text;
      if (text !== values.at(-1))
        problems.push(`${section}/${key} holds ${JSON.stringify(text)}, not the last acknowledged ${JSON.stringify(values.at(-1))}`);
      const history = await client.query("select after::text as after from revisions where item = $1", [`slot:${section}/${key}`]);
      const kept = history.rows.map((row) => row.after).join("\n");
      const missing = values.filter((value) => !kept.includes(JSON.stringify(value).slice(1, -1)));
      if (missing.length) problems.push(`${missing.length} acknowledged saves of ${section}/${key} are not in the history`);
    }
  } finally {
    await client.end();
  }
  return problems;
}

/** Every uploaded picture is served by each instance itself, not only through the proxy. */
async function checkPictures(instances, uploads) {
  if (uploads.length === 0) return ["no picture was uploaded"];
  const problems = [];
  for (const url of uploads) {
    for (const instance of instances) {
      const response = await fetch(`${instance.base}${url}`);
      await response.arrayBuffer();
      const type = response.headers.get("content-type") ?? "";
      if (response.status !== 200 || !type.startsWith("image/")) problems.push(`${url} from ${instance.base}: ${response.status} ${type}`);
    }
  }
  return problems;
}

/**
 * A round-robin HTTP proxy, as a load balancer would be; counts the requests each instance
 * got. Like one, it tries a GET again on the other instance when the connection it reused
 * was closed under it (a kept-alive connection the instance had just let go).
 */
function startProxy(port, upstreams) {
  const counts = upstreams.map(() => 0);
  const upstreamAgent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  const forward = (req, res, triesLeft) => {
    const index = next++ % upstreams.length;
    counts[index]++;
    const forwarded = http.request(
      new URL(req.url, upstreams[index]),
      { method: req.method, headers: { ...req.headers, "x-forwarded-for": req.socket.remoteAddress }, agent: upstreamAgent },
      (answer) => {
        res.writeHead(answer.statusCode, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on("error", (error) => {
      if (req.method === "GET" && triesLeft > 0 && !res.headersSent) return forward(req, res, triesLeft - 1);
      if (!res.headersSent) res.writeHead(502);
      res.end(`proxy: ${error.code ?? error.message}`);
    });
    if (req.method === "GET") forwarded.end();
    else req.pipe(forwarded);
  };
  const server = http.createServer((req, res) => forward(req, res, 1));
  return new Promise((resolve) =>
    server.listen(port, "127.0.0.1", () =>
      resolve({
        counts,
        close: () => {
          server.close();
          server.closeAllConnections();
          upstreamAgent.destroy();
        },
      }),
    ),
  );
}

/** A new database on the server of `adminUrl`; `drop()` removes it. */
async function createDatabase(adminUrl) {
  const name = `agency_load_${crypto.randomBytes(6).toString("hex")}`;
  const run = async (statement) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** A real S3 protocol server on loopback with one bucket, its objects in a temporary folder. */
async function startS3() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "agency-load-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: "agency", configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: "agency",
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "1",
    },
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The whole run: 0 when nothing failed. */
async function main() {
  const database = await createDatabase(serverUrl);
  const s3 = await startS3();
  const settings = { DATABASE_URL: database.url, SESSION_SECRET: crypto.randomBytes(32).toString("hex"), LOG_LEVEL: "warn", ...s3.env };
  const instances = [];
  let proxy;
  let failed = false;
  try {
    instances.push(await startSite({ port: PORT + 1, env: settings, admin: false }));
    instances.push(await startSite({ port: PORT + 2, env: settings, admin: false }));
    const admins = Array.from({ length: ADMINS }, (_, i) => ({
      email: `load${i + 1}@arkadomus.test`,
      name: `Load Admin ${i + 1}`,
      password: "load-test-password",
    }));
    for (const admin of admins) createAdmin({ ...process.env, ...settings }, admin);
    proxy = await startProxy(
      PORT,
      instances.map((instance) => instance.base),
    );
    const base = `http://127.0.0.1:${PORT}`;

    const stats = new Stats();
    const pictures = await picturesOf(base, PAGES);
    const deadline = Date.now() + SECONDS * 1000;
    const acknowledged = TEXT_SLOTS.map(() => []);
    const uploads = [];
    const sessions = await Promise.all(admins.map((admin) => signIn(base, admin)));
    const startedAt = Date.now();
    await Promise.all([
      ...Array.from({ length: VISITORS }, () => visitor(base, pictures, deadline, stats)),
      ...sessions.map((session, i) => administrator(base, session, TEXT_SLOTS[i], acknowledged[i], uploads, deadline, stats)),
    ]);
    const elapsed = (Date.now() - startedAt) / 1000;

    console.log(`\n${VISITORS} visitors and ${ADMINS} administrators for ${elapsed.toFixed(0)} s, through a proxy to 2 instances`);
    console.log(`requests per instance: ${proxy.counts.join(" / ")}`);
    console.log(stats.table(elapsed));

    const problems = [];
    if (stats.errors() > 0) problems.push(`${stats.errors()} requests failed:\n  ${stats.failures.slice(0, 10).join("\n  ")}`);
    if (proxy.counts.some((count) => count === 0)) problems.push("an instance got no requests");
    problems.push(...(await checkSaves(database.url, acknowledged)));
    problems.push(...(await checkPictures(instances, uploads)));
    const saves = acknowledged.reduce((sum, list) => sum + list.length, 0);
    console.log(
      `\nChecked: ${saves} acknowledged saves stored and in the history; ${uploads.length} uploaded pictures served by both instances.`,
    );
    if (problems.length) {
      failed = true;
      console.error(`\nFAILED:\n- ${problems.join("\n- ")}`);
    }
  } catch (error) {
    failed = true;
    console.error(error);
  } finally {
    proxy?.close();
    for (const instance of instances) await instance.stop();
    await s3.stop();
    await database.drop();
  }
  return failed ? 1 : 0;
}

process.exit(await main());
