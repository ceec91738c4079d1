import "./home.css";
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type CSSProperties } from "react";
import { ArrowRight } from "~/components/ui/icons";
import { ContentText } from "~/components/content/content-text";
import { useSlot } from "~/content/content-context";
import { intro, type IntroLogoImage } from "~/content/home";
import { header } from "~/content/layout";
import { agency } from "~/content/agency";
import { useEditMode } from "~/components/content/edit-mode";
import { cn } from "~/lib/utils";
import { seededRandom } from "~/lib/random";
import { FLOATING_SPOTS, makeStars, pickFloatingLogos } from "~/lib/starfield";

const STAR_COUNT = 100;

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
 * scrolling client logos, 8 faded floating logos and 100 stars. Its markup: the visitor's
 * module (app/visitor/intro-splash.ts) plays the 2-second warp when the button is pressed and
 * says `intro-closed` when it is over; then React takes the splash away.
 *
 * It is server-rendered over the page (the page itself stays in the HTML for crawlers) and
 * shows on each full load of the home page only, not when coming back to it in the app.
 * Without JavaScript (`html` lacks the `js` class) it is hidden.
 */
export function IntroSplash({ logos, seed }: { logos: IntroLogoImage[]; seed: number }) {
  const [open, setOpen] = useState(() => !splashSeenThisLoad);
  const dialog = useRef<HTMLDivElement>(null);
  const mark = useSlot(header.logo);
  const { editing } = useEditMode();

  useEffect(() => {
    splashSeenThisLoad = true;
    const splash = dialog.current;
    if (!splash) return;
    const onClosed = (event: Event) => {
      event.preventDefault();
      setOpen(false);
    };
    splash.addEventListener("intro-closed", onClosed);
    return () => splash.removeEventListener("intro-closed", onClosed);
  }, []);

  if (!open) return null;

  return (
    <div
      ref={dialog}
      data-intro-splash=""
      data-state="showing"
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
        <EnterButton />
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

/** 'Enter Experience': disabled until the visitor's module, which does what it says, has set it up. */
function EnterButton() {
  return (
    <button
      type="button"
      disabled
      data-intro-enter=""
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
            // The first screenful with the page, so the strip never shifts as they arrive; at
            // low priority, after the styles and fonts the tagline waits for (and without the
            // preload React would otherwise put in the head).
            loading={index < 8 ? "eager" : "lazy"}
            fetchPriority="low"
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

/** 8 faded logos floating around the edges; the visitor's module picks them again every 25 seconds. */
function FloatingLogos({ logos, seed }: { logos: IntroLogoImage[]; seed: number }) {
  const pick = useMemo(() => pickFloatingLogos(logos, FLOATING_SPOTS.length, seededRandom(seed)), [logos, seed]);
  return (
    <div aria-hidden="true" className="intro-fade-out pointer-events-none absolute inset-0">
      {pick.map((logo, index) => {
        const spot = FLOATING_SPOTS[index];
        return (
          <img
            key={`${logo.src}-${index}`}
            data-floating-logo=""
            src={logo.src}
            alt=""
            // No height attribute: placed and sized by CSS, they move nothing; and the two a
            // phone does not show would otherwise be measured at the attribute's height against
            // their own width (a distorted picture to Lighthouse). At 12% they come after the
            // first paint (lazy, and shown once the page's behaviours are in place: home.css).
            loading="lazy"
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
