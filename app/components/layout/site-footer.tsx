import { Link } from "react-router";
import { ArrowUpRight, Clock, Mail, MapPin, Phone } from "~/components/ui/icons";
import { ContentImage } from "~/components/content/content-image";
import { ContentText } from "~/components/content/content-text";
import { useSlot } from "~/content/content-context";
import { agency, whatsappLink } from "~/content/agency";
import { footer, header, whatsappChat } from "~/content/layout";
import { buttonClasses } from "~/components/ui/button";
import { pageLinks, serviceLinks } from "./nav-links";

// `.footer-link` (shell.css): the look of the footer's many links, written once.
const linkClasses = "footer-link";

/** Brand, navigation, services and the agency's contact facts, on every page. */
export function SiteFooter() {
  const phone = useSlot(agency.phone);
  const email = useSlot(agency.email);
  const whatsapp = useSlot(agency.whatsapp);
  const greeting = useSlot(whatsappChat.greeting);
  const name = useSlot(agency.name);
  const year = new Date().getFullYear();

  return (
    <footer className="relative overflow-hidden border-t border-border bg-card/40">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 left-1/2 h-80 w-[48rem] -translate-x-1/2 rounded-full bg-primary/10 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl px-5 sm:px-8">
        <div className="flex flex-col items-start justify-between gap-8 border-b border-border py-14 md:flex-row md:items-end">
          <div className="max-w-2xl">
            <ContentText
              slot={footer.ctaTitle}
              as="h2"
              className="font-display text-4xl font-bold tracking-tight text-balance sm:text-5xl"
            />
            <ContentText slot={footer.ctaText} as="p" className="mt-4 text-lg text-muted-foreground" />
          </div>
          <Link to="/contact" className={buttonClasses({ variant: "gradient", size: "lg", className: "shrink-0" })}>
            <ContentText slot={footer.ctaButton} />
            <ArrowUpRight aria-hidden="true" />
          </Link>
        </div>

        <div className="grid grid-cols-2 gap-x-6 gap-y-12 py-14 lg:grid-cols-12">
          <div className="col-span-2 lg:col-span-4">
            <Link to="/" className="inline-flex items-center gap-3">
              <ContentImage compact slot={header.logo} alt="" width={40} height={40} className="size-10 rounded-xl" />
              <ContentText slot={agency.name} className="font-display text-xl font-bold tracking-tight" />
            </Link>
            <ContentText slot={footer.blurb} as="p" className="mt-5 max-w-sm text-sm leading-relaxed text-muted-foreground" />
            <a
              href={whatsappLink(whatsapp, greeting)}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-6 inline-flex items-center gap-2 rounded-full border border-border px-4 py-2 text-sm font-medium transition-colors hover:bg-muted"
            >
              <span aria-hidden="true" className="size-2 rounded-full bg-[#25d366]" />
              WhatsApp
              <ArrowUpRight aria-hidden="true" className="size-3.5" />
            </a>
          </div>

          <nav aria-label="Footer" className="lg:col-span-2">
            <ContentText slot={footer.navigationTitle} as="h2" className="text-sm font-semibold" />
            <ul className="mt-4 grid gap-3">
              {pageLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClasses}>
                    <ContentText slot={link.label} />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <nav aria-labelledby="footer-services" className="lg:col-span-2">
            <ContentText slot={footer.servicesTitle} as="h2" id="footer-services" className="text-sm font-semibold" />
            <ul className="mt-4 grid gap-3">
              {serviceLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClasses}>
                    <ContentText slot={link.label} />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <div className="col-span-2 lg:col-span-4">
            <ContentText slot={footer.contactTitle} as="h2" className="text-sm font-semibold" />
            <address className="mt-4 grid gap-4 text-sm not-italic">
              <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className="group flex items-start gap-3">
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                <ContentText slot={agency.phone} className="text-muted-foreground transition-colors group-hover:text-foreground" />
              </a>
              <a href={`mailto:${email}`} className="group flex items-start gap-3">
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                <ContentText
                  slot={agency.email}
                  className="break-all text-muted-foreground transition-colors group-hover:text-foreground"
                />
              </a>
              <p className="flex items-start gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                <span className="text-muted-foreground">
                  <ContentText slot={agency.officeCity} className="font-medium text-foreground" />
                  <br />
                  <ContentText slot={agency.officeAddress} />
                </span>
              </p>
              <div className="flex items-start gap-3">
                <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                <div className="text-muted-foreground">
                  <ContentText slot={footer.hoursTitle} as="p" className="font-medium text-foreground" />
                  <ContentText slot={agency.hoursWeekdays} as="p" />
                  <ContentText slot={agency.hoursSaturday} as="p" />
                  <ContentText slot={agency.hoursSunday} as="p" />
                </div>
              </div>
            </address>
          </div>
        </div>

        <div className="flex flex-col gap-3 border-t border-border pt-6 pb-24 text-xs sm:pb-6 text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <p>
            © <span suppressHydrationWarning>{year}</span> {name}. <ContentText slot={footer.rights} />
          </p>
          <ContentText slot={footer.madeIn} as="p" />
        </div>
      </div>
    </footer>
  );
}
