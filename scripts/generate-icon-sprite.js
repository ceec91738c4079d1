// Draws app/components/ui/icons.svg, the sprite of every icon app/components/ui/icons.tsx
// names, from the drawings in the lucide-react package (and the brand marks below, which
// Lucide does not draw). Run after adding an icon: `node scripts/generate-icon-sprite.js`.
// Offline.
import fs from "node:fs";

const ICONS = "app/components/ui/icons.tsx";
const SPRITE = "app/components/ui/icons.svg";
const names = [...fs.readFileSync(ICONS, "utf8").matchAll(/icon\("([a-z0-9-]+)"\)/g)].map((m) => m[1]);

const escape = (value) => String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
/** Brand marks, filled in the text colour (a speech bubble around a handset, for WhatsApp). */
const BRANDS = {
  whatsapp:
    '<path fill="currentColor" stroke="none" d="M12.04 2C6.58 2 2.13 6.45 2.13 11.91c0 1.75.46 3.45 1.32 4.95L2.05 22l5.25-1.38a9.9 9.9 0 0 0 4.74 1.21h.01c5.46 0 9.91-4.45 9.91-9.91 0-2.65-1.03-5.14-2.9-7.01A9.82 9.82 0 0 0 12.04 2Zm0 18.15h-.01a8.23 8.23 0 0 1-4.19-1.15l-.3-.18-3.12.82.83-3.04-.2-.31a8.2 8.2 0 0 1-1.26-4.38c0-4.54 3.7-8.23 8.25-8.23 2.2 0 4.27.86 5.83 2.42a8.18 8.18 0 0 1 2.41 5.82c0 4.54-3.7 8.23-8.24 8.23Zm4.52-6.16c-.25-.12-1.47-.72-1.69-.81-.23-.08-.39-.12-.56.13-.17.24-.64.8-.79.97-.14.17-.29.19-.54.06-.25-.12-1.05-.39-1.99-1.23-.74-.66-1.23-1.47-1.38-1.72-.14-.25-.02-.38.11-.5.11-.11.25-.29.37-.43.12-.15.17-.25.25-.41.08-.17.04-.31-.02-.43-.06-.13-.56-1.34-.76-1.84-.2-.48-.41-.42-.56-.43h-.48c-.17 0-.43.06-.66.31-.22.25-.86.85-.86 2.07 0 1.22.89 2.4 1.01 2.56.12.17 1.75 2.67 4.23 3.74.59.26 1.05.41 1.41.52.59.19 1.13.16 1.56.1.48-.07 1.47-.6 1.67-1.18.21-.58.21-1.07.14-1.18-.06-.1-.22-.16-.47-.28Z"/>',
};

const symbols = [];
for (const name of [...new Set(names)].sort()) {
  if (BRANDS[name]) {
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${BRANDS[name]}</symbol>`);
    continue;
  }
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
  `<svg xmlns="http://www.w3.org/2000/svg">\n<!-- Lucide icons (ISC license, lucide.dev) and brand marks, drawn by scripts/generate-icon-sprite.js -->\n${symbols.join("\n")}\n</svg>\n`,
);
console.log(`Wrote ${SPRITE}: ${symbols.length} icons`);
