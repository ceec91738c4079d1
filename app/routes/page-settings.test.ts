import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { newProjectDraft } from "~/components/case/case-view";
import { pageSettingOf } from "~/content/page-settings";
import { PROJECT_POSTS } from "~/content/project-blog";
import { isKnownSlot } from "~/content/registry";
import { SERVICE_PAGE_SLUGS } from "~/content/service-pages";
import { meta as aboutMeta } from "./about";
import { meta as caseMeta } from "./case";
import { meta as homeMeta } from "./home";
import { meta as projectMeta } from "./project";

/**
 * Every public page's search and share settings (docs/product.md section 2, Page settings):
 * slots the content action accepts, in the page's own section; while none is stored the
 * page's head is what it always was, and stored ones replace it.
 */
const ORIGIN = "https://agency.example";

/** A route's `meta` as React Router calls it, for `pathname` with the loader's `data`. */
function head(meta: (args: never) => MetaDescriptor[], pathname: string, data: unknown, params: Record<string, string> = {}) {
  const tags = meta({
    location: { pathname },
    params,
    loaderData: data,
    matches: [{ id: "root", loaderData: { origin: ORIGIN } }],
  } as never) as Array<Record<string, string>>;
  const value = (name: string) => tags.find((tag) => tag.name === name || tag.property === name)?.content;
  return {
    title: tags.find((tag) => "title" in tag)?.title,
    description: value("description"),
    ogTitle: value("og:title"),
    ogDescription: value("og:description"),
    ogImage: value("og:image"),
    twitterTitle: value("twitter:title"),
    twitterDescription: value("twitter:description"),
    twitterImage: value("twitter:image"),
  };
}

describe("page settings", () => {
  it("are slots of each public page's own section, which the content action accepts", () => {
    const sections = ["home", "about", "contact-page", "all-projects", ...SERVICE_PAGE_SLUGS, "case_northwind-coffee-rebrand"];
    const settings = [
      ...sections.flatMap((section) => [
        { section, key: "page_title", type: "title" as const },
        { section, key: "page_description", type: "description" as const },
        { section, key: "page_image", type: "image" as const },
      ]),
      ...PROJECT_POSTS.map((post) => ({ section: "project-blog", key: `${post}_page_title`, type: "title" as const })),
    ];
    for (const slot of settings) {
      expect(isKnownSlot(slot), `${slot.section}:${slot.key}`).toBe(true);
      expect(pageSettingOf(slot)).toBe(slot.type === "image" ? "image" : slot.type);
    }
    // Not a page search engines are sent to: it redirects at once.
    expect(isKnownSlot({ section: "publicity", key: "page_title", type: "title" })).toBe(false);
    expect(pageSettingOf({ key: "page_image--alt" })).toBeNull();
  });

  it("leave a page's head as it was while none is stored", () => {
    expect(head(homeMeta, "/", { content: {} })).toEqual({
      title: "Arkadomus | Creative & Digital Growth Agency in Swindon",
      description: expect.stringMatching(/^Arkadomus is a creative and digital growth agency in Swindon/),
      ogTitle: "Arkadomus | Creative & Digital Growth Agency in Swindon",
      ogDescription: expect.stringMatching(/^Arkadomus is a creative/),
      ogImage: `${ORIGIN}/og-image.jpg`,
      twitterTitle: "Arkadomus | Creative & Digital Growth Agency in Swindon",
      twitterDescription: expect.stringMatching(/^Arkadomus is a creative/),
      twitterImage: `${ORIGIN}/og-image.jpg`,
    });
    const about = head(aboutMeta, "/about", { content: {} });
    expect(about.title).toBe("About Us: Our Story, Values and Team | Arkadomus");
    expect(about.ogImage).toMatch(new RegExp(`^${ORIGIN}/`));
  });

  it("replace the title (as written), description and picture (by its absolute address) where stored", () => {
    const stored = {
      "home:page_title": "Arkadomus, Swindon's growth agency",
      "home:page_description": "Brands, campaigns and websites that grow.",
      "home:page_image": "/uploads/uploads/share.webp?v=1",
    };
    expect(head(homeMeta, "/", { content: stored })).toEqual({
      title: "Arkadomus, Swindon's growth agency",
      description: "Brands, campaigns and websites that grow.",
      ogTitle: "Arkadomus, Swindon's growth agency",
      ogDescription: "Brands, campaigns and websites that grow.",
      ogImage: `${ORIGIN}/uploads/uploads/share.webp?v=1`,
      twitterTitle: "Arkadomus, Swindon's growth agency",
      twitterDescription: "Brands, campaigns and websites that grow.",
      twitterImage: `${ORIGIN}/uploads/uploads/share.webp?v=1`,
    });
    // The site's name is not added to a title written for the page.
    expect(head(aboutMeta, "/about", { content: { "about:page_title": "Who we are" } }).title).toBe("Who we are");
  });

  it("of a case are its own, beside its featured picture and description", () => {
    const item = { ...newProjectDraft(), slug: "northwind", title: "Northwind", description: "About Northwind.", featuredImage: "/n.webp" };
    const page = (content: Record<string, string>) => head(caseMeta, "/case/northwind", { found: true, draft: false, item, content });
    expect(page({})).toMatchObject({ title: "Northwind | Arkadomus", description: "About Northwind.", ogImage: `${ORIGIN}/n.webp` });
    expect(page({ "case_northwind:page_title": "Northwind Coffee: a rebrand", "case_northwind:page_image": "/s.webp" })).toMatchObject({
      title: "Northwind Coffee: a rebrand",
      description: "About Northwind.",
      ogImage: `${ORIGIN}/s.webp`,
    });
  });

  it("of a project post are that post's, whatever address shows it", () => {
    const data = { post: "velocity-retail", content: { "project-blog:velocity-retail_page_title": "Velocity's drop days" }, seo: {} };
    const velocity = { ...data, seo: { title: "Velocity Retail", description: "A streetwear retailer.", image: "/v.webp" } };
    expect(head(projectMeta, "/project/velocity-retail", velocity, { slug: "velocity-retail" }).title).toBe("Velocity's drop days");
    const nexus = { ...velocity, post: "nexus-financial" };
    expect(head(projectMeta, "/project/nexus-financial", nexus, { slug: "nexus-financial" }).title).toBe("Velocity Retail | Arkadomus");
  });
});
