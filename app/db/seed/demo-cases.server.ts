import type { Db } from "../client.server";
import { caseStudies, type CaseCategory, type NewCaseStudy } from "../schema";

/** A demo case study; `images` is its gallery size (pictures in public/demo/, first = featured). */
type DemoCase = {
  title: string;
  slug: string;
  clientName: string;
  category: CaseCategory;
  description: string;
  challenge: string;
  solution: string;
  results: string;
  tags: string[];
  externalLink?: string;
  images: number;
  daysAgo: number;
};

/** Gallery addresses of a demo case: `/demo/{slug}-{n}-1600.webp` (an 800 px variant exists). */
export function demoGallery(slug: string, count: number) {
  return Array.from({ length: count }, (_, i) => `/demo/${slug}-${i + 1}-1600.webp`);
}

/**
 * The demo portfolio: ten published case studies over the six categories, in the order the
 * portfolio shows them. Every service page finds at least one: Branding, Social Media, Web
 * Design and Development by category, Project Manager by tag.
 */
export const DEMO_CASES: DemoCase[] = [
  {
    title: "Northwind Coffee Rebrand",
    slug: "northwind-coffee-rebrand",
    clientName: "Northwind Coffee Roasters",
    category: "branding",
    description:
      "A coastal identity for a family roastery moving from one harbour-side café to supermarket shelves and a subscription shop, without losing the warmth regulars loved.",
    challenge:
      "Northwind's beans won blind tastings, but the packaging looked homemade next to national brands. Three generations of logos were in use at once, and the team worried that looking 'bigger' would cost them the local character that built their following.",
    solution:
      "We ran workshops with staff and regulars to find what people actually valued, then built the identity around a compass mark drawn from the roastery's old weather vane. A warm copper and cream palette, a modular packaging system with origin-coded labels, and a simple voice guide ('say it like a barista would') gave every touchpoint one recognisable personality.",
    results:
      "The new range launched in 46 independent retailers and two regional supermarket chains within four months. Wholesale accounts grew 64%, online orders rose 182%, and the subscription shop sold out its first limited roast in nine days.",
    tags: ["Branding", "Visual Identity", "Packaging"],
    images: 5,
    daysAgo: 18,
  },
  {
    title: "Lumen Skincare Social Launch",
    slug: "lumen-skincare-social-launch",
    clientName: "Lumen Skincare",
    category: "social-media",
    description:
      "A launch programme across Instagram, TikTok and paid social that took a clean-skincare start-up from zero to a profitable customer base in one season.",
    challenge:
      "Lumen entered one of the most crowded categories online with a modest budget, no audience and strict rules: no filters, no unrealistic before-and-afters. Early boosted posts had a cost per order higher than the product's margin.",
    solution:
      "We built a content engine around honest routines: creator-led tutorials filmed in natural light, a weekly 'skin diary' series and product education in carousels. Paid traffic was restructured into prospecting, retargeting and retention audiences, with creative tested in two-week sprints and budgets moved daily to what converted.",
    results:
      "4.8 million people reached and 32,000 followers gained in the first twelve weeks. Return on ad spend reached 5.6x and the cost per order fell 38%, making paid social Lumen's most profitable channel.",
    tags: ["Social Media", "Paid Traffic", "Content Creation"],
    images: 4,
    daysAgo: 41,
  },
  {
    title: "Harbour & Oak Online Store",
    slug: "harbour-oak-online-store",
    clientName: "Harbour & Oak Furniture",
    category: "web-design",
    description:
      "A calm, photography-led online store for a Devon furniture workshop, built so that people buy a £2,000 table online with the same confidence they would in the showroom.",
    challenge:
      "Most of Harbour & Oak's sales still happened in person. The old site was slow on mobile, hid prices and delivery times, and lost nearly three quarters of shoppers between the basket and payment.",
    solution:
      "We redesigned the store around the questions buyers ask: real room photography, wood and finish swatches, clear lead times and white-glove delivery costs before checkout. A lighter front end, a three-step checkout and finance options at product level removed friction, and a shared component library keeps new collections consistent.",
    results:
      "Online revenue rose 146% in the first six months and the conversion rate reached 3.9%. Checkout drop-off fell 27% and the site now scores 98 for mobile performance.",
    tags: ["Web Design", "E-Commerce", "UX"],
    externalLink: "https://harbourandoak.example",
    images: 4,
    daysAgo: 63,
  },
  {
    title: "FleetPulse Driver App",
    slug: "fleetpulse-driver-app",
    clientName: "FleetPulse Logistics",
    category: "development",
    description:
      "A driver app and live dispatch dashboard that replaced paper run sheets for a 1,200-driver courier network, delivered in phased releases under a dedicated project manager.",
    challenge:
      "Dispatchers juggled phone calls, spreadsheets and three legacy systems to follow the day's deliveries. Drivers had no way to report delays, so customers called the depot for updates and late jobs were found out too late to fix.",
    solution:
      "Our project manager ran discovery ride-alongs and fortnightly releases with depot staff in the loop. We built an offline-first mobile app for proof of delivery, photos and route changes, and a real-time dashboard that flags late jobs before they happen, integrated with the existing warehouse system through a new API layer.",
    results:
      "All six depots were live within five months with zero missed pay runs. On-time delivery reached 97.2%, fuel use fell 18% thanks to better routing, and customer calls to depots halved.",
    tags: ["Development", "Mobile App", "Project Manager"],
    externalLink: "https://fleetpulse.example",
    images: 5,
    daysAgo: 88,
  },
  {
    title: "Wyvern Arts Festival Campaign",
    slug: "wyvern-arts-festival-campaign",
    clientName: "Wyvern Arts Festival",
    category: "digital-marketing",
    description:
      "An 'Art After Dark' campaign across social, search and digital screens that sold out a three-day town-centre festival eleven days before opening.",
    challenge:
      "After two quiet years the festival had to win back audiences and attract first-time visitors under 35, with a budget a fraction of the city events competing for the same weekend.",
    solution:
      "We created a bold night-time campaign idea and rolled it out in three waves: artist reveals on social, early-bird offers through search and email, and motion posters on digital screens around town in the final fortnight. Every ad linked to one fast ticket page, tracked end to end so we could shift spend by the hour.",
    results:
      "18,900 tickets sold and a sell-out eleven days early, at a cost per acquisition of £1.84. Campaign videos were viewed 2.1 million times and 43% of buyers were first-time visitors.",
    tags: ["Digital Marketing", "Paid Traffic", "Events"],
    images: 3,
    daysAgo: 115,
  },
  {
    title: "Meridian Clinics Digital Transformation",
    slug: "meridian-clinics-digital-transformation",
    clientName: "Meridian Private Clinics",
    category: "case-studies",
    description:
      "A year-long programme that moved a group of private clinics from phone-only bookings to a patient portal, new website and self-service app, run end to end by our project team.",
    challenge:
      "Meridian's receptionists spent most of the day on the phone, patients waited days for call-backs, and one in eight appointments was a no-show. Each clinic had its own website and booking rules.",
    solution:
      "We mapped every patient journey with clinicians and front-desk teams, then delivered in stages: one website for all clinics, online booking connected to the practice system, reminders by text and email, and an app for results and repeat appointments. A dedicated project manager kept clinical, legal and technical work on one plan.",
    results:
      "71% of appointments are now booked online, no-shows are down 43% and inbound calls have fallen by more than half. Patient satisfaction (NPS) rose to 78 and two new clinics opened on the platform without extra reception staff.",
    tags: ["Strategy", "Project Manager", "Web Design", "Development"],
    externalLink: "https://meridianclinics.example",
    images: 6,
    daysAgo: 140,
  },
  {
    title: "Volt Cycles Brand Identity",
    slug: "volt-cycles-brand-identity",
    clientName: "Volt Electric Cycles",
    category: "branding",
    description:
      "A high-voltage identity and launch toolkit for an electric bike maker taking on the city commute, from logo and colour to showroom and out-of-home.",
    challenge:
      "Volt had a great product and a forgettable name in a market full of look-alike tech brands. They needed an identity ready for a national launch in under ten weeks.",
    solution:
      "We built the brand on a single idea, 'charge your commute': a lightning mark that doubles as the bike's frame badge, an electric lime palette that stands out in grey streets, and a toolkit of motion, retail and out-of-home templates the in-house team could use from day one.",
    results:
      "The launch reached 1.2 million people, drove 4,100 test rides and 2,300 pre-orders, and brought 38 new dealers on board in the first quarter.",
    tags: ["Branding", "Motion Design", "Launch"],
    images: 3,
    daysAgo: 172,
  },
  {
    title: "Atlas Property Group Website",
    slug: "atlas-property-group-website",
    clientName: "Atlas Property Group",
    category: "web-design",
    description:
      "A listings website and easy-to-use CMS for a South West property group, designed to turn browsers into viewings for homes, offices and investment units.",
    challenge:
      "Atlas listed 600+ properties on a dated site that agents could not update without a developer. Listings went live days late, search was clumsy, and most enquiries came through third-party portals with high fees.",
    solution:
      "We designed a fast map-and-list search, rich listing pages with floor plans and neighbourhood guides, and a CMS where agents publish in minutes. Structured data and location pages were built for search engines from the start.",
    results:
      "Direct enquiries grew 212% and organic traffic 167% within six months, cutting portal spend substantially. Agents now publish new listings the same day, and visitors spend over four minutes per visit.",
    tags: ["Web Design", "CMS", "SEO"],
    externalLink: "https://atlasproperty.example",
    images: 4,
    daysAgo: 201,
  },
  {
    title: "Greenleaf Grocer Loyalty Platform",
    slug: "greenleaf-grocer-loyalty-platform",
    clientName: "Greenleaf Grocer",
    category: "development",
    description:
      "A loyalty app and points platform for an independent grocer with 14 stores, built to reward local shopping and give the team real data on what customers buy.",
    challenge:
      "Greenleaf's paper stamp cards were easy to lose and told the business nothing. Off-the-shelf loyalty tools were too expensive and did not connect to their tills.",
    solution:
      "We developed a lightweight app with digital cards, personalised offers and a points ledger connected to the existing tills, plus a dashboard for store managers. The project was run in monthly milestones with a named project manager and in-store pilots before each release.",
    results:
      "48,200 members joined in the first year. Members visit 29% more often and spend 17% more per basket than before, and the app holds a 4.8 rating.",
    tags: ["Development", "Loyalty", "Project Manager"],
    images: 3,
    daysAgo: 236,
  },
  {
    title: "Kinetic Fitness Social Growth",
    slug: "kinetic-fitness-social-growth",
    clientName: "Kinetic Fitness Studios",
    category: "social-media",
    description:
      "A community-first social strategy for a group of boutique fitness studios, turning members into the stars of the feed and followers into trial bookings.",
    challenge:
      "Kinetic's channels were a stream of class timetables and stock photos. Engagement was low, and paid ads promoting free trials attracted people who never came back.",
    solution:
      "We reshaped the content around members and coaches: short-form workout series, member stories and studio challenges, produced in monthly shoots. Ads moved from discounts to community moments, with retargeting that invited engaged viewers to a first class.",
    results:
      "58,000 new followers and a 9.4% engagement rate across channels. Trial sign-ups from social grew 310%, and more trial members now convert to monthly plans.",
    tags: ["Social Media", "Content Creation", "Community"],
    images: 3,
    daysAgo: 268,
  },
];

const DAY = 24 * 60 * 60 * 1000;

/** The rows to insert for the demo portfolio, dated relative to `now`. */
export function demoCaseRows(now = new Date()): NewCaseStudy[] {
  return DEMO_CASES.map((c, index) => {
    const gallery = demoGallery(c.slug, c.images);
    return {
      title: c.title,
      slug: c.slug,
      clientName: c.clientName,
      category: c.category,
      description: c.description,
      challenge: c.challenge,
      solution: c.solution,
      results: c.results,
      featuredImage: gallery[0],
      galleryImages: gallery,
      tags: c.tags,
      status: "published",
      externalLink: c.externalLink ?? null,
      orderIndex: index + 1,
      createdAt: new Date(now.getTime() - c.daysAgo * DAY),
    };
  });
}

/** Inserts the demo case studies (first run only; see seed.server.ts). */
export async function seedDemoCases(db: Db) {
  await db.insert(caseStudies).values(demoCaseRows());
}
