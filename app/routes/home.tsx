import type { Route } from "./+types/home";
import { ContactSection } from "~/components/contact/contact-section";
import { toHomeCase } from "~/components/home/home-case";
import { FeaturedPortfolio } from "~/components/home/featured-portfolio";
import { HeroSection } from "~/components/home/hero-section";
import { IntroSplash } from "~/components/home/intro-splash";
import { PortfolioGrid } from "~/components/home/portfolio-grid";
import { ServiceTiles } from "~/components/home/service-tiles";
import { ServicesSection } from "~/components/home/services-section";
import { contactDetails, contactForm, contactSection } from "~/content/contact";
import { featured, hero, intro, portfolio, services, serviceTiles } from "~/content/home";
import { slotsOf } from "~/content/slot";
import { pageMeta } from "~/lib/seo";
import { listPublishedCases, shuffle } from "~/models/case-studies.server";
import { introSplashLogos } from "~/models/intro-logos.server";
import { loadContent } from "~/models/site-content.server";

/** SPEC.md section 9: 8 random cases in the portfolio grid, 4 in the featured section. */
const GRID_SIZE = 8;
const FEATURED_SIZE = 4;

const homeSlots = slotsOf(
  intro,
  hero,
  portfolio,
  serviceTiles,
  services,
  featured,
  contactSection,
  contactForm,
  contactDetails,
);

export async function loader({ context }: Route.LoaderArgs) {
  const [content, published, introLogos] = await Promise.all([
    loadContent(context.db, homeSlots),
    listPublishedCases(context.db),
    introSplashLogos(context.db),
  ]);
  return {
    content,
    portfolio: shuffle(published).slice(0, GRID_SIZE).map(toHomeCase),
    featured: shuffle(published).slice(0, FEATURED_SIZE).map(toHomeCase),
    introLogos,
    // Seeds the splash's first random pick of floating logos, the same on server and browser.
    introSeed: Math.floor(Math.random() * 2 ** 31),
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Arkadomus | Creative & Digital Growth Agency in Swindon",
    description:
      "Arkadomus is a creative and digital growth agency in Swindon: branding, social media and paid traffic, websites and e-commerce, advertising screens and custom software.",
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HeroSection />
      <PortfolioGrid cases={loaderData.portfolio} />
      <ServiceTiles />
      <ServicesSection />
      <FeaturedPortfolio cases={loaderData.featured} />
      <ContactSection />
      <IntroSplash logos={loaderData.introLogos} seed={loaderData.introSeed} />
    </>
  );
}
