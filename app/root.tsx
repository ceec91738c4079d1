import { lazy, Suspense, useEffect, useState } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { ContentProvider } from "~/content/content-context";
import { layoutSlots } from "~/content/layout";
import { SiteShell } from "~/components/layout/site-shell";
import CaseDetailSkeleton from "~/components/case/case-skeleton";
import { THEME_KEY } from "~/lib/theme";
import { INTRO_SEEN_KEY } from "~/lib/intro";
import { ApplicationError } from "~/components/error/application-error";
import { useNonce } from "~/lib/nonce";
import { useHydrated } from "~/lib/use-hydrated";
import { siteOrigin } from "~/lib/seo";
import { loadContent } from "~/models/site-content.server";
import { loadFraming } from "~/models/picture-framing.server";
import { csrfTokenFor } from "~/auth/csrf.server";
import { getAdminSession } from "~/auth/guard.server";
import { EditModeProvider, type AdminInfo } from "~/components/content/edit-mode";
import { FramingContext } from "~/lib/framing";
import { LIVE_RELOAD_DELAY_MS, useLiveUpdates, type LiveHandle } from "~/realtime/use-live-updates";
import { latestChangeId } from "~/realtime/changes.server";
// The two faces every page uses first (their Latin core, scripts/generate-fonts.js): preloaded so text does not reflow.
import interLatin from "~/fonts/inter-latin-core.woff2?url";
import spaceGroteskLatin from "~/fonts/space-grotesk-latin-core.woff2?url";
import { appContext } from "~/context.server";
import { answerDatabaseUnavailable } from "~/routes/database-unavailable.server";
import { draftView } from "~/routes/draft-view.server";
import { previewBanner } from "~/routes/preview-view.server";
// The visitor's module, built as a standalone module of its own (vite.config.ts, docs/decisions/029).
import visitorModule from "~/visitor/visitor.ts?worker&url";
// The page face's islands, with their React, another standalone module (docs/decisions/029).
import islandsModule from "~/entry.islands.ts?worker&url";

// The administrator's tools: a chunk of its own, loaded only with a session.
const AdminBar = lazy(() => import("~/components/editing/admin-bar"));
// The banner of a page seen through a 'Share preview' link: a chunk of its own too (its
// styles are in app.css, so the server's HTML is drawn right before the chunk comes).
const PreviewBanner = lazy(() => import("~/components/drafts/preview-banner"));

// Draft mode's view and writes (docs/decisions/024) inside the database's 503: a view that
// cannot open is the database away too.
export const middleware: Route.MiddlewareFunction[] = [answerDatabaseUnavailable, draftView];

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  // Read before any data: a change made while the page's loaders run is then caught up.
  const changeId = latestChangeId();
  const [session, content, framing] = await Promise.all([
    getAdminSession(request, app),
    loadContent(app.db, layoutSlots),
    loadFraming(app.db),
  ]);
  const admin: AdminInfo | null = session
    ? {
        id: session.admin.id,
        name: session.admin.name,
        email: session.admin.email,
        loginTime: session.createdAt.toISOString(),
        csrfToken: csrfTokenFor(session.id, app.sessionSecret),
      }
    : null;
  return {
    origin: siteOrigin(request, app.env.PUBLIC_URL),
    content,
    // Where each framed picture's subject is: every crop of it, on every page, keeps it in view.
    framing,
    admin,
    // The change this page's data was read after: its live updates start from there.
    changeId,
    // The page shows the draft (docs/decisions/024): it reads again when the draft changes.
    showsDraft: app.draft === true || !!app.preview,
    // Seen through a 'Share preview' link: the banner says so, and when the link ends.
    preview: previewBanner(app.preview),
    // A visitor's page may be the server's HTML and the visitor's module alone (docs/decisions/029):
    // no session, no draft, no preview.
    face: !admin && !app.draft && !app.preview && app.env.VISITOR_FACE === "page" ? ("page" as const) : ("app" as const),
  };
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  ...[interLatin, spaceGroteskLatin].map((href) => ({
    rel: "preload",
    as: "font",
    type: "font/woff2",
    href,
    crossOrigin: "anonymous" as const,
  })),
];

// Runs before the first paint: the remembered theme, else the system's, so no flash.
// The theme toggle (app/visitor/theme.ts) keeps the same key and rule afterwards.
// On the page face, the intro splash once seen in this tab is hidden before it paints (app/lib/intro.ts),
// and the last button pressed before the visitor's module is in place is kept for it to press
// again (app/visitor/dom.ts): a button there does nothing until then (a form's, or one that
// opens a popover, works without it).
const THEME_SCRIPT = `(function(){var h=document.documentElement,c=h.classList;c.add('js');if(h.dataset.face==='page')document.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('button:not(form button,[popovertarget])');if(b&&!h.hasAttribute('data-behaviours'))h.earlyClick=b},true);try{var t=localStorage.getItem('${THEME_KEY}');var d=t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);c.toggle('dark',d);if(h.dataset.face==='page'&&sessionStorage.getItem('${INTRO_SEEN_KEY}')){h.removeAttribute('data-intro');h.setAttribute('data-intro-seen','')}}catch(e){}})()`;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // A page that opens under the intro splash says so on <html> (`handle.intro`): the page
  // behind is out of reach from the first paint (home.css). From then on the splash owns the
  // mark (it takes it away when it closes), so only the first render sets it: coming back
  // to the home page within the site, where the splash does not show again, must not.
  const matches = useMatches();
  const [intro] = useState(() => matches.some((match) => (match.handle as { intro?: boolean } | undefined)?.intro));
  // The page face (docs/decisions/029): no router and no React in the browser, the visitor's
  // module alone, which keeps the page live from the change its data was read after, after
  // the page's delay (app/visitor/live.ts).
  const root = useRouteLoaderData<typeof loader>("root");
  // A route whose page runs in React for everyone says so (`handle.face`): the sign-in.
  const page = root?.face === "page" && !matches.some((match) => (match.handle as { face?: string } | undefined)?.face === "app");
  const handles = matches.map((match) => match.handle as LiveHandle | undefined);
  const liveMs = handles.map((handle) => handle?.liveReloadMs).findLast((ms) => ms !== undefined);
  const refetchMs = handles.map((handle) => handle?.refetchOnShowMs).findLast((ms) => ms !== undefined);
  return (
    <html
      lang="en"
      data-intro={intro ? "" : undefined}
      data-face={page ? "page" : undefined}
      data-change-id={page ? root.changeId : undefined}
      data-live-ms={page ? (liveMs ?? LIVE_RELOAD_DELAY_MS) : undefined}
      data-refetch-ms={page ? refetchMs : undefined}
      data-islands={page ? islandsModule : undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#6d4aff" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {/* The page face has no client-side navigation: the module shows this while a case study opened from here is slow to come (app/visitor/links.ts). */}
        {page ? (
          <template data-case-skeleton="">
            <CaseDetailSkeleton />
          </template>
        ) : null}
        {page ? null : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
        <script type="module" src={visitorModule} nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useLiveUpdates(loaderData.changeId, !!loaderData.admin, loaderData.showsDraft);
  // Says React has hydrated the page (`html[data-hydrated]`): tests wait for it.
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  return (
    <EditModeProvider admin={loaderData.admin}>
      <FramingContext value={loaderData.framing}>
        <ContentProvider>
          {loaderData.preview ? (
            <Suspense fallback={null}>
              <PreviewBanner endsAt={loaderData.preview.endsAt} />
            </Suspense>
          ) : null}
          <SiteShell>
            <Outlet />
          </SiteShell>
          {loaderData.admin ? <AdminTools /> : null}
        </ContentProvider>
      </FramingContext>
    </EditModeProvider>
  );
}

/**
 * The administrator's tools come once the page has hydrated, rendered by the browser alone:
 * they show edit mode, which only this browser knows (localStorage), so the server could
 * only guess it, and a click on a server-rendered toggle before its code had come would be
 * lost. Only this component renders again after hydration.
 */
function AdminTools() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <AdminBar />
    </Suspense>
  ) : null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ApplicationError error={error} />;
}
