import type { ContentType } from "~/db/schema";
import { slot, type Slot } from "./slot";

/** The project blog posts of /project/{slug}; an unknown slug shows the first (docs/product.md section 2). */
export const PROJECT_POSTS = ["nexus-financial", "velocity-retail", "catalyst-ventures", "horizon-healthcare"] as const;
export type ProjectPostSlug = (typeof PROJECT_POSTS)[number];

export function projectPostSlug(slug: string | undefined): ProjectPostSlug {
  return (PROJECT_POSTS as readonly string[]).includes(slug ?? "") ? (slug as ProjectPostSlug) : PROJECT_POSTS[0];
}

/** What every post has; the texts differ per post. */
type PostCopy = {
  category: string;
  title: string;
  date: string;
  author: string;
  authorRole: string;
  readTime: string;
  intro: string;
  overview: string;
  overviewMore: string;
  challenge: string;
  solution: string;
  solutionPoints: string;
  quote: string;
  quoteAuthor: string;
  resultsIntro: string;
};

// Texts every post starts with; each post keeps its own copy of them (keys prefixed by slug).
const SHARED = {
  backHome: ["text", "Back to Home"],
  titleSuffix: ["title", ": A Complete Digital Transformation"],
  overviewHeading: ["title", "Project Overview"],
  challengeHeading: ["title", "The Challenge"],
  solutionHeading: ["title", "Our Solution"],
  galleryHeading: ["title", "Project Gallery"],
  galleryText: ["description", "A selection of screens and assets from the finished work."],
  resultsHeading: ["title", "The Results"],
  stat1Value: ["title", "300%"],
  stat1Label: ["text", "Increase in website traffic"],
  stat2Value: ["title", "250%"],
  stat2Label: ["text", "Boost in conversion rate"],
  stat3Value: ["title", "400%"],
  stat3Label: ["text", "Growth in social engagement"],
  stat4Value: ["title", "200%"],
  stat4Label: ["text", "Lift in brand recognition"],
  resultsNote: ["text", "All figures measured within 3 months of launch."],
  ctaHeading: ["title", "Ready to Transform Your Brand?"],
  ctaText: [
    "description",
    "Whether you are launching, rebranding or scaling up, we would love to hear what you are building. Let's plan your next chapter together.",
  ],
  ctaButton: ["text", "Start Your Project"],
} satisfies Record<string, [ContentType, string]>;

const TYPES: Record<keyof PostCopy, ContentType> = {
  category: "text",
  title: "title",
  date: "text",
  author: "text",
  authorRole: "text",
  readTime: "text",
  intro: "description",
  overview: "description",
  overviewMore: "description",
  challenge: "description",
  solution: "description",
  solutionPoints: "description",
  quote: "description",
  quoteAuthor: "text",
  resultsIntro: "description",
};

const COPY: Record<ProjectPostSlug, PostCopy> = {
  "nexus-financial": {
    category: "Fintech",
    title: "Nexus Financial",
    date: "March 15, 2024",
    author: "Sarah Mitchell",
    authorRole: "Creative Director",
    readTime: "8 min read",
    intro:
      "How we helped a 40-year-old building society become the digital bank its customers actually want to use, from a new identity to a mobile app rated 4.9 stars.",
    overview:
      "Nexus Financial had loyal members and a strong balance sheet, but its digital experience felt a decade behind. Younger customers were opening accounts elsewhere, and the branch network could no longer carry growth on its own.",
    overviewMore:
      "Over nine months we worked with Nexus on brand, website, app and launch campaign, with one cross-functional team and a fortnightly rhythm of releases that kept compliance, IT and marketing moving together.",
    challenge:
      "Customers described Nexus as 'trustworthy but old-fashioned'. Online account opening took 25 minutes and dropped two thirds of applicants, the app was a thin wrapper around the website, and every change needed sign-off from five departments.",
    solution:
      "We refreshed the identity around a confident hexagon mark and a calm teal palette, then redesigned the journeys that matter most: opening an account, checking balances and saving towards goals. A shared design system let the in-house team ship new features without starting from scratch.",
    solutionPoints:
      "A five-minute account opening flow with instant identity checks|A mobile app built around savings goals and spending insights|A design system shared by web, app and branch screens|A launch campaign across social, search and outdoor media",
    quote:
      "Arkadomus helped us move faster than we thought a regulated business could, and our members noticed the difference in weeks, not years.",
    quoteAuthor: "Head of Digital, Nexus Financial",
    resultsIntro:
      "The relaunch changed how customers see Nexus and how the team works. Online account opening now takes under five minutes, and digital is the society's fastest-growing channel.",
  },
  "velocity-retail": {
    category: "Retail",
    title: "Velocity Retail",
    date: "April 2, 2024",
    author: "James Carter",
    authorRole: "Head of Digital",
    readTime: "7 min read",
    intro:
      "A streetwear retailer with 34 stores wanted its online shop to move as fast as its Friday drops. Here is how we rebuilt the store, the content engine and the launch calendar.",
    overview:
      "Velocity Retail built its name in city-centre stores, with queues around the block on release days. Online, the experience was the opposite: slow pages, sold-out items still on sale, and social posts that did not link anywhere useful.",
    overviewMore:
      "We partnered with Velocity's buying, store and marketing teams to design one connected experience, from the first teaser on social to the parcel at the door.",
    challenge:
      "Traffic spikes on drop days crashed the old site, stock was out of sync with the stores, and the brand's energy was lost in a generic template. Paid social drove clicks, but too few of them turned into orders.",
    solution:
      "We built a fast headless store that holds up under launch-day traffic, with live stock from every store and click-and-collect in two hours. A weekly content engine of lookbooks, short videos and countdown pages turned each drop into an event.",
    solutionPoints:
      "A headless storefront that stays fast on launch-day peaks|Live stock from 34 stores with two-hour click and collect|A weekly drop calendar across social, email and app|Shoppable lookbooks and creator content",
    quote: "Drop days used to be the days we feared most online. Now they are our best days of the month, in stores and on the site.",
    quoteAuthor: "E-commerce Director, Velocity Retail",
    resultsIntro:
      "Velocity's online store now keeps pace with its stores. Launch days run without a hitch, and social has become a sales channel rather than a noticeboard.",
  },
  "catalyst-ventures": {
    category: "Venture Capital",
    title: "Catalyst Ventures",
    date: "May 20, 2024",
    author: "Olivia Bennett",
    authorRole: "Brand Strategist",
    readTime: "6 min read",
    intro:
      "An early-stage investor needed a brand as bold as the founders it backs. We created an identity, website and content platform that tell Catalyst's story in its own voice.",
    overview:
      "Catalyst Ventures invests in founders from day zero, often before a product exists. Its reputation spread by word of mouth, but its public presence was a single page that said little about how the team works.",
    overviewMore: "Ahead of raising a second fund, Catalyst asked us to make its thinking visible to founders and investors alike.",
    challenge:
      "Venture firms tend to look the same: navy, stock photos and vague promises. Catalyst needed to stand out to the founders it wanted to meet, while giving investors the confidence of an established fund.",
    solution:
      "We built the brand on the idea of momentum: a spark mark, a vivid violet and gold palette and a direct, founder-friendly voice. The new website puts portfolio stories, the team's playbooks and a clear pitch process up front, with a content platform the partners update themselves.",
    solutionPoints:
      "An identity built on the idea of momentum|Portfolio stories told through founders' own words|A published playbook series for early-stage teams|A simple, transparent pitch process online",
    quote: "For the first time, founders arrive at our first meeting already knowing how we think. That changes the whole conversation.",
    quoteAuthor: "Managing Partner, Catalyst Ventures",
    resultsIntro:
      "The new brand gave Catalyst a voice founders recognise. Inbound pitches rose sharply and the playbooks are now shared well beyond its portfolio.",
  },
  "horizon-healthcare": {
    category: "Healthcare",
    title: "Horizon Healthcare",
    date: "June 11, 2024",
    author: "Daniel Hughes",
    authorRole: "Project Manager",
    readTime: "9 min read",
    intro:
      "A network of 18 private clinics wanted patients to see a doctor from anywhere. We designed and delivered a telehealth app, a new website and the campaign that launched them.",
    overview:
      "Horizon Healthcare's clinicians were in demand, but appointments depended on phone lines that were busy most of the morning. Patients waited days for routine consultations that could have happened by video.",
    overviewMore:
      "We led a twelve-month programme with Horizon's clinical, operations and IT teams, moving from research to a national launch in carefully tested stages.",
    challenge:
      "Any new service had to be safe, accessible and simple enough for every age group, while fitting the clinicians' existing systems. Trust was essential: patients needed to feel the same care online as in the consulting room.",
    solution:
      "We co-designed the patient journey with clinicians and patients, then built an app for booking, video consultations, prescriptions and results. The website was rebuilt around symptoms and services rather than departments, and every screen was tested for accessibility.",
    solutionPoints:
      "Video consultations booked in three taps|Prescriptions and results delivered securely in the app|A symptom-led website meeting accessibility standards|A phased roll-out across all 18 clinics",
    quote:
      "Our patients now see a clinician the same day, often from their kitchen table. The team delivered exactly what they promised, on time.",
    quoteAuthor: "Chief Operating Officer, Horizon Healthcare",
    resultsIntro:
      "Telehealth is now part of everyday care at Horizon. Waiting times have fallen, patient satisfaction is at a record high, and clinicians spend more time with patients.",
  },
};

function postSlots(post: ProjectPostSlug) {
  const key = (name: string) => `${post}_${name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;
  const make = (name: string, type: ContentType, value: string) => slot("project-blog", key(name), type, value);
  const slots: Record<string, Slot> = {};
  for (const [name, [type, value]] of Object.entries(SHARED) as Array<[string, [ContentType, string]]>) {
    slots[name] = make(name, type, value);
  }
  for (const [name, value] of Object.entries(COPY[post])) {
    slots[name] = make(name, TYPES[name as keyof PostCopy], value);
  }
  slots.featuredImage = make("featuredImage", "image", `/blog/${post}-featured-1600.webp`);
  for (const n of [1, 2, 3]) {
    slots[`gallery${n}`] = make(`gallery${n}`, "image", `/blog/${post}-gallery-${n}-1600.webp`);
  }
  return slots as Record<keyof typeof SHARED | keyof PostCopy, Slot> & {
    featuredImage: Slot;
    gallery1: Slot;
    gallery2: Slot;
    gallery3: Slot;
  };
}

/** Every post's slots, in section 'project-blog' with keys prefixed by the post's slug. */
export const projectBlog = {
  "nexus-financial": postSlots("nexus-financial"),
  "velocity-retail": postSlots("velocity-retail"),
  "catalyst-ventures": postSlots("catalyst-ventures"),
  "horizon-healthcare": postSlots("horizon-healthcare"),
};

export type ProjectPostSlots = ReturnType<typeof postSlots>;
