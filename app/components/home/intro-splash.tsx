import "./home.css";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type RefObject } from "react";
import { ArrowRight } from "~/components/ui/icons";
import { ContentText } from "~/components/content/content-text";
import { useSlot } from "~/content/content-context";
import { intro, type IntroLogoImage } from "~/content/home";
import { header } from "~/content/layout";
import { agency } from "~/content/agency";
import { useEditMode } from "~/components/content/edit-mode";
import { cn } from "~/lib/utils";
import { seededRandom } from "~/lib/random";
import { useHydrated } from "~/lib/use-hydrated";
import { FLOATING_SPOTS, makeStars, pickFloatingLogos } from "./starfield";

/** docs/product.md section 9: the warp lasts 2000 ms, logos reshuffle every 25000 ms. */
export const INTRO_WARP_MS = 2000;
export const LOGO_RESHUFFLE_MS = 25_000;
export const STAR_COUNT = 100;
const REDUCED_MOTION_EXIT_MS = 300;

type IntroState = "showing" | "entering" | "closed";

// The logos' manager: a chunk of its own, loaded only in edit mode.
const LogoManager = lazy(() => import("~/components/editing/logo-manager"));

/**
 * The stars, as markup: four groups that twinkle together (home.css), each star a plain
 * element whose numbers the stylesheet turns into its place and size. They never change, so
 * React renders their container only: a hundred fewer components to hydrate on a phone.
 */
const STARS = makeStars(STAR_COUNT);
const STARS_HTML = [0, 1, 2, 3]
  .map((group) => {
    const stars = STARS.filter((_, index) => index % 4 === group)
      .map(({ angle, distance, size }) => `<i class="intro-star" style="--a:${angle};--d:${distance};--s:${size}"></i>`)
      .join("");
    return `<div class="intro-stars">${stars}</div>`;
  })
  .join("");

/**
 * The intro splash of the home page (docs/product.md section 2): logo, tagline, 'Enter Experience',
 * scrolling client logos, 8 faded floating logos and 100 stars. Clicking the button plays a
 * 2-second warp, then the splash closes (showing -> entering -> closed).
 *
 * It is server-rendered over the page (the page itself stays in the HTML for crawlers) and
 * shows on each full load of the home page only, not when coming back to it in the app.
 * Without JavaScript (`html` lacks the `js` class) it is hidden.
 */
export function IntroSplash({ logos, seed }: { logos: IntroLogoImage[]; seed: number }) {
  const [state, setState] = useState<IntroState>(initialState);
  const button = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const open = state !== "closed";
  const mark = useSlot(header.logo);
  const { editing } = useEditMode();

  const enter = useCallback(() => {
    setState((current) => (current === "showing" ? "entering" : current));
  }, []);

  useEffect(() => {
    splashSeenThisLoad = true;
  }, []);

  useEffect(() => {
    if (state !== "showing") return;
    // A modal: Tab stays on the one control (in edit mode, among the logos' controls too),
    // Escape enters like the button does, unless it was pressed in a dialog opened over the
    // splash (an editor's 'Add Logo'): that one closes, the splash stays.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Tab" && !editing) {
        event.preventDefault();
        button.current?.focus({ preventScroll: true });
      } else if (event.key === "Escape") {
        const target = event.target instanceof Element ? event.target : null;
        const inOtherDialog = target?.closest('[role="dialog"], [role="alertdialog"]') ?? null;
        if (!inOtherDialog || inOtherDialog === dialog.current) enter();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [state, enter, editing]);

  // The mark the page's styles follow (home.css): set by the server on a full load, set
  // here when the splash opens in the app, taken away when it closes.
  useEffect(() => {
    if (!open) return;
    // Present already after a full load: then this changes nothing, and restyles nothing.
    document.documentElement.toggleAttribute("data-intro", true);
    return () => document.documentElement.removeAttribute("data-intro");
  }, [open]);
  useEffect(() => {
    // The warp shows the header and the first screen (home.css).
    if (state === "entering") document.documentElement.dataset.intro = "entering";
  }, [state]);

  // A modal: everything else on the page is inert (not focusable, hidden from assistive
  // technology) while the splash is up: by a style where the browser has one (home.css),
  // else by the attribute.
  useEffect(() => {
    if (!open || CSS.supports("interactivity", "inert")) return;
    const madeInert: Element[] = [];
    for (let node: HTMLElement | null = dialog.current; node?.parentElement && node !== document.body; node = node.parentElement) {
      for (const sibling of node.parentElement.children) {
        if (sibling === node || sibling.tagName === "SCRIPT" || sibling.hasAttribute("inert")) continue;
        // Notifications stay heard: they answer what is done in the splash (its logos).
        if (sibling.hasAttribute("data-toaster")) continue;
        sibling.setAttribute("inert", "");
        madeInert.push(sibling);
      }
    }
    return () => madeInert.forEach((element) => element.removeAttribute("inert"));
  }, [open]);

  useEffect(() => {
    if (state !== "entering") return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const timer = window.setTimeout(() => setState("closed"), reduce ? REDUCED_MOTION_EXIT_MS : INTRO_WARP_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  useEffect(() => {
    if (state !== "closed") return;
    document.getElementById("home")?.focus({ preventScroll: true });
    // The page behind was not laid out under the splash (home.css), so the browser's scroll
    // to a `/#section` stopped short: now it has its height, go there.
    const target = window.location.hash && document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    if (target) target.scrollIntoView();
  }, [state]);

  if (state === "closed") return null;

  return (
    <div
      ref={dialog}
      data-intro-splash=""
      data-state={state}
      role="dialog"
      aria-modal="true"
      aria-labelledby="intro-tagline"
      className="fixed inset-0 z-[110] flex flex-col overflow-hidden bg-[#07060f] text-white [html:not(.js)_&]:hidden"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_50%_45%,rgb(124_92_255/0.35),transparent_55%),radial-gradient(ellipse_at_85%_90%,rgb(255_138_61/0.22),transparent_50%),radial-gradient(ellipse_at_10%_10%,rgb(230_70_200/0.16),transparent_45%)]"
      />
      <div aria-hidden="true" className="pointer-events-none absolute inset-0" dangerouslySetInnerHTML={{ __html: STARS_HTML }} />
      <FloatingLogos logos={logos} seed={seed} />
      <div aria-hidden="true" className="intro-flash pointer-events-none absolute inset-0" />

      <div className="intro-content relative z-10 flex flex-1 flex-col items-center justify-center px-6 text-center">
        <div className="intro-pulse mb-8 grid size-20 place-items-center rounded-3xl sm:size-24">
          <img src={mark} alt="" width={96} height={96} className="size-full rounded-3xl" />
        </div>
        <ContentText slot={agency.name} as="p" className="font-display text-sm font-semibold tracking-[0.4em] text-white/70 uppercase" />
        <ContentText
          slot={intro.tagline}
          as="p"
          id="intro-tagline"
          className="mt-4 max-w-4xl font-display text-4xl leading-[1.05] font-bold tracking-tight text-balance sm:text-6xl lg:text-7xl"
        />
        <EnterButton button={button} showing={state === "showing"} onEnter={enter} />
      </div>

      <div className="intro-fade-out relative z-10 pb-8 sm:pb-10">
        <ContentText
          slot={intro.clientsLabel}
          as="p"
          className="mb-5 text-center text-xs font-semibold tracking-[0.3em] text-white/50 uppercase"
        />
        {editing ? (
          <Suspense fallback={<LogoMarquee logos={logos} />}>
            <LogoManager logos={logos} />
          </Suspense>
        ) : (
          <LogoMarquee logos={logos} />
        )}
      </div>
    </div>
  );
}

/**
 * 'Enter Experience': disabled until React has hydrated it (a click before then would do
 * nothing), then focused, as the one control of a modal. Only this button renders again
 * after hydration, not the splash around it.
 */
function EnterButton({ button, showing, onEnter }: { button: RefObject<HTMLButtonElement | null>; showing: boolean; onEnter: () => void }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated && showing) button.current?.focus({ preventScroll: true });
  }, [button, hydrated, showing]);
  return (
    <button
      ref={button}
      type="button"
      onClick={onEnter}
      disabled={!hydrated || !showing}
      className="group mt-10 inline-flex h-14 items-center gap-3 rounded-full bg-gradient-to-r from-[#7c5cff] to-[#ff8a3d] px-8 text-base font-semibold text-white shadow-[0_0_40px_rgb(124_92_255/0.55)] transition-all duration-300 hover:scale-[1.03] hover:shadow-[0_0_60px_rgb(255_138_61/0.55)] focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white disabled:opacity-100"
    >
      <ContentText slot={intro.enterLabel} />
      <ArrowRight aria-hidden="true" className="size-5 transition-transform duration-300 group-hover:translate-x-1" />
    </button>
  );
}

// Set once the splash has mounted in this page load: coming back to the home page within
// the app (a client-side navigation) does not show it again.
let splashSeenThisLoad = false;

function initialState(): IntroState {
  return splashSeenThisLoad ? "closed" : "showing";
}

function LogoMarquee({ logos }: { logos: IntroLogoImage[] }) {
  const list = (hidden: boolean) => (
    <ul
      aria-label={hidden ? undefined : "Our clients"}
      aria-hidden={hidden || undefined}
      data-intro-logos={hidden ? "copy" : "main"}
      className="flex shrink-0 items-center gap-12 pr-12 sm:gap-16 sm:pr-16"
    >
      {logos.map((logo, index) => (
        <li key={`${logo.src}-${index}`}>
          <img
            src={logo.src}
            alt={hidden ? "" : (logo.alt ?? logo.name)}
            height={40}
            loading={index < 8 ? "eager" : "lazy"}
            decoding="async"
            className="intro-logo"
          />
        </li>
      ))}
    </ul>
  );
  return (
    <div className="intro-marquee overflow-hidden">
      <div className="intro-marquee-track flex w-max">
        {list(false)}
        {list(true)}
      </div>
    </div>
  );
}

/** 8 faded logos floating around the edges; a new random pick every 25 seconds. */
function FloatingLogos({ logos, seed }: { logos: IntroLogoImage[]; seed: number }) {
  const initial = useMemo(() => pickFloatingLogos(logos, FLOATING_SPOTS.length, seededRandom(seed)), [logos, seed]);
  const [pick, setPick] = useState(initial);
  const [round, setRound] = useState(0);
  // New logos (edited, or pushed live) start a new pick, set while rendering rather than in
  // an effect, so the old pick is never drawn with them.
  const [pickedFrom, setPickedFrom] = useState(initial);
  if (pickedFrom !== initial) {
    setPickedFrom(initial);
    setPick(initial);
  }

  useEffect(() => {
    const timer = window.setInterval(() => {
      setPick((current) => pickFloatingLogos(logos, FLOATING_SPOTS.length, Math.random, current));
      setRound((r) => r + 1);
    }, LOGO_RESHUFFLE_MS);
    return () => window.clearInterval(timer);
  }, [logos, initial]);

  return (
    <div aria-hidden="true" className="intro-fade-out pointer-events-none absolute inset-0">
      {pick.map((logo, index) => {
        const spot = FLOATING_SPOTS[index];
        return (
          <img
            key={`${round}-${index}`}
            data-floating-logo=""
            src={logo.src}
            alt=""
            // No height attribute: placed and sized by CSS, they move nothing; and the two a
            // phone does not show would otherwise be measured at the attribute's height against
            // their own width (a distorted picture to Lighthouse).
            decoding="async"
            className={cn("intro-floating absolute h-9 w-auto max-w-44 opacity-[0.12] grayscale sm:h-12", index >= 6 && "max-sm:hidden")}
            style={
              {
                top: `${spot.top}%`,
                left: `${spot.left}%`,
                "--float": `${6 + index}s`,
              } as CSSProperties
            }
          />
        );
      })}
    </div>
  );
}
