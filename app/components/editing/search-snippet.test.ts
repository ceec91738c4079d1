import { describe, expect, it } from "vitest";
import { cutDescription, cutTitle, TITLE_WIDTH_PX } from "./search-snippet";

/** Every character 10 px wide: 58 of them fill the line. */
const tenPx = (text: string) => text.length * 10;

describe("a search result's title and description", () => {
  it("shows a title that fits whole", () => {
    expect(cutTitle("About Us | Arkadomus", tenPx)).toBe("About Us | Arkadomus");
    const full = "x".repeat(TITLE_WIDTH_PX / 10);
    expect(cutTitle(full, tenPx)).toBe(full);
  });

  it("cuts a wider title at the last word that fits with the ellipsis", () => {
    const title = "Branding and design for ambitious businesses in Swindon and beyond | Arkadomus";
    const shown = cutTitle(title, tenPx);
    expect(shown).toBe("Branding and design for ambitious businesses in Swindon …");
    expect(tenPx(shown)).toBeLessThanOrEqual(TITLE_WIDTH_PX);
  });

  it("cuts one word wider than the line within itself", () => {
    expect(cutTitle("y".repeat(100), tenPx)).toBe(`${"y".repeat(56)} …`);
  });

  it("cuts a description past 160 characters at a word", () => {
    const short = "A creative and digital growth agency from Swindon.";
    expect(cutDescription(short)).toBe(short);
    const long = "word ".repeat(60).trim();
    const shown = cutDescription(long);
    expect(shown.length).toBeLessThanOrEqual(160);
    expect(shown).toMatch(/^(word )+…$/);
  });
});
