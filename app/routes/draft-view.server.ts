import type { MiddlewareFunction } from "react-router";
import { readSessionToken } from "~/auth/cookie.server";
import { findSession } from "~/auth/session.server";
import { appContext } from "~/context.server";
import { isDatabaseUnavailable } from "~/db/client.server";
import { inDraftView } from "~/models/drafts.server";
import { openPreview } from "./preview-view.server";

/**
 * Reads of the draft itself, which must see the live site beside it: what a publish would
 * take along is what the live site lacks (`planPublish`), and in the view a drafted case
 * would already be there. They read the draft's own tables, which the view leaves as they are.
 */
const OUTSIDE_THE_VIEW: ReadonlySet<string> = new Set(["/api/drafts"]);

/**
 * Draft mode (docs/decisions/024), as the root's middleware: for a session in draft mode, a
 * read (GET, HEAD) runs with `appContext`'s database replaced by the draft view, one
 * transaction with every draft applied, rolled back once the answer is whole, so that every
 * loader sees the site as it will be without knowing of drafts; a write runs with the store
 * in draft mode (`draft: true`), which `write()` puts in the draft instead of live. A read
 * through a preview link (app/routes/preview-view.server.ts) gets the same view. A request
 * without the session or preview cookie (every visitor) costs nothing here: no database read.
 */
export const draftView: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const app = context.get(appContext);
  // A read seen through a 'Share preview' link: the same view (never a write: it is no session).
  const preview = isRead(request) ? await openPreview(request, app.db) : null;
  if (preview) {
    try {
      return preview.answer(
        await inDraftView(app.db, async (view) => {
          context.set(appContext, { ...app, db: view, preview: preview.link });
          return whole(await next());
        }),
      );
    } finally {
      context.set(appContext, app);
    }
  }
  const token = await readSessionToken(request);
  if (!token || OUTSIDE_THE_VIEW.has(new URL(request.url).pathname)) return next();
  // The database away: the loaders say so as they do for everyone (a 503).
  const session = await findSession(app.db, token).catch((error: unknown) => {
    if (isDatabaseUnavailable(error)) return null;
    throw error;
  });
  if (!session?.draftMode) return next();
  try {
    if (!isRead(request)) {
      context.set(appContext, { ...app, draft: true });
      return await next();
    }
    return await inDraftView(app.db, async (view) => {
      context.set(appContext, { ...app, db: view, draft: true });
      return whole(await next());
    });
  } finally {
    // Middleware before this one (answerDatabaseUnavailable) reads the live database again.
    context.set(appContext, app);
  }
};

const isRead = (request: Request) => request.method === "GET" || request.method === "HEAD";

/**
 * The answer with its body read to the end, before the view is rolled back. A page's document
 * is whole already (app/entry.server.tsx answers at onAllReady) and no loader streams data
 * later, but a read after the rollback would see the live site: this makes it impossible.
 */
async function whole(response: Response) {
  if (!(response instanceof Response) || !response.body) return response;
  return new Response(await response.arrayBuffer(), response);
}
