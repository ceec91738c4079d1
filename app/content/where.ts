import { normaliseCategory } from "~/lib/case-rules";
import { layoutSlots } from "./layout";
import { pageSettingOf } from "./page-settings";
import { ALL_SLOTS, moduleOfSection } from "./registry";
import { SERVICE_PAGE_SLUGS, SERVICE_PAGES } from "./service-pages";
import { imageOfAlt } from "./slot";

/** Where the sections of each content module show (the shell's show on every page). */
const MODULE_PAGES: Record<string, string> = {
  home: "/",
  about: "/about",
  contact: "/contact",
  cases: "/cases",
  layout: "/",
  "system-pages": "/",
  agency: "/admin",
  "project-blog": "/project/nexus-financial",
};

type Row = { slug?: unknown; title?: unknown; name?: unknown };

/**
 * What a revision's item is and the page it shows on, for the activity log: a slot
 * ("slot:<section>/<key>") or a record ("case:<id>", "team:<id>", "logo:<id>").
 */
export function describeItem(item: string, row: Row | null): { label: string; page: string | null } {
  const [kind, rest] = [item.slice(0, item.indexOf(":")), item.slice(item.indexOf(":") + 1)];
  if (kind === "slot") {
    const [section, key] = rest.split("/");
    const words = key.replace(/_/g, " ");
    if (section.startsWith("case_")) return { label: `Case text "${words}"`, page: `/case/${section.slice(5)}` };
    const module = moduleOfSection(section);
    // The home page's settings have a section of their own, named after it.
    const page = module === "service-pages" ? `/${section}` : (MODULE_PAGES[module ?? section] ?? null);
    const image = imageOfAlt({ section, key, type: "text" });
    const setting = pageSettingOf({ key });
    const what = image
      ? "Alt text of image"
      : setting
        ? "Page setting"
        : ALL_SLOTS.get(`${section}:${key}`)?.type === "image"
          ? "Image"
          : "Text";
    const name = image ? image.key.replace(/_/g, " ") : words;
    return { label: `${what} "${name}" (${section.replace(/_/g, " ")})`, page };
  }
  if (kind === "case") {
    return { label: `Case study "${String(row?.title ?? "")}"`, page: typeof row?.slug === "string" ? `/case/${row.slug}` : null };
  }
  if (kind === "team") return { label: `Team member "${String(row?.name ?? "")}"`, page: "/about" };
  return { label: "Intro logo", page: "/" };
}

/** The sections every page shows (the header, footer, agency details, chat bubble: what the root loader reads). */
const SHARED_SECTIONS: ReadonlySet<string> = new Set(layoutSlots.map((slot) => slot.section));

/**
 * Whether a place (docs/decisions/024) shows on every page: a draft of it is never published
 * with one page unless chosen, and is listed apart.
 */
export function isSharedPlace(place: string) {
  const match = /^slot:([^/]+)\//.exec(place);
  return !!match && SHARED_SECTIONS.has(match[1]);
}

type CaseRow = Row & { category?: unknown; tags?: unknown };

/**
 * The pages a place shows on, for counting a page's drafts: a slot's page (every page, "*",
 * for a shared one), a case's own page (before and after a move), the portfolio, the home
 * page and the service pages whose materials it matches; a team member's /about, a logo's /.
 * `rows` are the place's values (a record's draft and live rows; either may be null).
 */
export function pagesOf(place: string, ...rows: Array<CaseRow | null>): string[] {
  if (isSharedPlace(place)) return ["*"];
  const kind = place.slice(0, place.indexOf(":"));
  if (kind !== "case") {
    const page = describeItem(place, rows.find(Boolean) ?? null).page;
    return page ? [page] : [];
  }
  const pages = new Set<string>();
  for (const row of rows) {
    if (!row) continue;
    if (typeof row.slug === "string") pages.add(`/case/${row.slug}`);
    const names = [row.category, ...(Array.isArray(row.tags) ? row.tags : [])].filter((name) => typeof name === "string");
    const wanted = new Set(names.map(normaliseCategory));
    for (const slug of SERVICE_PAGE_SLUGS) if (wanted.has(normaliseCategory(SERVICE_PAGES[slug].category))) pages.add(`/${slug}`);
  }
  return [...pages, "/cases", "/all-projects", "/"];
}
