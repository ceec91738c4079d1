import { Check, MapPin } from "~/components/ui/icons";
import { ContentImage } from "~/components/content/content-image";
import { ContentText } from "~/components/content/content-text";
import { Reveal } from "~/components/layout/reveal";
import { about } from "~/content/about";
import { agency } from "~/content/agency";
import { SectionHeading } from "./section-heading";

const BULLETS = [about.officeBullet1, about.officeBullet2, about.officeBullet3, about.officeBullet4];

/** The studio: a picture, a few words and four things to know about it. */
export function AboutOffice() {
  return (
    <section aria-labelledby="about-office" className="py-20 sm:py-28" data-testid="office-block">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-5 sm:px-8 lg:grid-cols-2 lg:gap-16">
        <Reveal className="relative">
          <div aria-hidden="true" className="absolute -inset-4 -z-10 rounded-[2.5rem] bg-gradient-brand opacity-20 blur-2xl" />
          <div className="overflow-hidden rounded-3xl border border-border bg-muted shadow-2xl shadow-primary/10">
            <ContentImage
              slot={about.officeImage}
              alt="The Arkadomus studio in Swindon"
              bucket="about-images"
              sizes="(min-width: 1024px) 600px, 100vw"
              width={1600}
              height={1000}
              loading="lazy"
              decoding="async"
              className="aspect-[8/5] h-auto w-full object-cover"
            />
          </div>
          <p className="absolute bottom-4 left-4 inline-flex items-center gap-2 rounded-full bg-background/85 px-4 py-2 text-sm font-semibold shadow-lg backdrop-blur">
            <MapPin aria-hidden="true" className="size-4 text-primary" />
            <ContentText slot={agency.officeCity} />
          </p>
        </Reveal>
        <Reveal order={1}>
          <SectionHeading
            id="about-office"
            subtitle={about.officeSubtitle}
            title={about.officeTitle}
            description={about.officeDescription}
          />
          <ul className="mt-8 space-y-4" aria-label="About our office">
            {BULLETS.map((bullet) => (
              <li key={bullet.key} className="flex items-start gap-3">
                <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/15 text-primary">
                  <Check aria-hidden="true" className="size-4" strokeWidth={3} />
                </span>
                <ContentText slot={bullet} className="text-base leading-relaxed sm:text-lg" />
              </li>
            ))}
          </ul>
          <ContentText slot={agency.officeAddress} as="p" className="mt-8 border-t border-border pt-6 text-sm text-muted-foreground" />
        </Reveal>
      </div>
    </section>
  );
}
