/**
 * The visitor's module (docs/decisions/029): what a public page does in the browser, done on
 * the HTML the server drew. Every page loads it, a visitor's and an administrator's alike;
 * each behaviour listens on the document (or sets itself up on the elements it is for as they
 * appear), so React's renders and client-side navigations in the administrators' app leave
 * it working. Kept to a few kilobytes: e2e/bytes.spec.ts measures it.
 */
import { markReady, onElements } from "./dom";

// The page face (no React on the page): live updates and islands, a chunk of their own. The
// page as the server drew it is kept aside first, before any behaviour changes it.
if (document.documentElement.dataset.face === "page") {
  // Into a document of its own, which loads nothing (a copy's pictures would be fetched).
  const drawn = document.implementation.createHTMLDocument().importNode(document.body, true);
  void import("./page-face").then(({ start }) => start(drawn));
}

import "./theme";
import "./scroll";
import "./services-menu";
import "./mobile-menu";
import "./tooltip";
import "./whatsapp";
import "./cursor";
import "./links";
import "./page-notice";

// Behaviours of a few pages only: their code comes where their element is.
onElements("[data-share]", () => void import("./share"));
onElements("form[data-contact-form]", () => void import("./contact"));
onElements("[data-intro-splash]", () => void import("./intro-splash"));
onElements("video[data-hero-video]", () => void import("./hero-video"));

markReady();
