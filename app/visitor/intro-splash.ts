/**
 * The intro splash of the home page (components/home/intro-splash.tsx, docs/product.md
 * section 2): 'Enter Experience' (or Escape) plays the 2-second warp (300 ms with reduced
 * motion), then the splash goes, the page behind is usable again and the focus is on the
 * hero. While it shows it is a modal: Tab stays on the button (not in edit mode, where the
 * logos' controls are in it too), and the page behind is inert (home.css, or the attribute
 * where the browser has no `interactivity`). The 8 floating logos are picked again every 25
 * seconds. In the administrators' app React renders it and takes it away when told
 * (`intro-closed`); on a visitor's page the module takes it away itself.
 */
import { FLOATING_SPOTS, pickFloatingLogos } from "~/lib/starfield";
import { INTRO_SEEN_KEY } from "~/lib/intro";
import { onElements } from "./dom";
import { fromEditing } from "./guard";

/** docs/product.md section 9: the warp lasts 2000 ms, the logos reshuffle every 25000 ms. */
const INTRO_WARP_MS = 2000;
const LOGO_RESHUFFLE_MS = 25_000;
const REDUCED_MOTION_EXIT_MS = 300;

onElements<HTMLElement>("[data-intro-splash]", (splash) => {
  const html = document.documentElement;
  const button = splash.querySelector<HTMLButtonElement>("[data-intro-enter]");
  const inEditMode = () => !!splash.querySelector("[data-editable]");
  let warp: ReturnType<typeof setTimeout> | undefined;
  const madeInert: Element[] = [];

  const enter = () => {
    if (splash.dataset.state !== "showing") return;
    splash.dataset.state = "entering";
    html.dataset.intro = "entering";
    if (button) button.disabled = true;
    const reduce = matchMedia("(prefers-reduced-motion: reduce)").matches;
    warp = setTimeout(close, reduce ? REDUCED_MOTION_EXIT_MS : INTRO_WARP_MS);
  };

  const close = () => {
    stop();
    if (html.dataset.face === "page") {
      try {
        sessionStorage.setItem(INTRO_SEEN_KEY, "1");
      } catch {
        // Storage refused: it shows again on the next full load.
      }
    }
    splash.dataset.state = "closed";
    // React's app takes its node away itself; a visitor's page has no React to.
    if (splash.dispatchEvent(new Event("intro-closed", { bubbles: true, cancelable: true }))) splash.remove();
    document.getElementById("home")?.focus({ preventScroll: true });
    // The page behind was not laid out under the splash (home.css), so the browser's scroll to
    // a `/#section` stopped short: now it has its height, go there.
    const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) target.scrollIntoView();
  };

  // A modal: Tab stays on the one control; Escape enters like the button, unless it was pressed
  // in a dialog opened over the splash (an editor's 'Add Logo'): that one closes, the splash stays.
  const onKeyDown = (event: KeyboardEvent) => {
    if (fromEditing(event)) return;
    if (event.key === "Tab" && !inEditMode()) {
      event.preventDefault();
      button?.focus({ preventScroll: true });
    } else if (event.key === "Escape") {
      const dialog = event.target instanceof Element ? event.target.closest('[role="dialog"], [role="alertdialog"]') : null;
      if (!dialog || dialog === splash) enter();
    }
  };
  const onClick = (event: MouseEvent) => {
    if (!fromEditing(event) && button?.contains(event.target as Node)) enter();
  };

  // The logos of the marquee, and a new pick of them for the floating spots every 25 seconds.
  const reshuffle = setInterval(() => {
    const logos = [...splash.querySelectorAll<HTMLImageElement>("[data-intro-logos='main'] img")].map(
      (img) => img.getAttribute("src") ?? "",
    );
    const floating = [...splash.querySelectorAll<HTMLImageElement>("[data-floating-logo]")];
    const current = floating.map((img) => img.getAttribute("src") ?? "");
    const pick = pickFloatingLogos(logos, FLOATING_SPOTS.length, Math.random, current);
    floating.forEach((img, index) => {
      if (!pick[index]) return;
      img.src = pick[index];
      // Each comes in again from the start of its float.
      for (const animation of img.getAnimations()) animation.currentTime = 0;
    });
  }, LOGO_RESHUFFLE_MS);

  function stop() {
    clearTimeout(warp);
    clearInterval(reshuffle);
    document.removeEventListener("keydown", onKeyDown);
    splash.removeEventListener("click", onClick);
    html.removeAttribute("data-intro");
    for (const element of madeInert) element.removeAttribute("inert");
  }

  // Seen already in this tab, on the page face: it never showed (the early script hid it).
  if (html.hasAttribute("data-intro-seen")) {
    stop();
    splash.remove();
    return;
  }
  if (splash.dataset.state !== "showing") return stop;
  // Set by the server on a full load; set here when it opens in the app.
  if (!html.hasAttribute("data-intro")) html.dataset.intro = "";
  if (!CSS.supports("interactivity", "inert")) {
    for (let node: Element = splash; node.parentElement && node !== document.body; node = node.parentElement) {
      for (const sibling of node.parentElement.children) {
        if (sibling === node || sibling.tagName === "SCRIPT" || sibling.hasAttribute("inert")) continue;
        // Notifications stay heard: they answer what is done in the splash (its logos).
        if (sibling.hasAttribute("data-toaster")) continue;
        sibling.setAttribute("inert", "");
        madeInert.push(sibling);
      }
    }
  }
  document.addEventListener("keydown", onKeyDown);
  splash.addEventListener("click", onClick);
  // Until now a click did nothing: the button waited, disabled, for this.
  if (button) {
    button.disabled = false;
    button.focus({ preventScroll: true });
  }
  return stop;
});
