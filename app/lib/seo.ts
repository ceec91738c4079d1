import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "Arkadomus";
export const DEFAULT_SHARE_IMAGE = "/og-image.jpg";

type MetaArgs = {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  loaderData?: unknown;
};

/** What a page shows search engines and link previews. */
export type SeoPage = { title: string; description: string; image?: string | null; type?: "website" | "article" };

/**
 * The head of a page for search engines and link previews: title, description, canonical
 * link, Open Graph and Twitter tags. URLs are absolute, from PUBLIC_URL or the request.
 * Without `page`, the one its loader worked out (`head`: app/content/page-settings.ts).
 */
export function pageMeta(args: MetaArgs, page = (args.loaderData as { head?: SeoPage } | undefined)?.head): MetaDescriptor[] {
  if (!page) return [];
  const root = args.matches.find((m) => m?.id === "root")?.loaderData as { origin?: string } | undefined;
  const origin = root?.origin ?? "";
  const url = `${origin}${args.location.pathname}`;
  const image = absoluteUrl(origin, page.image || DEFAULT_SHARE_IMAGE);
  const title = page.title.includes(SITE_NAME) ? page.title : `${page.title} | ${SITE_NAME}`;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
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
