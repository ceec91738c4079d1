import type { Route } from "./+types/project";
import { ProjectPost } from "~/components/project/project-post";
import { projectBlog, projectPostSlug } from "~/content/project-blog";
import { settingsMeta, type PageSettingsOf } from "~/content/page-settings";
import { slotId, slotsOf } from "~/content/slot";
import { loadContent } from "~/models/site-content.server";
import { appContext } from "~/context.server";

/** A project blog post; an unknown slug shows nexus-financial (docs/product.md section 2). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const post = projectPostSlug(params.slug);
  const slots = projectBlog[post];
  const content = await loadContent(app.db, slotsOf(slots));
  const value = (slot: (typeof slots)["title"]) => content[slotId(slot)] ?? slot.default;
  return {
    post,
    content,
    seo: {
      title: `${value(slots.title)}${value(slots.titleSuffix)}`,
      description: value(slots.intro),
      image: value(slots.featuredImage),
    },
  };
}

/** Each post has settings of its own (keys prefixed by its slug), whatever address shows it. */
const pageSettings = ((data) => ({
  slots: projectBlog[data.post],
  defaults: { ...data.seo, type: "article" as const },
})) satisfies PageSettingsOf<Route.ComponentProps["loaderData"]>;

/** Its settings in edit mode. */
export const handle = { pageSettings };

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData;
  if (!page) return [];
  const tags = settingsMeta(args, pageSettings(page));
  if (args.params.slug === page.post) return tags;
  // A fallback address shows nexus-financial: search engines are pointed at the real one.
  const real = (url: string) => url.replace(/\/project\/[^/?#]*$/, `/project/${page.post}`);
  return tags.map((tag) => {
    if ("rel" in tag && tag.rel === "canonical") return { ...tag, href: real(String(tag.href)) };
    if ("property" in tag && tag.property === "og:url") return { ...tag, content: real(String(tag.content)) };
    return tag;
  });
};

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  return <ProjectPost key={loaderData.post} slots={projectBlog[loaderData.post]} />;
}
