import { Link } from "react-router";
import { ArrowRight, ArrowUpRight } from "lucide-react";
import { ContentText } from "~/components/content/content-text";
import { Reveal } from "~/components/layout/reveal";
import { buttonClasses } from "~/components/ui/button";
import { portfolio } from "~/content/home";
import { CaseImage } from "~/components/case/case-image";
import { categoryLabel } from "~/content/cases";
import type { HomeCase } from "./home-case";
import { SectionHeading } from "./section-heading";

/** Up to 8 random published case studies as picture tiles, each linking to its case page. */
export function PortfolioGrid({ cases }: { cases: HomeCase[] }) {
  return (
    <section
      id="portfolio"
      data-home-section="portfolio"
      aria-labelledby="portfolio-title"
      className="relative py-24 sm:py-32"
    >
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <div className="flex flex-col gap-8 md:flex-row md:items-end md:justify-between">
          <SectionHeading
            id="portfolio-title"
            subtitle={portfolio.subtitle}
            title={portfolio.title}
            description={portfolio.description}
          />
          <ExploreLink className="hidden md:inline-flex" />
        </div>

        {cases.length > 0 ? (
          <ul className="mt-14 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
            {cases.map((item, index) => (
              <Reveal as="li" key={item.id} delay={(index % 4) * 0.06} data-portfolio-tile="">
                <PortfolioTile item={item} />
              </Reveal>
            ))}
          </ul>
        ) : (
          <ContentText
            slot={portfolio.empty}
            as="p"
            className="mt-14 rounded-3xl border border-dashed border-border p-10 text-center text-muted-foreground"
          />
        )}

        <div className="mt-12 flex justify-center md:hidden">
          <ExploreLink />
        </div>
      </div>
    </section>
  );
}

function ExploreLink({ className }: { className?: string }) {
  return (
    <Link
      to="/cases"
      data-explore-cases=""
      className={buttonClasses({ variant: "outline", size: "lg", className: `group shrink-0 ${className ?? ""}` })}
    >
      <ContentText slot={portfolio.exploreCta} />
      <ArrowRight aria-hidden="true" className="transition-transform group-hover:translate-x-1" />
    </Link>
  );
}

function PortfolioTile({ item }: { item: HomeCase }) {
  return (
    <Link
      to={`/case/${item.slug}`}
      className="group relative block aspect-[4/5] overflow-hidden rounded-2xl bg-muted shadow-sm ring-1 ring-border/60 transition-shadow duration-300 hover:shadow-2xl hover:shadow-primary/20 sm:rounded-3xl"
    >
      {item.featuredImage ? (
        <CaseImage
          src={item.featuredImage}
          sizes="(min-width: 1280px) 300px, (min-width: 1024px) 24vw, 48vw"
          alt=""
          width={800}
          height={1000}
          className="absolute inset-0 size-full object-cover transition-transform duration-700 ease-out group-hover:scale-105 motion-reduce:transition-none"
        />
      ) : (
        <div aria-hidden="true" className="bg-gradient-brand absolute inset-0 opacity-80" />
      )}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-t from-black/85 via-black/20 to-transparent transition-opacity duration-300 group-hover:from-black/90"
      />
      <span
        aria-hidden="true"
        className="absolute top-3 right-3 grid size-9 place-items-center rounded-full bg-white/90 text-black opacity-0 shadow-lg transition-all duration-300 group-hover:opacity-100 group-focus-visible:opacity-100 sm:top-4 sm:right-4 sm:size-11"
      >
        <ArrowUpRight className="size-4 sm:size-5" />
      </span>
      <span className="absolute inset-x-0 bottom-0 flex flex-col gap-1 p-3 text-white sm:p-5">
        <span className="text-[0.65rem] font-semibold tracking-[0.18em] text-white/70 uppercase sm:text-xs">
          {categoryLabel(item.category)}
        </span>
        <span className="font-display text-base leading-tight font-semibold text-balance sm:text-xl">
          {item.title}
        </span>
      </span>
    </Link>
  );
}
