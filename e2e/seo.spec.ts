import { expect, test, type APIRequestContext } from "@playwright/test";
import { SERVICE_PAGE_SLUGS, SERVICE_PAGES } from "../app/content/service-pages";
import { DEMO_CASES, demoGallery } from "../app/db/seed/demo-cases.server";
import { DEMO_TEAM } from "../app/db/seed/demo-team.server";

// Every public page must be readable without JavaScript (search engines, link previews):
// its real content is in the server's HTML, with a title, description, canonical address,
// Open Graph and Twitter tags. The sitemap lists every page and robots.txt points to it.

const PROJECT_POSTS = ["nexus-financial", "velocity-retail", "catalyst-ventures", "horizon-healthcare"];
const CASE_TITLES = DEMO_CASES.map((c) => c.title);

/** What each page must say, as a visitor reads it (the strings of docs/product.md). */
const PAGES: Array<{ path: string; contains: (text: string) => void }> = [
  {
    path: "/",
    contains: (text) => {
      expect(text).toContain("Transforming Ideas Into Reality");
      expect(CASE_TITLES.some((title) => text.includes(title))).toBe(true);
    },
  },
  {
    path: "/about",
    contains: (text) => {
      for (const value of ["Innovation", "Collaboration", "Excellence", "Impact"]) expect(text).toContain(value);
      for (const member of DEMO_TEAM) expect(text).toContain(member.name);
    },
  },
  { path: "/contact", contains: (text) => expect(text).toContain("Full Name") },
  ...["/cases", "/all-projects"].map((path) => ({
    path,
    contains: (text: string) => {
      expect(text).toContain("All Our Projects");
      for (const title of CASE_TITLES) expect(text).toContain(title);
    },
  })),
  ...SERVICE_PAGE_SLUGS.map((slug) => ({
    path: `/${slug}`,
    contains: (text: string) => expect(text).toContain(SERVICE_PAGES[slug].slots.heroTitle.default),
  })),
  ...PROJECT_POSTS.map((slug) => ({
    path: `/project/${slug}`,
    contains: (text: string) => expect(text).toMatch(/\S: A Complete Digital Transformation/),
  })),
  ...DEMO_CASES.map((c) => ({
    path: `/case/${c.slug}`,
    contains: (text: string) => expect(text).toContain(c.title),
  })),
];

function decode(value: string) {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");
}

/** The text a reader sees in the HTML: no scripts, no tags, entities decoded. */
function visibleText(html: string) {
  const body = html.replace(/<script[\s\S]*?<\/script>/gi, " ").replace(/<style[\s\S]*?<\/style>/gi, " ");
  return decode(body.replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ");
}

function attributesOf(tag: string) {
  const attributes: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(/([\w:-]+)="([^"]*)"/g)) attributes[name] = decode(value);
  return attributes;
}

/** The head of a page: title, meta tags by name or property, and the canonical link. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  const meta: Record<string, string> = {};
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/g)) {
    const a = attributesOf(tag);
    const key = a.property ?? a.name;
    if (key && a.content !== undefined) meta[key] = a.content;
  }
  const canonical = [...head.matchAll(/<link\b[^>]*>/g)].map(([tag]) => attributesOf(tag)).find((a) => a.rel === "canonical")?.href;
  const title = decode(head.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? "");
  return { title, meta, canonical };
}

async function fetchPage(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/html");
  return response.text();
}

test("every public page carries its content and its search and sharing tags in the HTML", async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const titles = new Map<string, string>();
  const images = new Set<string>();
  for (const { path, contains } of PAGES) {
    const html = await fetchPage(request, path);
    const text = visibleText(html);
    contains(text);
    // Defaults fill every slot: nothing reads 'undefined' or 'null'.
    expect(text, path).not.toMatch(/\b(undefined|null|NaN)\b/);
    const { title, meta, canonical } = headOf(html);
    expect(title, `${path} title`).not.toBe("");
    expect(meta.description, `${path} description`).toBeTruthy();
    // The second portfolio address may name the first as the canonical one.
    const own = path === "/all-projects" ? [`${origin}${path}`, `${origin}/cases`] : [`${origin}${path}`];
    expect(own, `${path} canonical`).toContain(canonical);
    expect(own, `${path} og:url`).toContain(meta["og:url"]);
    expect(meta["og:title"], `${path} og:title`).toBeTruthy();
    expect(meta["og:description"], `${path} og:description`).toBeTruthy();
    expect(meta["og:image"], `${path} og:image`).toMatch(/^https?:\/\//);
    expect(meta["twitter:card"], `${path} twitter:card`).toBeTruthy();
    titles.set(path, title);
    images.add(meta["og:image"]);
  }
  // No two pages share a title (the two portfolio addresses show one page).
  const distinct = new Map<string, string>();
  for (const [path, title] of titles) {
    if (path === "/all-projects") continue;
    expect(distinct.get(title), `'${title}' on ${path} and ${distinct.get(title)}`).toBeUndefined();
    distinct.set(title, path);
  }
  // Every share image is really there.
  for (const image of images) {
    const response = await request.get(image);
    expect(response.status(), image).toBe(200);
    expect(response.headers()["content-type"], image).toMatch(/^image\//);
  }
});

test("a case study is shared with its own featured image", async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  for (const c of DEMO_CASES.slice(0, 3)) {
    const { meta } = headOf(await fetchPage(request, `/case/${c.slug}`));
    expect(meta["og:image"]).toBe(`${origin}${demoGallery(c.slug, c.images)[0]}`);
    expect(meta["og:title"]).toContain(c.title);
  }
});

test("the sitemap lists every public page and every published case, all reachable", async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1]));
  for (const { path } of PAGES) expect(locs).toContain(`${origin}${path}`);
  for (const loc of locs) expect(loc.startsWith(`${origin}/`), loc).toBe(true);
  expect(new Set(locs).size).toBe(locs.length);
  // Case pages carry the date they were published.
  const caseEntry = xml.match(/<url>\s*<loc>[^<]*\/case\/[^<]+<\/loc>\s*<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/);
  expect(caseEntry?.[1]).toBeTruthy();
  for (const loc of locs) {
    const page = await request.get(loc);
    expect(page.status(), loc).toBe(200);
  }
});

test("robots.txt lets crawlers in, keeps them out of the admin pages and points to the sitemap", async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const lines = (await response.text()).split("\n");
  expect(lines).toContain("User-agent: *");
  expect(lines).toContain("Allow: /");
  expect(lines).toContain("Disallow: /admin");
  expect(lines).toContain("Disallow: /login");
  expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
});
