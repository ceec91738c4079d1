import type { VNode } from "preact";
import { renderToStringAsync } from "preact-render-to-string";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import "~/lib/preact-options";
import { NonceProvider } from "~/lib/nonce";
import { scriptsAfterPaint } from "~/lib/scripts-after-paint.server";

export const streamTimeout = 5_000;

/**
 * The whole document at once, rendered by Preact (docs/decisions/012): its modules are put
 * off until its first paint, which needs all of it (lib/scripts-after-paint.server.ts), and
 * no page streams data later. Rendering in order, suspended parts awaited in place, keeps
 * the router's hydration data in plain inline scripts.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A page for the render cache has none: its inline scripts are allowed by their hashes.
  const nonce = loadContext.cspNonce || undefined;
  const page = (
    <NonceProvider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceProvider>
  ) as unknown as VNode;
  const html = inBody(await renderToStringAsync(page));
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(scriptsAfterPaint(`<!DOCTYPE html>${html}`), { headers: responseHeaders, status: responseStatusCode });
}

/**
 * The router's hydration data follows the app's `<html>` element (React puts it in the
 * body by itself): it goes at the end of the body, where HTML allows scripts.
 */
function inBody(html: string) {
  const end = html.lastIndexOf("</body></html>");
  if (end < 0) return html;
  return html.slice(0, end) + html.slice(end + "</body></html>".length) + "</body></html>";
}
