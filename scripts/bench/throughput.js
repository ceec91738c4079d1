// Requests per second of cached pages, against a bare node:http server sending the same bytes
// with the same client, in the same run: how close to a static file a cached page comes.
import { spawn } from "node:child_process";
import http from "node:http";
import autocannon from "autocannon";

const HEADERS = { "accept-encoding": "br, gzip" };

/** The bytes and headers the site sends for a page from its cache. */
function fetchRaw(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: HEADERS }, (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

function load(url, { connections = 50, duration = 5 } = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers: HEADERS }, (error, result) =>
      error ? reject(error) : resolve({ rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx }),
    );
  });
}

/** A bare server, in a process of its own like the site, sending `body` with `headers`. */
async function startBare(port, { headers, body }) {
  const keep = ["content-type", "content-encoding", "etag", "vary", "content-security-policy"];
  const sent = Object.fromEntries(keep.filter((h) => headers[h]).map((h) => [h, headers[h]]));
  const code = `
    const http = require("node:http");
    const body = Buffer.from(process.env.BODY, "base64");
    const headers = JSON.parse(process.env.HEADERS);
    http.createServer((req, res) => { res.writeHead(200, { ...headers, "content-length": body.length }); res.end(body); })
      .listen(${port}, "127.0.0.1", () => process.send("ready"));`;
  const child = spawn(process.execPath, ["-e", code], {
    env: { ...process.env, BODY: body.toString("base64"), HEADERS: JSON.stringify(sent) },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  await new Promise((resolve) => child.once("message", resolve));
  return () => new Promise((resolve) => { child.once("exit", resolve); child.kill(); });
}

export async function cachedThroughput(base, pagePath, barePort) {
  // Warm every variant of the page (the home page has several).
  for (let i = 0; i < 40; i++) await fetchRaw(`${base}${pagePath}`);
  const sample = await fetchRaw(`${base}${pagePath}`);
  if (sample.headers["x-render-cache"] !== "hit") throw new Error(`${pagePath} is not served from the cache`);
  const site = await load(`${base}${pagePath}`);
  const stopBare = await startBare(barePort, sample);
  try {
    const bare = await load(`http://127.0.0.1:${barePort}${pagePath}`);
    return { site, bare, ratio: Number((site.rps / bare.rps).toFixed(2)), bytes: sample.body.length, encoding: sample.headers["content-encoding"] };
  } finally {
    await stopBare();
  }
}
