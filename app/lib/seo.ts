import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "Arkadomus";
export const DEFAULT_SHARE_IMAGE = "/og-image.jpg";

export type MetaArgs = {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
};

/** What a page shows search engines and link previews by default. */
export type SeoPage = { title: string; description: string; image?: string | null; type?: "website" | "article" };

/** What an administrator chose instead (docs/product.md section 2, Page settings): the title as written. */
export type StoredSeo = { title?: string; description?: string; image?: string };

/** A page's own title as search engines get it: followed by the site's name, unless it holds it. */
export function siteTitle(title: string) {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

/**
 * The head of a page for search engines and link previews: title, description, canonical
 * link, Open Graph and Twitter tags. URLs are absolute, from PUBLIC_URL or the request.
 */
export function pageMeta(args: MetaArgs, page: SeoPage, stored: StoredSeo = {}): MetaDescriptor[] {
  const root = args.matches.find((m) => m?.id === "root")?.loaderData as { origin?: string } | undefined;
  const origin = root?.origin ?? "";
  const url = `${origin}${args.location.pathname}`;
  const image = absoluteUrl(origin, stored.image || page.image || DEFAULT_SHARE_IMAGE);
  const title = stored.title ?? siteTitle(page.title);
  const description = stored.description ?? page.description;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
}

export function absoluteUrl(origin: string, pathOrUrl: string) {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${origin}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/** The site's public origin: PUBLIC_URL when set, else the origin the request came to. */
export function siteOrigin(request: Request, publicUrl?: string) {
  return (publicUrl ?? new URL(request.url).origin).replace(/\/$/, "");
}
