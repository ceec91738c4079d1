import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { hugePng, manyFramesGif } from "../../tests/costly-images";
import { csrfTokenOf, signIn, startSite, type SiteProcess } from "../production/site";

/**
 * What one request may cost (issue 24), probed as an attacker with an administrator's
 * session would: forms of thousands of fields and pictures that are cheap to send and dear
 * to decode are refused at once while the site goes on answering, and picture addresses
 * that point elsewhere than they seem are refused. Each test starts its own production site.
 */
const ADMIN = { email: "probe@hostile.test", name: "Hostile Probe", password: "hostile-input-probe-7731" };
// This file's ports: 4340-4359.
let nextPort = 4340;

test.describe.configure({ mode: "serial" });

// Stopped after each test, even one that timed out (its own `finally` would not run).
const running: Array<() => Promise<void>> = [];
test.afterEach(async () => {
  for (const stop of running.splice(0).reverse()) await stop();
});

type Session = { site: SiteProcess; cookie: string; csrf: string };

/** A production site on the embedded database with ADMIN created from the shell first, and ADMIN signed in. */
async function signedInSite(env: Record<string, string> = {}): Promise<Session> {
  const site = await startSite(nextPort++, { SEED_DEMO: "0", LOG_LEVEL: "warn", ...env }, { admin: ADMIN });
  running.push(() => site.stop().then(() => {}));
  const cookie = await signIn(site, ADMIN);
  return { site, cookie, csrf: await csrfTokenOf(site, cookie) };
}

/** A POST of `body` to `route` from the administrator's page: session, origin and CSRF token. */
async function post({ site, cookie, csrf }: Session, route: string, body: FormData | URLSearchParams | string, contentType?: string) {
  const response = await fetch(`${site.url}${route}`, {
    method: "POST",
    headers: { Origin: site.url, Cookie: cookie, "X-CSRF-Token": csrf, ...(contentType ? { "Content-Type": contentType } : {}) },
    body,
  });
  return { status: response.status, body: (await response.json()) as { ok: boolean; error?: string } };
}

/** An upload of `bytes` into the home page's hero picture. */
function heroUpload(bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  for (const [field, value] of Object.entries({ intent: "upload", key: "background_image", section: "hero", type: "image" })) {
    form.set(field, value);
  }
  form.set("file", new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

test("the site answers /healthz within 1 s while requests of 20,000 fields and 1,500-frame GIFs are refused", async () => {
  const session = await signedInSite();
  const probes: Array<{ status: number; ms: number }> = [];
  let probing = true;
  // Health probes one after another, as a load balancer sends them, for as long as the attack lasts.
  const prober = (async () => {
    while (probing) {
      const started = performance.now();
      const status = await fetch(`${session.site.url}/healthz`, { signal: AbortSignal.timeout(15_000) }).then(
        (response) => response.status,
        () => 0,
      );
      probes.push({ status, ms: performance.now() - started });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  running.push(async () => {
    probing = false;
    await prober;
  });
  await expect.poll(() => probes.length).toBeGreaterThan(0);
  const fields = Array.from({ length: 20_000 }, (_, i) => `f${i}=x`).join("&");
  expect(fields.length).toBeLessThan(256 * 1024);
  const gif = manyFramesGif(1_500, 400, 400);
  const png = hugePng(16_000);
  for (let round = 0; round < 3; round++) {
    const [form, animation, picture] = await Promise.all([
      post(session, "/api/content", fields, "application/x-www-form-urlencoded"),
      post(session, "/api/content", heroUpload(gif, "spinner.gif", "image/gif")),
      post(session, "/api/content", heroUpload(png, "plan.png", "image/png")),
    ]);
    expect(form).toEqual({ status: 413, body: { ok: false, error: "This request has too many fields (at most 1,000)." } });
    expect(animation).toEqual({
      status: 413,
      body: { ok: false, error: "This animation has too many frames (at most 200). Shorten it, or upload a still picture." },
    });
    expect(picture).toEqual({
      status: 413,
      body: { ok: false, error: "This image is too large to process (at most 50 megapixels). Make it smaller and try again." },
    });
  }
  const during = probes.length;
  await expect.poll(() => probes.length).toBeGreaterThan(during + 2);
  probing = false;
  await prober;
  expect(
    probes.every((probe) => probe.status === 200 && probe.ms < 1_000),
    JSON.stringify(probes),
  ).toBe(true);
});

test("a picture address that a browser reads as another site's is refused, and nothing shows it", async () => {
  const session = await signedInSite();
  const evil = "/\\evil.example/x.png";
  const slot = (value: string) =>
    new URLSearchParams({ intent: "save", values: JSON.stringify([{ key: "background_image", section: "hero", type: "image", value }]) });
  for (const value of [evil, "/\t/evil.example/x.png", "//evil.example/x.png"]) {
    expect(await post(session, "/api/content", slot(value))).toEqual({
      status: 400,
      body: expect.objectContaining({ error: "Not an image address" }),
    });
  }
  const material = new URLSearchParams({
    intent: "save",
    title: "Probe",
    clientName: "",
    description: "",
    featuredImage: evil,
    tags: "",
    externalLink: "",
    category: "branding",
  });
  expect(await post(session, "/api/materials", material)).toMatchObject({
    status: 400,
    body: { ok: false, error: "Enter an image address starting with https:// or /" },
  });
  expect(await post(session, "/api/intro-logos", new URLSearchParams({ intent: "choose", picture: evil }))).toMatchObject({
    status: 400,
    body: { ok: false, error: "Choose a picture from the library" },
  });
  const home = await (await fetch(`${session.site.url}/`)).text();
  expect(home).not.toContain("evil.example");
});

test("a picture fetched by address: IPv6 that hides this machine, and a redirect to no address, are refused in the form's words", async () => {
  // Another site on this machine, which the test setting lets the site fetch from (loopback only).
  const other = http.createServer((req, res) => {
    if (req.url === "/to-nowhere") return res.writeHead(302, { location: "http://[::1" }).end();
    if (req.url === "/to-hidden") return res.writeHead(302, { location: `http://[::127.0.0.1]:${port()}/photo.png` }).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
  running.push(async () => {
    other.closeAllConnections();
    await new Promise((resolve) => other.close(resolve));
  });
  const port = () => (other.address() as AddressInfo).port;
  const session = await signedInSite({ PICTURES_BY_ADDRESS_ALLOW_LOOPBACK: "1" });
  const notPublic = "That address is not on the public web. Give the address of a picture on a public site, or upload it.";
  const unreachable = "The picture at that address could not be fetched. Check the address, or upload the picture instead.";
  const save = (value: string) =>
    post(
      session,
      "/api/content",
      new URLSearchParams({ intent: "save", values: JSON.stringify([{ key: "background_image", section: "hero", type: "image", value }]) }),
    );
  for (const host of [
    "[::127.0.0.1]",
    "[::ffff:a00:1]",
    "[2002:7f00:1::1]",
    "[64:ff9b::7f00:1]",
    "[64:ff9b:1::7f00:1]",
    "[2001::7f00:1]",
  ]) {
    expect(await save(`http://${host}:${port()}/photo.png`), host).toMatchObject({ status: 400, body: { ok: false, error: notPublic } });
  }
  expect(await save(`http://127.0.0.1:${port()}/to-hidden`)).toMatchObject({ status: 400, body: { ok: false, error: notPublic } });
  expect(await save(`http://127.0.0.1:${port()}/to-nowhere`)).toMatchObject({ status: 400, body: { ok: false, error: unreachable } });
});
