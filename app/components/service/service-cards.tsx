import { ContentText } from "~/components/content/content-text";
import { Reveal } from "~/components/layout/reveal";
import type { ServicePage } from "~/content/service-pages";
import { SERVICE_CARD_ICONS } from "./service-icons";

/** The four services of a page: icon, title and description. */
export function ServiceCards({ page }: { page: ServicePage }) {
  const icons = SERVICE_CARD_ICONS[page.slug];
  return (
    <section aria-labelledby="service-cards-heading" className="relative pb-20 sm:pb-28">
      <h2 id="service-cards-heading" className="sr-only">
        What we offer
      </h2>
      <ul className="mx-auto grid max-w-7xl gap-5 px-5 sm:grid-cols-2 sm:px-8 lg:grid-cols-4">
        {page.cards.map((card, index) => {
          const Icon = icons[index];
          return (
            <Reveal
              as="li"
              key={card.title.key}
              order={index}
              data-testid="service-card"
              className="group relative overflow-hidden rounded-3xl border border-border bg-card p-6 shadow-sm sm:p-7 transition-all duration-300 hover:-translate-y-1 hover:border-primary/40 hover:shadow-xl hover:shadow-primary/10"
            >
              <div
                aria-hidden="true"
                className="absolute -top-16 -right-16 size-40 rounded-full bg-gradient-brand opacity-0 blur-3xl transition-opacity duration-500 group-hover:opacity-25"
              />
              <span className="inline-flex size-12 items-center sm:size-14 justify-center rounded-2xl bg-primary/10 text-primary transition-colors duration-300 group-hover:bg-gradient-brand group-hover:text-white">
                <Icon aria-hidden="true" className="size-6 sm:size-7" data-testid="service-card-icon" />
              </span>
              <ContentText slot={card.title} as="h3" className="mt-5 font-display text-xl font-bold" />
              <ContentText slot={card.description} as="p" className="mt-3 leading-relaxed text-muted-foreground" />
            </Reveal>
          );
        })}
      </ul>
    </section>
  );
}
