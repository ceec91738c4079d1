import { describe, expect, it } from "vitest";
import { scriptsAfterPaint } from "./scripts-after-paint.server";

const MODULES =
  'import * as route0 from "/assets/root.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client.js");';

/** A page as React Router renders it: module preloads and the module script at the end of the body. */
const page = (nonce = "") =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/root.css"/></head><body><main>Hello</main>` +
  `<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/root.js"/>` +
  `<script${nonce}>window.__reactRouterContext = {};</script>` +
  `<script${nonce} type="module" async="">${MODULES}</script></body></html>`;

describe("scripts after the first paint", () => {
  it("leaves nothing in the page that fetches a module before the loader gives it back", () => {
    const whole = scriptsAfterPaint(page());
    // The page without its loader (the last script), which names what it gives back.
    const html = whole.slice(0, whole.lastIndexOf("<script>"));
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html.match(/rel="x-modulepreload-after-paint"/g)).toHaveLength(2);
    // The module script's text is kept as it was: its copy runs under the same hash.
    expect(html).toContain(`<script type="text/x-module-after-paint">${MODULES}</script>`);
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  });

  it("adds one loader at the end of the body, which gives back the preloads and runs a copy of the modules", () => {
    const html = scriptsAfterPaint(page());
    const loader = /<script>(\(function\(d\)[\s\S]*?)<\/script><\/body>/.exec(html)?.[1] ?? "";
    expect(loader).toContain('l.rel="modulepreload"');
    expect(loader).toContain('s.type="module"');
    expect(loader).toContain("PerformanceObserver");
    expect(loader).toContain('if(d.visibilityState==="hidden")start()');
    expect(loader).toContain("setTimeout(start,3000)");
  });

  it("puts off a module script by address too (the visitor's module), its copy loading the same address", () => {
    const withVisitor = page().replace("</body>", '<script type="module" src="/assets/visitor.js"></script></body>');
    const html = scriptsAfterPaint(withVisitor);
    // A data block may not have a `src`: the address waits in `data-src`.
    expect(html).toContain('<script type="text/x-module-after-paint" data-src="/assets/visitor.js"></script>');
    expect(html).toContain('var u=o.getAttribute("data-src");if(u)s.src=u;else s.textContent=o.textContent');
  });

  it("gives the loader the page's nonce when the page has one", () => {
    const html = scriptsAfterPaint(page(' nonce="abc123"'));
    expect(html).toMatch(/<script nonce="abc123">\(function\(d\)[\s\S]*?<\/script><\/body>/);
  });

  it("leaves a page without modules as it is", () => {
    const plain = "<html><body><p>No scripts</p></body></html>";
    expect(scriptsAfterPaint(plain)).toBe(plain);
  });
});
