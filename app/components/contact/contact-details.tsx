import type { ReactNode } from "react";
import { Clock, Mail, MapPin, MessageCircle, Phone, type IconComponent } from "~/components/ui/icons";
import { ContentText } from "~/components/content/content-text";
import { useSlot } from "~/content/content-context";
import { agency, whatsappLink } from "~/content/agency";
import { contactDetails } from "~/content/contact";
import type { Slot } from "~/content/slot";
import { cn } from "~/lib/utils";

/** `tel:` address of a phone number written for people ("+44 1632 960 123"). */
export function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/**
 * The agency's phone, email, office, opening hours and WhatsApp, from the agency slots
 * (docs/product.md section 2, Contact).
 */
export function ContactDetails({ className }: { className?: string }) {
  const phone = useSlot(agency.phone);
  const email = useSlot(agency.email);
  const whatsappNumber = useSlot(agency.whatsapp).replace(/[^\d]/g, "");
  const whatsapp = whatsappLink(whatsappNumber, useSlot(contactDetails.whatsappMessage));
  return (
    <div
      data-contact-details=""
      className={cn(
        "relative isolate flex flex-col overflow-hidden rounded-3xl bg-[#110e24] p-7 text-white shadow-2xl shadow-primary/10 sm:p-9",
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(circle_at_100%_0%,rgb(124_92_255/0.45),transparent_55%),radial-gradient(circle_at_0%_100%,rgb(255_138_61/0.3),transparent_50%)]"
      />
      <ContentText slot={contactDetails.title} as="h3" className="font-display text-2xl font-bold" />
      <ContentText slot={contactDetails.text} as="p" className="mt-3 leading-relaxed text-white/70" />

      <ul className="mt-8 space-y-6">
        <Detail icon={Phone} label={contactDetails.phoneLabel}>
          <a href={telHref(phone)} className="hover:underline">
            <ContentText slot={agency.phone} />
          </a>
        </Detail>
        <Detail icon={Mail} label={contactDetails.emailLabel}>
          <a href={`mailto:${email}`} className="break-all hover:underline">
            <ContentText slot={agency.email} />
          </a>
        </Detail>
        <Detail icon={MapPin} label={contactDetails.officeLabel}>
          <ContentText slot={agency.officeCity} as="span" className="block font-semibold" />
          <ContentText slot={agency.officeAddress} as="span" className="block text-sm text-white/70" />
        </Detail>
        <Detail icon={Clock} label={contactDetails.hoursLabel}>
          <ContentText slot={agency.hoursWeekdays} as="span" className="block" />
          <ContentText slot={agency.hoursSaturday} as="span" className="block" />
          <ContentText slot={agency.hoursSunday} as="span" className="block" />
        </Detail>
        <Detail icon={MessageCircle} label={contactDetails.whatsappLabel}>
          <a href={whatsapp} target="_blank" rel="noopener noreferrer" data-whatsapp-link="" className="hover:underline">
            +{whatsappNumber}
          </a>
        </Detail>
      </ul>

      <a
        href={whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        data-whatsapp-link=""
        className="mt-9 inline-flex h-12 items-center justify-center gap-2 self-start rounded-full bg-[#25d366] px-6 text-sm font-semibold text-[#05361a] shadow-lg shadow-[#25d366]/25 transition-all duration-200 hover:brightness-110"
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        <ContentText slot={contactDetails.whatsappCta} />
      </a>
    </div>
  );
}

function Detail({ icon: Icon, label, children }: { icon: IconComponent; label: Slot; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-white/10 text-[#c9bcff] ring-1 ring-white/15">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <ContentText slot={label} as="p" className="text-xs font-semibold tracking-[0.16em] text-white/50 uppercase" />
        <div className="mt-1 text-base leading-relaxed">{children}</div>
      </div>
    </li>
  );
}
