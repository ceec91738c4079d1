import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestChangeId, publishChange } from "./changes.server";
import { createEventStream } from "./event-stream.server";
import { publishDraftChange } from "./draft-changes.server";
import { publishPresence } from "./presence.server";

describe("the change stream of open pages", () => {
  // An administrator's page, for these tests, is one that sends the header below.
  const events = createEventStream({
    isAdmin: async (req) => req.headers["x-test-admin"] === "yes",
    seesDrafts: async (req) => req.headers["x-test-preview"] === "yes",
  });
  let server: http.Server;
  let base: string;
  const open: http.ClientRequest[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => events.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const request of open) request.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  /** Opens the stream as a page would; `until(text)` waits until what came holds `text`. */
  function connect(path = "/api/events", headers: Record<string, string> = {}) {
    let received = "";
    let waiting: (() => void) | null = null;
    let type = "";
    const ready = new Promise<void>((resolve) => {
      const request = http.get(`${base}${path}`, { headers }, (res) => {
        type = String(res.headers["content-type"]);
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          received += chunk;
          waiting?.();
          resolve();
        });
      });
      open.push(request);
    });
    return {
      ready,
      type: () => type,
      text: () => received,
      until: async (text: string, ms = 500) => {
        const deadline = Date.now() + ms;
        while (!received.includes(text) && Date.now() < deadline) {
          await new Promise<void>((resolve) => {
            waiting = resolve;
            setTimeout(resolve, 20);
          });
        }
        return received;
      },
    };
  }

  it("is an event stream that starts from the latest change id", async () => {
    const page = connect();
    await page.ready;
    expect(page.type()).toBe("text/event-stream; charset=utf-8");
    expect(page.text()).toContain(`retry: 2000\nid: ${latestChangeId()}\n\n`);
  });

  it("sends each change, with its id, to every open page; nothing a visitor may not know", async () => {
    const pages = [connect(), connect(), connect()];
    await Promise.all(pages.map((page) => page.ready));
    publishChange({ table: "case_studies", action: "update", id: "abc" });
    const message = `id: ${latestChangeId()}\nevent: change\ndata: {"table":"case_studies","action":"update","id":"abc"}\n\n`;
    for (const page of pages) expect(await page.until(message)).toContain(message);
  });

  it("tells a page that saw an older change to catch up at once", async () => {
    const seen = latestChangeId();
    publishChange({ table: "team_members", action: "insert" });
    const page = connect(`/api/events?since=${encodeURIComponent(seen)}`);
    expect(await page.until("missed")).toContain('event: change\ndata: {"missed":true}\n\n');
  });

  it("does the same for a reconnecting stream's Last-Event-ID (from another run of the server)", async () => {
    const page = connect("/api/events", { "last-event-id": "another-run-7" });
    expect(await page.until("missed")).toContain('{"missed":true}');
  });

  it("sends nothing more to a page that is up to date", async () => {
    const page = connect(`/api/events?since=${encodeURIComponent(latestChangeId())}`);
    await page.ready;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(page.text()).not.toContain("event: change");
  });

  it("forgets a page that went away", async () => {
    const before = events.size();
    const page = connect();
    await page.ready;
    expect(events.size()).toBe(before + 1);
    open.at(-1)!.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(events.size()).toBe(before);
  });

  it("tells administrators' pages who is editing what, and never visitors' pages", async () => {
    const visitor = connect();
    const admin = connect("/api/events", { "x-test-admin": "yes" });
    await Promise.all([visitor.ready, admin.ready]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    publishPresence({ item: "slot:hero/title", adminId: "a1", name: "Sam", editing: true });
    publishChange({ table: "site_content", action: "update" });
    expect(await admin.until('"name":"Sam"')).toContain("event: presence");
    expect(await visitor.until("event: change")).not.toContain("presence");
    expect(visitor.text()).not.toContain("Sam");
    // Done editing: the process's presence is as the other test files expect it (one process runs them all).
    publishPresence({ item: "slot:hero/title", adminId: "a1", name: "Sam", editing: false });
  });

  it("tells the draft's changes to administrators' and previews' pages, and never visitors' pages", async () => {
    const visitor = connect();
    const admin = connect("/api/events", { "x-test-admin": "yes" });
    const preview = connect("/api/events", { "x-test-preview": "yes" });
    await Promise.all([visitor.ready, admin.ready, preview.ready]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    publishDraftChange({ places: ["slot:hero/title_line1"] });
    publishChange({ table: "site_content", action: "update" });
    expect(await admin.until("slot:hero/title_line1")).toContain("event: draft");
    expect(await preview.until("slot:hero/title_line1")).toContain("event: draft");
    expect(preview.text()).not.toContain("presence");
    expect(await visitor.until("event: change")).not.toContain("event: draft");
    expect(visitor.text()).not.toContain("title_line1");
  });

  it("tells a preview's page that has just opened to read the draft again: a change made before its stream is heard is not missed", async () => {
    const preview = connect("/api/events", { "x-test-preview": "yes" });
    expect(await preview.until("event: draft")).toContain(`event: draft\ndata: {"places":[]}`);
    const visitor = connect();
    await visitor.ready;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(visitor.text()).not.toContain("event: draft");
  });

  it("tells an administrator's page that has just opened who is editing now", async () => {
    publishPresence({ item: "slot:hero/subtitle", adminId: "a2", name: "Robin", editing: true });
    const admin = connect("/api/events", { "x-test-admin": "yes" });
    expect(await admin.until('"name":"Robin"')).toContain('"item":"slot:hero/subtitle"');
    publishPresence({ item: "slot:hero/subtitle", adminId: "a2", name: "Robin", editing: false });
  });
});

describe("the change stream's caps", () => {
  // Addresses, for these tests, come in a header (the server takes them from the connection,
  // or from a trusted proxy).
  const events = createEventStream({ addressOf: (req) => String(req.headers["x-test-address"]), perAddress: 2, total: 3 });
  let server: http.Server;
  let base: string;
  const open: http.ClientRequest[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => events.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const request of open) request.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  /** Opens a stream from `address`: its status and Retry-After. */
  const openFrom = (address: string) =>
    new Promise<{ status?: number; retryAfter?: string }>((resolve) => {
      const request = http.get(`${base}/api/events`, { headers: { "x-test-address": address } }, (res) => {
        res.once("data", () => resolve({ status: res.statusCode, retryAfter: res.headers["retry-after"] as string | undefined }));
      });
      open.push(request);
    });

  it("refuses an address more streams than its share (429), and any more than the total (503), each with Retry-After", async () => {
    expect((await openFrom("198.51.100.1")).status).toBe(200);
    expect((await openFrom("198.51.100.1")).status).toBe(200);
    expect(await openFrom("198.51.100.1")).toEqual({ status: 429, retryAfter: "10" });
    expect((await openFrom("198.51.100.2")).status).toBe(200);
    expect(await openFrom("198.51.100.3")).toEqual({ status: 503, retryAfter: "10" });
    expect(events.size()).toBe(3);

    // A page that goes frees its place.
    open[0].destroy();
    await expect.poll(() => events.size()).toBe(2);
    expect((await openFrom("198.51.100.1")).status).toBe(200);
  });
});
