import { plainText } from "~/lib/rich-text";
import { ArrowDown, ArrowRight } from "~/components/ui/icons";
import { data, Link } from "react-router";
import { ContentText } from "~/components/content/content-text";
import { PageHero } from "~/components/about/page-hero";
import type { MaterialCardData } from "~/components/service/material-card";
import { MaterialsList } from "~/components/service/materials-list";
import { ServiceCards } from "~/components/service/service-cards";
import { ServiceHeroArt } from "~/components/service/service-hero-art";
import { SERVICE_CARD_ICONS } from "~/components/service/service-icons";
import { buttonClasses } from "~/components/ui/button";
import { PageNotice } from "~/components/ui/page-notice";
import { isServicePageSlug, SERVICE_PAGES, servicePageSlotList, type ServicePage } from "~/content/service-pages";
import { pageHead, settingSlots } from "~/content/page-settings";
import { slotId, slotsOf } from "~/content/slot";
import type { Db } from "~/db/client.server";
import { pageMeta } from "~/lib/seo";
import { listMaterials } from "~/models/materials.server";
import { loadContent } from "~/models/site-content.server";
import type { Route } from "./+types/service";
import { appContext } from "~/context.server";
import { log } from "~/lib/log.server";
import { isDatabaseUnavailable } from "~/db/client.server";

/** docs/product.md section 4: the category list reloads 500 ms after a live change. */
export const handle = { liveReloadMs: 500 };

/** One module serves the five service pages; the path says which (see app/routes.ts). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const slug = url.pathname.split("/").filter(Boolean)[0] ?? "";
  if (!isServicePageSlug(slug)) throw data("Not Found", { status: 404 });
  const page = SERVICE_PAGES[slug];
  const settings = { section: slug, keyPrefix: "" };
  const [content, materials] = await Promise.all([
    loadContent(app.db, [...servicePageSlotList(page), ...slotsOf(settingSlots(settings))]),
    loadMaterials(app.db, page),
  ]);
  const description = page.slots.heroDescription;
  const own = {
    title: page.metaTitle,
    description: plainText(content[slotId(description)] ?? description.default),
    image: materials.materials[0]?.featuredImage,
  };
  return { slug, content, head: pageHead(content, settings, own), ...materials };
}

/** A failing materials read is logged; the page still shows, with an empty list. */
async function loadMaterials(db: Db, page: ServicePage): Promise<{ materials: MaterialCardData[]; materialsFailed: boolean }> {
  try {
    const rows = await listMaterials(db, page.category);
    return {
      materials: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      materialsFailed: false,
    };
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    log().error({ err: error, category: page.category }, "Failed to load client materials");
    return { materials: [], materialsFailed: true };
  }
}

export const meta: Route.MetaFunction = (args) => (args.loaderData ? pageMeta(args) : [{ title: "Not found" }]);

export default function ServicePageRoute({ loaderData }: Route.ComponentProps) {
  const { slug, materials, materialsFailed } = loaderData;
  const page = SERVICE_PAGES[slug];
  const HeroIcon = SERVICE_CARD_ICONS[slug][0];
  return (
    <>
      {materialsFailed ? <PageNotice>Failed to load client materials</PageNotice> : null}
      <PageHero
        subtitle={page.slots.heroSubtitle}
        title={page.slots.heroTitle}
        description={page.slots.heroDescription}
        icon={<HeroIcon aria-hidden="true" className="size-4" />}
        aside={<ServiceHeroArt icons={SERVICE_CARD_ICONS[slug]} />}
        bottomSpace="pb-14 sm:pb-20"
      >
        <Link to="/contact" className={buttonClasses({ variant: "gradient", size: "lg", className: "w-full sm:w-auto" })}>
          <ContentText slot={page.slots.heroPrimaryButton} />
          <ArrowRight aria-hidden="true" />
        </Link>
        <a href="#materials" className={buttonClasses({ variant: "outline", size: "lg", className: "w-full sm:w-auto" })}>
          <ContentText slot={page.slots.heroSecondaryButton} />
          <ArrowDown aria-hidden="true" />
        </a>
      </PageHero>
      <ServiceCards page={page} />
      <MaterialsList page={page} materials={materials} />
    </>
  );
}
