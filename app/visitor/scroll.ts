/**
 * What follows the scroll position: the header's state (solid and bordered past 50 px,
 * docs/product.md section 9; light colours over a dark hero until then) and the progress bar.
 */
import { onElements } from "./dom";

const HEADER_SCROLL_THRESHOLD = 50;

function onScroll(update: () => void, resize = false) {
  let frame = 0;
  const schedule = () => {
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      update();
    });
  };
  update();
  addEventListener("scroll", schedule, { passive: true });
  if (resize) addEventListener("resize", schedule, { passive: true });
  return () => {
    cancelAnimationFrame(frame);
    removeEventListener("scroll", schedule);
    removeEventListener("resize", schedule);
  };
}

/**
 * The header (site-header.tsx) says with `data-hero` that the page starts on a dark hero:
 * it wears the dark palette there (`data-overlay`, class `dark`) while the page is at the top
 * and the mobile menu is closed.
 */
onElements<HTMLElement>("[data-site-header]", (header) => {
  const update = () => {
    const scrolled = String(scrollY > HEADER_SCROLL_THRESHOLD);
    const menuOpen = header.querySelector("[data-mobile-menu-button]")?.getAttribute("aria-expanded") === "true";
    const overlay = header.dataset.hero === "true" && scrolled === "false" && !menuOpen;
    if (header.dataset.scrolled !== scrolled) header.dataset.scrolled = scrolled;
    if (overlay !== (header.dataset.overlay === "true")) {
      if (overlay) header.dataset.overlay = "true";
      else delete header.dataset.overlay;
    }
    header.classList.toggle("dark", overlay);
  };
  // A navigation (React changes `data-hero` and the class) or the menu opening: again.
  const observer = new MutationObserver(update);
  observer.observe(header, { attributes: true, subtree: true, attributeFilter: ["data-hero", "class", "aria-expanded"] });
  const stop = onScroll(update);
  return () => {
    observer.disconnect();
    stop();
  };
});

/** The bar across the top (scroll-progress.tsx): its width is how far the page is scrolled. */
onElements<HTMLElement>("[data-scroll-progress]", (bar) => {
  const update = () => {
    const y = scrollY;
    // At the top the bar is empty: measuring the page there would lay it all out at once.
    const scrollable = y > 0 ? document.documentElement.scrollHeight - innerHeight : 0;
    const progress = scrollable > 0 ? Math.min(1, Math.max(0, y / scrollable)) : 0;
    if (bar.dataset.progress === progress.toFixed(3)) return;
    bar.style.transform = `scaleX(${progress})`;
    bar.dataset.progress = progress.toFixed(3);
  };
  const stop = onScroll(update, true);
  // Pages grow after load (images, a navigation): measure again then too.
  const observer = new ResizeObserver(() => requestAnimationFrame(update));
  observer.observe(document.body);
  return () => {
    stop();
    observer.disconnect();
  };
});
