import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_POSTS } from "~/content/project-blog";
import { isKnownSlot } from "~/content/registry";
import { SERVICE_PAGE_SLUGS } from "~/content/service-pages";
import { saveCase } from "~/models/case-studies.server";
import { openTestSite, seedCase, type Fields, type TestSite } from "../../tests/action-site";
import { loaderArgs, testContext } from "../../tests/route-args";
import * as about from "./about";
import { action as contentAction } from "./api/content";
import * as casePage from "./case";
import * as home from "./home";
import * as project from "./project";

/**
 * Every public page's search and share settings (docs/product.md section 2, Page settings):
 * slots of the page's own section that the content action saves; while none is stored, a
 * page's head is what it always was, and stored ones replace it, in every tag.
 */
const ORIGIN = "https://agency.example";

type Route = {
  loader: (args: never) => Promise<unknown>;
  meta: (args: never) => unknown;
};

describe("page settings", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await openTestSite();
  });
  afterAll(async () => {
    await site?.close();
  });

  /** The head a visitor's page gets at `path`: its loader's data, then its `meta`. */
  async function headAt(route: Route, path: string, params: Record<string, string> = {}) {
    const loaderData = await route.loader(loaderArgs(`${ORIGIN}${path}`, testContext(site.db), params) as never);
    const tags = route.meta({
      location: { pathname: path },
      params,
      loaderData,
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

  async function save(...values: Array<Record<string, string>>) {
    const fields: Fields = { intent: "save", values: JSON.stringify(values) };
    const answer = await site.send(contentAction, "/api/content", fields);
    expect(answer.body).toEqual({ ok: true });
  }

  it("are slots of each public page's own section, which the content action accepts", () => {
    const sections = ["home", "about", "contact-page", "all-projects", ...SERVICE_PAGE_SLUGS, "case_northwind-coffee-rebrand"];
    const settings = [
      ...sections.map((section) => ({ section, keyPrefix: "" })),
      ...PROJECT_POSTS.map((post) => ({ section: "project-blog", keyPrefix: `${post}_` })),
    ];
    for (const { section, keyPrefix } of settings) {
      for (const type of ["title", "description", "image"] as const) {
        expect(isKnownSlot({ section, key: `${keyPrefix}page_${type}`, type }), `${section}:${keyPrefix}page_${type}`).toBe(true);
      }
      expect(isKnownSlot({ section, key: `${keyPrefix}page_title`, type: "image" })).toBe(false);
    }
    // Not pages search engines are sent to: /publicity sends the browser on at once.
    expect(isKnownSlot({ section: "publicity", key: "page_title", type: "title" })).toBe(false);
    expect(isKnownSlot({ section: "not-found", key: "page_title", type: "title" })).toBe(false);
    expect(isKnownSlot({ section: "project-blog", key: "page_title", type: "title" })).toBe(false);
    expect(isKnownSlot({ section: "about", key: "nexus-financial_page_title", type: "title" })).toBe(false);
  });

  it("leave a page's head as it always was while none is stored", async () => {
    const homeTitle = "Arkadomus | Creative & Digital Growth Agency in Swindon";
    expect(await headAt(home, "/")).toEqual({
      title: homeTitle,
      description: expect.stringMatching(/^Arkadomus is a creative and digital growth agency in Swindon/),
      ogTitle: homeTitle,
      ogDescription: expect.stringMatching(/^Arkadomus is a creative/),
      ogImage: `${ORIGIN}/og-image.jpg`,
      twitterTitle: homeTitle,
      twitterDescription: expect.stringMatching(/^Arkadomus is a creative/),
      twitterImage: `${ORIGIN}/og-image.jpg`,
    });
    expect(await headAt(about, "/about")).toMatchObject({
      title: "About Us: Our Story, Values and Team | Arkadomus",
      description: expect.stringMatching(/^A creative and digital growth agency from Swindon/),
      ogImage: expect.stringMatching(new RegExp(`^${ORIGIN}/`)),
    });
  });

  it("replace the title (the site's name after it), description and picture (by its absolute address) where stored", async () => {
    await save(
      { section: "about", key: "page_title", type: "title", value: "Who we are" },
      { section: "about", key: "page_description", type: "description", value: "Strategists, designers and developers in Swindon." },
      { section: "about", key: "page_image", type: "image", value: "/uploads/uploads/share.webp?v=1" },
    );
    expect(await headAt(about, "/about")).toEqual({
      title: "Who we are | Arkadomus",
      description: "Strategists, designers and developers in Swindon.",
      ogTitle: "Who we are | Arkadomus",
      ogDescription: "Strategists, designers and developers in Swindon.",
      ogImage: `${ORIGIN}/uploads/uploads/share.webp?v=1`,
      twitterTitle: "Who we are | Arkadomus",
      twitterDescription: "Strategists, designers and developers in Swindon.",
      twitterImage: `${ORIGIN}/uploads/uploads/share.webp?v=1`,
    });
    // A title that names the site is left as written.
    await save({ section: "home", key: "page_title", type: "title", value: "Arkadomus, Swindon's growth agency" });
    expect((await headAt(home, "/")).title).toBe("Arkadomus, Swindon's growth agency");
  });

  it("of a case are in its own section, and move with its address", async () => {
    const seeded = await seedCase(site, "Settings Case", 1);
    const path = `/case/${seeded.slug}`;
    const own = await headAt(casePage, path, { slug: seeded.slug });
    expect(own).toMatchObject({ title: "Settings Case | Arkadomus", description: "About Settings Case" });
    expect(own.ogImage).toBe(`${ORIGIN}${seeded.featuredImage}`);

    await save({ section: `case_${seeded.slug}`, key: "page_title", type: "title", value: "A case told for search" });
    expect(await headAt(casePage, path, { slug: seeded.slug })).toMatchObject({
      title: "A case told for search | Arkadomus",
      description: "About Settings Case",
    });
    const renamed = await saveCase(site.store, site.by, seeded.id, { title: "Renamed Settings Case" });
    expect(renamed.slug).not.toBe(seeded.slug);
    expect((await headAt(casePage, `/case/${renamed.slug}`, { slug: renamed.slug })).title).toBe("A case told for search | Arkadomus");
  });

  it("of a project post are that post's alone, at whatever address shows it", async () => {
    await save({ section: "project-blog", key: "velocity-retail_page_title", type: "title", value: "Velocity's drop days" });
    expect((await headAt(project, "/project/velocity-retail", { slug: "velocity-retail" })).title).toBe("Velocity's drop days | Arkadomus");
    expect((await headAt(project, "/project/nexus-financial", { slug: "nexus-financial" })).title).toBe(
      "Nexus Financial: A Complete Digital Transformation | Arkadomus",
    );
  });
});
