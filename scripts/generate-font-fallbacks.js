// Measures the site's two web fonts against the local fallback they stand in for (Arial, or
// its metric twin Liberation Sans) in Chromium, and prints the @font-face rules that make the
// fallback take the same room: while a web font loads, text shows in the fallback, and when
// the web font arrives nothing moves. Paste the output into app/app.css.
// Run once after changing a font: `node scripts/generate-font-fallbacks.js`. Offline.
import path from "node:path";
import { chromium } from "playwright-core";

// Each at the weight the site mostly sets it in, against the local face of that weight.
const FONTS = [
  {
    family: "Inter Variable",
    file: "app/fonts/inter-latin-core.woff2",
    weight: 400,
    local: 'local("Arial"), local("ArialMT"), local("Liberation Sans"), local("LiberationSans")',
  },
  {
    family: "Space Grotesk Variable",
    file: "app/fonts/space-grotesk-latin-core.woff2",
    weight: 700,
    local: 'local("Arial Bold"), local("Arial-BoldMT"), local("Liberation Sans Bold"), local("LiberationSans-Bold")',
  },
];
const FALLBACK = "Arial, Liberation Sans";
// Text with English letter frequencies: widths weighted as the site's copy uses them.
const SAMPLE = "Brand identities, campaigns, websites and apps: explore the work we have created with ambitious businesses.";

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--allow-file-access-from-files"] });
const page = await browser.newPage();
await page.goto(`file://${path.resolve(".")}/`);
for (const font of FONTS) {
  const url = `file://${path.resolve(font.file)}`;
  const m = await page.evaluate(
    async ({ family, url, weight, fallback, sample }) => {
      const face = new FontFace(family, `url(${url})`, { weight: "100 900" });
      document.fonts.add(await face.load());
      const context = document.createElement("canvas").getContext("2d");
      const measure = (fontFamily) => {
        context.font = `${weight} 100px ${fontFamily}`;
        const metrics = context.measureText(sample);
        return { width: metrics.width, ascent: metrics.fontBoundingBoxAscent, descent: metrics.fontBoundingBoxDescent };
      };
      return { web: measure(`"${family}"`), local: measure(fallback) };
    },
    { ...font, url, fallback: FALLBACK, sample: SAMPLE },
  );
  const sizeAdjust = m.web.width / m.local.width;
  const percent = (value) => `${(value * 100).toFixed(2)}%`;
  console.log(`/* ${font.family}: measured by scripts/generate-font-fallbacks.js */
@font-face {
  font-family: "${font.family.replace(" Variable", "")} Fallback";
  src: ${font.local};
  font-weight: ${font.weight};
  size-adjust: ${percent(sizeAdjust)};
  ascent-override: ${percent(m.web.ascent / 100 / sizeAdjust)};
  descent-override: ${percent(m.web.descent / 100 / sizeAdjust)};
  line-gap-override: 0%;
}`);
}
await browser.close();
