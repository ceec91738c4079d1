import { max, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { siteContent } from "~/db/schema";
import { PROJECT_POSTS } from "~/content/project-blog";
import { SERVICE_PAGE_SLUGS } from "~/content/service-pages";
import { siteOrigin } from "~/lib/seo";
import { listPublishedCases } from "~/models/case-studies.server";
import type { Route } from "./+types/sitemap[.]xml";
import { appContext } from "~/context.server";

type Entry = { path: string; lastmod?: Date; priority: string; changefreq: string };

/**
 * Every public page for search engines, with absolute addresses. A page's lastmod is the
 * latest save of its editable texts and settings (or the case's creation) where one is known.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const origin = siteOrigin(request, app.env.PUBLIC_URL);
  const [cases, edits] = await Promise.all([listPublishedCases(app.db), lastEditBySection(app.db)]);
  const newestCase = latest(cases.map((c) => c.createdAt));
  const edited = (...sections: string[]) => latest(sections.map((s) => edits.get(s)));

  const entries: Entry[] = [
    { path: "/", lastmod: latest([...edits.values(), newestCase]), priority: "1.0", changefreq: "weekly" },
    { path: "/about", lastmod: edited("about"), priority: "0.8", changefreq: "monthly" },
    { path: "/contact", lastmod: edited("contact-page", "contact-form", "contact-details"), priority: "0.8", changefreq: "yearly" },
    { path: "/cases", lastmod: latest([edited("all-projects"), newestCase]), priority: "0.9", changefreq: "weekly" },
    { path: "/all-projects", lastmod: latest([edited("all-projects"), newestCase]), priority: "0.6", changefreq: "weekly" },
    ...SERVICE_PAGE_SLUGS.map((slug) => ({
      path: `/${slug}`,
      lastmod: edited(slug),
      priority: "0.8",
      changefreq: "monthly",
    })),
    ...PROJECT_POSTS.map((slug) => ({
      path: `/project/${slug}`,
      lastmod: edited(postSection(slug)),
      priority: "0.5",
      changefreq: "yearly",
    })),
    ...cases.map((c) => ({
      path: `/case/${encodeURIComponent(c.slug)}`,
      lastmod: latest([c.createdAt, edited(`case_${c.slug}`)]),
      priority: "0.7",
      changefreq: "monthly",
    })),
  ];

  return new Response(sitemapXml(origin, entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}

/** The project blog's posts share a section; each one's keys start with its slug ('{post}_title'). */
const postSection = (post: string) => `project-blog/${post}`;

/**
 * When each content section was last saved (one grouped query); the project blog's per
 * post, so that a post's date follows its own texts and settings only.
 */
async function lastEditBySection(db: Db): Promise<Map<string, Date>> {
  const section = sql<string>`case when ${siteContent.section} = 'project-blog'
    then 'project-blog/' || split_part(${siteContent.key}, '_', 1) else ${siteContent.section} end`;
  const rows = await db
    .select({ section, updatedAt: max(siteContent.updatedAt) })
    .from(siteContent)
    .groupBy(section);
  return new Map(rows.flatMap((r) => (r.updatedAt ? [[r.section, new Date(r.updatedAt)] as const] : [])));
}

function latest(dates: Array<Date | undefined | null>): Date | undefined {
  let result: Date | undefined;
  for (const date of dates) if (date && (!result || date > result)) result = date;
  return result;
}

function sitemapXml(origin: string, entries: Entry[]) {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `\n    <lastmod>${entry.lastmod.toISOString().slice(0, 10)}</lastmod>` : "";
    return `  <url>
    <loc>${escapeXml(origin + entry.path)}</loc>${lastmod}
    <changefreq>${entry.changefreq}</changefreq>
    <priority>${entry.priority}</priority>
  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join("\n")}
</urlset>
`;
}

function escapeXml(value: string) {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}
