/**
 * Links that do a little more than go (docs/product.md section 2), in both faces: a '/#section'
 * link on the home page scrolls smoothly to its section (`data-hash-link`); 'Start Your
 * Project' scrolls to the page's own contact section when it has one (`data-start-project`);
 * 'Back' goes back when the visitor came from a page of this site (`data-back-link`). Each
 * is a plain link otherwise. Heard first (capture, on the window), so that in the app React
 * Router's link sees the click handled and does not navigate.
 */
import { fromEditing } from "./guard";

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
    }
  },
  true,
);
