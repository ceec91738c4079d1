import type { ReactNode } from "react";
import { RichText } from "~/components/content/rich-text";
import { ArrowRight } from "~/components/ui/icons";
import { CaseImage } from "~/components/case/case-image";
import { categoryLabel, featuredAltOf } from "~/lib/case-rules";
import { Link } from "react-router";
import type { Material } from "~/models/materials.server";

/** A material as the page receives it from its loader (dates arrive as text). */
export type MaterialCardData = Omit<Material, "createdAt"> & { createdAt: string };

const monthYear = new Intl.DateTimeFormat("en-GB", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** One client material: picture, title, client, description, tags and its links. */
export function MaterialCard({ material, actions }: { material: MaterialCardData; actions?: ReactNode }) {
  const image = material.featuredImage;
  const caseHref = `/case/${material.slug}`;
  return (
    <article
      data-testid="material-card"
      className="group flex h-full flex-col overflow-hidden rounded-3xl border border-border bg-card shadow-sm transition-all duration-300 hover:-translate-y-1 hover:shadow-xl hover:shadow-primary/10"
    >
      <Link to={caseHref} tabIndex={-1} aria-hidden="true" className="relative block aspect-[16/10] overflow-hidden bg-muted">
        {image ? (
          <CaseImage
            src={image}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            alt={featuredAltOf(material) ?? ""}
            width={800}
            height={500}
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        ) : (
          <div className="size-full bg-gradient-brand opacity-80" />
        )}
        <span
          data-testid="material-category"
          className="absolute top-4 left-4 rounded-full bg-background/85 px-3 py-1 text-xs font-semibold capitalize backdrop-blur"
        >
          {categoryLabel(material.category)}
        </span>
      </Link>
      <div className="flex flex-1 flex-col p-6">
        <time dateTime={material.createdAt} className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          {monthYear.format(new Date(material.createdAt))}
        </time>
        <h3 className="mt-2 font-display text-xl font-bold">
          <Link to={caseHref} className="rounded-sm transition-colors hover:text-primary focus-visible:text-primary">
            {material.title}
          </Link>
        </h3>
        {material.clientName ? (
          <p className="mt-1 text-sm font-semibold text-primary" data-testid="material-client">
            {material.clientName}
          </p>
        ) : null}
        {material.description ? (
          <p className="mt-3 line-clamp-3 leading-relaxed text-muted-foreground">
            <RichText value={material.description} />
          </p>
        ) : null}
        {material.tags.length > 0 ? (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
            {material.tags.map((tag) => (
              <li key={tag} className="rounded-full border border-border bg-muted/60 px-3 py-1 text-xs font-medium">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-x-5 gap-y-2 pt-6 text-sm font-semibold">
          <Link to={caseHref} className="inline-flex items-center gap-1 rounded-sm text-foreground transition-colors hover:text-primary">
            View Case Study
            <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
          </Link>
          {material.externalLink ? (
            <a
              href={material.externalLink}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded-sm text-primary transition-opacity hover:opacity-80"
            >
              View Project →
            </a>
          ) : null}
        </div>
        {actions ? <div className="mt-5 flex flex-wrap gap-2 border-t border-border pt-4">{actions}</div> : null}
      </div>
    </article>
  );
}
