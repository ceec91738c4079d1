import { Link } from "react-router";
import { ArrowUpRight, ClipboardList, CodeXml, Megaphone, MonitorSmartphone, Palette, Tv, type IconComponent } from "~/components/ui/icons";
import { ContentText } from "~/components/content/content-text";
import { Reveal } from "~/components/layout/reveal";
import { serviceTiles } from "~/content/home";
import type { Slot } from "~/content/slot";
import { SectionHeading } from "./section-heading";

/** docs/product.md section 2: the six service tiles, in this order, linking to the service pages. */
export const SERVICE_TILES: Array<{ label: Slot; to: string; icon: IconComponent }> = [
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
        <SectionHeading id="service-tiles-title" subtitle={serviceTiles.subtitle} title={serviceTiles.title} align="center" />
        <ul className="mt-14 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3">
          {SERVICE_TILES.map(({ label, to, icon: Icon }, index) => (
            <Reveal as="li" key={to} order={index % 3}>
              <Link to={to} data-service-tile="" className="group service-tile">
                <span aria-hidden="true" className="service-tile-glow" />
                <span className="flex items-start justify-between">
                  <span className="service-tile-icon">
                    <Icon aria-hidden="true" className="size-5 sm:size-6" />
                  </span>
                  <ArrowUpRight aria-hidden="true" className="service-tile-arrow" />
                </span>
                <ContentText slot={label} className="service-tile-label" />
              </Link>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
