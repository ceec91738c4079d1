import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { withEarlyScripts } from "./early-scripts.server";

const page = (body: string) =>
  `<!DOCTYPE html><html><head></head><body>${body}<script type="module">import "/app.js"</script></body></html>`;
const scriptOf = (html: string) => /<script(?: nonce="[^"]*")?>(\(function\(\)[\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

describe("the page's early script", () => {
  it("goes at the end of the body with the page's nonce, and runs as one script", () => {
    const html = withEarlyScripts(page('<form data-contact-form="new-window"></form>'), "abc");
    expect(html).toMatch(/<script nonce="abc">\(function\(\)[\s\S]*<\/script><\/body><\/html>$/);
    const script = scriptOf(html);
    expect(script).toContain("IntersectionObserver");
    expect(script).toContain("form[data-contact-form]");
    // One script made of two: they must not run into each other (run here on a page that has
    // neither reveals nor forms, and no IntersectionObserver).
    const document = { querySelectorAll: () => [] };
    expect(() => vm.runInNewContext(script, { window: {}, document, matchMedia: () => ({ matches: false }) })).not.toThrow();
  });

  it("carries the contact form's part only on a page with the form", () => {
    const script = scriptOf(withEarlyScripts(page("<main></main>"), undefined));
    expect(script).toContain("IntersectionObserver");
    expect(script).not.toContain("data-contact-form");
  });
});
