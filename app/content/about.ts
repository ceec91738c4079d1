import { defineSection, slotsOf } from "./slot";

/** Every editable text and image of the about page (section 'about'). */
export const about = defineSection("about", {
  heroSubtitle: ["text", "About Arkadomus"],
  heroTitle: ["title", "We Build Brands"],
  heroTitleHighlight: ["title", "That Move People"],
  heroDescription: [
    "description",
    "A creative and digital growth agency from Swindon. Strategists, designers and developers under one roof, turning bold ideas into brands, campaigns and websites that perform.",
  ],
  heroBadge: ["text", "One team, every skill"],

  storySubtitle: ["text", "Who We Are"],
  storyTitle: ["title", "Our Story"],
  storyParagraph1: [
    "description",
    "Arkadomus started with a simple belief: great creative work should also be great for business. What began as two designers at a kitchen table has grown into a studio of specialists in branding, social media, paid traffic, web and e-commerce, advertising screens and software.",
  ],
  storyParagraph2: [
    "description",
    "Today we partner with start-ups, local favourites and established companies across the UK. We listen first, move fast, and stay close to the numbers, so every logo, post and line of code earns its place.",
  ],
  statValue1: ["title", "10+"],
  statLabel1: ["text", "Years of craft"],
  statValue2: ["title", "250+"],
  statLabel2: ["text", "Projects delivered"],
  statValue3: ["title", "40+"],
  statLabel3: ["text", "Brands growing with us"],

  valuesSubtitle: ["text", "What Drives Us"],
  valuesTitle: ["title", "Our Values"],
  valuesDescription: ["description", "Four principles shape how we think, how we work together and what we deliver."],
  value1Title: ["title", "Innovation"],
  value1Description: ["description", "We question the obvious, test new ideas and bring fresh thinking to every brief."],
  value2Title: ["title", "Collaboration"],
  value2Description: ["description", "We work as one team with our clients: open, honest and involved at every step."],
  value3Title: ["title", "Excellence"],
  value3Description: ["description", "We sweat the details, from the kerning of a logo to the speed of a checkout."],
  value4Title: ["title", "Impact"],
  value4Description: ["description", "We measure success by results: more reach, more leads, more growth for you."],

  officeSubtitle: ["text", "Our Space"],
  officeTitle: ["title", "Our Office"],
  officeDescription: [
    "description",
    "Our studio in the heart of Swindon is where ideas get sketched, debated, built and launched. Drop in for a coffee and see how we work.",
  ],
  officeImage: ["image", "/about-images/office-1600.webp"],
  officeBullet1: ["text", "Open-plan creative studio in central Swindon"],
  officeBullet2: ["text", "Workshop room for brand and strategy sessions"],
  officeBullet3: ["text", "In-house photo and video corner for content days"],
  officeBullet4: ["text", "Easy to reach by train, with parking nearby"],

  teamSubtitle: ["text", "The People"],
  teamTitle: ["title", "Meet Our Team"],
  teamDescription: ["description", "The designers, strategists and developers who will be working on your project."],
  teamEmpty: ["text", "Our team will be introduced here soon."],
});

export const aboutSlots = slotsOf(about);
