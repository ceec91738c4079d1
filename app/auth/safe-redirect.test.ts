import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("where sign-in sends the browser", () => {
  it.each([
    ["/admin", "/admin"],
    ["/case/nexus?tab=2#results", "/case/nexus?tab=2#results"],
    ["/a/../admin", "/admin"],
    [null, "/"],
    ["", "/"],
  ])("keeps a path of this site: %s -> %s", (to, expected) => {
    expect(safeRedirect(to)).toBe(expected);
  });

  // As `searchParams.get("redirectTo")` gives them: decoded once.
  it.each([
    "//evil.example",
    "//evil.example/path",
    "/\\evil.example/",
    "/\\/evil.example",
    "/\t/evil.example/",
    "/\n/evil.example/",
    "/%5Cevil.example/",
    "/%09/evil.example/",
    "/%0a/evil.example",
    "/%5c%5cevil.example",
    "/%E0%A4%A",
    "/\u0085/evil.example",
    "https://evil.example/",
    "evil.example",
    "javascript:alert(1)",
    "/\u007f/evil.example",
  ])("refuses %j", (to) => {
    expect(safeRedirect(to)).toBe("/");
  });
});
