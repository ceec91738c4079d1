import { Link } from "react-router";
import { ArrowRight, ArrowUpRight } from "~/components/ui/icons";
import { ContentText } from "~/components/content/content-text";
import { Reveal } from "~/components/layout/reveal";
import { buttonClasses } from "~/components/ui/button";
import { portfolio } from "~/content/home";
import { CaseImage } from "~/components/case/case-image";
import { categoryLabel } from "~/lib/case-rules";
import type { HomeCase } from "./home-case";
import { SectionHeading } from "./section-heading";

/** Up to 8 random published case studies as picture tiles, each linking to its case page. */
export function PortfolioGrid({ cases }: { cases: HomeCase[] }) {
  return (
    <section id="portfolio" data-home-section="portfolio" aria-labelledby="portfolio-title" className="relative py-24 sm:py-32">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <div className="flex flex-col gap-8 md:flex-row md:items-end md:justify-between">
          <SectionHeading id="portfolio-title" subtitle={portfolio.subtitle} title={portfolio.title} description={portfolio.description} />
          <div className="hidden shrink-0 md:block">
            <ExploreLink />
          </div>
        </div>

        {cases.length > 0 ? (
          <ul className="mt-14 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
            {cases.map((item, index) => (
              <Reveal as="li" key={item.id} order={index % 4} data-portfolio-tile="">
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

function ExploreLink() {
  return (
    <Link to="/cases" data-explore-cases="" className={buttonClasses({ variant: "outline", size: "lg", className: "group" })}>
      <ContentText slot={portfolio.exploreCta} />
      <ArrowRight aria-hidden="true" className="transition-transform group-hover:translate-x-1" />
    </Link>
  );
}

function PortfolioTile({ item }: { item: HomeCase }) {
  return (
    <Link to={`/case/${item.slug}`} className="group portfolio-tile">
      {item.featuredImage ? (
        <CaseImage
          src={item.featuredImage}
          sizes="(min-width: 1280px) 300px, (min-width: 1024px) 24vw, 48vw"
          alt={item.featuredAlt ?? ""}
          width={800}
          height={1000}
          className="portfolio-tile-image"
        />
      ) : (
        <div aria-hidden="true" className="bg-gradient-brand absolute inset-0 opacity-80" />
      )}
      <div aria-hidden="true" className="portfolio-tile-shade" />
      <span aria-hidden="true" className="portfolio-tile-badge">
        <ArrowUpRight className="size-4 sm:size-5" />
      </span>
      <span className="portfolio-tile-text">
        <span className="portfolio-tile-category">{categoryLabel(item.category)}</span>
        <span className="portfolio-tile-title">{item.title}</span>
      </span>
    </Link>
  );
}
