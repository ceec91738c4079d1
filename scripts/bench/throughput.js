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
      error
        ? reject(error)
        : resolve({ rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx }),
    );
  });
}

/**
 * A bare server, in a process of its own like the site, sending the same answers: one of
 * `samples` (headers and bytes) at random per request, as the site picks one of a page's
 * variants (the home page has several).
 */
async function startBare(port, samples) {
  const keep = ["content-type", "content-encoding", "etag", "vary", "content-security-policy"];
  const answers = samples.map(({ headers, body }) => ({
    headers: Object.fromEntries(keep.filter((h) => headers[h]).map((h) => [h, headers[h]])),
    body: body.toString("base64"),
  }));
  // The answers travel over the IPC channel (too big for the environment).
  const code = `
    const http = require("node:http");
    process.once("message", (sent) => {
      const answers = sent.map((a) => ({ headers: a.headers, body: Buffer.from(a.body, "base64") }));
      http.createServer((req, res) => {
        const { headers, body } = answers[Math.floor(Math.random() * answers.length)];
        res.writeHead(200, { ...headers, "content-length": body.length });
        res.end(body);
      }).listen(${port}, "127.0.0.1", () => process.send("ready"));
    });`;
  const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "ignore", "inherit", "ipc"] });
  child.send(answers);
  await new Promise((resolve) => child.once("message", resolve));
  return () =>
    new Promise((resolve) => {
      child.once("exit", resolve);
      child.kill();
    });
}

export async function cachedThroughput(base, pagePath, barePort) {
  // Warm every variant of the page (the home page has several), and keep each one's answer.
  const variants = new Map();
  for (let i = 0; i < 60; i++) {
    const answer = await fetchRaw(`${base}${pagePath}`);
    if (answer.headers["x-render-cache"] === "hit") variants.set(answer.headers.etag, answer);
  }
  const samples = [...variants.values()];
  if (samples.length === 0) throw new Error(`${pagePath} is not served from the cache`);
  const site = await load(`${base}${pagePath}`);
  const stopBare = await startBare(barePort, samples);
  try {
    const bare = await load(`http://127.0.0.1:${barePort}${pagePath}`);
    return {
      site,
      bare,
      ratio: Number((site.rps / bare.rps).toFixed(2)),
      bytes: samples[0].body.length,
      variants: samples.length,
      encoding: samples[0].headers["content-encoding"],
    };
  } finally {
    await stopBare();
  }
}
