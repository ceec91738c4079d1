import { lazy, Suspense } from "react";
import { plainText } from "~/lib/rich-text";
import { RichText } from "~/components/content/rich-text";
import { ArrowRight, ArrowUpRight, CalendarDays, Building2 } from "~/components/ui/icons";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/case";
import { appContext } from "~/context.server";
import { BackButton } from "~/components/case/back-button";
import { formatCaseDate } from "~/components/case/case-date";
import { CaseGallery } from "~/components/case/case-gallery";
import "~/components/case/case.css";
import { Island } from "~/components/island";
import { useFramingMap } from "~/lib/framing";
import { CaseImage } from "~/components/case/case-image";
import { CaseNotFound } from "~/components/case/case-not-found";
import { CaseSidebar } from "~/components/case/case-sidebar";
import { CaseStory } from "~/components/case/case-story";
import { newProjectDraft, toCaseView, type CaseView } from "~/components/case/case-view";
import { ShareButton } from "~/components/case/share-button";
import { ContentText } from "~/components/content/content-text";
import { Reveal } from "~/components/layout/reveal";
import { buttonClasses } from "~/components/ui/button";
import { caseSlots, type CaseSlots } from "~/content/cases";
import { pageHead, settingSlots } from "~/content/page-settings";
import { slotsOf } from "~/content/slot";
import { pageMeta } from "~/lib/seo";
import { getAdminSession } from "~/auth/guard.server";
import { useEditMode } from "~/components/content/edit-mode";
import { categoryLabel, featuredAltOf, galleryOf, NEW_PROJECT_SLUG } from "~/lib/case-rules";
import { findRedirectedSlug, RESERVED_SLUGS } from "~/models/case-slugs.server";
import { findPublishedCaseBySlug } from "~/models/case-studies.server";
import { loadContent } from "~/models/site-content.server";
import { log } from "~/lib/log.server";
import { isDatabaseUnavailable } from "~/db/client.server";

// The administrator's tools: chunks of their own, loaded only in edit mode.
const CaseEditor = lazy(() => import("~/components/editing/case-editor"));
const GalleryManager = lazy(() => import("~/components/editing/gallery-manager"));

/**
 * A published case by slug. A former slug of a renamed case redirects to its new address.
 * For an administrator, 'new-project' or an unknown slug is the virtual new project (a
 * draft, docs/product.md section 4); a visitor gets the not-found screen with a 404. Any other
 * failure sends the visitor back to the list (docs/product.md section 2, Case detail).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const slug = params.slug;
  let found;
  let movedTo = null;
  let content;
  try {
    found = RESERVED_SLUGS.has(slug) ? null : await findPublishedCaseBySlug(db, slug);
    content = found ? await loadContent(db, slotsOf(caseSlots(found.slug), settingSlots(settingsOf(found.slug)))) : {};
    if (!found) movedTo = await findRedirectedSlug(db, slug);
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    log().error({ err: error, slug }, "Failed to load a case study");
    throw redirect("/cases");
  }
  if (found) {
    const item = toCaseView(found);
    const own = {
      title: item.title,
      description: summary(plainText(item.description)),
      image: item.featuredImage,
      type: "article" as const,
    };
    return { found: true as const, draft: false, item, content, head: pageHead(content, settingsOf(item.slug), own) };
  }
  if (movedTo) throw redirect(`/case/${movedTo}`, 301);
  if (await getAdminSession(request, { db })) {
    const draftSlots = await loadContent(db, slotsOf(caseSlots(NEW_PROJECT_SLUG)));
    return { found: true as const, draft: true, item: newProjectDraft(), content: draftSlots };
  }
  return data({ found: false as const, content }, { status: 404 });
}

/** A case's settings are in its own section, so they move with its address. */
function settingsOf(slug: string) {
  return { section: `case_${slug}`, keyPrefix: "" };
}

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData;
  if (page?.found && !page.draft) return pageMeta(args);
  if (page?.found) {
    return [...pageMeta(args, { title: "New project", description: "A new case study." }), { name: "robots", content: "noindex" }];
  }
  return pageMeta(args, {
    title: "Case Study not found",
    description: "The case you are looking for does not exist or has been removed.",
  });
};

function summary(text: string, max = 160) {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
}

/** docs/product.md section 4: the case reloads 100 ms after a live change. */
export const handle = { liveReloadMs: 100 };

export default function CasePage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <CaseNotFound />;
  return <CaseStudyArticle item={loaderData.item} draft={loaderData.draft} />;
}

function CaseStudyArticle({ item, draft }: { item: CaseView; draft: boolean }) {
  const slots = caseSlots(item.slug);
  const { editing } = useEditMode();
  const gallery = galleryOf(item);
  return (
    <article className="relative isolate pb-8">
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[40rem] overflow-hidden">
        <div className="absolute -top-40 -left-32 size-[34rem] rounded-full bg-primary/20 blur-3xl" />
        <div className="absolute -top-20 right-[-8rem] size-[28rem] rounded-full bg-accent/15 blur-3xl" />
      </div>

      <div className="mx-auto max-w-7xl px-5 pt-24 sm:px-8 lg:pt-32">
        <div className="flex items-center justify-between gap-3">
          <BackButton fallback="/cases">
            <ContentText slot={slots.back} />
          </BackButton>
          <ShareButton title={item.title} text={plainText(item.description)}>
            <ContentText slot={slots.share} />
          </ShareButton>
        </div>

        {draft ? <DraftNotice editing={editing} /> : null}
        {editing ? (
          <Suspense fallback={null}>
            <CaseEditor key={item.id} item={item} draft={draft} />
          </Suspense>
        ) : null}

        <header className="mt-10 grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-end">
          <div>
            <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
              <span
                data-testid="case-category"
                className="rounded-full bg-primary/10 px-3 py-1 text-xs font-semibold tracking-wider text-primary uppercase"
              >
                {categoryLabel(item.category)}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="size-4" />
                <time dateTime={item.createdAt} data-testid="case-date">
                  {formatCaseDate(item.createdAt)}
                </time>
              </span>
              <span className="inline-flex items-center gap-1.5" data-testid="case-client">
                <Building2 aria-hidden="true" className="size-4" />
                {item.clientName}
              </span>
            </div>
            <h1 className="mt-5 font-display text-4xl leading-[1.05] font-bold text-balance sm:text-5xl lg:text-6xl">{item.title}</h1>
            {item.tags.length > 0 ? (
              <ul className="mt-6 flex flex-wrap gap-2" aria-label="Tags" data-testid="case-tags">
                {item.tags.map((tag) => (
                  <li key={tag} className="rounded-full border border-border bg-card/70 px-3.5 py-1.5 text-sm font-medium backdrop-blur">
                    {tag}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <ClientBox item={item} slots={slots} />
        </header>

        {item.featuredImage ? (
          <div className="mt-10 overflow-hidden rounded-[2rem] border border-border shadow-2xl shadow-black/10 dark:shadow-black/40">
            <CaseImage
              src={item.featuredImage}
              alt={featuredAltOf(item) ?? `${item.title} for ${item.clientName}`}
              loading="eager"
              fetchPriority="high"
              sizes="(min-width: 1280px) 1216px, 100vw"
              data-testid="case-featured-image"
              className="aspect-[16/10] w-full object-cover"
            />
          </div>
        ) : null}

        <div className="mt-14 grid gap-10 lg:mt-20 lg:grid-cols-[1fr_22rem] lg:gap-14">
          <div className="min-w-0 space-y-14">
            <Reveal as="section" aria-labelledby="case-overview">
              <ContentText
                slot={slots.overviewHeading}
                as="h2"
                id="case-overview"
                className="font-display text-3xl font-bold sm:text-4xl"
              />
              <p
                data-testid="case-overview-text"
                className="mt-5 text-lg leading-relaxed whitespace-pre-line text-muted-foreground sm:text-xl"
              >
                <RichText value={item.description} />
              </p>
            </Reveal>

            <CaseStory item={item} slots={slots} />

            {editing && !draft ? (
              <Suspense fallback={null}>
                <GalleryManager caseId={item.id} images={gallery} alts={item.imageAlts} title={item.title} />
              </Suspense>
            ) : gallery.length > 0 ? (
              <section aria-labelledby="case-gallery">
                <ContentText
                  slot={slots.galleryHeading}
                  as="h2"
                  id="case-gallery"
                  className="mb-6 font-display text-3xl font-bold sm:text-4xl"
                />
                <GalleryIsland images={gallery} title={item.title} alts={item.imageAlts} />
              </section>
            ) : null}
          </div>
          <CaseSidebar item={item} slots={slots} />
        </div>
      </div>

      <footer className="mx-auto mt-20 max-w-7xl px-5 sm:px-8">
        <div className="flex flex-col items-center justify-between gap-6 rounded-[2rem] border border-border bg-card px-6 py-10 text-center shadow-sm sm:flex-row sm:px-12 sm:text-left">
          <ContentText slot={slots.moreTitle} as="p" className="font-display text-2xl font-bold sm:text-3xl" />
          <Link to="/cases" className={buttonClasses({ variant: "gradient", size: "lg" })}>
            <ContentText slot={slots.viewAll} />
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </footer>
    </article>
  );
}

/** The virtual new project is a draft: only administrators see it, and only saving publishes it. */
function DraftNotice({ editing }: { editing: boolean }) {
  return (
    <p
      role="status"
      className="mt-6 rounded-2xl border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm font-medium text-amber-900 dark:text-amber-200"
    >
      {editing
        ? "Draft: a new project. Fill in its details and save to publish it."
        : "Draft: this address has no case study yet. Turn edit mode on to create a new project here."}
    </p>
  );
}

/** Who the work was for, and the live project when there is one. */
function ClientBox({ item, slots }: { item: CaseView; slots: CaseSlots }) {
  return (
    <div data-testid="case-client-box" className="rounded-3xl border border-border bg-card/80 p-6 shadow-sm backdrop-blur">
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-gradient-brand font-display text-lg font-bold text-white"
        >
          {initials(item.clientName)}
        </span>
        <div className="min-w-0">
          <ContentText slot={slots.clientLabel} as="p" className="text-xs font-semibold tracking-wider text-muted-foreground uppercase" />
          <p className="truncate font-display text-lg font-bold">{item.clientName}</p>
        </div>
      </div>
      {item.externalLink ? (
        <a
          href={item.externalLink}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: "gradient", className: "mt-5 w-full" })}
        >
          <ContentText slot={slots.viewLive} />
          <ArrowUpRight aria-hidden="true" />
        </a>
      ) : null}
    </div>
  );
}

function initials(name: string) {
  const words = name.split(/\s+/).filter((w) => /^[A-Za-z0-9]/.test(w));
  return (
    words
      .slice(0, 2)
      .map((w) => w[0])
      .join("") || "?"
  ).toUpperCase();
}

/** The case's gallery, an island on the page face (docs/decisions/029), with the focal points of its pictures. */
function GalleryIsland(props: { images: string[]; title: string; alts: Record<string, string> }) {
  const all = useFramingMap();
  const framing = Object.fromEntries(props.images.filter((src) => all[src]).map((src) => [src, all[src]]));
  return (
    <Island name="gallery" props={props} framing={framing}>
      <CaseGallery {...props} />
    </Island>
  );
}
