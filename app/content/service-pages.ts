import { defineSection, slotsOf, type Slot } from "./slot";

export const SERVICE_PAGE_SLUGS = ["branding", "social-media", "web-design", "development", "project-manager"] as const;
export type ServicePageSlug = (typeof SERVICE_PAGE_SLUGS)[number];

type Card = [title: string, description: string];

type ServicePageCopy = {
  /** The materials category of the page, matched as docs/product.md section 2 (Service pages) says. */
  category: string;
  /** The page's title for search engines and link previews. */
  metaTitle: string;
  subtitle: string;
  title: string;
  description: string;
  cards: [Card, Card, Card, Card];
  materialsDescription: string;
};

/** Every editable text of one service page, in the section named after its path. */
function servicePageSlots(section: ServicePageSlug, copy: ServicePageCopy) {
  const [c1, c2, c3, c4] = copy.cards;
  return defineSection(section, {
    heroSubtitle: ["text", copy.subtitle],
    heroTitle: ["title", copy.title],
    heroDescription: ["description", copy.description],
    heroPrimaryButton: ["text", "Start a Project"],
    heroSecondaryButton: ["text", "See Our Work"],
    card1Title: ["title", c1[0]],
    card1Description: ["description", c1[1]],
    card2Title: ["title", c2[0]],
    card2Description: ["description", c2[1]],
    card3Title: ["title", c3[0]],
    card3Description: ["description", c3[1]],
    card4Title: ["title", c4[0]],
    card4Description: ["description", c4[1]],
    materialsSubtitle: ["text", "Our Work"],
    materialsTitle: ["title", "Client Materials"],
    materialsDescription: ["description", copy.materialsDescription],
  });
}

export type ServicePageSlots = ReturnType<typeof servicePageSlots>;

export type ServicePage = {
  slug: ServicePageSlug;
  category: string;
  metaTitle: string;
  slots: ServicePageSlots;
  /** The four cards' slots, in order. */
  cards: Array<{ title: Slot; description: Slot }>;
};

function servicePage(slug: ServicePageSlug, copy: ServicePageCopy): ServicePage {
  const slots = servicePageSlots(slug, copy);
  return {
    slug,
    category: copy.category,
    metaTitle: copy.metaTitle,
    slots,
    cards: [
      { title: slots.card1Title, description: slots.card1Description },
      { title: slots.card2Title, description: slots.card2Description },
      { title: slots.card3Title, description: slots.card3Description },
      { title: slots.card4Title, description: slots.card4Description },
    ],
  };
}

export const SERVICE_PAGES: Record<ServicePageSlug, ServicePage> = {
  branding: servicePage("branding", {
    category: "Branding",
    metaTitle: "Branding & Design Services",
    subtitle: "Branding & Design",
    title: "Brands People Remember",
    description:
      "From the first strategy workshop to the last guideline page, we build identities with a clear voice, a distinctive look and the consistency to grow.",
    cards: [
      ["Brand Identity", "Logos, colour palettes and typography systems that make your business instantly recognisable."],
      ["Brand Strategy", "Positioning, audience research and messaging that give every decision a clear direction."],
      ["Brand Guidelines", "Practical guides that keep your brand consistent across every team, channel and supplier."],
      ["Packaging & Print", "Packaging, stationery and signage that carry your identity into the real world."],
    ],
    materialsDescription: "A selection of identities and brand systems we have created for our clients.",
  }),
  "social-media": servicePage("social-media", {
    category: "Social Media",
    metaTitle: "Social Media & Paid Traffic Services",
    subtitle: "Social Media & Paid Traffic",
    title: "Grow Where Your Audience Scrolls",
    description:
      "Content that stops the thumb and campaigns that convert. We plan, create and optimise social media and paid traffic that bring measurable growth.",
    cards: [
      ["Content Creation", "Scroll-stopping posts, reels and stories, produced in-house and tailored to each platform."],
      ["Paid Advertising", "Meta, TikTok, LinkedIn and Google campaigns, precisely targeted and optimised every week."],
      ["Community Management", "Replies, moderation and conversations that turn followers into loyal customers."],
      ["Analytics & Reporting", "Clear monthly reports on reach, engagement, leads and return on ad spend."],
    ],
    materialsDescription: "Campaigns and content that grew audiences and sales for our clients.",
  }),
  "web-design": servicePage("web-design", {
    category: "Web Design",
    metaTitle: "Web Design & E-Commerce Services",
    subtitle: "Websites & E-Commerce",
    title: "Websites That Work as Hard as You Do",
    description: "Fast, beautiful and easy to manage. We design and build websites and online shops that turn visitors into customers.",
    cards: [
      ["Responsive Design", "Layouts crafted for every screen, from the smallest phone to the widest desktop."],
      ["E-Commerce", "Online shops with smooth checkouts, secure payments and stock that stays in sync."],
      ["Performance", "Lightning-fast pages that rank better, keep visitors and convert more."],
      ["SEO Foundations", "Clean structure, metadata and content guidance so the right people find you."],
    ],
    materialsDescription: "Websites and online shops we have designed and launched for our clients.",
  }),
  development: servicePage("development", {
    category: "Development",
    metaTitle: "Software & Web Development Services",
    subtitle: "Programming & Development",
    title: "Software Built Around Your Business",
    description: "Custom web applications, integrations and tools, engineered to be reliable, secure and ready to scale with you.",
    cards: [
      ["Web Applications", "Portals, dashboards and booking systems built with modern, maintainable technology."],
      ["Mobile Experiences", "Progressive web apps and mobile-first interfaces that feel native on every device."],
      ["APIs & Integrations", "Your CRM, payments, stock and marketing tools connected, so data flows without copy and paste."],
      ["Hosting & Support", "Secure hosting, monitoring and updates, with a team on hand when you need us."],
    ],
    materialsDescription: "Applications, platforms and integrations we have engineered for our clients.",
  }),
  "project-manager": servicePage("project-manager", {
    category: "Project Manager",
    metaTitle: "Project Management Services",
    subtitle: "Project Management",
    title: "Delivered On Time, Every Time",
    description:
      "One point of contact, a clear plan and honest updates. We keep your projects on schedule, on budget and free of surprises.",
    cards: [
      ["Planning & Roadmaps", "Scopes, milestones and timelines agreed up front, so everyone knows what happens when."],
      ["Team Coordination", "Designers, developers and your own team working in step, with no dropped handovers."],
      ["Budget & Timeline Control", "Weekly tracking of time and spend, with early warnings and clear options."],
      ["Transparent Reporting", "Regular status updates and shared dashboards, so you always know where things stand."],
    ],
    materialsDescription: "Projects we have planned, coordinated and delivered from kick-off to launch.",
  }),
};

/**
 * The slots of every service page, one group per section, shallow enough for the slot
 * registry (app/content/registry.ts) to find them.
 */
export const SERVICE_PAGE_SLOTS = Object.fromEntries(SERVICE_PAGE_SLUGS.map((slug) => [slug, SERVICE_PAGES[slug].slots])) as Record<
  ServicePageSlug,
  ServicePageSlots
>;

export function isServicePageSlug(value: string): value is ServicePageSlug {
  return (SERVICE_PAGE_SLUGS as readonly string[]).includes(value);
}

/** The slots a service page's loader reads. */
export function servicePageSlotList(page: ServicePage) {
  return slotsOf(page.slots);
}
