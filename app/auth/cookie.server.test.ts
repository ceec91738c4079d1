import { afterEach, describe, expect, it, vi } from "vitest";
import { clearedSessionCookieHeader, readSessionToken, sessionCookieHeader, sessionCookieName } from "./cookie.server";

const on = (url: string, cookie?: string) => new Request(url, { headers: cookie ? { cookie } : {} });
const cookieOf = (header: string) => header.split(";")[0];

describe("the session cookie", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is `__Host-sid`, Secure, whatever the proxy forwards, when the public address is https", async () => {
    vi.stubEnv("PUBLIC_URL", "https://agency.example");
    expect(sessionCookieName()).toBe("__Host-sid");
    // The request reached the site over plain http (a proxy that did not say https).
    const header = await sessionCookieHeader(on("http://127.0.0.1:3000/login"), "token-1");
    expect(header).toMatch(/^__Host-sid=/);
    expect(header).toContain("Secure");
    expect(header).toContain("Path=/");
    expect(header).not.toMatch(/Domain=/i);
    expect(await clearedSessionCookieHeader(on("http://127.0.0.1:3000/logout"))).toMatch(/^__Host-sid=;.*Secure/);
    // Read back by that name only: a plain `sid` (set by another site on a sibling domain) counts for nothing.
    expect(await readSessionToken(on("https://agency.example/", cookieOf(header)))).toBe("token-1");
    const plain = cookieOf(header).replace("__Host-sid", "sid");
    expect(await readSessionToken(on("https://agency.example/", plain))).toBeUndefined();
  });

  it("is `sid`, without Secure, on plain http (localhost), so that sign-in works there; Secure over https", async () => {
    vi.stubEnv("PUBLIC_URL", "");
    expect(sessionCookieName()).toBe("sid");
    const header = await sessionCookieHeader(on("http://localhost:3000/login"), "token-2");
    expect(header).toMatch(/^sid=/);
    expect(header).not.toContain("Secure");
    expect(await readSessionToken(on("http://localhost:3000/", cookieOf(header)))).toBe("token-2");
    expect(await sessionCookieHeader(on("https://behind-a-proxy.example/login"), "token-3")).toContain("Secure");
    vi.stubEnv("PUBLIC_URL", "http://intranet.example");
    expect(sessionCookieName()).toBe("sid");
  });
});
