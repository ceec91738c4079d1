import { describe, expect, it } from "vitest";
import { agency } from "~/content/agency";
import { publicityTarget } from "~/content/system-pages";

describe("publicity redirect target", () => {
  it("follows the address an administrator stored", () => {
    expect(publicityTarget(" https://broadcast.example/promo ")).toBe("https://broadcast.example/promo");
  });

  it("falls back to the default when nothing, or nothing usable, is stored", () => {
    for (const bad of [undefined, "", "   ", "javascript:alert(1)", "//evil.example", "ftp://x", "https://a b"]) {
      expect(publicityTarget(bad)).toBe(agency.publicityUrl.default);
    }
  });
});
