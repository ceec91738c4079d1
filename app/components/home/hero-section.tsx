import { Link } from "react-router";
import { ArrowRight, Sparkles } from "~/components/ui/icons";
import { ContentImage } from "~/components/content/content-image";
import { ContentText } from "~/components/content/content-text";
import { HashLink } from "~/components/layout/hash-link";
import { buttonClasses } from "~/components/ui/button";
import { useEditMode } from "~/components/content/edit-mode";
import { useSlot, useStoredAlt } from "~/content/content-context";
import { useFraming } from "~/lib/framing";
import { hero } from "~/content/home";

export const HERO_VIDEO = {
  webm: "/video/hero.webm",
  mp4: "/video/hero.mp4",
  poster: "/video/hero-poster.webp",
  posterSmall: "/video/hero-poster-640.webp",
};

/**
 * The first screen of the home page (id "home"): a looping muted background video, subtitle,
 * two title lines, description and two buttons (to #contact and to /cases). An uploaded
 * image (slot hero.backgroundImage) replaces the video (docs/product.md section 2, Hero).
 */
export function HeroSection() {
  const background = useSlot(hero.backgroundImage);
  // Behind the title it is decorative, unless an administrator describes it.
  const backgroundAlt = useStoredAlt(hero.backgroundImage) ?? "";
  const backgroundFraming = useFraming(background);
  const { editing } = useEditMode();
  return (
    <section
      id="home"
      data-home-section="hero"
      aria-labelledby="hero-title"
      tabIndex={-1}
      className="relative isolate flex min-h-[100svh] items-center overflow-hidden bg-[#0b0916] text-white outline-none"
    >
      <div className="absolute inset-0 -z-10">
        {background ? (
          <img
            src={background}
            alt={backgroundAlt}
            fetchPriority="high"
            className="absolute inset-0 size-full object-cover"
            style={backgroundFraming}
          />
        ) : (
          <HeroVideo />
        )}
      </div>
      {/* Shades keep the text readable over any frame of the video or image. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[linear-gradient(100deg,rgb(8_6_20/0.88)_0%,rgb(8_6_20/0.62)_45%,rgb(8_6_20/0.2)_100%)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 bottom-0 -z-10 h-40 bg-gradient-to-b from-transparent to-background"
      />

      <div className="mx-auto w-full max-w-7xl px-5 pt-32 pb-28 sm:px-8 sm:pt-40">
        <div className="max-w-4xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/10 px-4 py-1.5 text-sm font-medium text-white/90 backdrop-blur">
            <Sparkles aria-hidden="true" className="size-4 text-[#ffb27a]" />
            <ContentText slot={hero.subtitle} />
          </p>
          <h1 id="hero-title" className="mt-6 font-display text-5xl leading-[0.98] font-bold tracking-tight sm:text-7xl lg:text-8xl">
            <ContentText slot={hero.titleLine1} className="block" />
            <ContentText
              slot={hero.titleLine2}
              className="block bg-gradient-to-r from-[#b9a6ff] via-[#f08ad8] to-[#ffb27a] bg-clip-text pb-2 text-transparent"
            />
          </h1>
          <ContentText slot={hero.description} as="p" className="mt-6 max-w-2xl text-lg leading-relaxed text-white/80 sm:text-xl" />
          <div className="mt-10 flex flex-col gap-4 sm:flex-row">
            <HashLink
              to="/#contact"
              data-hero-cta="contact"
              className={buttonClasses({ variant: "gradient", size: "xl", className: "group" })}
            >
              <ContentText slot={hero.primaryCta} />
              <ArrowRight aria-hidden="true" className="transition-transform duration-300 group-hover:translate-x-1" />
            </HashLink>
            <Link to="/cases" data-hero-cta="cases" className={buttonClasses({ variant: "glass", size: "xl" })}>
              <ContentText slot={hero.secondaryCta} />
            </Link>
          </div>
          {editing ? (
            <div className="mt-10 w-72 rounded-2xl border border-white/20 bg-black/50 p-3 backdrop-blur">
              <p className="mb-2 text-xs font-semibold tracking-wide text-white/70 uppercase">Background image (replaces the video)</p>
              <ContentImage slot={hero.backgroundImage} alt="" bucket="uploads" className="aspect-video w-full rounded-xl object-cover" />
            </div>
          ) : null}
        </div>
      </div>

      <div
        aria-hidden="true"
        className="absolute bottom-8 left-1/2 hidden h-10 w-6 -translate-x-1/2 justify-center rounded-full border-2 border-white/40 pt-2 sm:flex"
      >
        <span className="hero-scroll-dot block size-1.5 rounded-full bg-white" />
      </div>
    </section>
  );
}

/**
 * The background video: muted, looping, inline, with the poster as an image underneath (it
 * is what shows while the video loads, and instead of it with reduced motion). The video
 * is fetched once the page runs, not with the first screen's styles and picture: 200 KB
 * that a phone would otherwise download before its first paint. With reduced motion it is
 * never fetched. Under the intro splash (`data-intro` on <html>) nobody sees it: it starts
 * when the splash closes, so a phone decodes no video behind the splash's animations. The
 * visitor's module starts and stops it (app/visitor/hero-video.ts).
 */
function HeroVideo() {
  return (
    <>
      <img
        src={HERO_VIDEO.poster}
        srcSet={`${HERO_VIDEO.posterSmall} 640w, ${HERO_VIDEO.poster} 1280w`}
        sizes="100vw"
        alt=""
        width={1280}
        height={720}
        fetchPriority="high"
        className="absolute inset-0 size-full object-cover"
      />
      <video
        muted
        loop
        playsInline
        preload="none"
        poster={HERO_VIDEO.poster}
        aria-hidden="true"
        tabIndex={-1}
        data-hero-video=""
        className="absolute inset-0 size-full object-cover motion-reduce:hidden"
      >
        <source src={HERO_VIDEO.webm} type="video/webm" />
        <source src={HERO_VIDEO.mp4} type="video/mp4" />
      </video>
    </>
  );
}
