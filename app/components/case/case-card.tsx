import type { ReactNode } from "react";
import { RichText } from "~/components/content/rich-text";
import { ArrowUpRight } from "~/components/ui/icons";
import { Link } from "react-router";
import { ContentText } from "~/components/content/content-text";
import { Reveal } from "~/components/layout/reveal";
import { useSlot } from "~/content/content-context";
import { allProjects } from "~/content/cases";
import type { CaseStudy } from "~/db/schema";
import { categoryLabel, featuredAltOf } from "~/lib/case-rules";
import { CaseImage } from "./case-image";

export type CaseCardData = Pick<
  CaseStudy,
  "id" | "title" | "slug" | "clientName" | "category" | "description" | "featuredImage" | "tags"
> & {
  /** Words written for the picture; none: the card's title beside it says what it is. */
  featuredAlt: string | null;
};

/** What a card needs of a case, and nothing more: the page sends it to the browser. */
export function toCaseCard(row: CaseStudy): CaseCardData {
  const { id, title, slug, clientName, category, description, featuredImage, tags } = row;
  return { id, title, slug, clientName, category, description, featuredImage, featuredAlt: featuredAltOf(row), tags };
}

/**
 * A case in the portfolio grid. Hovering or focusing the picture reveals 'View Case Study',
 * which opens the case at the top of the page.
 */
export function CaseCard({ item, index, actions }: { item: CaseCardData; index: number; actions?: ReactNode }) {
  const viewLabel = useSlot(allProjects.viewCaseStudy);
  const content = (
    <>
      <Link
        to={`/case/${item.slug}`}
        onClick={() => window.scrollTo({ top: 0 })}
        aria-label={`${viewLabel}: ${item.title}`}
        data-testid="case-card-link"
        className="group/image relative block aspect-[16/10] overflow-hidden bg-muted focus-visible:outline-offset-[-4px]"
      >
        {item.featuredImage ? (
          <CaseImage
            src={item.featuredImage}
            alt={item.featuredAlt ?? ""}
            sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
            loading={index < 3 ? "eager" : "lazy"}
            // The first card's picture is the largest thing on a phone's first screen.
            fetchPriority={index === 0 ? "high" : undefined}
            className="size-full object-cover transition-transform duration-700 ease-out group-hover/image:scale-105 group-focus-visible/image:scale-105"
          />
        ) : (
          <div aria-hidden="true" className="size-full bg-gradient-brand opacity-80" />
        )}
        <span
          aria-hidden="true"
          className="absolute inset-0 bg-gradient-to-t from-black/70 via-black/25 to-transparent opacity-0 transition-opacity duration-300 group-hover/image:opacity-100 group-focus-visible/image:opacity-100"
        />
        <span
          data-testid="view-case-study"
          className="invisible absolute inset-0 flex translate-y-3 items-center justify-center opacity-0 transition-[opacity,translate,visibility] duration-300 group-hover/image:visible group-hover/image:translate-y-0 group-hover/image:opacity-100 group-focus-visible/image:visible group-focus-visible/image:translate-y-0 group-focus-visible/image:opacity-100"
        >
          <span className="inline-flex items-center gap-2 rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-neutral-950 shadow-xl">
            <ContentText slot={allProjects.viewCaseStudy} />
            <ArrowUpRight aria-hidden="true" className="size-4" />
          </span>
        </span>
      </Link>
      <div className="flex flex-1 flex-col p-6">
        <p data-testid="case-card-category" className="text-xs font-semibold tracking-[0.16em] text-primary uppercase">
          {categoryLabel(item.category)}
        </p>
        <h2 className="mt-3 font-display text-xl leading-snug font-bold sm:text-2xl">{item.title}</h2>
        <p data-testid="case-card-client" className="mt-1 text-sm font-medium text-muted-foreground">
          {item.clientName}
        </p>
        <p data-testid="case-card-description" className="mt-4 line-clamp-3 text-sm leading-relaxed text-muted-foreground">
          <RichText value={item.description} links={false} />
        </p>
        {item.tags.length > 0 ? (
          <ul className="mt-auto flex flex-wrap gap-2 pt-5" aria-label="Tags">
            {item.tags.map((tag) => (
              <li key={tag} data-testid="case-card-tag" className="rounded-full bg-muted px-3 py-1 text-xs font-medium text-foreground/80">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        {actions ? <div className="mt-5 flex flex-wrap gap-2 border-t border-border pt-4">{actions}</div> : null}
      </div>
    </>
  );
  const className =
    "group/card flex h-full flex-col overflow-hidden rounded-3xl border border-border bg-card text-card-foreground shadow-sm transition-[box-shadow,translate] duration-300 hover:-translate-y-1 hover:shadow-2xl hover:shadow-primary/10";
  // The first row is on screen at once: it shows without waiting for the page's script.
  if (index < 3) {
    return (
      <article data-testid="case-card" className={className}>
        {content}
      </article>
    );
  }
  return (
    <Reveal as="article" order={index % 3} data-testid="case-card" className={className}>
      {content}
    </Reveal>
  );
}
