// Renders the about page's demo images from SVG with sharp, into WebP: the team portraits
// (public/team/) and the studio illustration (public/about-images/). Nothing is downloaded.
// Run once with `node scripts/generate-about-images.js`; the outputs are committed.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const ROOT = path.resolve(import.meta.dirname, "..");
const TEAM_DIR = path.join(ROOT, "public/team");
// Not public/about: a folder named like the /about route would make the static server redirect it.
const ABOUT_DIR = path.join(ROOT, "public/about-images");

/** The demo team's portraits; the seed (app/db/seed/demo-team.server.ts) uses these names. */
const PORTRAITS = [
  {
    file: "amelia-hart",
    bg: ["#6d4aff", "#c084fc"],
    shape: "#f9a8d4",
    skin: "#f1c7a8",
    skinShade: "#dba488",
    hair: "#3b2417",
    hairStyle: "bob",
    top: "#111827",
    collar: "#f8fafc",
  },
  {
    file: "marcus-okafor",
    bg: ["#0f766e", "#5eead4"],
    shape: "#fde68a",
    skin: "#8d5a3b",
    skinShade: "#744628",
    hair: "#1c1310",
    hairStyle: "short",
    top: "#f97316",
    collar: "#fed7aa",
    glasses: true,
  },
  {
    file: "sofia-lindqvist",
    bg: ["#f97316", "#fbbf24"],
    shape: "#fff7ed",
    skin: "#f6d5bd",
    skinShade: "#e2b393",
    hair: "#e9c46a",
    hairStyle: "long",
    top: "#1e3a8a",
    collar: "#93c5fd",
  },
  {
    file: "daniel-reyes",
    bg: ["#1e293b", "#6366f1"],
    shape: "#22d3ee",
    skin: "#c68a62",
    skinShade: "#a86f4a",
    hair: "#231815",
    hairStyle: "curly",
    top: "#e2e8f0",
    collar: "#94a3b8",
    beard: true,
  },
  {
    file: "priya-nair",
    bg: ["#be185d", "#fb7185"],
    shape: "#fde047",
    skin: "#b47b57",
    skinShade: "#976040",
    hair: "#140d0b",
    hairStyle: "bun",
    top: "#0f172a",
    collar: "#f472b6",
    glasses: true,
  },
  {
    file: "tom-whitaker",
    bg: ["#2563eb", "#38bdf8"],
    shape: "#a7f3d0",
    skin: "#eac1a0",
    skinShade: "#d19f7d",
    hair: "#8a5a35",
    hairStyle: "swept",
    top: "#166534",
    collar: "#bbf7d0",
  },
];

function hairBack(p) {
  switch (p.hairStyle) {
    case "long":
      return `<path d="M196 360 C 180 250, 240 215, 300 215 C 360 215, 420 250, 404 360 L 420 560 C 400 600, 360 600, 340 585 L 260 585 C 240 600, 200 600, 180 560 Z" fill="${p.hair}"/>`;
    case "bob":
      return `<path d="M194 370 C 180 250, 240 212, 300 212 C 360 212, 420 250, 406 370 L 414 470 C 400 492, 370 494, 352 480 L 248 480 C 230 494, 200 492, 186 470 Z" fill="${p.hair}"/>`;
    case "bun":
      return `<circle cx="300" cy="228" r="52" fill="${p.hair}"/>`;
    default:
      return "";
  }
}

function hairFront(p) {
  switch (p.hairStyle) {
    case "short":
      return `<path d="M204 360 C 196 282, 240 250, 300 250 C 362 250, 406 282, 396 360 C 388 322, 370 300, 340 296 C 300 290, 250 296, 226 316 C 214 328, 208 344, 204 360 Z" fill="${p.hair}"/>`;
    case "curly": {
      const curls = [
        [222, 318, 30],
        [250, 284, 32],
        [288, 268, 34],
        [328, 272, 32],
        [364, 292, 31],
        [388, 326, 27],
        [208, 352, 22],
        [398, 356, 20],
        [270, 300, 26],
        [318, 300, 26],
      ];
      return curls.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${p.hair}"/>`).join("");
    }
    case "swept":
      return `<path d="M204 362 C 190 270, 250 236, 310 240 C 372 244, 412 286, 396 352 C 380 318, 352 300, 320 298 C 286 296, 262 312, 240 318 C 222 324, 210 340, 204 362 Z" fill="${p.hair}"/><path d="M250 262 C 290 244, 350 250, 380 282" stroke="#ffffff" stroke-opacity="0.18" stroke-width="6" fill="none" stroke-linecap="round"/>`;
    case "long":
    case "bob":
      return `<path d="M204 372 C 196 270, 250 232, 304 232 C 360 232, 408 272, 398 372 C 386 330, 356 300, 318 290 C 300 318, 250 336, 204 372 Z" fill="${p.hair}"/>`;
    case "bun":
      return `<path d="M206 356 C 200 284, 246 258, 300 258 C 356 258, 402 284, 394 356 C 380 316, 346 296, 300 296 C 256 296, 220 316, 206 356 Z" fill="${p.hair}"/>`;
    default:
      return "";
  }
}

function face(p) {
  const glasses = p.glasses
    ? `<g fill="none" stroke="#0f172a" stroke-width="5"><rect x="238" y="366" width="50" height="38" rx="14"/><rect x="312" y="366" width="50" height="38" rx="14"/><path d="M288 382 L 312 382"/></g>`
    : "";
  const beard = p.beard
    ? `<path d="M214 410 C 220 470, 256 500, 300 500 C 344 500, 380 470, 386 410 C 370 440, 340 456, 300 456 C 260 456, 230 440, 214 410 Z" fill="${p.hair}"/>`
    : "";
  return `
    <ellipse cx="263" cy="388" rx="7" ry="8" fill="#1f1512"/>
    <ellipse cx="337" cy="388" rx="7" ry="8" fill="#1f1512"/>
    <path d="M248 362 Q 263 354 278 362" stroke="${p.hair}" stroke-width="5" fill="none" stroke-linecap="round"/>
    <path d="M322 362 Q 337 354 352 362" stroke="${p.hair}" stroke-width="5" fill="none" stroke-linecap="round"/>
    <path d="M300 396 Q 292 420 304 426" stroke="${p.skinShade}" stroke-width="5" fill="none" stroke-linecap="round"/>
    ${beard}
    <path d="M278 444 Q 300 462 322 444" stroke="#7f1d1d" stroke-opacity="0.75" stroke-width="5" fill="none" stroke-linecap="round"/>
    <ellipse cx="246" cy="424" rx="14" ry="8" fill="#f43f5e" opacity="0.16"/>
    <ellipse cx="354" cy="424" rx="14" ry="8" fill="#f43f5e" opacity="0.16"/>
    ${glasses}`;
}

// The head sits a little lower and larger than drawn, so the neck stays short.
const HEAD = "translate(0 26) translate(300 380) scale(1.07) translate(-300 -380)";

function portraitSvg(p) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="750" viewBox="0 0 600 750">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.bg[0]}"/>
      <stop offset="1" stop-color="${p.bg[1]}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.45" r="0.55">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="top" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${p.top}"/>
      <stop offset="1" stop-color="${p.top}" stop-opacity="0.85"/>
    </linearGradient>
    <pattern id="dots" width="26" height="26" patternUnits="userSpaceOnUse">
      <circle cx="3" cy="3" r="2" fill="#ffffff" opacity="0.22"/>
    </pattern>
  </defs>
  <rect width="600" height="750" fill="url(#bg)"/>
  <rect width="600" height="750" fill="url(#dots)" opacity="0.6"/>
  <circle cx="470" cy="150" r="120" fill="${p.shape}" opacity="0.55"/>
  <path d="M-40 520 C 80 430, 160 560, 260 470 S 480 420, 660 520 L 660 760 L -40 760 Z" fill="#ffffff" opacity="0.12"/>
  <rect x="60" y="90" width="120" height="120" rx="28" transform="rotate(-14 120 150)" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="6"/>
  <circle cx="300" cy="380" r="250" fill="url(#glow)"/>
  <g transform="${HEAD}">${hairBack(p)}</g>
  <path d="M262 480 L 338 480 L 342 590 L 258 590 Z" fill="${p.skinShade}"/>
  <path d="M80 760 C 86 650, 160 596, 250 580 L 350 580 C 440 596, 514 650, 520 760 Z" fill="url(#top)"/>
  <path d="M250 580 L 300 650 L 350 580 Z" fill="${p.skin}"/>
  <path d="M236 584 L 300 664 L 364 584" fill="none" stroke="${p.collar}" stroke-width="14" stroke-linejoin="round"/>
  <g transform="${HEAD}">
  <ellipse cx="204" cy="396" rx="18" ry="28" fill="${p.skinShade}"/>
  <ellipse cx="396" cy="396" rx="18" ry="28" fill="${p.skinShade}"/>
  <path d="M300 268 C 356 268, 396 310, 396 380 C 396 452, 352 500, 300 500 C 248 500, 204 452, 204 380 C 204 310, 244 268, 300 268 Z" fill="${p.skin}"/>
  <path d="M300 268 C 356 268, 396 310, 396 380 C 396 452, 352 500, 300 500 C 340 470, 360 430, 360 380 C 360 320, 340 286, 300 268 Z" fill="${p.skinShade}" opacity="0.35"/>
  ${face(p)}
  ${hairFront(p)}
  </g>
</svg>`;
}

function officeSvg() {
  const W = 1600;
  const H = 1000;
  // Skyline seen through the window wall.
  const buildings = [];
  let x = 120;
  let seed = 7;
  const rand = () => {
    seed = (seed * 9301 + 49297) % 233280;
    return seed / 233280;
  };
  while (x < 1480) {
    const w = 50 + Math.round(rand() * 70);
    const h = 120 + Math.round(rand() * 230);
    buildings.push(
      `<rect x="${x}" y="${560 - h}" width="${w}" height="${h}" fill="#3b2a6b" opacity="${(0.45 + rand() * 0.35).toFixed(2)}"/>`,
    );
    for (let wy = 560 - h + 14; wy < 540; wy += 22) {
      for (let wx = x + 8; wx < x + w - 10; wx += 16) {
        if (rand() > 0.55) buildings.push(`<rect x="${wx}" y="${wy}" width="7" height="10" fill="#fde68a" opacity="0.7"/>`);
      }
    }
    x += w + 6;
  }
  const mullions = [120, 460, 800, 1140, 1480].map((mx) => `<rect x="${mx - 6}" y="110" width="12" height="470" fill="#1e1b3a"/>`).join("");
  const pendant = (cx) => `
    <line x1="${cx}" y1="0" x2="${cx}" y2="150" stroke="#1e1b3a" stroke-width="3"/>
    <path d="M${cx - 46} 190 Q ${cx} 120 ${cx + 46} 190 Z" fill="#111827"/>
    <ellipse cx="${cx}" cy="192" rx="30" ry="7" fill="#fef3c7"/>
    <path d="M${cx - 30} 192 L ${cx - 160} 620 L ${cx + 160} 620 L ${cx + 30} 192 Z" fill="#fef3c7" opacity="0.07"/>`;
  const monitor = (mx, my, screen) => `
    <rect x="${mx}" y="${my}" width="170" height="108" rx="10" fill="#0f172a"/>
    <rect x="${mx + 8}" y="${my + 8}" width="154" height="88" rx="5" fill="url(#${screen})"/>
    <rect x="${mx + 20}" y="${my + 22}" width="70" height="10" rx="5" fill="#ffffff" opacity="0.85"/>
    <rect x="${mx + 20}" y="${my + 40}" width="110" height="7" rx="3.5" fill="#ffffff" opacity="0.45"/>
    <rect x="${mx + 20}" y="${my + 54}" width="90" height="7" rx="3.5" fill="#ffffff" opacity="0.45"/>
    <rect x="${mx + 20}" y="${my + 70}" width="44" height="16" rx="8" fill="#ffffff" opacity="0.9"/>
    <rect x="${mx + 78}" y="${my + 108}" width="14" height="26" fill="#1f2937"/>
    <rect x="${mx + 52}" y="${my + 132}" width="66" height="8" rx="4" fill="#1f2937"/>`;
  const plant = (px, py, s) => `
    <g transform="translate(${px} ${py}) scale(${s})">
      <path d="M0 0 C -60 -60, -70 -150, -20 -200 C -10 -140, 0 -80, 0 0 Z" fill="#15803d"/>
      <path d="M0 0 C 50 -50, 90 -120, 60 -190 C 30 -140, 10 -80, 0 0 Z" fill="#22c55e"/>
      <path d="M0 0 C -30 -40, -100 -60, -130 -120 C -60 -110, -20 -70, 0 0 Z" fill="#16a34a"/>
      <path d="M0 0 C 30 -30, 100 -40, 130 -90 C 60 -90, 20 -60, 0 0 Z" fill="#4ade80"/>
      <path d="M-44 -4 L 44 -4 L 34 90 L -34 90 Z" fill="#f5f5f4"/>
      <rect x="-48" y="-10" width="96" height="14" rx="6" fill="#e7e5e4"/>
    </g>`;
  // Books and a vase on the low cabinet.
  const board =
    [
      ["#6d4aff", 1304, 22, 64],
      ["#f97316", 1328, 18, 56],
      ["#f472b6", 1348, 24, 70],
      ["#22d3ee", 1374, 16, 50],
    ]
      .map(([c, bx, w, h]) => `<rect x="${bx}" y="${680 - h}" width="${w}" height="${h}" rx="3" fill="${c}"/>`)
      .join("") +
    `<path d="M1440 680 C 1420 660, 1420 630, 1440 616 L 1456 616 C 1476 630, 1476 660, 1456 680 Z" fill="#f5f5f4"/>` +
    `<path d="M1448 616 C 1440 580, 1420 560, 1410 540 M1448 616 C 1456 578, 1470 560, 1484 548" stroke="#16a34a" stroke-width="4" fill="none"/>` +
    `<circle cx="1410" cy="540" r="8" fill="#fbbf24"/><circle cx="1484" cy="548" r="7" fill="#f472b6"/>`;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#4c1d95"/>
      <stop offset="0.55" stop-color="#db2777"/>
      <stop offset="1" stop-color="#fb923c"/>
    </linearGradient>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#2a2550"/>
      <stop offset="1" stop-color="#1c1938"/>
    </linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#3f2a1e"/>
      <stop offset="1" stop-color="#24170f"/>
    </linearGradient>
    <linearGradient id="desk" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#e7d3b8"/>
      <stop offset="1" stop-color="#c9ad8a"/>
    </linearGradient>
    <linearGradient id="s1" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6d4aff"/><stop offset="1" stop-color="#c084fc"/></linearGradient>
    <linearGradient id="s2" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f97316"/><stop offset="1" stop-color="#f43f5e"/></linearGradient>
    <linearGradient id="s3" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0ea5e9"/><stop offset="1" stop-color="#22d3ee"/></linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#fff7ed"/>
      <stop offset="0.4" stop-color="#fed7aa" stop-opacity="0.9"/>
      <stop offset="1" stop-color="#fb923c" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#000000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000000" stop-opacity="0.35"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#wall)"/>
  <rect x="120" y="110" width="1360" height="470" fill="url(#sky)"/>
  <circle cx="1040" cy="470" r="160" fill="url(#sun)"/>
  ${buildings.join("")}
  <rect x="120" y="110" width="1360" height="470" fill="#ffffff" opacity="0.04"/>
  ${mullions}
  <rect x="108" y="98" width="1384" height="14" fill="#1e1b3a"/>
  <rect x="108" y="576" width="1384" height="16" fill="#1e1b3a"/>
  <rect x="0" y="760" width="${W}" height="240" fill="url(#floor)"/>
  <path d="M0 760 L ${W} 760" stroke="#000" stroke-opacity="0.35" stroke-width="4"/>
  ${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<path d="M${i * 230 - 200} 1000 L ${i * 200 + 40} 760" stroke="#000" stroke-opacity="0.12" stroke-width="3"/>`).join("")}
  <rect x="1290" y="680" width="200" height="90" rx="8" fill="#e7d3b8"/>
  <rect x="1298" y="692" width="88" height="70" rx="4" fill="#c9ad8a"/><rect x="1394" y="692" width="88" height="70" rx="4" fill="#c9ad8a"/>
  ${board}
  ${pendant(420)}${pendant(800)}${pendant(1180)}
  <ellipse cx="760" cy="905" rx="560" ry="40" fill="#000" opacity="0.35"/>
  <rect x="260" y="700" width="1000" height="26" rx="8" fill="url(#desk)"/>
  <rect x="260" y="722" width="1000" height="10" fill="#a8896a"/>
  <rect x="300" y="732" width="18" height="170" fill="#111827"/>
  <rect x="1202" y="732" width="18" height="170" fill="#111827"/>
  <rect x="740" y="732" width="14" height="170" fill="#111827"/>
  ${monitor(340, 556, "s1")}${monitor(600, 556, "s2")}${monitor(900, 556, "s3")}
  <path d="M1110 612 L 1206 612 L 1214 690 L 1102 690 Z" fill="#cbd5e1"/>
  <path d="M1116 618 L 1200 618 L 1206 684 L 1110 684 Z" fill="url(#s1)" opacity="0.9"/>
  <rect x="1086" y="688" width="144" height="12" rx="4" fill="#e2e8f0"/>
  <circle cx="560" cy="684" r="14" fill="#f8fafc"/><rect x="572" y="678" width="8" height="12" rx="4" fill="none" stroke="#f8fafc" stroke-width="4"/>
  <rect x="820" y="686" width="56" height="12" rx="3" fill="#f43f5e"/><rect x="826" y="676" width="48" height="10" rx="3" fill="#fbbf24"/>
  <g>
    <path d="M420 905 L 420 820 C 420 800, 440 790, 470 790 L 530 790 C 560 790, 570 800, 570 820 L 570 905" fill="#6d4aff"/>
    <rect x="410" y="830" width="170" height="40" rx="14" fill="#7c5cff"/>
    <rect x="488" y="870" width="12" height="60" fill="#111827"/>
    <rect x="450" y="926" width="90" height="8" rx="4" fill="#111827"/>
  </g>
  <g>
    <path d="M900 905 L 900 820 C 900 800, 920 790, 950 790 L 1010 790 C 1040 790, 1050 800, 1050 820 L 1050 905" fill="#f97316"/>
    <rect x="890" y="830" width="170" height="40" rx="14" fill="#fb923c"/>
    <rect x="968" y="870" width="12" height="60" fill="#111827"/>
    <rect x="930" y="926" width="90" height="8" rx="4" fill="#111827"/>
  </g>
  ${plant(150, 850, 1.25)}${plant(1530, 880, 0.85)}
  <rect x="0" y="0" width="${W}" height="${H}" fill="url(#shade)"/>
</svg>`;
}

async function main() {
  fs.mkdirSync(TEAM_DIR, { recursive: true });
  fs.mkdirSync(ABOUT_DIR, { recursive: true });
  for (const portrait of PORTRAITS) {
    const out = path.join(TEAM_DIR, `${portrait.file}.webp`);
    await sharp(Buffer.from(portraitSvg(portrait)))
      .webp({ quality: 82, effort: 6 })
      .toFile(out);
    console.log(out, fs.statSync(out).size);
  }
  const office = sharp(Buffer.from(officeSvg()));
  for (const width of [1600, 800]) {
    const out = path.join(ABOUT_DIR, `office-${width}.webp`);
    await office.clone().resize({ width }).webp({ quality: 80, effort: 6 }).toFile(out);
    console.log(out, fs.statSync(out).size);
  }
}

await main();
