// Live updates under load: many open event streams, a save, and how long each stream takes
// to hear it; and many open pages reloading their data at once after a change.
import http from "node:http";
import { residentMemory } from "./site.js";

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

/** Opens `count` event streams (in batches, as pages open); each notes when a change arrives. */
async function openStreams(base, count, onChange) {
  const streams = [];
  const open = () =>
    new Promise((resolve, reject) => {
      const request = http.get(`${base}/api/events`, { agent }, (res) => {
        const stream = { res, request };
        res.setEncoding("utf8");
        res.once("data", () => resolve(stream));
        res.on("data", (chunk) => {
          if (chunk.includes("event: change")) onChange(stream);
        });
      });
      request.on("error", reject);
    });
  for (let i = 0; i < count; i += 250) {
    const batch = Math.min(250, count - i);
    streams.push(...(await Promise.all(Array.from({ length: batch }, open))));
  }
  return {
    streams,
    close: () => {
      for (const stream of streams) stream.request.destroy();
    },
  };
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Saves a text slot as the administrator (which every open page must hear about). */
export function saveText(base, session, { section, key, type = "title", value }) {
  const form = new FormData();
  form.set("intent", "save");
  form.set("values", JSON.stringify([{ section, key, type, value }]));
  form.set("_csrf", session.csrf);
  return fetch(`${base}/api/content`, { method: "POST", body: form, headers: { cookie: session.cookie, origin: base } });
}

/** `count` open streams, one save: time from the save to each stream's receipt; memory per stream. */
export async function streamDelivery(base, session, serverPid, count) {
  const before = residentMemory(serverPid);
  let savedAt = 0;
  const delays = [];
  let resolveAll;
  const all = new Promise((resolve) => (resolveAll = resolve));
  const { close } = await openStreams(base, count, () => {
    delays.push(Date.now() - savedAt);
    if (delays.length === count) resolveAll();
  });
  await new Promise((r) => setTimeout(r, 1000));
  const memoryPerStream = Math.round((residentMemory(serverPid) - before) / count);
  savedAt = Date.now();
  await saveText(base, session, { section: "about", key: "hero_title", value: `Delivered to ${count} at ${savedAt}` });
  await Promise.race([all, new Promise((r) => setTimeout(r, 10_000))]);
  close();
  await new Promise((r) => setTimeout(r, 500));
  return { clients: count, received: delays.length, p50: percentile(delays, 50), p99: percentile(delays, 99), memoryPerStream };
}

/**
 * `count` open about pages: each hears the change and, after the page's delay (100 ms),
 * reloads its data, as the browser does. How long until all have the new text, and how many
 * renders it cost the server (answers marked "miss" by the render cache).
 */
export async function refetchStorm(base, session, count) {
  const text = `Storm ${Date.now()}`;
  let savedAt = 0;
  const finished = [];
  const cache = {};
  let resolveAll;
  const all = new Promise((resolve) => (resolveAll = resolve));
  const reload = async () => {
    await new Promise((r) => setTimeout(r, 100));
    const response = await fetch(`${base}/about.data`);
    const body = await response.text();
    const state = response.headers.get("x-render-cache") ?? "none";
    cache[state] = (cache[state] ?? 0) + 1;
    if (body.includes(text)) finished.push(Date.now() - savedAt);
    if (Object.values(cache).reduce((a, b) => a + b, 0) === count) resolveAll();
  };
  const { close } = await openStreams(base, count, () => void reload());
  await new Promise((r) => setTimeout(r, 1000));
  savedAt = Date.now();
  await saveText(base, session, { section: "about", key: "hero_title", value: text });
  await Promise.race([all, new Promise((r) => setTimeout(r, 20_000))]);
  close();
  return {
    pages: count,
    withNewContent: finished.length,
    allDoneMs: Math.max(...finished),
    renders: cache.miss ?? 0,
    answers: cache,
  };
}
