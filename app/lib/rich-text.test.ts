import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NEW_TAB_NOTE, RichText } from "~/components/content/rich-text";
import { isAllowedLink } from "./links";
import { plainText, readRich, type RichRun } from "./rich-text";
import { storeRich } from "./rich-text-store";

const html = (value: string, links?: boolean) => renderToStaticMarkup(createElement(RichText, { value, links }));

/** A document as it is stored: `{rich:1}` and its runs as JSON. */
const doc = (runs: RichRun[]) => `{rich:1}${JSON.stringify(runs)}`;

describe("the rich-text format", () => {
  it("reads every plain value as the text it is, line breaks and look-alikes included", () => {
    for (const plain of [
      "",
      "Hello",
      "Line one\nLine two",
      "{rich:1}",
      '{rich:1}"nope"',
      '{rich:1}[{"words":"x"}]',
      '{rich:2}[{"text":"x"}]',
      '{"rich":1,"runs":[{"text":"x"}]}',
      "<b>not bold</b>",
    ]) {
      expect(readRich(plain)).toBeNull();
      expect(plainText(plain)).toBe(plain);
    }
    // Were a document with a javascript: link ever stored (the server refuses it), no link is drawn.
    expect(html(doc([{ text: "x", link: "javascript:alert(1)" }]))).toBe("x");
    expect(html(doc([{ text: "x", link: "//evil.example" }]))).toBe("x");
  });

  it("stores text with no formatting as the plain string, and formatting as a document", () => {
    expect(storeRich([{ text: "Plain " }, { text: "words" }])).toBe("Plain words");
    const stored = storeRich([{ text: "A " }, { text: "bold", marks: ["bold"] }, { text: "" }, { text: " word" }]);
    expect(stored).toBe('{rich:1}[{"text":"A "},{"text":"bold","marks":["bold"]},{"text":" word"}]');
    expect(readRich(stored)).toEqual([{ text: "A " }, { text: "bold", marks: ["bold"] }, { text: " word" }]);
    expect(plainText(stored)).toBe("A bold word");
  });

  it("joins neighbours of one format and puts marks in one order (a round trip is stable)", () => {
    const stored = storeRich([
      { text: "a", marks: ["italic", "bold"] },
      { text: "b", marks: ["bold", "italic"] },
      { text: "c", link: "/cases" },
      { text: "d", link: "/cases" },
    ]);
    expect(readRich(stored)).toEqual([
      { text: "ab", marks: ["bold", "italic"] },
      { text: "cd", link: "/cases" },
    ]);
    expect(storeRich(readRich(stored)!)).toBe(stored);
  });

  it("allows https, http, mailto, tel and the site's own paths as links, nothing else", () => {
    for (const good of [
      "https://example.com",
      "http://example.com/a?b#c",
      "mailto:hello@example.com",
      "tel:+441793000000",
      "/cases",
      "/case/x#top",
    ]) {
      expect(isAllowedLink(good), good).toBe(true);
    }
    for (const bad of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,x",
      "//evil.example",
      "/\\evil.example",
      "https://",
      "ftp://x",
      "vbscript:x",
      "cases",
      "https://a b",
      "",
    ]) {
      expect(isAllowedLink(bad), bad).toBe(false);
    }
  });
});

describe("RichText, as visitors get it", () => {
  it("renders a plain value as its text, as before", () => {
    expect(html("Line one\nLine two <b>")).toBe("Line one\nLine two &lt;b&gt;");
  });

  it("renders bold, italics, line breaks and links", () => {
    const value = storeRich([
      { text: "Made " },
      { text: "bold", marks: ["bold"] },
      { text: " and\n" },
      { text: "both", marks: ["bold", "italic"] },
      { text: " " },
      { text: "a page", link: "/cases" },
      { text: " " },
      { text: "mail", link: "mailto:a@example.com" },
    ]);
    expect(html(value)).toBe(
      'Made <strong>bold</strong> and<br/><strong><em>both</em></strong> <a href="/cases" class="underline hover:text-primary">a page</a> <a href="mailto:a@example.com" class="underline hover:text-primary">mail</a>',
    );
  });

  it("opens another site's link in a new tab that cannot reach back, marked for everyone", () => {
    const out = html(storeRich([{ text: "the campaign", link: "https://example.com/live" }]));
    expect(out).toContain('<a href="https://example.com/live" target="_blank" rel="noopener noreferrer"');
    expect(out).toContain(`<span class="sr-only"> ${NEW_TAB_NOTE}</span>`);
    expect(out).toMatch(/<svg[^>]*aria-hidden="true"/);
  });

  it("escapes the words of a document: HTML in it is text", () => {
    expect(html(storeRich([{ text: "<img src=x onerror=alert(1)>", marks: ["bold"] }]))).toBe(
      "<strong>&lt;img src=x onerror=alert(1)&gt;</strong>",
    );
  });

  it("shows a link's words without the link where links are left out (an excerpt)", () => {
    expect(html(storeRich([{ text: "site", link: "https://example.com", marks: ["italic"] }]), false)).toBe("<em>site</em>");
  });
});
