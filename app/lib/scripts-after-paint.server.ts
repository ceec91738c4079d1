/**
 * A page's modules are fetched after its first paint, not with its styles (decision 011).
 * Everything in the first screen is HTML and CSS (decision 008); on a phone's slow link the
 * 130 KB of modules would otherwise share the bandwidth with the styles, the fonts and the
 * first picture, and put the first paint back by a second or more.
 *
 * The HTML React Router renders is changed in two places, so that nothing in it fetches a
 * module: its `modulepreload` links get an inert `rel`, and its module script becomes a data
 * block (an inert `type`, no `async`).
 * A small script at the end of the body gives them back once the browser reports the first
 * paint (at once in a background tab, which paints nothing; within three seconds in any
 * case): the links preload again,
 * and a copy of each module script runs (React Router's, and the visitor's module, docs/decisions/029). Hydration then finds the document as it rendered
 * it. The copy is allowed by the same Content-Security-Policy as the original: the hash of
 * its text is the page's (server/render-cache.ts), or it carries the page's nonce.
 */
const PRELOAD = 'rel="modulepreload"';
const INERT_PRELOAD = 'rel="x-modulepreload-after-paint"';
const MODULE = 'type="module"';
// A data block as HTML has it: a MIME type that runs nothing, and no `async`.
const INERT_MODULE = 'type="text/x-module-after-paint"';

const LOADER =
  "(function(d){var started=0;function start(){if(started)return;started=1;" +
  `d.querySelectorAll('link[${INERT_PRELOAD}]').forEach(function(l){l.rel="modulepreload"});` +
  `d.querySelectorAll('script[${INERT_MODULE}]').forEach(function(o){var s=d.createElement("script");` +
  's.type="module";s.nonce=o.nonce;var u=o.getAttribute("data-src");if(u)s.src=u;else s.textContent=o.textContent;d.body.appendChild(s)})}' +
  // A tab in the background paints nothing: it starts at once.
  'if(d.visibilityState==="hidden")start();' +
  // Else the first paint, where the browser reports it, or the frame after the next.
  'else try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;' +
  'new PerformanceObserver(start).observe({type:"paint",buffered:true})}' +
  "catch(e){requestAnimationFrame(function(){setTimeout(start)})}" +
  // And in any case within three seconds.
  "setTimeout(start,3000)})(document)";

/** `html` with its modules fetched after the first paint; a page without modules is left as it is. */
export function scriptsAfterPaint(html: string): string {
  const moduleScript = /<script\b([^>]*)\btype="module"([^>]*)>/;
  const found = moduleScript.exec(html);
  if (!found || !html.includes("</body>")) return html;
  const nonce = /\bnonce="([^"]*)"/.exec(found[0])?.[1];
  const loader = `<script${nonce ? ` nonce="${nonce}"` : ""}>${LOADER}</script>`;
  const inert = html
    .replace(/<link\b[^>]*>/g, (link) => link.replace(PRELOAD, INERT_PRELOAD))
    // A data block may not have a `src` (HTML): a module by address keeps it as `data-src`.
    .replace(new RegExp(moduleScript.source, "g"), (tag) =>
      tag
        .replace(MODULE, INERT_MODULE)
        .replace(/\s+async(="")?/, "")
        .replace(/\ssrc=/, " data-src="),
    );
  const at = inert.lastIndexOf("</body>");
  return `${inert.slice(0, at)}${loader}${inert.slice(at)}`;
}
