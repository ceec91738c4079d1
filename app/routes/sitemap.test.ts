import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { caseStudies, siteContent } from "~/db/schema";
import { testDatabases } from "../../tests/databases";
import { loaderArgs, testContext } from "../../tests/route-args";
import { loader } from "./sitemap[.]xml";

describe.each(testDatabases())("sitemap.xml (%s)", (_kind, open) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
    await database.db.insert(caseStudies).values([
      { title: "Live", slug: "live-case", status: "published", createdAt: new Date("2025-01-10T12:00:00Z") },
      { title: "Hidden", slug: "draft-case", status: "draft" },
    ]);
    await database.db.insert(siteContent).values([
      { key: "hero_title", section: "about", content: "Hi", updatedAt: new Date("2025-03-05T08:00:00Z") },
      { key: "label", section: "case_live-case", content: "X", updatedAt: new Date("2025-02-01T08:00:00Z") },
    ]);
  });
  afterAll(async () => {
    await database?.close();
  });

  async function sitemap(publicUrl?: string) {
    const context = testContext(database.db, { PUBLIC_URL: publicUrl });
    const response = await loader(loaderArgs("http://internal:3000/sitemap.xml", context, {}));
    return response.text();
  }

  function entry(xml: string, loc: string) {
    return xml.match(new RegExp(`<url>\\s*<loc>${loc}</loc>([\\s\\S]*?)</url>`))?.[1];
  }

  it("uses PUBLIC_URL for absolute addresses when it is set", async () => {
    const xml = await sitemap("https://agency.example");
    expect(xml).toContain("<loc>https://agency.example/about</loc>");
    expect(xml).not.toContain("internal:3000");
  });

  it("lists published cases only", async () => {
    const xml = await sitemap("https://agency.example");
    expect(xml).toContain("<loc>https://agency.example/case/live-case</loc>");
    expect(xml).not.toContain("draft-case");
  });

  it("dates a page by the last save of its texts, and a case by its own date or texts", async () => {
    const xml = await sitemap("https://agency.example");
    expect(entry(xml, "https://agency.example/about")).toContain("<lastmod>2025-03-05</lastmod>");
    expect(entry(xml, "https://agency.example/case/live-case")).toContain("<lastmod>2025-02-01</lastmod>");
    // Nothing known about the contact page's texts: no date rather than a made-up one.
    expect(entry(xml, "https://agency.example/contact")).not.toContain("<lastmod>");
  });

  it("dates a page by its search and share settings, each project post by its own alone", async () => {
    await database.db.insert(siteContent).values([
      { key: "page_title", section: "contact-page", content: "Talk to us", updatedAt: new Date("2025-04-02T08:00:00Z") },
      { key: "page_image", section: "case_live-case", content: { url: "/x.webp" }, updatedAt: new Date("2025-04-03T08:00:00Z") },
      {
        key: "velocity-retail_page_description",
        section: "project-blog",
        content: "Our drop-day store",
        updatedAt: new Date("2025-04-04T08:00:00Z"),
      },
    ]);
    const xml = await sitemap("https://agency.example");
    expect(entry(xml, "https://agency.example/contact")).toContain("<lastmod>2025-04-02</lastmod>");
    expect(entry(xml, "https://agency.example/case/live-case")).toContain("<lastmod>2025-04-03</lastmod>");
    expect(entry(xml, "https://agency.example/project/velocity-retail")).toContain("<lastmod>2025-04-04</lastmod>");
    expect(entry(xml, "https://agency.example/project/nexus-financial")).not.toContain("<lastmod>");
    expect(entry(xml, "https://agency.example/")).toContain("<lastmod>2025-04-04</lastmod>");
  });

  it("falls back to the request's origin", async () => {
    expect(await sitemap()).toContain("<loc>http://internal:3000/</loc>");
  });
});
