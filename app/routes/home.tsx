import { Suspense, useMemo, useState } from "react";
import type { Route } from "./+types/home";
import { ContactSection } from "~/components/contact/contact-section";
import { pickHomeCases, toHomeCase } from "~/components/home/home-case";
import { FeaturedPortfolio } from "~/components/home/featured-portfolio";
import { HeroSection } from "~/components/home/hero-section";
import { IntroSplash } from "~/components/home/intro-splash";
import { PortfolioGrid } from "~/components/home/portfolio-grid";
import { ServiceTiles } from "~/components/home/service-tiles";
import { ServicesSection } from "~/components/home/services-section";
import { contactDetails, contactForm, contactSection } from "~/content/contact";
import { featured, hero, intro, portfolio, services, serviceTiles } from "~/content/home";
import { pageHead, settingSlots } from "~/content/page-settings";
import { slotsOf } from "~/content/slot";
import { getAdminSession } from "~/auth/guard.server";
import { hashText } from "~/lib/random";
import { pageMeta } from "~/lib/seo";
import { listPublishedCases } from "~/models/case-studies.server";
import { introSplashLogos } from "~/models/intro-logos.server";
import { loadContent } from "~/models/site-content.server";
import { appContext } from "~/context.server";

const homeSlots = slotsOf(intro, hero, portfolio, serviceTiles, services, featured, contactSection, contactForm, contactDetails);
/** The home page's settings have a section of their own: every other one is a part of the page. */
const settings = { section: "home", keyPrefix: "" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const [content, published, introLogos, session] = await Promise.all([
    loadContent(app.db, [...homeSlots, ...slotsOf(settingSlots(settings))]),
    listPublishedCases(app.db),
    introSplashLogos(app.db),
    getAdminSession(request, app),
  ]);
  return {
    content,
    head: pageHead(content, settings, {
      title: "Arkadomus | Creative & Digital Growth Agency in Swindon",
      description:
        "Arkadomus is a creative and digital growth agency in Swindon: branding, social media and paid traffic, websites and e-commerce, advertising screens and custom software.",
    }),
    // All of them: an open page picks its mix again from the list when it is read again
    // after a change (pickHomeCases), and every published case can be in a mix.
    cases: published.map(toHomeCase),
    // Which mix of cases (and of the splash's floating logos) the page shows: the cached
    // page's own for visitors (server/app.ts), and the same one all along for an
    // administrator, so that after a change the page shows the cases they were working on.
    mix: session ? hashText(session.id) : (app.homeMix ?? Math.floor(Math.random() * 2 ** 31)),
    introLogos,
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** The page opens under the intro splash (root.tsx marks <html> for it). */
export const handle = { intro: true };

export default function Home({ loaderData }: Route.ComponentProps) {
  // An open page keeps the mix it opened with: a change shows in the same places.
  const [mix] = useState(loaderData.mix);
  const { portfolio, featured } = useMemo(() => pickHomeCases(loaderData.cases, mix), [loaderData.cases, mix]);
  return (
    <>
      {/* First: the styles of what it covers follow it (home.css). */}
      <IntroSplash logos={loaderData.introLogos} seed={mix} />
      <HeroSection />
      {/* Below the first screen, each section is a Suspense boundary: React hydrates the
          first screen first, then these in tasks of their own, so a phone's main thread is
          never held for the whole page at once (and a section the visitor touches first is
          hydrated first). Nothing suspends: the server sends them whole. */}
      <Suspense>
        <PortfolioGrid cases={portfolio} />
      </Suspense>
      <Suspense>
        <ServiceTiles />
      </Suspense>
      <Suspense>
        <ServicesSection />
      </Suspense>
      <Suspense>
        <FeaturedPortfolio cases={featured} />
      </Suspense>
      <Suspense>
        <ContactSection />
      </Suspense>
    </>
  );
}
