import { pageSettingOf } from "./page-settings";
import { ALL_SLOTS, moduleOfSection } from "./registry";
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
