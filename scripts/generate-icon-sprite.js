// Draws app/components/ui/icons.svg, the sprite of every icon app/components/ui/icons.tsx
// names, from the drawings in the lucide-react package. Run after adding an icon:
// `node scripts/generate-icon-sprite.js`. Offline.
import fs from "node:fs";

const ICONS = "app/components/ui/icons.tsx";
const SPRITE = "app/components/ui/icons.svg";
const names = [...fs.readFileSync(ICONS, "utf8").matchAll(/icon\("([a-z0-9-]+)"\)/g)].map((m) => m[1]);

const escape = (value) => String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
const symbols = [];
for (const name of [...new Set(names)].sort()) {
  const { __iconData } = await import(`lucide-react/dist/esm/icons/${name}.mjs`);
  const shapes = __iconData.node.map(([tag, attributes]) => {
    const attrs = Object.entries(attributes)
      .filter(([key]) => key !== "key")
      .map(([key, value]) => `${key}="${escape(value)}"`)
      .join(" ");
    return `<${tag} ${attrs}/>`;
  });
  symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${shapes.join("")}</symbol>`);
}
fs.writeFileSync(
  SPRITE,
  `<svg xmlns="http://www.w3.org/2000/svg">\n<!-- Lucide icons (ISC license, lucide.dev), drawn by scripts/generate-icon-sprite.js -->\n${symbols.join("\n")}\n</svg>\n`,
);
console.log(`Wrote ${SPRITE}: ${symbols.length} icons`);
