import { agency } from "./agency";
import { defineSection, slotsOf } from "./slot";

/** The site header: brand mark, navigation labels and the services menu. */
export const header = defineSection("header", {
  logo: ["image", "/favicon.svg"],
  skipLink: ["text", "Skip to content"],
  home: ["text", "Home"],
  about: ["text", "About"],
  projects: ["text", "Projects"],
  contact: ["text", "Contact"],
  services: ["text", "Services"],
  cta: ["text", "Let's Talk"],
  branding: ["text", "Branding"],
  brandingText: ["text", "Identities, logos and guidelines"],
  socialMedia: ["text", "Social Media"],
  socialMediaText: ["text", "Content, community and paid traffic"],
  webDesign: ["text", "Web Design"],
  webDesignText: ["text", "Websites and e-commerce that convert"],
  development: ["text", "Development"],
  developmentText: ["text", "Custom software, apps and integrations"],
  projectManager: ["text", "Project Manager"],
  projectManagerText: ["text", "Planning and delivery, start to finish"],
  publicity: ["text", "Publicity"],
  publicityText: ["text", "Advertising screens with Broadcast Square"],
});

/** The site footer. */
export const footer = defineSection("footer", {
  ctaTitle: ["title", "Have a project in mind?"],
  ctaText: ["description", "Tell us where you want to grow. We will come back with ideas, a plan and a team ready to build it."],
  ctaButton: ["text", "Start a project"],
  blurb: [
    "description",
    "A creative and digital growth agency. We build brands, websites and campaigns that turn attention into customers.",
  ],
  navigationTitle: ["title", "Navigation"],
  servicesTitle: ["title", "Services"],
  contactTitle: ["title", "Get in touch"],
  hoursTitle: ["title", "Office hours"],
  rights: ["text", "All rights reserved."],
  madeIn: ["text", "Crafted with care in Swindon."],
});

/** The floating WhatsApp chat bubble. */
export const whatsappChat = defineSection("whatsapp", {
  bubbleLabel: ["text", "Chat with us on WhatsApp"],
  status: ["text", "Typically replies within an hour"],
  message: ["description", "Hi there! How can we help you grow your brand today?"],
  greeting: ["text", "Hello Arkadomus! I would like to talk about a project."],
  button: ["text", "Start on WhatsApp"],
});

/** Slots shown on every page (header, footer, contact facts); the root loader reads them. */
export const layoutSlots = slotsOf(agency, header, footer, whatsappChat);
