// Draws the picture a new project starts with ('Add New Project', docs/product.md section 7):
// public/placeholders/new-project-1600.webp and its 800 px variant, as every bundled
// picture comes (app/lib/responsive-image.ts). Run once: `node scripts/generate-placeholder-image.js`.
import fs from "node:fs";
import sharp from "sharp";

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#2a1f5c"/><stop offset="0.55" stop-color="#6d4aff"/><stop offset="1" stop-color="#ff8a3d"/>
    </linearGradient>
    <pattern id="grid" width="80" height="80" patternUnits="userSpaceOnUse">
      <path d="M80 0H0V80" fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="2"/>
    </pattern>
  </defs>
  <rect width="1600" height="1000" fill="url(#bg)"/>
  <rect width="1600" height="1000" fill="url(#grid)"/>
  <circle cx="1280" cy="220" r="260" fill="#ffffff" fill-opacity="0.08"/>
  <circle cx="260" cy="860" r="340" fill="#0d0b1a" fill-opacity="0.18"/>
  <g transform="translate(800 500)" fill="none" stroke="#ffffff" stroke-width="18" stroke-linecap="round" stroke-opacity="0.9">
    <rect x="-170" y="-120" width="340" height="240" rx="36"/>
    <path d="M-120 70 L-40 -10 L20 50 L70 0 L120 70"/>
    <circle cx="70" cy="-50" r="22" fill="#ffffff" stroke="none"/>
  </g>
</svg>`;

fs.mkdirSync("public/placeholders", { recursive: true });
for (const width of [1600, 800]) {
  await sharp(Buffer.from(svg)).resize({ width }).webp({ quality: 78 }).toFile(`public/placeholders/new-project-${width}.webp`);
}
console.log("Wrote public/placeholders/new-project-{1600,800}.webp");
