import { ContentText } from "~/components/content/content-text";
import { Reveal } from "~/components/layout/reveal";
import { about } from "~/content/about";
import { SectionHeading } from "./section-heading";

const STATS = [
  [about.statValue1, about.statLabel1],
  [about.statValue2, about.statLabel2],
  [about.statValue3, about.statLabel3],
] as const;

/** Where the agency comes from, with a few figures beside it. */
export function AboutStory() {
  return (
    <section aria-labelledby="about-story" className="pt-4 pb-20 sm:pb-28">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 sm:px-8 lg:grid-cols-12 lg:gap-16">
        <Reveal className="lg:col-span-7">
          <SectionHeading id="about-story" subtitle={about.storySubtitle} title={about.storyTitle} />
          <div className="mt-8 space-y-5 text-lg leading-relaxed text-muted-foreground">
            <ContentText slot={about.storyParagraph1} as="p" />
            <ContentText slot={about.storyParagraph2} as="p" />
          </div>
        </Reveal>
        <dl className="grid grid-cols-3 gap-3 self-center sm:gap-4 lg:col-span-5 lg:grid-cols-1">
          {STATS.map(([value, label], index) => (
            <Reveal
              key={value.key}
              order={index}
              // The glow is a pseudo-element: a description list's group holds only dt and dd.
              className="group relative flex flex-col overflow-hidden rounded-3xl border border-border bg-card p-4 shadow-sm sm:p-6 transition-shadow hover:shadow-lg hover:shadow-primary/10 before:absolute before:-top-10 before:-right-10 before:size-32 before:rounded-full before:bg-gradient-brand before:opacity-10 before:blur-2xl before:transition-opacity before:content-[''] group-hover:before:opacity-25"
            >
              <dt className="text-xs font-medium text-muted-foreground sm:text-sm">
                <ContentText slot={label} />
              </dt>
              <dd className="order-first font-display text-3xl font-bold sm:text-5xl">
                <ContentText slot={value} className="text-gradient" />
              </dd>
            </Reveal>
          ))}
        </dl>
      </div>
    </section>
  );
}
