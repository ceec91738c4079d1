import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { appContext } from "~/context.server";
import { NonceProvider } from "~/lib/nonce";
import { scriptsAfterPaint } from "~/lib/scripts-after-paint.server";
import { withEarlyScripts } from "~/early-scripts.server";
import { isDatabaseUnavailable } from "~/db/client.server";
import { log } from "~/lib/log.server";

export const streamTimeout = 5_000;

/** A loader's or action's error, in the request's log; an aborted request is not one. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // The database away for a moment is said once by the page's 503, not as a failure of ours.
  if (isDatabaseUnavailable(error)) log().warn({ err: error }, "The database is unreachable");
  else if (isRefusal(error, request)) log().info({ refused: refusalOf(error) }, "Request refused");
  else log().error({ err: error }, "A loader or action failed");
};

/**
 * A request React Router refuses, reported to it as an error: a form posted from another
 * site (its Origin is not the page's: answered 400), or an answer with a client's status.
 * Expected, and anyone can send one: logged at info, without a stack.
 */
function isRefusal(error: unknown, request: Request) {
  if (isRouteErrorResponse(error)) return error.status < 500;
  const origin = request.headers.get("origin");
  return request.method !== "GET" && request.method !== "HEAD" && !!origin && origin !== new URL(request.url).origin;
}
const refusalOf = (error: unknown) => (isRouteErrorResponse(error) ? error.status : "cross-site");

/**
 * The whole document at once (`onAllReady`): its modules are put off until its first paint,
 * which needs all of it (lib/scripts-after-paint.server.ts), and no page streams data later.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A page for the render cache has none: its inline scripts are allowed by their hashes.
  const nonce = loadContext.get(appContext).cspNonce || undefined;
  // The database is away (app/routes/database-unavailable.server.ts): say when to come back.
  if (responseStatusCode === 503) responseHeaders.set("Retry-After", "5");
  return new Promise<Response>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // Every Suspense boundary stays in place in the document, however large: outlined
        // ones would arrive hidden, moved into place by inline scripts, which visitors
        // without JavaScript and search engines never run.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            const html = scriptsAfterPaint(withEarlyScripts(Buffer.concat(chunks).toString("utf8"), nonce));
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        // Before onAllReady, as every error is here: one inside a Suspense boundary would
        // otherwise go unseen (React renders that part again in the browser).
        onError(error: unknown) {
          responseStatusCode = 500;
          log().error({ err: error }, "Render error");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
