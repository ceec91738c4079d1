import { ArrowLeft, CalendarDays, CheckCircle2, Clock, Quote } from "~/components/ui/icons";
import { plainText } from "~/lib/rich-text";
import { Link } from "react-router";
import { ContentImage } from "~/components/content/content-image";
import { ContentText } from "~/components/content/content-text";
import { Reveal } from "~/components/layout/reveal";
import { buttonClasses } from "~/components/ui/button";
import { useSlot } from "~/content/content-context";
import type { ProjectPostSlots } from "~/content/project-blog";
import type { Slot } from "~/content/slot";
import { isoFromUsDate } from "./post-date";
import { StartProjectButton } from "./start-project-button";

/** A project blog post (/project/{slug}); every text and image is an editable slot. */
export function ProjectPost({ slots }: { slots: ProjectPostSlots }) {
  const title = useSlot(slots.title);
  return (
    <article className="relative isolate pb-20 sm:pb-28">
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[42rem] overflow-hidden">
        <div className="absolute -top-40 left-1/2 size-[40rem] -translate-x-1/2 rounded-full bg-primary/20 blur-3xl" />
        <div className="absolute top-10 -right-40 size-[26rem] rounded-full bg-accent/15 blur-3xl" />
      </div>

      <header className="mx-auto max-w-4xl px-5 pt-24 text-center sm:px-8 lg:pt-32">
        <div className="flex justify-start">
          <Link to="/" className={buttonClasses({ variant: "outline", size: "sm" })}>
            <ArrowLeft aria-hidden="true" />
            <ContentText slot={slots.backHome} />
          </Link>
        </div>
        <ContentText
          slot={slots.category}
          as="p"
          data-testid="post-category"
          className="mt-10 inline-flex rounded-full bg-primary/10 px-4 py-1.5 text-xs font-semibold tracking-[0.18em] text-primary uppercase"
        />
        <h1 className="mt-6 font-display text-4xl leading-[1.05] font-bold text-balance sm:text-5xl lg:text-6xl">
          <ContentText slot={slots.title} />
          <ContentText slot={slots.titleSuffix} className="text-gradient" />
        </h1>
        <ContentText
          slot={slots.intro}
          as="p"
          className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-muted-foreground sm:text-xl"
        />
        <PostByline slots={slots} />
      </header>

      <div className="mx-auto mt-12 max-w-6xl px-5 sm:px-8">
        <div className="overflow-hidden rounded-[2rem] border border-border shadow-2xl shadow-black/10 dark:shadow-black/40">
          <ContentImage
            slot={slots.featuredImage}
            alt={`${title}: featured image`}
            sizes="(min-width: 1152px) 1088px, 100vw"
            width={1600}
            height={1000}
            loading="eager"
            fetchPriority="high"
            data-testid="post-featured-image"
            className="aspect-[16/10] w-full object-cover"
          />
        </div>
      </div>

      <div className="mx-auto mt-16 max-w-3xl space-y-16 px-5 sm:mt-20 sm:px-8">
        <Reveal as="section">
          <ContentText slot={slots.overviewHeading} as="h2" className="font-display text-3xl font-bold sm:text-4xl" />
          <ContentText slot={slots.overview} as="p" className="mt-5 text-lg leading-relaxed text-muted-foreground" />
          <ContentText slot={slots.overviewMore} as="p" className="mt-4 text-lg leading-relaxed text-muted-foreground" />
        </Reveal>

        <Reveal as="section" className="rounded-3xl border border-border bg-card p-7 shadow-sm sm:p-10">
          <ContentText slot={slots.challengeHeading} as="h2" className="font-display text-3xl font-bold sm:text-4xl" />
          <ContentText slot={slots.challenge} as="p" className="mt-5 text-lg leading-relaxed text-muted-foreground" />
        </Reveal>

        <Reveal as="section">
          <ContentText slot={slots.solutionHeading} as="h2" className="font-display text-3xl font-bold sm:text-4xl" />
          <ContentText slot={slots.solution} as="p" className="mt-5 text-lg leading-relaxed text-muted-foreground" />
          <SolutionPoints slot={slots.solutionPoints} />
        </Reveal>

        <Reveal
          as="figure"
          className="relative isolate overflow-hidden rounded-3xl bg-gradient-brand p-8 text-white shadow-xl shadow-primary/25 sm:p-12"
        >
          <div aria-hidden="true" className="absolute inset-0 -z-10 bg-black/15 dark:bg-black/35" />
          <Quote aria-hidden="true" className="size-10 text-white/60" />
          <blockquote className="mt-4 font-display text-2xl leading-snug font-semibold sm:text-3xl">
            <ContentText slot={slots.quote} as="p" />
          </blockquote>
          <figcaption className="mt-6 text-sm font-medium text-white/80">
            <ContentText slot={slots.quoteAuthor} />
          </figcaption>
        </Reveal>
      </div>

      <section className="mx-auto mt-20 max-w-6xl px-5 sm:px-8" aria-labelledby="post-gallery">
        <div className="mx-auto max-w-[44rem]">
          <ContentText slot={slots.galleryHeading} as="h2" id="post-gallery" className="font-display text-3xl font-bold sm:text-4xl" />
          <ContentText slot={slots.galleryText} as="p" className="mt-3 text-lg text-muted-foreground" />
        </div>
        <ul className="mt-10 grid gap-5 md:grid-cols-2" data-testid="post-gallery">
          {[slots.gallery1, slots.gallery2, slots.gallery3].map((image, i) => (
            <Reveal
              as="li"
              key={image.key}
              order={i}
              className={
                i === 0
                  ? "overflow-hidden rounded-3xl border border-border bg-muted shadow-lg md:col-span-2"
                  : "overflow-hidden rounded-3xl border border-border bg-muted shadow-lg"
              }
            >
              <ContentImage
                slot={image}
                alt={`${title}: gallery image ${i + 1}`}
                sizes={i === 0 ? "(min-width: 1152px) 1088px, 100vw" : "(min-width: 768px) 540px, 100vw"}
                width={1600}
                height={1000}
                loading="lazy"
                decoding="async"
                className="aspect-[16/10] w-full object-cover transition-transform duration-700 hover:scale-[1.03]"
              />
            </Reveal>
          ))}
        </ul>
      </section>

      <PostResults slots={slots} />

      <section className="mx-auto mt-20 max-w-6xl px-5 sm:px-8">
        <Reveal className="relative isolate overflow-hidden rounded-[2rem] border border-border bg-card px-6 py-14 text-center shadow-xl sm:px-12 sm:py-20">
          <div
            aria-hidden="true"
            className="absolute -top-24 left-1/2 -z-10 size-96 -translate-x-1/2 rounded-full bg-primary/20 blur-3xl"
          />
          <ContentText
            slot={slots.ctaHeading}
            as="h2"
            className="mx-auto max-w-3xl font-display text-3xl font-bold text-balance sm:text-5xl"
          />
          <ContentText slot={slots.ctaText} as="p" className="mx-auto mt-5 max-w-xl text-lg text-muted-foreground" />
          <StartProjectButton className="mt-9 bg-gradient-brand text-white">
            <ContentText slot={slots.ctaButton} />
          </StartProjectButton>
        </Reveal>
      </section>
    </article>
  );
}

function PostByline({ slots }: { slots: ProjectPostSlots }) {
  const author = useSlot(slots.author);
  const date = useSlot(slots.date);
  const initials = author
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0])
    .join("")
    .toUpperCase();
  return (
    <div className="mt-9 flex flex-wrap items-center justify-center gap-x-6 gap-y-3 text-sm text-muted-foreground">
      <div className="flex items-center gap-3 text-left">
        <span
          aria-hidden="true"
          className="inline-flex size-11 items-center justify-center rounded-full bg-gradient-brand font-display font-bold text-white"
        >
          {initials}
        </span>
        <span>
          <ContentText slot={slots.author} data-testid="post-author" className="block font-semibold text-foreground" />
          <ContentText slot={slots.authorRole} className="block text-xs" />
        </span>
      </div>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4" />
        <time dateTime={isoFromUsDate(date)}>
          <ContentText slot={slots.date} data-testid="post-date" />
        </time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4" />
        <ContentText slot={slots.readTime} data-testid="post-read-time" />
      </span>
    </div>
  );
}

function SolutionPoints({ slot }: { slot: Slot }) {
  // A list separated by "|": its words, were it ever formatted.
  const points = plainText(useSlot(slot))
    .split("|")
    .map((p) => p.trim())
    .filter(Boolean);
  if (points.length === 0) return null;
  return (
    <ul className="mt-7 grid gap-3 sm:grid-cols-2">
      {points.map((point) => (
        <li key={point} className="flex gap-3 rounded-2xl border border-border bg-card p-4 text-sm leading-relaxed shadow-sm">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>{point}</span>
        </li>
      ))}
    </ul>
  );
}

function PostResults({ slots }: { slots: ProjectPostSlots }) {
  const stats = [
    [slots.stat1Value, slots.stat1Label],
    [slots.stat2Value, slots.stat2Label],
    [slots.stat3Value, slots.stat3Label],
    [slots.stat4Value, slots.stat4Label],
  ] as const;
  return (
    <section className="mx-auto mt-20 max-w-6xl px-5 sm:px-8">
      <div className="mx-auto max-w-[44rem]">
        <ContentText slot={slots.resultsHeading} as="h2" className="font-display text-3xl font-bold sm:text-4xl" />
        <ContentText slot={slots.resultsIntro} as="p" className="mt-5 text-lg leading-relaxed text-muted-foreground" />
      </div>
      <dl className="mt-10 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4" data-testid="post-results">
        {stats.map(([value, label], i) => (
          <Reveal
            key={value.key}
            order={i}
            className="flex flex-col-reverse rounded-3xl border border-border bg-card p-5 shadow-sm sm:p-7 transition hover:-translate-y-1 hover:shadow-xl hover:shadow-primary/10"
          >
            <ContentText slot={label} as="dt" className="mt-2 text-sm font-medium text-muted-foreground" />
            <ContentText slot={value} as="dd" className="font-display text-4xl font-bold text-gradient sm:text-5xl" />
          </Reveal>
        ))}
      </dl>
      <ContentText slot={slots.resultsNote} as="p" className="mx-auto mt-6 max-w-[44rem] text-sm text-muted-foreground" />
    </section>
  );
}
