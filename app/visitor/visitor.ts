/**
 * The visitor's module (docs/decisions/029): what a public page does in the browser, done on
 * the HTML the server drew. Every page loads it, a visitor's and an administrator's alike;
 * each behaviour listens on the document (or sets itself up on the elements it is for as they
 * appear), so React's renders and client-side navigations in the administrators' app leave
 * it working. Kept to a few kilobytes: e2e/bytes.spec.ts measures it.
 */
// First: the page as the server drew it, before any behaviour below changes it.
import { drawnBody } from "./drawn-page";
import { markReady, onElements } from "./dom";
import "./theme";
import "./scroll";
import "./services-menu";
import "./mobile-menu";
import "./tooltip";
import "./whatsapp";
import "./cursor";
import "./links";
import "./page-notice";

// The page is ready once the page face's part and the behaviours of a few pages are in place.
const loading: Promise<unknown>[] = [];
// The page face (no React on the page): live updates and islands, a chunk of their own.
if (drawnBody) {
  const drawn = drawnBody;
  loading.push(import("./page-face").then(({ start }) => start(drawn)));
}

// Behaviours of a few pages only: their code comes where their element is.
const PAGE_BEHAVIOURS: [selector: string, chunk: () => Promise<unknown>][] = [
  ["[data-share]", () => import("./share")],
  ["form[data-contact-form]", () => import("./contact")],
  ["[data-intro-splash]", () => import("./intro-splash")],
  ["video[data-hero-video]", () => import("./hero-video")],
];
for (const [selector, chunk] of PAGE_BEHAVIOURS) onElements(selector, () => void loading.push(chunk()));

void Promise.allSettled(loading).then(markReady);
