import { siteOrigin } from "~/lib/seo";
import type { Route } from "./+types/robots[.]txt";
import { appContext } from "~/context.server";

/** Crawlers may read every public page; the administrator's pages and endpoints are off limits. */
export function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const origin = siteOrigin(request, app.env.PUBLIC_URL);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /login",
    "Disallow: /logout",
    "Disallow: /api/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
