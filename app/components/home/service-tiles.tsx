import { Link } from "react-router";
import {
  ArrowUpRight,
  ClipboardList,
  CodeXml,
  Megaphone,
  MonitorSmartphone,
  Palette,
  Tv,
  type LucideIcon,
} from "lucide-react";
import { ContentText } from "~/components/content/content-text";
import { Reveal } from "~/components/layout/reveal";
import { serviceTiles } from "~/content/home";
import type { Slot } from "~/content/slot";
import { SectionHeading } from "./section-heading";

/** SPEC.md section 2: the six service tiles, in this order, linking to the service pages. */
export const SERVICE_TILES: Array<{ label: Slot; to: string; icon: LucideIcon }> = [
  { label: serviceTiles.branding, to: "/branding", icon: Palette },
  { label: serviceTiles.socialMedia, to: "/social-media", icon: Megaphone },
  { label: serviceTiles.webDesign, to: "/web-design", icon: MonitorSmartphone },
  { label: serviceTiles.projectManager, to: "/project-manager", icon: ClipboardList },
  { label: serviceTiles.development, to: "/development", icon: CodeXml },
  { label: serviceTiles.publicity, to: "/publicity", icon: Tv },
];

export function ServiceTiles() {
  return (
    <section
      id="expertise"
      data-home-section="service-tiles"
      aria-labelledby="service-tiles-title"
      className="relative overflow-hidden bg-muted/50 py-24 sm:py-28"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 left-1/2 h-80 w-[48rem] -translate-x-1/2 rounded-full bg-primary/10 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl px-5 sm:px-8">
        <SectionHeading
          id="service-tiles-title"
          subtitle={serviceTiles.subtitle}
          title={serviceTiles.title}
          align="center"
        />
        <ul className="mt-14 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3">
          {SERVICE_TILES.map(({ label, to, icon: Icon }, index) => (
            <Reveal as="li" key={to} delay={index * 0.05}>
              <Link
                to={to}
                data-service-tile=""
                className="group relative flex h-full min-h-36 flex-col justify-between gap-6 overflow-hidden rounded-2xl border border-border bg-card p-5 sm:rounded-3xl sm:gap-8 sm:p-6 text-card-foreground shadow-sm transition-all duration-300 hover:-translate-y-1 hover:border-primary/40 hover:shadow-xl hover:shadow-primary/10 sm:min-h-44 sm:p-8"
              >
                <span
                  aria-hidden="true"
                  className="bg-gradient-brand pointer-events-none absolute inset-0 opacity-0 transition-opacity duration-500 group-hover:opacity-[0.07]"
                />
                <span className="flex items-start justify-between">
                  <span className="bg-gradient-brand grid size-10 place-items-center rounded-xl sm:size-12 sm:rounded-2xl text-white shadow-lg shadow-primary/25">
                    <Icon aria-hidden="true" className="size-5 sm:size-6" />
                  </span>
                  <ArrowUpRight
                    aria-hidden="true"
                    className="size-6 text-muted-foreground transition-all duration-300 group-hover:translate-x-0.5 group-hover:-translate-y-0.5 group-hover:text-primary"
                  />
                </span>
                <ContentText
                  slot={label}
                  className="font-display text-base leading-tight font-bold tracking-wide min-[400px]:text-lg sm:text-2xl"
                />
              </Link>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
