// Draws the 22 fictional client logos of the intro splash into public/logos/*.webp.
// Run once: `node scripts/generate-intro-logos.js`. Letters are real glyph outlines from
// the fonts installed here (DejaVu, Liberation; both free licences). Logos are white: the
// splash always sits on a dark starfield. They are drawn as SVG and shipped as WebP: every
// SVG picture is a document of its own, parsed and laid out on the page's main thread (a
// dozen of them cost a phone about half a second at load), where a WebP is decoded off it.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { loadFont } from "./lib/ttf-outline.js";

const FONT_DIR = "/usr/share/fonts/truetype";
const font = (file) => loadFont(path.join(FONT_DIR, file));
const F = {
  sansBold: font("dejavu/DejaVuSans-Bold.ttf"),
  sansLight: font("dejavu/DejaVuSans-ExtraLight.ttf"),
  sansBoldOblique: font("dejavu/DejaVuSans-BoldOblique.ttf"),
  sansCondBold: font("dejavu/DejaVuSansCondensed-Bold.ttf"),
  serif: font("dejavu/DejaVuSerif.ttf"),
  serifBold: font("dejavu/DejaVuSerif-Bold.ttf"),
  libSans: font("liberation/LiberationSans-Regular.ttf"),
  libSansBold: font("liberation/LiberationSans-Bold.ttf"),
  narrowBold: font("liberation/LiberationSansNarrow-Bold.ttf"),
  serifItalic: font("liberation/LiberationSerif-Italic.ttf"),
  serifBoldItalic: font("liberation/LiberationSerif-BoldItalic.ttf"),
  monoBold: font("liberation/LiberationMono-Bold.ttf"),
};

const HEIGHT = 64;
/** Pixels high of the WebP: the splash shows logos 32-40 CSS pixels high, on screens of up to 3 device pixels each. */
const PIXEL_HEIGHT = 120;
const INK = "#fff";

/** A text line: its path at a baseline, with its width known for layout. */
function text(fontName, value, { size, tracking = 0, opacity } = {}) {
  const f = F[fontName];
  return {
    width: f.measure(value, { size, tracking }),
    height: size,
    draw: (x, baseline) => {
      const { d } = f.textPath(value, { x, y: baseline, size, tracking });
      return `<path d="${d}"${opacity ? ` opacity="${opacity}"` : ""}/>`;
    },
  };
}

/**
 * Lays out a logo: an optional mark (a square of `markSize` drawn by `mark(x, y, s)`) and
 * one or two text lines, left to right, vertically centred.
 */
function logo({ mark, markSize = 40, gap = 12, lines, lineGap = 6, align = "left" }) {
  const textWidth = Math.max(...lines.map((l) => l.width));
  const width = Math.ceil((mark ? markSize + gap : 0) + textWidth + 8);
  let body = "";
  let x = 4;
  if (mark) {
    body += mark(x, (HEIGHT - markSize) / 2, markSize);
    x += markSize + gap;
  }
  // Cap height is about 0.72 em: centre the block of lines on that.
  const caps = lines.map((l) => l.height * 0.72);
  const block = caps.reduce((a, b) => a + b, 0) + lineGap * (lines.length - 1);
  let baseline = (HEIGHT - block) / 2;
  lines.forEach((line, i) => {
    baseline += caps[i];
    const lx = align === "center" ? x + (textWidth - line.width) / 2 : x;
    body += line.draw(lx, baseline);
    baseline += lineGap;
  });
  return { width, body };
}

const n = (v) => Math.round(v * 10) / 10;

// Marks: each draws inside the square (x, y, s).
const marks = {
  northStar: (x, y, s) =>
    `<path d="M${n(x + s / 2)} ${y}L${n(x + s * 0.62)} ${n(y + s * 0.38)}L${x + s} ${n(y + s / 2)}L${n(x + s * 0.62)} ${n(y + s * 0.62)}L${n(x + s / 2)} ${y + s}L${n(x + s * 0.38)} ${n(y + s * 0.62)}L${x} ${n(y + s / 2)}L${n(x + s * 0.38)} ${n(y + s * 0.38)}Z"/>`,
  triangleOutline: (x, y, s) =>
    `<path d="M${n(x + s / 2)} ${n(y + 3)}L${n(x + s - 2)} ${n(y + s - 4)}H${n(x + 2)}Z" fill="none" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/>`,
  orbit: (x, y, s) =>
    `<circle cx="${n(x + s / 2)}" cy="${n(y + s / 2)}" r="${n(s * 0.22)}"/><ellipse cx="${n(x + s / 2)}" cy="${n(y + s / 2)}" rx="${n(s * 0.48)}" ry="${n(s * 0.2)}" fill="none" stroke="${INK}" stroke-width="3" transform="rotate(-25 ${n(x + s / 2)} ${n(y + s / 2)})"/>`,
  speedLines: (x, y, s) =>
    [0.28, 0.5, 0.72]
      .map((t, i) => `<rect x="${n(x + i * 6)}" y="${n(y + s * t - 2.5)}" width="${n(s - i * 10)}" height="5" rx="2.5"/>`)
      .join(""),
  halfSun: (x, y, s) =>
    `<path d="M${x} ${n(y + s * 0.62)}A${n(s / 2)} ${n(s / 2)} 0 0 1 ${x + s} ${n(y + s * 0.62)}Z"/><rect x="${x}" y="${n(y + s * 0.72)}" width="${s}" height="4" rx="2"/><rect x="${n(x + s * 0.15)}" y="${n(y + s * 0.86)}" width="${n(s * 0.7)}" height="4" rx="2"/>`,
  burst: (x, y, s) => {
    const cx = x + s / 2;
    const cy = y + s / 2;
    let d = "";
    for (let i = 0; i < 16; i++) {
      const a = (i * Math.PI) / 8;
      const r = i % 2 ? s * 0.22 : s * 0.5;
      d += `${i ? "L" : "M"}${n(cx + r * Math.cos(a))} ${n(cy + r * Math.sin(a))}`;
    }
    return `<path d="${d}Z"/>`;
  },
  pines: (x, y, s) =>
    `<path d="M${n(x + s * 0.35)} ${n(y + 2)}L${n(x + s * 0.65)} ${n(y + s * 0.85)}H${n(x + s * 0.05)}Z"/><path d="M${n(x + s * 0.68)} ${n(y + s * 0.28)}L${n(x + s * 0.95)} ${n(y + s * 0.85)}H${n(x + s * 0.45)}Z" opacity="0.6"/><rect x="${x}" y="${n(y + s * 0.9)}" width="${s}" height="3" rx="1.5"/>`,
  globe: (x, y, s) => {
    const c = `${n(x + s / 2)}`;
    const cy = `${n(y + s / 2)}`;
    return `<g fill="none" stroke="${INK}" stroke-width="3"><circle cx="${c}" cy="${cy}" r="${n(s / 2 - 2)}"/><ellipse cx="${c}" cy="${cy}" rx="${n(s * 0.2)}" ry="${n(s / 2 - 2)}"/><path d="M${n(x + 2)} ${cy}H${n(x + s - 2)}"/></g>`;
  },
  squareDot: (x, y, s) =>
    `<rect x="${n(x + 2)}" y="${n(y + 2)}" width="${n(s - 4)}" height="${n(s - 4)}" rx="8" fill="none" stroke="${INK}" stroke-width="3"/><circle cx="${n(x + s * 0.68)}" cy="${n(y + s * 0.32)}" r="${n(s * 0.12)}"/>`,
  flower: (x, y, s) => {
    const cx = x + s / 2;
    const cy = y + s / 2;
    const r = s * 0.2;
    return [0, 1, 2, 3]
      .map((i) => {
        const a = (i * Math.PI) / 2 + Math.PI / 4;
        return `<circle cx="${n(cx + r * Math.cos(a))}" cy="${n(cy + r * Math.sin(a))}" r="${n(r * 1.15)}" opacity="0.75"/>`;
      })
      .join("");
  },
  plusCircle: (x, y, s) =>
    `<circle cx="${n(x + s / 2)}" cy="${n(y + s / 2)}" r="${n(s / 2)}"/><path d="M${n(x + s / 2)} ${n(y + s * 0.24)}V${n(y + s * 0.76)}M${n(x + s * 0.24)} ${n(y + s / 2)}H${n(x + s * 0.76)}" stroke="#000" stroke-opacity="0.85" stroke-width="6" stroke-linecap="round"/>`,
  shield: (x, y, s) =>
    `<path d="M${n(x + s / 2)} ${y}L${n(x + s * 0.92)} ${n(y + s * 0.14)}V${n(y + s * 0.5)}C${n(x + s * 0.92)} ${n(y + s * 0.76)} ${n(x + s * 0.7)} ${n(y + s * 0.9)} ${n(x + s / 2)} ${y + s}C${n(x + s * 0.3)} ${n(y + s * 0.9)} ${n(x + s * 0.08)} ${n(y + s * 0.76)} ${n(x + s * 0.08)} ${n(y + s * 0.5)}V${n(y + s * 0.14)}Z"/><path d="M${n(x + s / 2)} ${n(y + s * 0.16)}V${n(y + s * 0.84)}" stroke="#000" stroke-opacity="0.7" stroke-width="3"/>`,
  meridian: (x, y, s) =>
    `<circle cx="${n(x + s / 2)}" cy="${n(y + s / 2)}" r="${n(s / 2 - 1.5)}" fill="none" stroke="${INK}" stroke-width="3"/><path d="M${n(x + s / 2)} ${n(y - 2)}V${n(y + s + 2)}" stroke="${INK}" stroke-width="3"/>`,
  bolt: (x, y, s) =>
    `<path d="M${n(x + s * 0.62)} ${y}L${n(x + s * 0.15)} ${n(y + s * 0.58)}H${n(x + s * 0.46)}L${n(x + s * 0.36)} ${y + s}L${n(x + s * 0.85)} ${n(y + s * 0.4)}H${n(x + s * 0.54)}Z"/>`,
  hexagon: (x, y, s) => {
    const cx = x + s / 2;
    const cy = y + s / 2;
    let d = "";
    for (let i = 0; i < 6; i++) {
      const a = (i * Math.PI) / 3 - Math.PI / 2;
      d += `${i ? "L" : "M"}${n(cx + (s / 2) * Math.cos(a))} ${n(cy + (s / 2) * Math.sin(a))}`;
    }
    let inner = "";
    for (let i = 0; i < 6; i++) {
      const a = (i * Math.PI) / 3 - Math.PI / 2;
      inner += `${i ? "L" : "M"}${n(cx + s * 0.22 * Math.cos(a))} ${n(cy + s * 0.22 * Math.sin(a))}`;
    }
    return `<path fill-rule="evenodd" d="${d}Z${inner}Z"/>`;
  },
  arcs: (x, y, s) =>
    `<circle cx="${n(x + s * 0.2)}" cy="${n(y + s / 2)}" r="${n(s * 0.1)}"/>` +
    [0.3, 0.55, 0.8]
      .map(
        (r, i) =>
          `<path d="M${n(x + s * 0.2 + s * r * Math.cos(-0.9))} ${n(y + s / 2 + s * r * Math.sin(-0.9))}A${n(s * r)} ${n(s * r)} 0 0 1 ${n(x + s * 0.2 + s * r * Math.cos(0.9))} ${n(y + s / 2 + s * r * Math.sin(0.9))}" fill="none" stroke="${INK}" stroke-width="3.5" stroke-linecap="round" opacity="${1 - i * 0.25}"/>`,
      )
      .join(""),
  waves: (x, y, s) =>
    [0.35, 0.6, 0.85]
      .map(
        (t, i) =>
          `<path d="M${x} ${n(y + s * t)}q${n(s / 8)} -8 ${n(s / 4)} 0t${n(s / 4)} 0t${n(s / 4)} 0t${n(s / 4)} 0" fill="none" stroke="${INK}" stroke-width="3.5" stroke-linecap="round" opacity="${1 - i * 0.25}"/>`,
      )
      .join(""),
  chevrons: (x, y, s) =>
    [0, 1]
      .map(
        (i) =>
          `<path d="M${n(x + 3)} ${n(y + s * (0.55 + i * 0.3))}L${n(x + s / 2)} ${n(y + s * (0.12 + i * 0.3))}L${n(x + s - 3)} ${n(y + s * (0.55 + i * 0.3))}" fill="none" stroke="${INK}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round" opacity="${i ? 0.55 : 1}"/>`,
      )
      .join(""),
  prism: (x, y, s) =>
    `<path d="M${n(x + s * 0.42)} ${n(y + 3)}L${n(x + s * 0.8)} ${n(y + s - 3)}H${n(x + s * 0.04)}Z" fill="none" stroke="${INK}" stroke-width="3.5" stroke-linejoin="round"/>` +
    [0, 1, 2]
      .map(
        (i) =>
          `<path d="M${n(x + s * 0.6)} ${n(y + s * 0.55)}L${x + s} ${n(y + s * (0.4 + i * 0.16))}" stroke="${INK}" stroke-width="3" opacity="${1 - i * 0.3}"/>`,
      )
      .join(""),
  loop: (x, y, s) =>
    `<path d="M${n(x + s / 2)} ${n(y + s / 2)}C${n(x + s * 0.75)} ${n(y + s * 0.15)} ${x + s} ${n(y + s * 0.3)} ${x + s} ${n(y + s / 2)}S${n(x + s * 0.75)} ${n(y + s * 0.85)} ${n(x + s / 2)} ${n(y + s / 2)}S${n(x + s * 0.25)} ${n(y + s * 0.15)} ${x} ${n(y + s / 2)}S${n(x + s * 0.25)} ${n(y + s * 0.85)} ${n(x + s / 2)} ${n(y + s / 2)}Z" fill="none" stroke="${INK}" stroke-width="4"/>`,
  dot: (x, y, s) => `<circle cx="${n(x + s / 2)}" cy="${n(y + s / 2)}" r="${n(s / 2)}"/>`,
};

const LOGOS = {
  northbeam: logo({
    mark: marks.northStar,
    markSize: 38,
    lines: [text("libSansBold", "NORTHBEAM", { size: 28, tracking: 0.12 })],
  }),
  "lumen-co": logo({
    mark: marks.dot,
    markSize: 14,
    gap: 10,
    lines: [text("serifItalic", "Lumen & Co", { size: 40 })],
  }),
  "vertex-studio": logo({
    mark: marks.triangleOutline,
    lines: [text("sansBold", "VERTEX", { size: 26, tracking: 0.08 }), text("sansLight", "STUDIO", { size: 13, tracking: 0.6 })],
  }),
  orbitra: logo({ mark: marks.orbit, markSize: 44, lines: [text("sansBold", "orbitra", { size: 36 })] }),
  kinetic: logo({
    mark: marks.speedLines,
    markSize: 34,
    lines: [text("sansBoldOblique", "KINETIC", { size: 32, tracking: 0.02 })],
  }),
  halcyon: logo({ mark: marks.halfSun, markSize: 38, lines: [text("serif", "Halcyon", { size: 36 })] }),
  "nova-foods": logo({
    mark: marks.burst,
    markSize: 40,
    lines: [text("sansBold", "nova", { size: 32 }), text("libSans", "FOODS", { size: 12, tracking: 0.5 })],
    lineGap: 7,
  }),
  pinecrest: logo({ mark: marks.pines, markSize: 40, lines: [text("libSans", "Pinecrest", { size: 34 })] }),
  "atlas-freight": logo({
    mark: marks.globe,
    markSize: 40,
    lines: [text("sansCondBold", "ATLAS", { size: 30, tracking: 0.06 }), text("libSansBold", "FREIGHT", { size: 11, tracking: 0.55 })],
  }),
  quanta: logo({ mark: marks.squareDot, markSize: 36, lines: [text("sansLight", "quanta", { size: 38, tracking: 0.04 })] }),
  "bloom-botanics": logo({
    mark: marks.flower,
    markSize: 40,
    lines: [text("serifBold", "Bloom", { size: 30 }), text("libSans", "BOTANICS", { size: 11, tracking: 0.45 })],
  }),
  "solace-health": logo({
    mark: marks.plusCircle,
    markSize: 36,
    lines: [text("libSans", "Solace", { size: 30 }), text("libSansBold", "HEALTH", { size: 11, tracking: 0.5 })],
  }),
  ironclad: logo({
    mark: marks.shield,
    markSize: 40,
    lines: [text("narrowBold", "IRONCLAD", { size: 34, tracking: 0.06 })],
  }),
  meridian: logo({
    mark: marks.meridian,
    markSize: 34,
    gap: 14,
    lines: [text("sansLight", "MERIDIAN", { size: 26, tracking: 0.28 })],
  }),
  "flux-energy": logo({
    mark: marks.bolt,
    markSize: 40,
    gap: 6,
    lines: [text("sansBold", "flux", { size: 38 }), text("libSans", "energy", { size: 13, tracking: 0.3 })],
    lineGap: 6,
  }),
  "cobalt-bank": logo({
    mark: marks.hexagon,
    markSize: 40,
    lines: [text("serifBold", "Cobalt", { size: 30 }), text("libSansBold", "BANK", { size: 11, tracking: 0.7 })],
  }),
  "echo-audio": logo({
    mark: marks.arcs,
    markSize: 40,
    gap: 8,
    lines: [text("monoBold", "echo", { size: 34 }), text("libSans", "AUDIO", { size: 11, tracking: 0.6 })],
  }),
  tidewater: logo({ mark: marks.waves, markSize: 40, lines: [text("serifItalic", "Tidewater", { size: 38 })] }),
  "zenith-air": logo({
    mark: marks.chevrons,
    markSize: 36,
    lines: [text("sansBoldOblique", "ZENITH", { size: 28, tracking: 0.04 }), text("libSansBold", "AIR", { size: 11, tracking: 0.9 })],
  }),
  "prism-labs": logo({
    mark: marks.prism,
    markSize: 42,
    lines: [text("sansBold", "prism", { size: 34 })],
  }),
  "harbor-vine": logo({
    lines: [text("serifBoldItalic", "Harbor & Vine", { size: 38 })],
  }),
  everline: logo({ mark: marks.loop, markSize: 44, gap: 10, lines: [text("libSans", "everline", { size: 36, tracking: 0.02 })] }),
};

// "prism labs": a second, lighter word on the same line.
{
  const prism = text("sansBold", "prism", { size: 34 });
  const labs = text("sansLight", "labs", { size: 34 });
  const base = logo({ mark: marks.prism, markSize: 42, lines: [prism] });
  const x = 4 + 42 + 12 + prism.width + 4;
  const baseline = (HEIGHT - 34 * 0.72) / 2 + 34 * 0.72;
  LOGOS["prism-labs"] = { width: Math.ceil(x + labs.width + 8), body: base.body + labs.draw(x, baseline) };
}

const outDir = path.resolve("public/logos");
fs.mkdirSync(outDir, { recursive: true });
let total = 0;
for (const [name, { width, body }] of Object.entries(LOGOS)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${HEIGHT}" width="${width}" height="${HEIGHT}" fill="${INK}">${body}</svg>\n`;
  const webp = await sharp(Buffer.from(svg), { density: (72 * PIXEL_HEIGHT) / HEIGHT })
    .webp({ quality: 90, alphaQuality: 100 })
    .toBuffer();
  fs.writeFileSync(path.join(outDir, `${name}.webp`), webp);
  total += webp.length;
}
console.log(`Wrote ${Object.keys(LOGOS).length} logos to ${outDir} (${Math.round(total / 1024)} KB)`);
