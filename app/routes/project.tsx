import type { Route } from "./+types/project";
import { plainText } from "~/lib/rich-text";
import { ProjectPost } from "~/components/project/project-post";
import { projectBlog, projectPostSlug } from "~/content/project-blog";
import { pageHead, settingSlots } from "~/content/page-settings";
import { slotId, slotsOf } from "~/content/slot";
import { pageMeta } from "~/lib/seo";
import { loadContent } from "~/models/site-content.server";
import { appContext } from "~/context.server";

/**
 * A project blog post; an unknown slug shows nexus-financial (docs/product.md section 2). Each
 * post has settings of its own, in the blog's section with its slug before the keys.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const post = projectPostSlug(params.slug);
  const slots = projectBlog[post];
  const settings = { section: "project-blog", keyPrefix: `${post}_` };
  const content = await loadContent(app.db, slotsOf(slots, settingSlots(settings)));
  const value = (slot: (typeof slots)["title"]) => content[slotId(slot)] ?? slot.default;
  const own = {
    title: `${value(slots.title)}${value(slots.titleSuffix)}`,
    description: plainText(value(slots.intro)),
    image: value(slots.featuredImage),
    type: "article" as const,
  };
  return { post, content, head: pageHead(content, settings, own) };
}

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData;
  const tags = pageMeta(args);
  if (!page || args.params.slug === page.post) return tags;
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
