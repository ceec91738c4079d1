import { pageMeta, SITE_NAME, type SeoPage } from "~/lib/seo";
import { cutDescription, cutTitle, TITLE_FONT, titleWidth } from "./search-snippet";

type PreviewProps = {
  title: string;
  description: string;
  /** The page's absolute address. */
  url: string;
  /** The share picture's absolute address. */
  image: string;
};

/** What the page's head would say with `page`: the same rules as the page's own `meta`. */
export function headPreview(page: SeoPage, origin: string, pathname: string): PreviewProps {
  const tags = pageMeta({ location: { pathname }, matches: [{ id: "root", loaderData: { origin } }] }, page) as Array<
    Record<string, string>
  >;
  const tag = (property: string) => tags.find((t) => t.property === property)?.content ?? "";
  return { title: tag("og:title"), description: tag("og:description"), url: tag("og:url"), image: tag("og:image") };
}

/** How a search result shows the page: its address, the title and description as Google cuts them. */
export function SearchPreview({ title, description, url }: Omit<PreviewProps, "image">) {
  const { host, pathname } = new URL(url);
  const crumbs = [`https://${host}`, ...pathname.split("/").filter(Boolean)].join(" › ");
  return (
    <figure data-testid="search-preview" className="grid grid-cols-1 gap-1 rounded-2xl border border-border bg-background p-4">
      <figcaption className="mb-2 text-xs font-semibold tracking-wider text-muted-foreground uppercase">Search result</figcaption>
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="grid size-7 shrink-0 place-items-center rounded-full bg-muted text-xs font-bold">
          {SITE_NAME[0]}
        </span>
        <span className="min-w-0 text-sm leading-tight">
          <span className="block">{SITE_NAME}</span>
          <span className="block truncate text-xs text-muted-foreground">{crumbs}</span>
        </span>
      </div>
      <p data-testid="search-preview-title" className="mt-1 text-[#1a0dab] dark:text-[#99c3ff]" style={{ font: TITLE_FONT }}>
        {cutTitle(title, titleWidth)}
      </p>
      <p data-testid="search-preview-description" className="text-sm leading-snug text-muted-foreground">
        {cutDescription(description)}
      </p>
    </figure>
  );
}

/** How a link preview (Open Graph, Twitter card) shows the page: picture, domain, title, description. */
export function ShareCardPreview({ title, description, url, image }: PreviewProps) {
  return (
    <figure data-testid="share-preview" className="grid max-w-md grid-cols-1 gap-2">
      <figcaption className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">Share card</figcaption>
      <div className="overflow-hidden rounded-2xl border border-border bg-background">
        <img src={image} alt="" className="aspect-[1.91/1] w-full bg-muted object-cover" />
        <div className="grid gap-0.5 border-t border-border p-3 text-sm">
          <span className="text-xs text-muted-foreground uppercase">{new URL(url).host}</span>
          <strong data-testid="share-preview-title" className="line-clamp-2">
            {title}
          </strong>
          <span data-testid="share-preview-description" className="line-clamp-2 text-muted-foreground">
            {description}
          </span>
        </div>
      </div>
    </figure>
  );
}
