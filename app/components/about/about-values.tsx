import { Award, Handshake, Lightbulb, TrendingUp, type IconComponent } from "~/components/ui/icons";
import { ContentText } from "~/components/content/content-text";
import { Reveal } from "~/components/layout/reveal";
import { about } from "~/content/about";
import type { Slot } from "~/content/slot";
import { SectionHeading } from "./section-heading";

const VALUES: Array<{ icon: IconComponent; title: Slot; description: Slot }> = [
  { icon: Lightbulb, title: about.value1Title, description: about.value1Description },
  { icon: Handshake, title: about.value2Title, description: about.value2Description },
  { icon: Award, title: about.value3Title, description: about.value3Description },
  { icon: TrendingUp, title: about.value4Title, description: about.value4Description },
];

/** The four values: Innovation, Collaboration, Excellence, Impact. */
export function AboutValues() {
  return (
    <section aria-labelledby="about-values" className="relative bg-muted/50 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <SectionHeading
          id="about-values"
          align="center"
          subtitle={about.valuesSubtitle}
          title={about.valuesTitle}
          description={about.valuesDescription}
        />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map(({ icon: Icon, title, description }, index) => (
            <Reveal
              as="li"
              key={title.key}
              order={index}
              data-testid="value-card"
              className="group relative overflow-hidden rounded-3xl border border-border bg-card p-7 shadow-sm transition-all duration-300 hover:-translate-y-1 hover:shadow-xl hover:shadow-primary/10"
            >
              {/* Pure decoration, faint on purpose: drawn by CSS, so it is no text to read or to check. */}
              <span
                aria-hidden="true"
                data-number={String(index + 1).padStart(2, "0")}
                className="absolute top-6 right-7 font-display text-5xl font-bold text-foreground/5 transition-colors group-hover:text-primary/15 before:content-[attr(data-number)]"
              />
              <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-gradient-brand text-white shadow-lg shadow-primary/25">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <ContentText slot={title} as="h3" className="mt-6 font-display text-xl font-bold" />
              <ContentText slot={description} as="p" className="mt-3 leading-relaxed text-muted-foreground" />
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
