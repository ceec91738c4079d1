/**
 * Links that do a little more than go (docs/product.md section 2), in both faces: a '/#section'
 * link on the home page scrolls smoothly to its section (`data-hash-link`); 'Start Your
 * Project' scrolls to the page's own contact section when it has one (`data-start-project`);
 * 'Back' goes back when the visitor came from a page of this site (`data-back-link`). Each
 * is a plain link otherwise. Heard first (capture, on the window), so that in the app React
 * Router's link sees the click handled and does not navigate.
 * On the page face, a case study opened from a page shows its skeleton (the page's
 * `template[data-case-skeleton]`) when it is slow to come, as the app shows it while it loads.
 */
import { fromEditing } from "./guard";

/** A page that comes sooner than this (prefetched, say) opens without a skeleton flashing first. */
const SKELETON_AFTER_MS = 150;

function scrollToSection(element: Element) {
  const reduce = matchMedia("(prefers-reduced-motion: reduce)").matches;
  element.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
}

/** Whether the previous page of this tab was one of this site's: the app's history says so, or the referrer. */
function cameFromThisSite() {
  const index = (history.state as { idx?: number } | null)?.idx;
  if (index !== undefined) return index > 0;
  return history.length > 1 && !!document.referrer && new URL(document.referrer).origin === location.origin;
}

addEventListener(
  "click",
  (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (fromEditing(event)) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
    if (!link) return;
    if (link.hasAttribute("data-hash-link") && location.pathname === "/") {
      const target = document.getElementById(new URL(link.href).hash.slice(1));
      if (!target) return;
      event.preventDefault();
      scrollToSection(target);
      history.replaceState(history.state, "", link.getAttribute("href"));
    } else if (link.hasAttribute("data-start-project")) {
      const target = document.getElementById("contact");
      if (!target) return;
      event.preventDefault();
      scrollToSection(target);
    } else if (link.hasAttribute("data-back-link") && cameFromThisSite()) {
      event.preventDefault();
      history.back();
    } else if (!link.target && /^\/case\/[^/]+$/.test(link.pathname) && link.origin === location.origin) {
      showSkeletonWhileOpening();
    }
  },
  true,
);

/** Shows the case study's skeleton in place of the page if the page has not gone after a moment. */
function showSkeletonWhileOpening() {
  const skeleton = document.querySelector<HTMLTemplateElement>("template[data-case-skeleton]");
  const main = document.querySelector("main");
  if (!skeleton || !main) return;
  const timer = setTimeout(() => {
    // Still the page a Back to it finds in the back/forward cache: it comes back as it was.
    const page = [...main.childNodes];
    const scrolled = scrollY;
    main.replaceChildren(skeleton.content.cloneNode(true));
    // The next page opens at its top, as its skeleton does.
    scrollTo(0, 0);
    addEventListener(
      "pageshow",
      () => {
        main.replaceChildren(...page);
        scrollTo(0, scrolled);
      },
      { once: true },
    );
  }, SKELETON_AFTER_MS);
  addEventListener("pagehide", () => clearTimeout(timer), { once: true });
}
