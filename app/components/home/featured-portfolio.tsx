import { lazy, Suspense } from "react";
import { RichText } from "~/components/content/rich-text";
import { Link } from "react-router";
import { ArrowRight } from "~/components/ui/icons";
import { useEditMode } from "~/components/content/edit-mode";
import { ContentText } from "~/components/content/content-text";
import { Reveal } from "~/components/layout/reveal";
import { buttonClasses } from "~/components/ui/button";
import { featured } from "~/content/home";
import { cn } from "~/lib/utils";
import { CaseImage } from "~/components/case/case-image";
import { categoryLabel } from "~/lib/case-rules";
import type { HomeCase } from "./home-case";
import { SectionHeading } from "./section-heading";

// The administrator's controls: a chunk of their own, loaded only in edit mode.
const AddCaseStudyButton = lazy(() => import("~/components/editing/project-tools").then((m) => ({ default: m.AddCaseStudyButton })));
const FeaturedImageUploader = lazy(() => import("~/components/editing/project-tools").then((m) => ({ default: m.FeaturedImageUploader })));

/** 4 random published case studies, image and text alternating sides. */
export function FeaturedPortfolio({ cases }: { cases: HomeCase[] }) {
  const { editing } = useEditMode();
  return (
    <section
      id="featured"
      data-home-section="featured"
      aria-labelledby="featured-title"
      className="relative overflow-hidden bg-muted/50 py-24 sm:py-32"
    >
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <SectionHeading
          id="featured-title"
          subtitle={featured.subtitle}
          title={featured.title}
          description={featured.description}
          align="center"
        />
        {editing ? (
          <div className="mt-8 flex justify-center">
            <Suspense fallback={null}>
              <AddCaseStudyButton />
            </Suspense>
          </div>
        ) : null}
        <div className="mt-16 space-y-20 sm:space-y-28">
          {cases.map((item, index) => (
            <FeaturedCase key={item.id} item={item} flipped={index % 2 === 1} editing={editing} />
          ))}
        </div>
        <div className="mt-20 flex justify-center">
          <Link to="/cases" data-view-all="" className={buttonClasses({ variant: "gradient", size: "lg", className: "group" })}>
            <ContentText slot={featured.viewAll} />
            <ArrowRight aria-hidden="true" className="transition-transform group-hover:translate-x-1" />
          </Link>
        </div>
      </div>
    </section>
  );
}

function FeaturedCase({ item, flipped, editing }: { item: HomeCase; flipped: boolean; editing: boolean }) {
  const titleId = `featured-${item.slug}`;
  const href = `/case/${item.slug}`;
  return (
    <Reveal
      as="article"
      data-featured-case=""
      data-layout={flipped ? "image-right" : "image-left"}
      aria-labelledby={titleId}
      className="grid items-center gap-8 lg:grid-cols-2 lg:gap-16"
    >
      <div className={cn("relative", flipped && "lg:order-2")} data-featured-media="">
        <Link
          to={href}
          tabIndex={-1}
          aria-hidden="true"
          data-featured-image=""
          className="group relative block aspect-[4/3] overflow-hidden rounded-3xl bg-muted shadow-xl shadow-black/10 ring-1 ring-border/60"
        >
          {item.featuredImage ? (
            <CaseImage
              src={item.featuredImage}
              sizes="(min-width: 1280px) 600px, (min-width: 1024px) 48vw, 92vw"
              alt={item.featuredAlt ?? ""}
              width={800}
              height={600}
              className="size-full object-cover transition-transform duration-700 ease-out group-hover:scale-105 motion-reduce:transition-none"
            />
          ) : (
            <div className="bg-gradient-brand size-full opacity-80" />
          )}
          <div
            className={cn(
              "bg-gradient-brand pointer-events-none absolute -bottom-10 size-40 rounded-full opacity-40 blur-3xl",
              flipped ? "-left-10" : "-right-10",
            )}
          />
        </Link>
        {editing ? (
          <Suspense fallback={null}>
            <FeaturedImageUploader id={item.id} title={item.title} />
          </Suspense>
        ) : null}
      </div>

      <div className={cn(flipped && "lg:order-1")}>
        <span className="inline-flex rounded-full bg-primary/10 px-3.5 py-1 text-xs font-semibold tracking-[0.15em] text-primary uppercase">
          {categoryLabel(item.category)}
        </span>
        <h3 id={titleId} className="mt-4 font-display text-3xl leading-tight font-bold text-balance sm:text-4xl">
          {item.title}
        </h3>
        <p className="mt-3 text-sm text-muted-foreground">
          <ContentText slot={featured.clientLabel} className="font-semibold text-foreground" />
          {": "}
          <span data-featured-client="">{item.clientName}</span>
        </p>
        <p className="mt-5 text-lg leading-relaxed text-pretty text-muted-foreground line-clamp-5">
          <RichText value={item.description} />
        </p>
        {item.tags.length > 0 ? (
          <ul className="mt-6 flex flex-wrap gap-2" aria-label="Tags">
            {item.tags.map((tag) => (
              <li key={tag} className="chip">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <Link to={href} aria-describedby={titleId} className={buttonClasses({ variant: "primary", size: "md", className: "group mt-8" })}>
          <ContentText slot={featured.viewCase} />
          <ArrowRight aria-hidden="true" className="transition-transform group-hover:translate-x-1" />
        </Link>
      </div>
    </Reveal>
  );
}
