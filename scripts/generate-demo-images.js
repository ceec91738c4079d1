// Renders the demo portfolio and project-blog images from SVG (nothing is downloaded):
// `node scripts/generate-demo-images.js`. Each brand has its own palette, logo mark and
// copy, and each image is one of a few editorial compositions (cover, brand board, website
// in a browser, phones, dashboard, poster, packaging, billboard, social grid), written as
// WebP at 1600 px and 800 px wide (`name-1600.webp`, `name-800.webp`). The outputs are
// committed; run it again only to change them.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const W = 1600;
const H = 1000;
const SANS = "Liberation Sans, DejaVu Sans, Arial, sans-serif";

// ---------------------------------------------------------------------------------------
// Brands: one per demo case study and per project-blog post.

const brands = {
  northwind: {
    name: "NORTHWIND",
    full: "Northwind Coffee Roasters",
    tagline: "Roasted on the coast. Poured everywhere.",
    discipline: "Brand Identity",
    mark: "compass",
    bg: "#1d130e",
    bg2: "#43281a",
    paper: "#f3e9dc",
    primary: "#c8743a",
    accent: "#ecbf7a",
    ink: "#1d130e",
    domain: "northwindcoffee.example",
    headline: ["Small-batch coffee,", "roasted by the sea"],
    words: ["ROAST", "POUR", "REPEAT"],
    kpis: [
      ["Wholesale accounts", "+64%"],
      ["Online orders", "+182%"],
      ["Repeat buyers", "41%"],
      ["Avg. basket", "£27"],
    ],
    quote: "Good mornings start here",
  },
  lumen: {
    name: "lumen",
    full: "Lumen Skincare",
    tagline: "Clean skincare, glowing results.",
    discipline: "Social Media & Paid Traffic",
    mark: "drop",
    bg: "#f7ddd6",
    bg2: "#f1c6bb",
    paper: "#fff6f2",
    primary: "#d9776b",
    accent: "#8c4a5a",
    ink: "#3a1f27",
    light: true,
    domain: "lumenskin.example",
    headline: ["Your skin,", "only brighter"],
    words: ["GLOW", "DAILY", "CLEAN"],
    kpis: [
      ["Reach", "4.8M"],
      ["Followers", "+32k"],
      ["ROAS", "5.6x"],
      ["Cost / order", "-38%"],
    ],
    quote: "Glow is a habit, not a filter",
    handle: "@lumenskin",
  },
  harbour: {
    name: "Harbour & Oak",
    full: "Harbour & Oak Furniture",
    tagline: "Furniture made to be lived with.",
    discipline: "Website & E-Commerce",
    mark: "arch",
    bg: "#2f3b32",
    bg2: "#55694f",
    paper: "#f2efe7",
    primary: "#a8794b",
    accent: "#d9c7a3",
    ink: "#1f2620",
    domain: "harbourandoak.example",
    headline: ["Made slowly.", "Built to last."],
    words: ["OAK", "ASH", "WALNUT"],
    kpis: [
      ["Conversion", "3.9%"],
      ["Revenue", "+146%"],
      ["Page speed", "98"],
      ["Cart drop-off", "-27%"],
    ],
    quote: "Crafted in the South West",
  },
  fleetpulse: {
    name: "FleetPulse",
    full: "FleetPulse Logistics",
    tagline: "Every delivery, in real time.",
    discipline: "App Development",
    mark: "pulse",
    bg: "#0a1430",
    bg2: "#12306b",
    paper: "#eef3ff",
    primary: "#2f7bff",
    accent: "#34e0c5",
    ink: "#0a1430",
    domain: "fleetpulse.example",
    headline: ["Your fleet,", "live on one screen"],
    words: ["TRACK", "ROUTE", "DELIVER"],
    kpis: [
      ["Active drivers", "1,284"],
      ["On-time rate", "97.2%"],
      ["Fuel saved", "-18%"],
      ["Jobs today", "6,410"],
    ],
    quote: "Dispatch in one tap",
  },
  wyvern: {
    name: "WYVERN",
    full: "Wyvern Arts Festival",
    tagline: "Three days of art, music and light.",
    discipline: "Digital Campaign",
    mark: "star",
    bg: "#2a0b3d",
    bg2: "#6b1457",
    paper: "#fff3d6",
    primary: "#ff4f8b",
    accent: "#ffd23f",
    ink: "#2a0b3d",
    domain: "wyvernfestival.example",
    headline: ["Art after dark", "12–14 July"],
    words: ["ART", "AFTER", "DARK"],
    kpis: [
      ["Tickets sold", "18,900"],
      ["Sell-out", "11 days"],
      ["Video views", "2.1M"],
      ["CPA", "£1.84"],
    ],
    quote: "The town becomes the gallery",
  },
  meridian: {
    name: "Meridian",
    full: "Meridian Private Clinics",
    tagline: "Care that fits around your life.",
    discipline: "Digital Transformation",
    mark: "cross",
    bg: "#e4f4f1",
    bg2: "#bfe6df",
    paper: "#f7fbfa",
    primary: "#0f8a7e",
    accent: "#f28c6b",
    ink: "#0d2e2b",
    light: true,
    domain: "meridianclinics.example",
    headline: ["Book a specialist", "in under a minute"],
    words: ["CARE", "CLOSER", "TO HOME"],
    kpis: [
      ["Online bookings", "71%"],
      ["No-shows", "-43%"],
      ["Patient NPS", "78"],
      ["Call volume", "-52%"],
    ],
    quote: "Appointments in three taps",
  },
  volt: {
    name: "VOLT",
    full: "Volt Electric Cycles",
    tagline: "Ride further. Arrive fresher.",
    discipline: "Brand Identity",
    mark: "bolt",
    bg: "#0c0c0c",
    bg2: "#1c1f14",
    paper: "#f2f5e8",
    primary: "#c6f432",
    accent: "#5b5bf0",
    ink: "#0c0c0c",
    domain: "voltcycles.example",
    headline: ["Charge", "your commute"],
    words: ["RIDE", "CHARGE", "REPEAT"],
    kpis: [
      ["Pre-orders", "2,300"],
      ["Launch reach", "1.2M"],
      ["Dealers", "+38"],
      ["Test rides", "4,100"],
    ],
    quote: "Built for the city",
  },
  atlas: {
    name: "ATLAS",
    full: "Atlas Property Group",
    tagline: "Homes and spaces across the South West.",
    discipline: "Web Design & CMS",
    mark: "peaks",
    bg: "#0f1d33",
    bg2: "#23395d",
    paper: "#f5f2ea",
    primary: "#c9a45c",
    accent: "#7fa7d9",
    ink: "#0f1d33",
    domain: "atlasproperty.example",
    headline: ["Find the place", "you'll call home"],
    words: ["LIVE", "WORK", "INVEST"],
    kpis: [
      ["Enquiries", "+212%"],
      ["Organic traffic", "+167%"],
      ["Listings", "640"],
      ["Time on site", "4m 12s"],
    ],
    quote: "Every listing, beautifully told",
  },
  greenleaf: {
    name: "greenleaf",
    full: "Greenleaf Grocer",
    tagline: "Local food, rewarded.",
    discipline: "Loyalty Platform",
    mark: "leaf",
    bg: "#e9f3df",
    bg2: "#cfe6b8",
    paper: "#fbfdf7",
    primary: "#2f8f3a",
    accent: "#f59e2b",
    ink: "#173b1c",
    light: true,
    domain: "greenleafgrocer.example",
    headline: ["Shop local,", "earn every time"],
    words: ["FRESH", "LOCAL", "REWARDED"],
    kpis: [
      ["Members", "48,200"],
      ["Visit frequency", "+29%"],
      ["Basket size", "+17%"],
      ["App rating", "4.8"],
    ],
    quote: "Points on every punnet",
  },
  kinetic: {
    name: "KINETIC",
    full: "Kinetic Fitness Studios",
    tagline: "Move with people who move you.",
    discipline: "Social Media Growth",
    mark: "bars",
    bg: "#13070a",
    bg2: "#3a0d16",
    paper: "#fff1ec",
    primary: "#ff3d2e",
    accent: "#ffb03a",
    ink: "#13070a",
    domain: "kineticstudios.example",
    headline: ["Stronger,", "together"],
    words: ["MOVE", "SWEAT", "BELONG"],
    kpis: [
      ["Followers", "+58k"],
      ["Engagement", "9.4%"],
      ["Trial sign-ups", "+310%"],
      ["Studios", "6"],
    ],
    quote: "No one trains alone",
    handle: "@kineticstudios",
  },
  // Project blog posts
  nexus: {
    name: "Nexus",
    full: "Nexus Financial",
    tagline: "Banking that thinks ahead.",
    discipline: "Fintech",
    mark: "hex",
    bg: "#07142b",
    bg2: "#0c3b52",
    paper: "#eef7f9",
    primary: "#17c3b2",
    accent: "#3d7bff",
    ink: "#07142b",
    domain: "nexusfinancial.example",
    headline: ["Money, made", "beautifully simple"],
    words: ["SAVE", "SPEND", "GROW"],
    kpis: [
      ["Assets", "£2.4B"],
      ["New accounts", "+250%"],
      ["App rating", "4.9"],
      ["Support time", "-61%"],
    ],
    quote: "Your finances, at a glance",
  },
  velocity: {
    name: "VELOCITY",
    full: "Velocity Retail",
    tagline: "Fashion at the speed of culture.",
    discipline: "Retail",
    mark: "chevrons",
    bg: "#1a0a06",
    bg2: "#5c1a0b",
    paper: "#fff4ee",
    primary: "#ff5a1f",
    accent: "#ffc93c",
    ink: "#1a0a06",
    domain: "velocityretail.example",
    headline: ["New drops,", "every Friday"],
    words: ["DROP", "SHOP", "STYLE"],
    kpis: [
      ["Online sales", "+300%"],
      ["Conversion", "+250%"],
      ["Returns", "-22%"],
      ["Stores", "34"],
    ],
    quote: "Street-ready in 24 hours",
  },
  catalyst: {
    name: "Catalyst",
    full: "Catalyst Ventures",
    tagline: "Backing founders from day zero.",
    discipline: "Venture Capital",
    mark: "spark",
    bg: "#140c2e",
    bg2: "#3a1f6e",
    paper: "#f6f2ff",
    primary: "#8b5cf6",
    accent: "#f5c451",
    ink: "#140c2e",
    domain: "catalystventures.example",
    headline: ["Ideas become", "companies here"],
    words: ["BOLD", "EARLY", "BELIEF"],
    kpis: [
      ["Portfolio", "64"],
      ["Follow-on", "82%"],
      ["Fund II", "£120M"],
      ["Exits", "9"],
    ],
    quote: "We invest in momentum",
  },
  horizon: {
    name: "Horizon",
    full: "Horizon Healthcare",
    tagline: "Healthcare, on the horizon of better.",
    discipline: "Healthcare",
    mark: "sun",
    bg: "#e8f1fb",
    bg2: "#c7dcf5",
    paper: "#f8fbff",
    primary: "#2563eb",
    accent: "#10b981",
    ink: "#0b1f3f",
    light: true,
    domain: "horizonhealth.example",
    headline: ["See a doctor", "from anywhere"],
    words: ["CARE", "ANY", "WHERE"],
    kpis: [
      ["Consultations", "120k"],
      ["Wait time", "-68%"],
      ["Satisfaction", "96%"],
      ["Clinics", "18"],
    ],
    quote: "Your GP, in your pocket",
  },
  placeholder: {
    name: "New Project",
    full: "New Project",
    tagline: "Add images to tell this project's story.",
    discipline: "Case Study",
    mark: "plus",
    bg: "#1b1740",
    bg2: "#3b2a8c",
    paper: "#f4f2ff",
    primary: "#7c5cff",
    accent: "#ff9d5c",
    ink: "#1b1740",
    domain: "arkadomus.example",
    headline: ["New", "Project"],
    words: ["NEW", "PROJECT"],
    kpis: [],
    quote: "",
  },
};

// Which images each case study and blog post gets, in gallery order (the first is featured).
export const DEMO_IMAGES = {
  demo: {
    "northwind-coffee-rebrand": ["northwind", ["cover", "packaging", "brandBoard", "poster", "socialGrid"]],
    "lumen-skincare-social-launch": ["lumen", ["phones", "socialGrid", "cover", "dashboard"]],
    "harbour-oak-online-store": ["harbour", ["browser", "phonesShop", "brandBoard", "cover"]],
    "fleetpulse-driver-app": ["fleetpulse", ["phonesApp", "dashboard", "browser", "cover", "brandBoard"]],
    "wyvern-arts-festival-campaign": ["wyvern", ["poster", "billboard", "phones"]],
    "meridian-clinics-digital-transformation": ["meridian", ["browser", "phonesApp", "dashboard", "cover", "brandBoard", "socialGrid"]],
    "volt-cycles-brand-identity": ["volt", ["cover", "brandBoard", "billboard"]],
    "atlas-property-group-website": ["atlas", ["browser", "phonesShop", "brandBoard", "cover"]],
    "greenleaf-grocer-loyalty-platform": ["greenleaf", ["phonesApp", "dashboard", "cover"]],
    "kinetic-fitness-social-growth": ["kinetic", ["socialGrid", "phones", "poster"]],
    "new-project": ["placeholder", ["cover"]],
  },
  blog: {
    "nexus-financial": ["nexus", ["cover", "dashboard", "phonesApp", "browser"]],
    "velocity-retail": ["velocity", ["cover", "browser", "socialGrid", "phonesShop"]],
    "catalyst-ventures": ["catalyst", ["cover", "brandBoard", "browser", "poster"]],
    "horizon-healthcare": ["horizon", ["cover", "phonesApp", "dashboard", "browser"]],
  },
};

// ---------------------------------------------------------------------------------------
// Small SVG helpers

function rng(seedText) {
  let seed = 2166136261;
  for (const c of seedText) seed = Math.imul(seed ^ c.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function text(x, y, value, o = {}) {
  const { size = 24, weight = 400, fill = "#000", anchor = "start", ls = 0, opacity = 1, stroke, strokeWidth = 2, italic = false } = o;
  const paint = stroke ? `fill="none" stroke="${stroke}" stroke-width="${strokeWidth}"` : `fill="${fill}"`;
  return `<text x="${x}" y="${y}" font-family="${SANS}" font-size="${size}" font-weight="${weight}" ${italic ? 'font-style="italic"' : ""} text-anchor="${anchor}" letter-spacing="${ls}" opacity="${opacity}" ${paint}>${esc(value)}</text>`;
}

const rect = (x, y, w, h, r, fill, extra = "") => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" ${extra}/>`;

const circle = (cx, cy, r, fill, extra = "") => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;

/** Grey text lines standing in for paragraphs. */
function lines(x, y, widths, color, { h = 12, gap = 24, opacity = 1 } = {}) {
  return widths.map((w, i) => rect(x, y + i * gap, w, h, h / 2, color, `opacity="${opacity}"`)).join("");
}

function defs(b, extra = "") {
  return `<defs>
    <linearGradient id="bgGrad" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b.bg}"/><stop offset="1" stop-color="${b.bg2}"/></linearGradient>
    <linearGradient id="brandGrad" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b.primary}"/><stop offset="1" stop-color="${b.accent}"/></linearGradient>
    <linearGradient id="brandGradV" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${b.primary}" stop-opacity="0.55"/><stop offset="1" stop-color="${b.primary}" stop-opacity="0"/></linearGradient>
    <filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="90"/></filter>
    <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="24"/></filter>
    ${extra}
  </defs>`;
}

function blobs(b, r, count = 3, opacity = 0.55) {
  const colors = [b.primary, b.accent, b.primary];
  let out = "";
  for (let i = 0; i < count; i++) {
    out += circle(
      Math.round(r() * W),
      Math.round(r() * H),
      Math.round(180 + r() * 220),
      colors[i % colors.length],
      `filter="url(#blur)" opacity="${opacity}"`,
    );
  }
  return out;
}

function gridLines(color, opacity = 0.06, step = 160) {
  let out = "";
  for (let x = step; x < W; x += step) out += `<line x1="${x}" y1="0" x2="${x}" y2="${H}" stroke="${color}" opacity="${opacity}"/>`;
  for (let y = step; y < H; y += step) out += `<line x1="0" y1="${y}" x2="${W}" y2="${y}" stroke="${color}" opacity="${opacity}"/>`;
  return out;
}

/** Splits a sentence into lines of at most `max` characters. */
function wrap(sentence, max) {
  const out = [];
  for (const word of sentence.split(" ")) {
    const last = out[out.length - 1];
    if (last && `${last} ${word}`.length <= max) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}

const fg = (b) => (b.light ? b.ink : "#ffffff");

/** The brand's logo mark, drawn in a 100 x 100 box, placed at (x, y) with the given size. */
function mark(b, x, y, size, color = b.primary, color2 = b.accent) {
  const s = size / 100;
  const shapes = {
    compass: `<circle cx="50" cy="50" r="44" fill="none" stroke="${color}" stroke-width="7"/><path d="M50 12 L62 50 L50 88 L38 50 Z" fill="${color}"/><path d="M50 50 L62 50 L50 88 Z" fill="${color2}"/>`,
    drop: `<path d="M50 6 C70 34 84 50 84 66 A34 34 0 0 1 16 66 C16 50 30 34 50 6 Z" fill="${color}"/><circle cx="38" cy="64" r="9" fill="${color2}" opacity="0.9"/>`,
    arch: `<path d="M14 92 V50 A36 36 0 0 1 86 50 V92 H70 V52 A20 20 0 0 0 30 52 V92 Z" fill="${color}"/><rect x="42" y="70" width="16" height="22" rx="3" fill="${color2}"/>`,
    pulse: `<rect x="6" y="6" width="88" height="88" rx="24" fill="${color}"/><polyline points="18,54 36,54 44,34 56,72 64,48 82,48" fill="none" stroke="${color2}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
    star: `<path d="M50 4 L60 38 L96 38 L67 59 L78 94 L50 73 L22 94 L33 59 L4 38 L40 38 Z" fill="${color}"/><circle cx="50" cy="54" r="10" fill="${color2}"/>`,
    cross: `<rect x="36" y="8" width="28" height="84" rx="10" fill="${color}"/><rect x="8" y="36" width="84" height="28" rx="10" fill="${color}"/><circle cx="50" cy="50" r="9" fill="${color2}"/>`,
    bolt: `<path d="M58 4 L18 58 H46 L38 96 L82 38 H54 Z" fill="${color}"/>`,
    peaks: `<path d="M4 90 L38 30 L56 60 L70 40 L96 90 Z" fill="${color}"/><path d="M38 30 L48 48 L40 44 L32 50 Z" fill="${color2}"/>`,
    leaf: `<path d="M14 86 C10 40 40 10 90 10 C90 60 60 90 14 86 Z" fill="${color}"/><path d="M18 82 L62 38" stroke="${color2}" stroke-width="6" stroke-linecap="round"/>`,
    bars: `<path d="M10 90 L34 10 H50 L26 90 Z" fill="${color}"/><path d="M38 90 L62 10 H78 L54 90 Z" fill="${color2}"/><path d="M66 90 L78 50 H94 L82 90 Z" fill="${color}"/>`,
    hex: `<path d="M50 4 L90 27 V73 L50 96 L10 73 V27 Z" fill="none" stroke="${color}" stroke-width="8"/><circle cx="50" cy="50" r="14" fill="${color2}"/><path d="M50 36 V14 M62 57 L80 68 M38 57 L20 68" stroke="${color}" stroke-width="6"/>`,
    chevrons: `<path d="M8 14 H32 L60 50 L32 86 H8 L36 50 Z" fill="${color}"/><path d="M44 14 H68 L96 50 L68 86 H44 L72 50 Z" fill="${color2}"/>`,
    spark: `<path d="M50 2 L58 42 L98 50 L58 58 L50 98 L42 58 L2 50 L42 42 Z" fill="${color}"/><circle cx="50" cy="50" r="10" fill="${color2}"/>`,
    sun: `<circle cx="50" cy="56" r="26" fill="${color2}"/><rect x="4" y="60" width="92" height="36" fill="${color}" rx="6"/><rect x="14" y="72" width="72" height="6" rx="3" fill="#ffffff" opacity="0.8"/>`,
    plus: `<rect x="6" y="6" width="88" height="88" rx="28" fill="none" stroke="${color}" stroke-width="7" stroke-dasharray="14 10"/><rect x="44" y="26" width="12" height="48" rx="6" fill="${color2}"/><rect x="26" y="44" width="48" height="12" rx="6" fill="${color2}"/>`,
  };
  return `<g transform="translate(${x} ${y}) scale(${s})">${shapes[b.mark]}</g>`;
}

function svg(b, body, extraDefs = "") {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs(b, extraDefs)}${body}</svg>`;
}

// ---------------------------------------------------------------------------------------
// Compositions

function cover(b, r) {
  const ink = fg(b);
  const nameSize = b.name.length > 10 ? 104 : 136;
  return svg(
    b,
    `${rect(0, 0, W, H, 0, "url(#bgGrad)")}
    ${blobs(b, r, 3, b.light ? 0.45 : 0.6)}
    ${gridLines(ink, b.light ? 0.08 : 0.07)}
    <circle cx="${1240 + r() * 120}" cy="${220 + r() * 80}" r="330" fill="none" stroke="${ink}" stroke-opacity="0.16" stroke-width="2"/>
    <circle cx="${1240 + r() * 120}" cy="${260 + r() * 80}" r="220" fill="none" stroke="${b.accent}" stroke-opacity="0.5" stroke-width="3" stroke-dasharray="4 14"/>
    ${text(120, 130, b.discipline.toUpperCase(), { size: 22, weight: 700, fill: ink, ls: 6, opacity: 0.7 })}
    ${mark(b, 120, 300, 220)}
    ${text(116, 670, b.name, { size: nameSize, weight: 700, fill: ink, ls: -3 })}
    ${text(122, 740, b.tagline, { size: 36, fill: ink, opacity: 0.8 })}
    <line x1="120" y1="860" x2="${W - 120}" y2="860" stroke="${ink}" stroke-opacity="0.25"/>
    ${text(120, 910, b.full, { size: 22, weight: 700, fill: ink, ls: 2 })}
    ${text(W - 120, 910, b.domain, { size: 22, fill: ink, anchor: "end", opacity: 0.7 })}
    ${rect(1180, 560, 300, 200, 28, b.primary, 'opacity="0.95"')}
    ${rect(1260, 640, 300, 200, 28, b.accent, 'opacity="0.9"')}
    ${mark(b, 1365, 690, 100, fg({ ...b, light: false }), b.ink)}`,
  );
}

function brandBoard(b, _r) {
  const swatches = [b.bg, b.primary, b.accent, b.bg2, b.paper];
  let sw = "";
  swatches.forEach((c, i) => {
    const x = 808 + i * 146;
    sw += rect(x, 378, 130, 170, 18, c, `stroke="${b.ink}" stroke-opacity="0.12"`);
    sw += text(x + 10, 580, c.toUpperCase(), { size: 17, weight: 700, fill: b.ink, opacity: 0.75 });
  });
  let pattern = "";
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 5; col++) {
      const x = 90 + col * 88 + (row % 2) * 44;
      const y = 672 + row * 88;
      pattern += mark(b, x, y, 56, row % 2 ? b.accent : b.primary, b.paper);
    }
  }
  const tag = wrap(b.tagline, 20);
  return svg(
    b,
    `${rect(0, 0, W, H, 0, b.paper)}
    ${rect(60, 60, 700, 560, 32, "url(#brandGrad)")}
    ${mark(b, 300, 150, 220, "#ffffff", b.ink)}
    ${text(410, 500, b.name, { size: b.name.length > 10 ? 64 : 86, weight: 700, fill: "#ffffff", anchor: "middle", ls: -2 })}
    ${text(410, 550, "PRIMARY LOGO", { size: 18, weight: 700, fill: "#ffffff", anchor: "middle", ls: 6, opacity: 0.8 })}
    ${rect(784, 60, 756, 290, 32, b.bg)}
    ${text(830, 270, "Aa", { size: 190, weight: 700, fill: b.light ? b.ink : "#ffffff" })}
    ${text(1100, 150, "DISPLAY — BOLD", { size: 20, weight: 700, fill: b.light ? b.ink : "#ffffff", ls: 4, opacity: 0.7 })}
    ${text(1100, 200, "ABCDEFGHIJKLM", { size: 34, weight: 700, fill: b.light ? b.ink : "#ffffff" })}
    ${text(1100, 244, "nopqrstuvwxyz 0123456789", { size: 26, fill: b.light ? b.ink : "#ffffff", opacity: 0.8 })}
    ${text(1100, 300, "BODY — REGULAR", { size: 20, weight: 700, fill: b.accent, ls: 4 })}
    ${rect(784, 374, 756, 246, 32, "#ffffff", `stroke="${b.ink}" stroke-opacity="0.08"`)}
    ${sw}
    ${rect(60, 644, 470, 296, 32, b.bg2)}
    <g clip-path="url(#patClip)">${pattern}</g>
    ${rect(554, 644, 470, 296, 32, b.light ? b.bg : "#e9e6df")}
    <g transform="rotate(-5 789 792)">
      ${rect(639, 688, 320, 190, 16, "#000", 'opacity="0.18" filter="url(#soft)"')}
      ${rect(629, 682, 320, 190, 16, "#ffffff")}
      ${mark(b, 655, 708, 48)}
      ${text(655, 800, b.full, { size: 20, weight: 700, fill: b.ink })}
      ${text(655, 828, `hello@${b.domain}`, { size: 15, fill: b.ink, opacity: 0.6 })}
      ${rect(629, 856, 320, 16, 0, b.primary)}
    </g>
    ${rect(1048, 644, 492, 296, 32, b.accent)}
    ${tag.map((line, i) => text(1086, 724 + i * 48 - (tag.length - 2) * 20, line, { size: 38, weight: 700, fill: b.ink })).join("")}
    ${text(1086, 900, "TONE OF VOICE", { size: 18, weight: 700, fill: b.ink, ls: 5, opacity: 0.7 })}`,
    `<clipPath id="patClip"><rect x="60" y="644" width="470" height="296" rx="32"/></clipPath>`,
  );
}

function browser(b, r) {
  const x0 = 170;
  const y0 = 110;
  const w = 1260;
  const h = 830;
  const ink = b.ink;
  const hero = b.headline;
  let cards = "";
  for (let i = 0; i < 3; i++) {
    const cx = x0 + 60 + i * 390;
    cards += rect(cx, y0 + 590, 360, 200, 20, "#ffffff", `stroke="${ink}" stroke-opacity="0.08"`);
    cards += rect(cx, y0 + 590, 360, 110, 20, i === 1 ? b.accent : i === 0 ? b.primary : b.bg2, 'opacity="0.9"');
    cards += rect(cx, y0 + 680, 360, 20, 0, i === 1 ? b.accent : i === 0 ? b.primary : b.bg2, 'opacity="0.9"');
    cards += lines(cx + 24, y0 + 726, [220, 150], ink, { h: 12, gap: 26, opacity: 0.25 });
  }
  return svg(
    b,
    `${rect(0, 0, W, H, 0, "url(#bgGrad)")}
    ${blobs(b, r, 3, 0.5)}
    ${rect(x0 + 20, y0 + 40, w - 40, h, 28, "#000", 'opacity="0.35" filter="url(#soft)"')}
    <g clip-path="url(#win)">
      ${rect(x0, y0, w, h, 28, b.paper)}
      ${rect(x0, y0, w, 58, 0, "#e7e5e4")}
      ${circle(x0 + 32, y0 + 29, 8, "#ff5f57")}${circle(x0 + 58, y0 + 29, 8, "#febc2e")}${circle(x0 + 84, y0 + 29, 8, "#28c840")}
      ${rect(x0 + 380, y0 + 14, 500, 30, 15, "#ffffff")}
      ${text(x0 + 630, y0 + 35, b.domain, { size: 16, fill: "#57534e", anchor: "middle" })}
      ${mark(b, x0 + 60, y0 + 92, 40)}
      ${text(x0 + 114, y0 + 122, b.name, { size: 26, weight: 700, fill: ink })}
      ${lines(x0 + 640, y0 + 106, [70], ink, { opacity: 0.35 })}${lines(x0 + 730, y0 + 106, [80], ink, { opacity: 0.35 })}${lines(x0 + 830, y0 + 106, [64], ink, { opacity: 0.35 })}${lines(x0 + 914, y0 + 106, [90], ink, { opacity: 0.35 })}
      ${rect(x0 + 1060, y0 + 96, 140, 44, 22, b.primary)}
      ${text(x0 + 1130, y0 + 124, "Get started", { size: 16, weight: 700, fill: "#ffffff", anchor: "middle" })}
      ${text(x0 + 60, y0 + 240, hero[0], { size: 60, weight: 700, fill: ink, ls: -1 })}
      ${text(x0 + 60, y0 + 312, hero[1], { size: 60, weight: 700, fill: b.primary, ls: -1 })}
      ${lines(x0 + 62, y0 + 356, [460, 420, 300], ink, { h: 14, gap: 28, opacity: 0.22 })}
      ${rect(x0 + 60, y0 + 460, 190, 56, 28, ink)}
      ${text(x0 + 155, y0 + 495, "Explore", { size: 18, weight: 700, fill: "#ffffff", anchor: "middle" })}
      ${rect(x0 + 266, y0 + 460, 170, 56, 28, "none", `stroke="${ink}" stroke-opacity="0.3" stroke-width="2"`)}
      ${text(x0 + 351, y0 + 495, "Learn more", { size: 18, weight: 700, fill: ink, anchor: "middle" })}
      ${rect(x0 + 660, y0 + 170, 540, 380, 24, "url(#brandGrad)")}
      ${circle(x0 + 1080, y0 + 260, 80, "#ffffff", 'opacity="0.18"')}
      ${mark(b, x0 + 850, y0 + 280, 160, "#ffffff", b.ink)}
      ${rect(x0 + 690, y0 + 478, 40 + b.quote.length * 8.6, 48, 24, "#ffffff", 'opacity="0.92"')}
      ${text(x0 + 690 + (40 + b.quote.length * 8.6) / 2, y0 + 509, b.quote, { size: 15, weight: 700, fill: ink, anchor: "middle" })}
      ${cards}
    </g>`,
    `<clipPath id="win"><rect x="${x0}" y="${y0}" width="${w}" height="${h}" rx="28"/></clipPath>`,
  );
}

/** One phone screen's content, in a 316 x 660 box at the origin. */
function screen(b, kind, i) {
  const ink = b.ink;
  if (kind === "post") {
    const colors = [b.primary, b.accent, b.bg2];
    return `${rect(0, 0, 316, 660, 0, "#ffffff")}
      ${circle(36, 70, 18, "url(#brandGrad)")}
      ${text(64, 66, b.handle ?? `@${b.name.toLowerCase().replace(/[^a-z]/g, "")}`, { size: 15, weight: 700, fill: ink })}
      ${text(64, 86, "Sponsored", { size: 12, fill: ink, opacity: 0.5 })}
      ${rect(0, 104, 316, 316, 0, colors[i % 3])}
      ${circle(230, 180, 90, "#ffffff", 'opacity="0.16"')}
      ${mark(b, 98, 200, 120, "#ffffff", b.ink)}
      ${text(158, 386, b.words[i % b.words.length], { size: 30, weight: 700, fill: "#ffffff", anchor: "middle", ls: 4 })}
      ${circle(30, 450, 11, "none", `stroke="${ink}" stroke-width="2.5"`)}${circle(64, 450, 11, "none", `stroke="${ink}" stroke-width="2.5"`)}${circle(98, 450, 11, "none", `stroke="${ink}" stroke-width="2.5"`)}
      ${text(20, 492, `${(2 + i * 3.7).toFixed(1)}k likes`, { size: 14, weight: 700, fill: ink })}
      ${lines(20, 512, [270, 220, 160], ink, { h: 10, gap: 20, opacity: 0.2 })}
      ${rect(20, 590, 276, 44, 22, b.primary)}
      ${text(158, 618, "Shop now", { size: 15, weight: 700, fill: "#ffffff", anchor: "middle" })}`;
  }
  if (kind === "app") {
    const k = b.kpis[i % b.kpis.length] ?? ["", ""];
    return `${rect(0, 0, 316, 660, 0, b.paper)}
      ${text(24, 84, i === 1 ? "Overview" : i === 0 ? "Today" : "Activity", { size: 28, weight: 700, fill: ink })}
      ${circle(280, 76, 16, "url(#brandGrad)")}
      ${rect(20, 110, 276, 170, 24, "url(#brandGrad)")}
      ${text(40, 150, k[0], { size: 15, fill: "#ffffff", opacity: 0.9 })}
      ${text(40, 204, k[1], { size: 46, weight: 700, fill: "#ffffff" })}
      <polyline points="40,250 80,236 120,244 160,222 200,230 240,206 276,214" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round" opacity="0.85"/>
      ${[0, 1, 2, 3]
        .map(
          (n) => `${rect(20, 304 + n * 80, 276, 66, 18, "#ffffff", `stroke="${ink}" stroke-opacity="0.06"`)}
        ${circle(52, 337 + n * 80, 16, n % 2 ? b.accent : b.primary, 'opacity="0.85"')}
        ${lines(80, 324 + n * 80, [120 + ((n * 37) % 60), 80], ink, { h: 10, gap: 20, opacity: 0.25 })}
        ${text(280, 342 + n * 80, ["›", "›", "›", "›"][n], { size: 22, fill: ink, anchor: "end", opacity: 0.4 })}`,
        )
        .join("")}
      ${rect(0, 600, 316, 60, 0, "#ffffff")}
      ${[0, 1, 2, 3].map((n) => circle(48 + n * 74, 628, 10, n === 0 ? b.primary : ink, `opacity="${n === 0 ? 1 : 0.2}"`)).join("")}`;
  }
  // shop
  return `${rect(0, 0, 316, 660, 0, "#ffffff")}
    ${text(24, 70, b.name, { size: 20, weight: 700, fill: ink })}
    ${rect(20, 92, 276, 300, 24, i % 2 ? b.bg2 : b.paper)}
    ${circle(158, 250, 96, "url(#brandGrad)", 'opacity="0.9"')}
    ${mark(b, 118, 210, 80, "#ffffff", b.ink)}
    ${text(24, 432, b.words[i % b.words.length].charAt(0) + b.words[i % b.words.length].slice(1).toLowerCase() + " Collection", { size: 20, weight: 700, fill: ink })}
    ${text(24, 462, `£${(49 + i * 36).toFixed(2)}`, { size: 18, fill: b.primary, weight: 700 })}
    ${lines(24, 484, [250, 200], ink, { h: 10, gap: 20, opacity: 0.2 })}
    ${[0, 1, 2].map((n) => circle(40 + n * 34, 548, 12, [b.primary, b.accent, b.ink][n])).join("")}
    ${rect(20, 584, 276, 52, 26, ink)}
    ${text(158, 616, "Add to basket", { size: 16, weight: 700, fill: "#ffffff", anchor: "middle" })}`;
}

function phones(b, r, kind = "post") {
  const positions = [
    { x: 330, y: 200, rot: -8, scale: 0.92 },
    { x: 1010, y: 200, rot: 8, scale: 0.92 },
    { x: 640, y: 150, rot: 0, scale: 1 },
  ];
  let out = "";
  positions.forEach((p, i) => {
    const cx = p.x + 170;
    const cy = p.y + 350;
    out += `<g transform="rotate(${p.rot} ${cx} ${cy}) translate(${cx} ${cy}) scale(${p.scale}) translate(${-170} ${-350})">
      ${rect(14, 30, 340, 700, 52, "#000", 'opacity="0.3" filter="url(#soft)"')}
      ${rect(0, 0, 340, 700, 52, "#111114")}
      <g transform="translate(12 20)" clip-path="url(#scr)">${screen(b, kind, i === 2 ? 1 : i === 0 ? 0 : 2)}</g>
      ${rect(130, 30, 80, 22, 11, "#111114")}
    </g>`;
  });
  return svg(
    b,
    `${rect(0, 0, W, H, 0, "url(#bgGrad)")}
    ${blobs(b, r, 3, 0.5)}
    ${gridLines(fg(b), 0.06, 100)}
    ${text(80, 120, b.full.toUpperCase(), { size: 20, weight: 700, fill: fg(b), ls: 6, opacity: 0.7 })}
    ${text(W - 80, 940, b.discipline, { size: 20, fill: fg(b), anchor: "end", opacity: 0.7 })}
    ${out}`,
    `<clipPath id="scr"><rect x="0" y="0" width="316" height="660" rx="40"/></clipPath>`,
  );
}

function dashboard(b, r) {
  const dark = "#0f1117";
  const panel = "#171a23";
  const muted = "#8b90a0";
  let kpis = "";
  b.kpis.slice(0, 4).forEach(([label, value], i) => {
    const x = 360 + i * 300;
    kpis += rect(x, 150, 280, 150, 20, panel);
    kpis += text(x + 24, 192, label, { size: 17, fill: muted });
    kpis += text(x + 24, 250, value, { size: 44, weight: 700, fill: "#ffffff" });
    kpis += rect(x + 24, 270, 60, 8, 4, i % 2 ? b.accent : b.primary);
  });
  const pts = [];
  for (let i = 0; i <= 12; i++) {
    const x = 390 + i * 60;
    const y = 720 - (i * 18 + Math.sin(i * 1.3) * 40 + r() * 40);
    pts.push([x, Math.round(y)]);
  }
  const line = pts.map((p) => p.join(",")).join(" ");
  const area = `M${pts[0][0]},800 L${pts.map((p) => p.join(",")).join(" L")} L${pts[pts.length - 1][0]},800 Z`;
  let bars = "";
  for (let i = 0; i < 7; i++) {
    const bh = 60 + Math.round(r() * 150);
    bars += rect(1220 + i * 38, 800 - bh, 24, bh, 8, i === 5 ? b.accent : b.primary, `opacity="${i === 5 ? 1 : 0.75}"`);
  }
  const sidebar = ["Overview", "Campaigns", "Audience", "Reports", "Settings"]
    .map(
      (label, i) =>
        `${i === 0 ? rect(36, 186 + i * 56, 230, 44, 12, b.primary, 'opacity="0.18"') : ""}${circle(66, 208 + i * 56, 8, i === 0 ? b.primary : muted)}${text(88, 214 + i * 56, label, { size: 18, fill: i === 0 ? "#ffffff" : muted, weight: i === 0 ? 700 : 400 })}`,
    )
    .join("");
  return svg(
    b,
    `${rect(0, 0, W, H, 0, dark)}
    ${circle(1400, 80, 260, b.primary, 'filter="url(#blur)" opacity="0.35"')}
    ${circle(300, 980, 240, b.accent, 'filter="url(#blur)" opacity="0.25"')}
    ${rect(20, 20, 270, 960, 24, panel)}
    ${mark(b, 50, 60, 44)}
    ${text(108, 92, b.name, { size: 24, weight: 700, fill: "#ffffff" })}
    ${sidebar}
    ${text(360, 100, "Performance", { size: 34, weight: 700, fill: "#ffffff" })}
    ${rect(1300, 66, 240, 46, 23, panel)}
    ${text(1420, 96, "Last 90 days", { size: 17, fill: muted, anchor: "middle" })}
    ${kpis}
    ${rect(360, 330, 830, 500, 24, panel)}
    ${text(390, 380, "Growth", { size: 22, weight: 700, fill: "#ffffff" })}
    ${[0, 1, 2, 3].map((n) => `<line x1="390" y1="${480 + n * 80}" x2="1160" y2="${480 + n * 80}" stroke="#ffffff" stroke-opacity="0.06"/>`).join("")}
    <path d="${area}" fill="url(#brandGradV)"/>
    <polyline points="${line}" fill="none" stroke="${b.primary}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>
    ${circle(pts[9][0], pts[9][1], 10, b.accent, `stroke="${dark}" stroke-width="4"`)}
    ${rect(1210, 330, 330, 500, 24, panel)}
    ${text(1240, 380, "Weekly", { size: 22, weight: 700, fill: "#ffffff" })}
    ${bars}
    ${circle(1375, 500, 0, "none")}
    ${rect(360, 850, 1180, 110, 24, panel)}
    ${circle(430, 905, 26, "url(#brandGrad)")}
    ${text(480, 900, b.quote, { size: 22, weight: 700, fill: "#ffffff" })}
    ${text(480, 930, b.full, { size: 16, fill: muted })}
    ${rect(1330, 880, 180, 50, 25, b.primary)}
    ${text(1420, 912, "Export", { size: 17, weight: 700, fill: "#ffffff", anchor: "middle" })}`,
  );
}

function poster(b, _r) {
  const bgc = b.light ? b.primary : b.bg;
  const words = b.words;
  const big = words.map((w, i) => {
    const y = 330 + i * 230;
    const outline = i === 1;
    return text(90, y, w, {
      size: w.length > 6 ? 200 : 240,
      weight: 700,
      ls: -6,
      fill: i === 2 ? b.accent : "#ffffff",
      stroke: outline ? "#ffffff" : undefined,
      strokeWidth: 4,
    });
  });
  let stripes = "";
  for (let i = 0; i < 9; i++) stripes += rect(1180 + i * 40, 620, 18, 320, 9, b.accent, `opacity="${0.35 + (i % 3) * 0.2}"`);
  return svg(
    b,
    `${rect(0, 0, W, H, 0, bgc)}
    ${circle(1250, 360, 300, b.primary, `opacity="${b.light ? 0.5 : 0.95}"`)}
    ${circle(1400, 260, 140, b.accent, 'opacity="0.9"')}
    <path d="M980 ${H} A300 300 0 0 1 1580 ${H} Z" fill="${b.bg2}" opacity="0.9"/>
    ${stripes}
    ${mark(b, 1180, 240, 170, "#ffffff", b.bg)}
    ${big.join("")}
    ${text(96, 920, b.full.toUpperCase(), { size: 24, weight: 700, fill: "#ffffff", ls: 6 })}
    ${text(96, 956, b.tagline, { size: 22, fill: "#ffffff", opacity: 0.8 })}
    ${text(W - 60, 80, b.domain, { size: 20, fill: "#ffffff", anchor: "end", opacity: 0.8 })}`,
  );
}

function packaging(b, _r) {
  const bag = (x, color, labelColor, scale = 1) => {
    const w = 260 * scale;
    const h = 400 * scale;
    const y = 860 - h;
    let zig = `M${x},${y + 24}`;
    for (let i = 0; i <= 10; i++) zig += ` L${x + (w / 10) * i},${y + (i % 2 ? 0 : 14)}`;
    zig += ` L${x + w},${y + 24} L${x + w - 14},${860} L${x + 14},${860} Z`;
    return `<path d="${zig}" fill="${color}"/>
      <path d="M${x + w * 0.62},${y + 20} L${x + w - 14},${860} L${x + w * 0.72},${860} Z" fill="#000" opacity="0.12"/>
      ${rect(x + 34 * scale, y + 120 * scale, w - 68 * scale, 200 * scale, 14, labelColor)}
      ${mark(b, x + w / 2 - 34 * scale, y + 140 * scale, 68 * scale, color === b.primary ? b.bg : b.primary, b.accent)}
      ${text(x + w / 2, y + 250 * scale, b.name, { size: 24 * scale, weight: 700, fill: b.ink, anchor: "middle", ls: 3 })}
      ${text(x + w / 2, y + 284 * scale, "SINGLE ORIGIN · 250G", { size: 12 * scale, weight: 700, fill: b.ink, anchor: "middle", ls: 2, opacity: 0.7 })}`;
  };
  const cup = `${rect(1190, 640, 150, 220, 12, "#ffffff")}
    ${rect(1190, 700, 150, 90, 0, b.primary)}
    ${mark(b, 1240, 720, 50, "#ffffff", b.bg)}
    ${rect(1176, 622, 178, 30, 10, b.bg)}`;
  return svg(
    b,
    `${rect(0, 0, W, H, 0, b.paper)}
    ${rect(0, 700, W, 300, 0, b.accent, 'opacity="0.35"')}
    ${circle(800, 340, 330, b.accent, 'opacity="0.35"')}
    <ellipse cx="800" cy="870" rx="620" ry="40" fill="#000" opacity="0.15" filter="url(#soft)"/>
    ${bag(250, b.bg, b.paper, 0.95)}
    ${bag(560, b.primary, "#ffffff", 1.12)}
    ${bag(900, b.bg2, b.accent, 0.95)}
    ${cup}
    ${text(80, 110, "PACKAGING SYSTEM", { size: 22, weight: 700, fill: b.ink, ls: 6, opacity: 0.7 })}
    ${text(W - 80, 110, b.full, { size: 22, fill: b.ink, anchor: "end", opacity: 0.7 })}`,
  );
}

function billboard(b, r) {
  let skyline = "";
  let x = 0;
  while (x < W) {
    const bw = 60 + Math.round(r() * 110);
    const bh = 160 + Math.round(r() * 300);
    skyline += rect(x, H - bh, bw - 6, bh, 0, "#0b0716");
    for (let wy = H - bh + 24; wy < H - 20; wy += 34) {
      for (let wx = x + 12; wx < x + bw - 20; wx += 24) {
        if (r() > 0.62) skyline += rect(wx, wy, 10, 14, 2, b.accent, `opacity="${0.35 + r() * 0.5}"`);
      }
    }
    x += bw;
  }
  return svg(
    b,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${b.bg}"/><stop offset="0.7" stop-color="${b.bg2}"/><stop offset="1" stop-color="${b.primary}"/></linearGradient></defs>
    ${rect(0, 0, W, H, 0, "url(#sky)")}
    ${circle(260, 180, 70, "#ffffff", 'opacity="0.85"')}
    ${skyline}
    ${rect(470, 140, 760, 460, 16, b.primary, 'filter="url(#blur)" opacity="0.7"')}
    ${rect(780, 590, 40, 410, 4, "#17121f")}
    ${rect(460, 130, 680, 450, 14, "#17121f")}
    <g clip-path="url(#bb)">
      ${rect(476, 146, 648, 418, 6, "url(#brandGrad)")}
      ${circle(1020, 250, 170, b.bg, 'opacity="0.35"')}
      ${mark(b, 930, 340, 150, "#ffffff", b.bg)}
      ${text(510, 290, b.words[0], { size: 108, weight: 700, fill: "#ffffff", ls: -3 })}
      ${text(510, 390, b.words[1], { size: 108, weight: 700, fill: b.bg, ls: -3 })}
      ${text(512, 470, b.tagline, { size: 24, weight: 700, fill: "#ffffff" })}
      ${text(512, 530, b.domain, { size: 18, fill: "#ffffff", opacity: 0.85 })}
    </g>
    ${text(80, 80, "DIGITAL OUT-OF-HOME", { size: 20, weight: 700, fill: "#ffffff", ls: 6, opacity: 0.7 })}`,
    `<clipPath id="bb"><rect x="476" y="146" width="648" height="418" rx="6"/></clipPath>`,
  );
}

function socialGrid(b, _r) {
  const size = 260;
  const gap = 14;
  const gx = 700;
  const gy = 90;
  let tiles = "";
  for (let i = 0; i < 9; i++) {
    const col = i % 3;
    const row = Math.floor(i / 3);
    const x = gx + col * (size + gap);
    const y = gy + row * (size + gap);
    const kind = i % 5;
    tiles += `<g clip-path="url(#t${i})">`;
    if (kind === 0) {
      tiles += rect(x, y, size, size, 0, "url(#brandGrad)") + mark(b, x + 70, y + 70, 120, "#ffffff", b.ink);
    } else if (kind === 1) {
      const words = b.quote.split(" ");
      const mid = Math.ceil(words.length / 2);
      tiles +=
        rect(x, y, size, size, 0, b.bg) +
        text(x + 24, y + 110, `“${words.slice(0, mid).join(" ")}`, { size: 24, weight: 700, fill: fg(b) }) +
        text(x + 24, y + 142, `${words.slice(mid).join(" ")}”`, { size: 24, weight: 700, fill: fg(b) }) +
        rect(x + 24, y + 190, 60, 6, 3, b.accent);
    } else if (kind === 2) {
      tiles += rect(x, y, size, size, 0, b.paper);
      for (let k = 0; k < 4; k++) tiles += circle(x + 40 + k * 60, y + 130, 26, k % 2 ? b.primary : b.accent);
      tiles += text(x + size / 2, y + 220, b.words[(i + 1) % b.words.length], {
        size: 26,
        weight: 700,
        fill: b.ink,
        anchor: "middle",
        ls: 4,
      });
    } else if (kind === 3) {
      tiles +=
        rect(x, y, size, size, 0, b.accent) +
        text(x + 24, y + 150, b.kpis[i % b.kpis.length]?.[1] ?? "", { size: 64, weight: 700, fill: b.ink }) +
        text(x + 26, y + 190, b.kpis[i % b.kpis.length]?.[0] ?? "", { size: 18, fill: b.ink, opacity: 0.75 });
    } else {
      tiles +=
        rect(x, y, size, size, 0, b.bg2) +
        rect(x + 90, y + 50, 80, 160, 24, b.paper) +
        rect(x + 105, y + 30, 50, 30, 8, b.primary) +
        mark(b, x + 108, y + 110, 44, b.primary, b.accent);
    }
    tiles += "</g>";
  }
  const clips = Array.from({ length: 9 }, (_, i) => {
    const x = gx + (i % 3) * (size + gap);
    const y = gy + Math.floor(i / 3) * (size + gap);
    return `<clipPath id="t${i}"><rect x="${x}" y="${y}" width="${size}" height="${size}" rx="18"/></clipPath>`;
  }).join("");
  const handle = b.handle ?? `@${b.name.toLowerCase().replace(/[^a-z]/g, "")}`;
  return svg(
    b,
    `${rect(0, 0, W, H, 0, b.light ? b.paper : "#f4f1ee")}
    ${circle(200, 860, 260, b.accent, 'filter="url(#blur)" opacity="0.35"')}
    ${circle(220, 260, 90, "url(#brandGrad)")}
    ${mark(b, 175, 215, 90, "#ffffff", b.ink)}
    ${text(90, 420, handle, { size: 40, weight: 700, fill: b.ink })}
    ${text(90, 462, b.full, { size: 22, fill: b.ink, opacity: 0.7 })}
    ${[
      ["412", "posts"],
      ["86.2k", "followers"],
      ["318", "following"],
    ]
      .map(
        ([n, l], i) =>
          text(90 + i * 170, 540, n, { size: 30, weight: 700, fill: b.ink }) +
          text(90 + i * 170, 570, l, { size: 18, fill: b.ink, opacity: 0.6 }),
      )
      .join("")}
    ${text(90, 650, b.tagline, { size: 22, fill: b.ink })}
    ${text(90, 684, b.domain, { size: 20, weight: 700, fill: b.primary })}
    ${rect(90, 730, 230, 54, 27, b.primary)}
    ${text(205, 764, "Follow", { size: 18, weight: 700, fill: "#ffffff", anchor: "middle" })}
    ${rect(336, 730, 200, 54, 27, "none", `stroke="${b.ink}" stroke-opacity="0.25" stroke-width="2"`)}
    ${text(436, 764, "Message", { size: 18, weight: 700, fill: b.ink, anchor: "middle" })}
    ${tiles}`,
    clips,
  );
}

const compositions = {
  cover,
  brandBoard,
  browser,
  phones: (b, r) => phones(b, r, "post"),
  phonesApp: (b, r) => phones(b, r, "app"),
  phonesShop: (b, r) => phones(b, r, "shop"),
  dashboard,
  poster,
  packaging,
  billboard,
  socialGrid,
};

// ---------------------------------------------------------------------------------------

async function render(svgText, outBase) {
  const image = sharp(Buffer.from(svgText));
  const full = await image.clone().webp({ quality: 80, effort: 6, smartSubsample: true }).toBuffer();
  const half = await sharp(Buffer.from(svgText)).resize(800).webp({ quality: 80, effort: 6, smartSubsample: true }).toBuffer();
  fs.writeFileSync(`${outBase}-1600.webp`, full);
  fs.writeFileSync(`${outBase}-800.webp`, half);
  return full.length + half.length;
}

async function main() {
  const only = process.argv[2];
  let total = 0;
  let count = 0;
  for (const [folder, entries] of Object.entries(DEMO_IMAGES)) {
    const dir = path.join(ROOT, "public", folder);
    fs.mkdirSync(dir, { recursive: true });
    for (const [slug, [brandKey, kinds]] of Object.entries(entries)) {
      if (only && !slug.startsWith(only)) continue;
      const b = brands[brandKey];
      for (const [i, kind] of kinds.entries()) {
        const name =
          folder === "blog" ? `${slug}-${i === 0 ? "featured" : `gallery-${i}`}` : kinds.length === 1 ? slug : `${slug}-${i + 1}`;
        const bytes = await render(compositions[kind](b, rng(`${slug}-${i}`)), path.join(dir, name));
        total += bytes;
        count++;
        console.log(`${folder}/${name} (${kind}) ${(bytes / 1024).toFixed(0)} KB`);
      }
    }
  }
  console.log(`${count} images, ${(total / 1024 / 1024).toFixed(2)} MB`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
