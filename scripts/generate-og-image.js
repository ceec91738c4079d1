// Renders the default share image (public/og-image.jpg, 1200x630) with Chromium from an
// HTML card using the site's bundled fonts and the hero poster. Run once:
// `node scripts/generate-og-image.js` (after scripts/generate-hero-video.sh). Offline.
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import sharp from "sharp";

const root = process.cwd();
const file = (p) => `file://${path.join(root, p)}`;
const fonts = "node_modules/@fontsource-variable";
const mark = fs.readFileSync("public/favicon.svg", "utf8");

const html = `<!doctype html><html><head><style>
@font-face { font-family: "Space Grotesk"; font-weight: 300 700; src: url("${file(`${fonts}/space-grotesk/files/space-grotesk-latin-wght-normal.woff2`)}") format("woff2"); }
@font-face { font-family: "Inter"; font-weight: 100 900; src: url("${file(`${fonts}/inter/files/inter-latin-wght-normal.woff2`)}") format("woff2"); }
* { margin: 0; box-sizing: border-box; }
body { width: 1200px; height: 630px; overflow: hidden; color: #fff; font-family: Inter, sans-serif;
  background: #0d0b1a url("${file("public/video/hero-poster.webp")}") center / cover; }
.shade { position: absolute; inset: 0; background: linear-gradient(100deg, rgba(10,8,24,.92) 0%, rgba(10,8,24,.72) 48%, rgba(10,8,24,.15) 100%); }
.card { position: absolute; inset: 0; padding: 72px 80px; display: flex; flex-direction: column; justify-content: space-between; }
.brand { display: flex; align-items: center; gap: 18px; font: 700 34px "Space Grotesk"; letter-spacing: -0.02em; }
.brand svg { width: 56px; height: 56px; }
h1 { font: 700 84px/0.98 "Space Grotesk"; letter-spacing: -0.035em; max-width: 800px; }
h1 span { background: linear-gradient(100deg, #a48bff, #ff9a5a); -webkit-background-clip: text; color: transparent; }
p { font-size: 26px; color: rgba(255,255,255,.78); letter-spacing: 0.01em; }
.pill { display: inline-block; margin-right: 10px; padding: 8px 18px; border-radius: 999px; border: 1px solid rgba(255,255,255,.25); font-size: 20px; background: rgba(255,255,255,.06); }
</style></head><body><div class="shade"></div><div class="card">
<div class="brand">${mark}<span>Arkadomus</span></div>
<h1>Transforming Ideas <span>Into Reality</span></h1>
<div><p style="margin-bottom:22px">Creative &amp; Digital Growth Agency, Swindon</p>
<span class="pill">Branding</span><span class="pill">Social Media</span><span class="pill">Web &amp; E-Commerce</span><span class="pill">Development</span></div>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--allow-file-access-from-files"],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  const tmp = path.join(root, "scripts", ".og-image.html");
  fs.writeFileSync(tmp, html);
  await page.goto(`file://${tmp}`);
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ type: "png" });
  fs.rmSync(tmp);
  await sharp(png).jpeg({ quality: 84, mozjpeg: true }).toFile("public/og-image.jpg");
  console.log("Wrote public/og-image.jpg");
} finally {
  await browser.close();
}
