import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from "~/forms/image-file";
import { Refused } from "~/lib/refused";
import { fetchPicture, isPublicAddress, PICTURE_ADDRESS_MESSAGES } from "./picture-address.server";

/** A real HTTP server on this machine standing in for another site. */
describe("a picture given by its address", () => {
  const picture = Buffer.from("pretend these are the bytes of a JPEG");
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === "/photo.jpg") return res.writeHead(200, { "content-type": "image/jpeg" }).end(picture);
      if (req.url === "/moved") return res.writeHead(302, { location: "/photo.jpg" }).end();
      if (req.url === "/to-private") return res.writeHead(302, { location: "http://192.168.1.20/photo.jpg" }).end();
      if (req.url === "/loop") return res.writeHead(302, { location: "/loop" }).end();
      if (req.url === "/to-broken") return res.writeHead(302, { location: "http://[::1" }).end();
      if (req.url === "/to-garbage") return res.writeHead(301, { location: "http://exa%mple/x.png" }).end();
      // This machine, hidden in an IPv4-compatible address: refused even where tests allow loopback.
      if (req.url === "/to-compatible") return res.writeHead(302, { location: "http://[::127.0.0.1]/photo.jpg" }).end();
      if (req.url === "/to-nat64") return res.writeHead(307, { location: "http://[64:ff9b::a9fe:a9fe]/latest/meta-data" }).end();
      if (req.url === "/huge-declared") return res.writeHead(200, { "content-length": String(6 * 1024 * 1024) }).end();
      if (req.url === "/huge-streamed") {
        res.writeHead(200, { "content-type": "image/jpeg" });
        const chunk = Buffer.alloc(1024 * 1024);
        for (let i = 0; i < 6; i++) res.write(chunk);
        return res.end();
      }
      if (req.url === "/slow") return; // never answers
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const allowed = { allowLoopback: true };
  /** The refusal `fetchPicture` ends in: its message, status and the field it names. */
  async function refusal(run: Promise<unknown>) {
    const error = await run.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(Refused);
    const refused = error as Refused;
    return {
      message: refused.message,
      status: refused.status,
      field: (refused.details.fieldErrors as Record<string, string>).featuredImage,
    };
  }

  it("fetches it, following a redirect", async () => {
    expect(await fetchPicture(`${base}/photo.jpg`, "featuredImage", allowed)).toEqual(picture);
    expect(await fetchPicture(`${base}/moved`, "featuredImage", allowed)).toEqual(picture);
  });

  it("refuses this machine unless tests allow it, and private networks always, redirects included", async () => {
    const notPublic = { message: PICTURE_ADDRESS_MESSAGES.notPublic, status: 400, field: PICTURE_ADDRESS_MESSAGES.notPublic };
    expect(await refusal(fetchPicture(`${base}/photo.jpg`, "featuredImage"))).toEqual(notPublic);
    expect(await refusal(fetchPicture(`${base}/to-private`, "featuredImage", allowed))).toEqual(notPublic);
    for (const address of [
      "http://10.0.0.7/a.jpg",
      "http://169.254.169.254/latest/meta-data",
      "http://[::ffff:192.168.0.1]/a.jpg",
      "http://[fd00::1]/a.jpg",
    ]) {
      expect(await refusal(fetchPicture(address, "featuredImage", allowed))).toEqual(notPublic);
    }
    // A name that resolves to this machine is judged by its address, not its name.
    expect(await refusal(fetchPicture(base.replace("127.0.0.1", "localhost") + "/photo.jpg", "featuredImage"))).toEqual(notPublic);
    expect(await refusal(fetchPicture("ftp://example.com/a.jpg", "featuredImage", allowed))).toEqual(notPublic);
  });

  it("refuses an IPv6 address that carries a private IPv4 one, or is not global unicast, redirects included", async () => {
    const notPublic = { message: PICTURE_ADDRESS_MESSAGES.notPublic, status: 400, field: PICTURE_ADDRESS_MESSAGES.notPublic };
    for (const address of [
      "http://[::127.0.0.1]/a.jpg",
      "http://[::ffff:a00:1]/a.jpg",
      "http://[2002:7f00:1::1]/a.jpg",
      "http://[2002:c0a8:101::1]/a.jpg",
      "http://[64:ff9b::a9fe:a9fe]/a.jpg",
      "http://[64:ff9b:1::a00:7]/a.jpg",
      "http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/a.jpg",
    ]) {
      expect(await refusal(fetchPicture(address, "featuredImage", allowed)), address).toEqual(notPublic);
    }
    expect(await refusal(fetchPicture(`${base}/to-compatible`, "featuredImage", allowed))).toEqual(notPublic);
    expect(await refusal(fetchPicture(`${base}/to-nat64`, "featuredImage", allowed))).toEqual(notPublic);
  });

  it("refuses a redirect to an address that is none, with the form's message and no server error", async () => {
    const unreachable = { message: PICTURE_ADDRESS_MESSAGES.unreachable, status: 400, field: PICTURE_ADDRESS_MESSAGES.unreachable };
    expect(await refusal(fetchPicture(`${base}/to-broken`, "featuredImage", allowed))).toEqual(unreachable);
    expect(await refusal(fetchPicture(`${base}/to-garbage`, "featuredImage", allowed))).toEqual(unreachable);
  });

  it("refuses more than 5 MB, whether the site says so first or not", async () => {
    const tooLarge = { message: IMAGE_MESSAGES.tooLarge, status: 413, field: IMAGE_MESSAGES.tooLarge };
    expect(await refusal(fetchPicture(`${base}/huge-declared`, "featuredImage", allowed))).toEqual(tooLarge);
    expect(await refusal(fetchPicture(`${base}/huge-streamed`, "featuredImage", allowed))).toEqual(tooLarge);
    expect(6 * 1024 * 1024).toBeGreaterThan(MAX_IMAGE_BYTES);
  });

  it("says why when the site answers otherwise, sends it round in circles, or is too slow", async () => {
    expect((await refusal(fetchPicture(`${base}/gone.jpg`, "featuredImage", allowed))).message).toBe(
      PICTURE_ADDRESS_MESSAGES.notFound(404),
    );
    expect((await refusal(fetchPicture(`${base}/loop`, "featuredImage", allowed))).message).toBe(PICTURE_ADDRESS_MESSAGES.tooManyRedirects);
    expect((await refusal(fetchPicture(`${base}/slow`, "featuredImage", { ...allowed, timeoutMs: 300 }))).message).toBe(
      PICTURE_ADDRESS_MESSAGES.tooSlow,
    );
    expect((await refusal(fetchPicture("http://127.0.0.1:1/a.jpg", "featuredImage", allowed))).message).toBe(
      PICTURE_ADDRESS_MESSAGES.unreachable,
    );
  });

  it("tells public addresses from the others", () => {
    for (const ip of ["93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c", "8.8.8.8"]) expect(isPublicAddress(ip)).toBe(true);
    for (const ip of [
      "127.0.0.1",
      "10.1.2.3",
      "172.20.0.1",
      "192.168.0.10",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "::",
      "fe80::1",
      "::ffff:10.0.0.1",
      "::ffff:a00:1",
      "224.0.0.1",
    ]) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
    expect(isPublicAddress("127.0.0.1", { allowLoopback: true })).toBe(true);
    expect(isPublicAddress("::1", { allowLoopback: true })).toBe(true);
    expect(isPublicAddress("::ffff:8.8.8.8")).toBe(true);
  });

  // Every IPv6 range that holds an IPv4 address, or is not global unicast (2000::/3 minus
  // the special ranges within it), each by an address that embeds a private one.
  it.each([
    ["IPv4-mapped ::ffff:0:0/96", "::ffff:10.0.0.1"],
    ["IPv4-mapped, as URLs write it", "::ffff:c0a8:1"],
    ["IPv4-compatible ::/96", "::7f00:1"],
    ["IPv4-compatible, dotted", "::10.0.0.1"],
    ["IPv4-translated ::ffff:0:0:0/96", "::ffff:0:a00:1"],
    ["6to4 2002::/16", "2002:a00:1::1"],
    ["6to4 of a public IPv4", "2002:808:808::1"],
    ["NAT64 64:ff9b::/96", "64:ff9b::a9fe:a9fe"],
    ["local NAT64 64:ff9b:1::/48", "64:ff9b:1::c0a8:1"],
    ["Teredo 2001::/32", "2001:0:4136:e378:8000:63bf:3fff:fdd2"],
    ["IETF protocol assignments 2001::/23", "2001:2::1"],
    ["documentation 2001:db8::/32", "2001:db8::1"],
    ["documentation 3fff::/20", "3fff::1"],
    ["discard 100::/64", "100::1"],
    ["unique local fc00::/7", "fd12:3456::1"],
    ["site-local fec0::/10", "fec0::1"],
    ["link-local fe80::/10", "fe80::1"],
    ["link-local with a zone", "fe80::1%eth0"],
    ["multicast ff00::/8", "ff02::1"],
    ["unspecified", "::"],
  ])("refuses %s (%s)", (_range, ip) => {
    expect(isPublicAddress(ip)).toBe(false);
    expect(isPublicAddress(ip, { allowLoopback: true })).toBe(false);
  });

  it("takes global unicast IPv6 outside the special ranges", () => {
    for (const ip of ["2606:4700:4700::1111", "2001:4860:4860::8888", "2a00:1450:4001:82b::200e", "2001:200::1"]) {
      expect(isPublicAddress(ip), ip).toBe(true);
    }
    expect(isPublicAddress("10.1.2.3", { allowLoopback: true })).toBe(false);
  });
});
