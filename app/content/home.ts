import { defineSection } from "./slot";

/** Editable texts and images of the home page, with their defaults (docs/product.md section 2, Home). */

export const intro = defineSection("intro", {
  tagline: ["title", "Transforming Ideas Into Reality"],
  enterLabel: ["text", "Enter Experience"],
  clientsLabel: ["text", "Trusted by ambitious brands"],
});

export const hero = defineSection("hero", {
  subtitle: ["text", "Creative & Digital Growth Agency"],
  titleLine1: ["title", "We Build Brands"],
  titleLine2: ["title", "That Move People"],
  description: [
    "description",
    "Branding, social media and paid traffic, websites and e-commerce, advertising screens and software: one team turning bold ideas into measurable growth.",
  ],
  primaryCta: ["text", "Start Your Project"],
  secondaryCta: ["text", "View Our Work"],
  // docs/product.md section 2, Hero: an uploaded image replaces the looping video; empty means "play the video".
  backgroundImage: ["image", ""],
});

export const portfolio = defineSection("portfolio", {
  subtitle: ["text", "Our Portfolio"],
  title: ["title", "Work That Speaks for Itself"],
  description: ["description", "A rotating selection of brands, campaigns and products we have shaped. Every visit shows a different mix."],
  exploreCta: ["text", "Explore All Our Cases"],
  empty: ["text", "New case studies are on their way. Check back soon."],
});

export const serviceTiles = defineSection("service-tiles", {
  subtitle: ["text", "Expertise"],
  title: ["title", "Everything Your Brand Needs to Grow"],
  branding: ["text", "BRANDING"],
  socialMedia: ["text", "SOCIAL MEDIA"],
  webDesign: ["text", "WEB DESIGN"],
  projectManager: ["text", "PROJECT MANAGER"],
  development: ["text", "DEVELOPMENT"],
  publicity: ["text", "PUBLICITY"],
});

export const services = defineSection("services", {
  subtitle: ["text", "What We Do"],
  title: ["title", "Services Built for Growth"],
  description: [
    "description",
    "From the first sketch of a logo to the last line of code, we cover every step between a bold idea and a brand people remember.",
  ],
  brandingTitle: ["title", "Branding & Design"],
  brandingDescription: [
    "description",
    "Identities with a point of view: strategy, naming, logos and visual systems that make a brand unmistakable.",
  ],
  brandingFeatures: ["text", "Logo & visual identity|Brand strategy & positioning|Brand guidelines|Packaging & print design"],
  socialTitle: ["title", "Social Media & Paid Traffic"],
  socialDescription: [
    "description",
    "Content that stops the scroll and campaigns that pay for themselves, planned, produced and optimised every week.",
  ],
  socialFeatures: ["text", "Content strategy & calendars|Creative production|Meta & Google Ads campaigns|Performance reporting"],
  websitesTitle: ["title", "Websites & E-Commerce"],
  websitesDescription: ["description", "Fast, beautiful websites and online stores designed to convert visitors into customers."],
  websitesFeatures: ["text", "UX & UI design|Responsive websites|Online stores & checkout|SEO & performance"],
  broadcastTitle: ["title", "Broadcast & Arkadomus"],
  broadcastDescription: [
    "description",
    "Advertising screens and broadcast campaigns that put your brand in front of the right audience, in the right place.",
  ],
  broadcastFeatures: ["text", "Digital signage networks|Video & motion content|Campaign scheduling|Audience reach reports"],
  marketingTitle: ["title", "Marketing Strategy"],
  marketingDescription: ["description", "Clear plans grounded in research and data, so every pound you spend has a job to do."],
  marketingFeatures: ["text", "Market & competitor research|Go-to-market planning|Customer journeys|Analytics & KPIs"],
  programmingTitle: ["title", "Programming & Development"],
  programmingDescription: [
    "description",
    "Custom software, integrations and web apps, engineered to be reliable, secure and ready to scale.",
  ],
  programmingFeatures: ["text", "Web & mobile apps|APIs & integrations|Automation & dashboards|Maintenance & support"],
  ctaText: ["text", "Not sure where to start? Tell us about your goals."],
  ctaLabel: ["text", "Let's Build Together"],
});

export const featured = defineSection("featured", {
  subtitle: ["text", "Featured Work"],
  title: ["title", "Case Studies"],
  description: ["description", "A closer look at how we turn challenges into results for the brands we work with."],
  clientLabel: ["text", "Client"],
  viewCase: ["text", "View Full Case Study"],
  viewAll: ["text", "View All Projects"],
});

/** A logo of the intro splash; `id` is set for logos an administrator stored. */
export type IntroLogoImage = { src: string; name: string; id?: string };

/** The client logos bundled with the site (public/logos), shown until an administrator adds some. */
export const DEFAULT_INTRO_LOGOS: IntroLogoImage[] = [
  ["northbeam", "Northbeam"],
  ["lumen-co", "Lumen & Co"],
  ["vertex-studio", "Vertex Studio"],
  ["orbitra", "Orbitra"],
  ["kinetic", "Kinetic"],
  ["halcyon", "Halcyon"],
  ["nova-foods", "Nova Foods"],
  ["pinecrest", "Pinecrest"],
  ["atlas-freight", "Atlas Freight"],
  ["quanta", "Quanta"],
  ["bloom-botanics", "Bloom Botanics"],
  ["solace-health", "Solace Health"],
  ["ironclad", "Ironclad"],
  ["meridian", "Meridian"],
  ["flux-energy", "Flux Energy"],
  ["cobalt-bank", "Cobalt Bank"],
  ["echo-audio", "Echo Audio"],
  ["tidewater", "Tidewater"],
  ["zenith-air", "Zenith Air"],
  ["prism-labs", "Prism Labs"],
  ["harbor-vine", "Harbor & Vine"],
  ["everline", "Everline"],
].map(([file, name]) => ({ src: `/logos/${file}.webp`, name }));
