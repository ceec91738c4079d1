import { describe, expect, it } from "vitest";
import { responsiveSrcSet } from "./responsive-image";

describe("responsiveSrcSet", () => {
  it("offers the 800 px twin of a bundled 1600 px picture", () => {
    expect(responsiveSrcSet("/demo/a-1600.webp")).toBe("/demo/a-800.webp 800w, /demo/a-1600.webp 1600w");
  });
  it("offers the stored widths of an upload, keeping its cache-busting query", () => {
    expect(responsiveSrcSet("/uploads/about-images/x-1.webp?v=9")).toBe(
      "/uploads/about-images/x-1-480.webp?v=9 480w, /uploads/about-images/x-1-960.webp?v=9 960w, /uploads/about-images/x-1-1600.webp?v=9 1600w",
    );
  });
  it("offers the stored widths of an upload at a bucket's public address (S3_PUBLIC_URL)", () => {
    const cdn = "https://cdn.example/site/team-photos/0123456789abcdef-1764000000000";
    expect(responsiveSrcSet(`${cdn}.webp?v=3`)).toBe(`${cdn}-480.webp?v=3 480w, ${cdn}-960.webp?v=3 960w, ${cdn}-1600.webp?v=3 1600w`);
  });
  it("leaves other addresses alone", () => {
    expect(responsiveSrcSet("https://example.com/photo.webp")).toBeUndefined();
    expect(responsiveSrcSet("https://example.com/a.jpg")).toBeUndefined();
    expect(responsiveSrcSet("/logo.svg")).toBeUndefined();
    expect(responsiveSrcSet("")).toBeUndefined();
  });
});
