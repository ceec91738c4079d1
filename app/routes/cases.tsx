import { FolderOpen, Sparkles } from "~/components/ui/icons";
import { lazy, Suspense, useEffect } from "react";
import { useNavigation, useRevalidator } from "react-router";
import type { Route } from "./+types/cases";
import { appContext } from "~/context.server";
import { CaseCard, toCaseCard, type CaseCardData } from "~/components/case/case-card";
import { Spinner } from "~/components/case/spinner";
import { useEditMode } from "~/components/content/edit-mode";
import { ContentText } from "~/components/content/content-text";
import { useSlot } from "~/content/content-context";
import { allProjects } from "~/content/cases";
import { pageHead, settingSlots } from "~/content/page-settings";
import { slotsOf } from "~/content/slot";
import { pageMeta } from "~/lib/seo";
import { listPublishedCases } from "~/models/case-studies.server";
import { loadContent } from "~/models/site-content.server";
import { reloadedAlready } from "~/realtime/use-live-updates";
import { log } from "~/lib/log.server";
import { isDatabaseUnavailable } from "~/db/client.server";

/** docs/product.md section 4: the list refetches once, 500 ms after it is shown... */
const INITIAL_REFETCH_MS = 500;
/** ...and 100 ms after a 'project-updated' event (but for one that says its tab reloaded already). */
const UPDATE_REFETCH_MS = 100;

// The administrator's controls: a chunk of their own, loaded only in edit mode.
const AddProjectButton = lazy(() => import("~/components/editing/project-tools").then((m) => ({ default: m.AddProjectButton })));
const DeleteProjectButton = lazy(() => import("~/components/editing/project-tools").then((m) => ({ default: m.DeleteProjectButton })));

/** docs/product.md section 4: the list reloads 100 ms after a live change, and once 500 ms after it is shown. */
export const handle = { liveReloadMs: 100, refetchOnShowMs: INITIAL_REFETCH_MS };

/**
 * The published portfolio (order_index ascending) for /cases and /all-projects: one page,
 * with one set of settings, whose own titles differ.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const settings = { section: "all-projects", keyPrefix: "" };
  const [cases, content] = await Promise.all([loadCases(db), loadContent(db, slotsOf(allProjects, settingSlots(settings)))]);
  const own = {
    title: isAllProjects(url.pathname) ? "All Our Projects: Complete Portfolio" : "Case Studies: Our Portfolio",
    description:
      "Brand identities, social campaigns, websites and apps by Arkadomus: browse our case studies and the results they delivered for our clients.",
    image: cases[0]?.featuredImage,
  };
  return { cases, content, head: pageHead(content, settings, own) };
}

/** docs/product.md section 8: a failing list read is logged only; the page shows an empty list. */
async function loadCases(db: Parameters<typeof listPublishedCases>[0]): Promise<CaseCardData[]> {
  try {
    const rows = await listPublishedCases(db);
    return rows.map(toCaseCard);
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    log().error({ err: error }, "Failed to load the portfolio list");
    return [];
  }
}

const isAllProjects = (pathname: string) => pathname.startsWith("/all-projects");

export const meta: Route.MetaFunction = (args) => {
  const tags = pageMeta(args);
  if (!isAllProjects(args.location.pathname)) return tags;
  // The same list lives at /cases: search engines are pointed there.
  const toCases = (url: string) => url.replace(/\/all-projects\/?$/, "/cases");
  return tags.map((tag) => {
    if ("rel" in tag && tag.rel === "canonical") return { ...tag, href: toCases(String(tag.href)) };
    if ("property" in tag && tag.property === "og:url") return { ...tag, content: toCases(String(tag.content)) };
    return tag;
  });
};

export default function CasesPage({ loaderData }: Route.ComponentProps) {
  const { cases } = loaderData;
  const { editing } = useEditMode();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const loadingLabel = useSlot(allProjects.loading);
  const refreshing =
    revalidator.state === "loading" ||
    (navigation.state === "loading" && ["/cases", "/all-projects"].includes(navigation.location?.pathname ?? ""));

  useRefetchOnUpdates(revalidator.revalidate);

  return (
    <>
      <section className="relative isolate overflow-hidden pt-32 pb-14 sm:pt-40 sm:pb-20">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
          <div className="absolute -top-48 -left-32 size-[36rem] rounded-full bg-primary/25 blur-3xl dark:bg-primary/20" />
          <div className="absolute -top-24 right-[-10rem] size-[30rem] rounded-full bg-accent/20 blur-3xl dark:bg-accent/15" />
          <div className="absolute inset-0 bg-[linear-gradient(to_right,var(--border)_1px,transparent_1px),linear-gradient(to_bottom,var(--border)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black_20%,transparent_70%)] bg-[size:64px_64px] opacity-40" />
        </div>
        <div className="mx-auto max-w-7xl px-5 sm:px-8">
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card/70 px-4 py-1.5 text-xs font-semibold tracking-[0.18em] text-primary uppercase backdrop-blur">
            <Sparkles aria-hidden="true" className="size-3.5" />
            <ContentText slot={allProjects.subtitle} />
          </p>
          <ContentText
            slot={allProjects.title}
            as="h1"
            className="mt-6 max-w-4xl font-display text-[2.6rem] leading-[1.02] font-bold text-balance sm:text-6xl lg:text-7xl"
          />
          <ContentText
            slot={allProjects.description}
            as="p"
            className="mt-6 max-w-2xl text-lg leading-relaxed text-muted-foreground sm:text-xl"
          />
          {editing && cases.length > 0 ? (
            <div className="mt-8">
              <Suspense fallback={null}>
                <AddProjectButton label="Add New Project" />
              </Suspense>
            </div>
          ) : null}
        </div>
      </section>

      {/* Busy while the list is read again: the app's revalidation, or the page face's reload (app/visitor/live.ts). */}
      <section aria-label="Projects" aria-busy={refreshing} data-busy-on-reload="" className="group/list relative pb-20 sm:pb-28">
        <div className="mx-auto max-w-7xl px-5 sm:px-8">
          <div
            data-testid="cases-spinner"
            className="invisible absolute top-0 left-1/2 z-10 -translate-x-1/2 -translate-y-1/2 rounded-full border border-border bg-card px-4 py-2 opacity-0 shadow-lg transition-[opacity,visibility] duration-200 group-aria-busy/list:visible group-aria-busy/list:opacity-100 group-aria-busy/list:delay-150"
          >
            <Spinner label={loadingLabel} showLabel />
          </div>
          {cases.length > 0 ? (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8" data-testid="cases-grid">
              {cases.map((item, index) => (
                <li key={item.id} className="h-full">
                  <CaseCard
                    item={item}
                    index={index}
                    actions={
                      editing ? (
                        <Suspense fallback={null}>
                          <DeleteProjectButton id={item.id} title={item.title} />
                        </Suspense>
                      ) : undefined
                    }
                  />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyPortfolio editing={editing} />
          )}
        </div>
      </section>
    </>
  );
}

function EmptyPortfolio({ editing }: { editing: boolean }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center rounded-3xl border border-dashed border-border bg-card/60 px-6 py-16 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
        <FolderOpen aria-hidden="true" className="size-7" />
      </span>
      <ContentText slot={allProjects.emptyTitle} as="h2" className="mt-6 font-display text-2xl font-bold" />
      <ContentText slot={allProjects.emptyText} as="p" className="mt-3 text-muted-foreground" />
      {editing ? (
        <div className="mt-8">
          <Suspense fallback={null}>
            <AddProjectButton label="Add First Project" />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}

/**
 * docs/product.md section 4: the list refetches 500 ms after it is shown, and 100 ms after a
 * 'project-updated' browser event; both stop when the visitor leaves the page.
 */
function useRefetchOnUpdates(revalidate: () => Promise<void>) {
  useEffect(() => {
    const timers = new Set<number>();
    const later = (ms: number) => {
      const id = window.setTimeout(() => {
        timers.delete(id);
        void revalidate();
      }, ms);
      timers.add(id);
    };
    later(INITIAL_REFETCH_MS);
    // The administrator's own tools say so after their tab has read the list again.
    const onUpdate = (event: Event) => {
      if (!reloadedAlready(event)) later(UPDATE_REFETCH_MS);
    };
    window.addEventListener("project-updated", onUpdate);
    return () => {
      window.removeEventListener("project-updated", onUpdate);
      for (const id of timers) window.clearTimeout(id);
    };
    // `revalidate` changes identity on every render; the subscription is set up once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
