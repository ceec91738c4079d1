import { lazy, Suspense } from "react";
import { RichText } from "~/components/content/rich-text";
import { ArrowRight, Check, CodeXml, Megaphone, MonitorSmartphone, Palette, Target, Tv, type IconComponent } from "~/components/ui/icons";
import { ContentText } from "~/components/content/content-text";
import { HashLink } from "~/components/layout/hash-link";
import { Reveal } from "~/components/layout/reveal";
import { buttonClasses } from "~/components/ui/button";
import { useEditMode } from "~/components/content/edit-mode";
import { useSlot } from "~/content/content-context";
import { services } from "~/content/home";
import type { Slot } from "~/content/slot";
import { SectionHeading } from "./section-heading";

type ServiceCard = { title: Slot; description: Slot; features: Slot; icon: IconComponent };

// The card editor: loaded only when an administrator turns edit mode on.
const ServiceCardEditor = lazy(() => import("~/components/editing/service-card-editor"));

/** docs/product.md section 2: the six service cards, in this order. */
export const SERVICE_CARDS: ServiceCard[] = [
  { title: services.brandingTitle, description: services.brandingDescription, features: services.brandingFeatures, icon: Palette },
  { title: services.socialTitle, description: services.socialDescription, features: services.socialFeatures, icon: Megaphone },
  {
    title: services.websitesTitle,
    description: services.websitesDescription,
    features: services.websitesFeatures,
    icon: MonitorSmartphone,
  },
  { title: services.broadcastTitle, description: services.broadcastDescription, features: services.broadcastFeatures, icon: Tv },
  { title: services.marketingTitle, description: services.marketingDescription, features: services.marketingFeatures, icon: Target },
  { title: services.programmingTitle, description: services.programmingDescription, features: services.programmingFeatures, icon: CodeXml },
];

/** A card's features are stored as one text, separated by '|' (docs/product.md section 2). */
export function splitFeatures(text: string): string[] {
  return text
    .split("|")
    .map((feature) => feature.trim())
    .filter(Boolean);
}

export function ServicesSection() {
  return (
    <section id="services" data-home-section="services" aria-labelledby="services-title" className="relative py-24 sm:py-32">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <SectionHeading id="services-title" subtitle={services.subtitle} title={services.title} description={services.description} />
        <ul className="mt-14 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {SERVICE_CARDS.map((card, index) => (
            <Reveal as="li" key={card.title.key} order={index % 3}>
              <EditableServiceCard card={card} index={index} />
            </Reveal>
          ))}
        </ul>

        <Reveal className="relative mt-14 overflow-hidden rounded-3xl p-px">
          <div aria-hidden="true" className="bg-gradient-brand absolute inset-0 opacity-60" />
          <div className="relative flex flex-col items-start gap-6 rounded-[calc(1.5rem-1px)] bg-card px-6 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-10">
            <ContentText slot={services.ctaText} as="p" className="font-display text-xl font-semibold text-balance sm:text-2xl" />
            <HashLink
              to="/#contact"
              data-services-cta=""
              className={buttonClasses({ variant: "gradient", size: "lg", className: "group shrink-0" })}
            >
              <ContentText slot={services.ctaLabel} />
              <ArrowRight aria-hidden="true" className="transition-transform group-hover:translate-x-1" />
            </HashLink>
          </div>
        </Reveal>
      </div>
    </section>
  );
}

/** In edit mode the card is edited as one: title, description and features together. */
function EditableServiceCard({ card, index }: { card: ServiceCard; index: number }) {
  const { editing } = useEditMode();
  const view = <ServiceCardView card={card} index={index} />;
  if (!editing) return view;
  return (
    <Suspense fallback={view}>
      <ServiceCardEditor card={card}>{view}</ServiceCardEditor>
    </Suspense>
  );
}

function ServiceCardView({ card, index }: { card: ServiceCard; index: number }) {
  const features = splitFeatures(useSlot(card.features));
  const title = useSlot(card.title);
  const description = useSlot(card.description);
  const Icon = card.icon;
  return (
    <article data-service-card="" className="group service-card">
      <div aria-hidden="true" className="service-card-glow" />
      <div className="flex items-center justify-between">
        <span className="service-card-icon">
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <span aria-hidden="true" className="service-card-number" data-number={String(index + 1).padStart(2, "0")} />
      </div>
      <h3 className="mt-6 font-display text-2xl font-bold">{title}</h3>
      <p className="mt-3 leading-relaxed text-muted-foreground">
        <RichText value={description} />
      </p>
      <ul className="mt-6 space-y-2.5 border-t border-border pt-6" aria-label="Features">
        {features.map((feature) => (
          <li key={feature} className="service-card-feature">
            <Check aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
