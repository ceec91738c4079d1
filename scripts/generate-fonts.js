// Writes app/fonts/: the site's two web fonts as the pages load them, and fonts.css, their
// @font-face rules (imported by app/app.css). Each family's Latin face, the one every page
// preloads, is split in two: the characters of nearly all English and Western European copy
// ("core": Latin-1, the usual punctuation, spaces, euro, trade mark) and the rest of the range,
// which a browser fetches only for a page that has one of them. Inter is also cut to the
// weights the site sets (400 to 700; `bolder` past 700 shows as 700). The other scripts'
// faces stay fontsource's own files. 70 KB of preloaded fonts became 45 KB: on a phone's
// slow connection they compete with the page's largest picture.
// Run after changing a font or its package: `node scripts/generate-fonts.js`. Offline.
import fs from "node:fs";
import path from "node:path";
import * as prettier from "prettier";
import subsetFont from "subset-font";

const OUT = "app/fonts";
const FAMILIES = [
  { pkg: "@fontsource-variable/inter", name: "inter", weight: { min: 400, max: 700 } },
  { pkg: "@fontsource-variable/space-grotesk", name: "space-grotesk", weight: null },
];
// Code points of the core file (those of them the Latin face has).
const CORE = [
  [0x0000, 0x00ff],
  [0x2000, 0x2022],
  [0x2026, 0x2026],
  [0x2030, 0x2030],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
];

const codePoints = (ranges) => ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));
const parseRange = (text) =>
  text.split(",").map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    return [parseInt(from, 16), parseInt(to, 16)];
  });
const hex = (n) => n.toString(16).toUpperCase().padStart(4, "0");
function formatRange(points) {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const parts = [];
  for (let i = 0; i < sorted.length; i++) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    parts.push(i === j ? `U+${hex(sorted[i])}` : `U+${hex(sorted[i])}-${hex(sorted[j])}`);
    i = j;
  }
  return parts.join(",");
}

const faceRule = ({ family, weight, src, range }) =>
  `@font-face {\n  font-family: "${family}";\n  font-style: normal;\n  font-display: swap;\n  font-weight: ${weight};\n  src: url("${src}") format("woff2");\n  unicode-range: ${range};\n}\n`;

fs.mkdirSync(OUT, { recursive: true });
let css = "/* Written by scripts/generate-fonts.js: do not edit. */\n";
for (const { pkg, name, weight } of FAMILIES) {
  const index = fs.readFileSync(path.join("node_modules", pkg, "index.css"), "utf8");
  for (const block of index.match(/@font-face\s*{[^}]*}/g)) {
    const family = /font-family:\s*'([^']+)'/.exec(block)[1];
    const file = /url\(\.\/files\/([^)]+)\)/.exec(block)[1];
    const range = /unicode-range:\s*([^;]+);/.exec(block)[1];
    const fontWeight = weight ? `${weight.min} ${weight.max}` : /font-weight:\s*([^;]+);/.exec(block)[1];
    if (!file.includes("-latin-wght-")) {
      css += faceRule({ family, weight: fontWeight, src: `${pkg}/files/${file}`, range });
      continue;
    }
    const source = fs.readFileSync(path.join("node_modules", pkg, "files", file));
    const all = new Set(codePoints(parseRange(range)));
    const core = codePoints(CORE).filter((point) => all.has(point));
    const rest = [...all].filter((point) => !core.includes(point));
    for (const [part, points] of [
      ["rest", rest],
      ["core", core],
    ]) {
      const text = String.fromCodePoint(...points);
      const font = await subsetFont(source, text, { targetFormat: "woff2", variationAxes: weight ? { wght: weight } : undefined });
      const out = `${name}-latin-${part}.woff2`;
      fs.writeFileSync(path.join(OUT, out), font);
      console.log(`${out}: ${(font.length / 1024).toFixed(1)} KB`);
      css += faceRule({ family, weight: fontWeight, src: `./${out}`, range: formatRange(points) });
    }
  }
}
const cssFile = path.join(OUT, "fonts.css");
fs.writeFileSync(cssFile, await prettier.format(css, { ...(await prettier.resolveConfig(cssFile)), filepath: cssFile }));
