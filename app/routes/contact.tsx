import { ArrowUpRight, MessageCircle } from "~/components/ui/icons";
import type { Route } from "./+types/contact";
import { ContentText } from "~/components/content/content-text";
import { ContactDetails } from "~/components/contact/contact-details";
import { ContactForm } from "~/components/contact/contact-form";
import { Reveal } from "~/components/layout/reveal";
import { useSlot } from "~/content/content-context";
import { agency, whatsappLink } from "~/content/agency";
import { contactDetails, contactForm, contactPage } from "~/content/contact";
import { pageHead, settingSlots } from "~/content/page-settings";
import { slotsOf } from "~/content/slot";
import { pageMeta } from "~/lib/seo";
import { loadContent } from "~/models/site-content.server";
import { appContext } from "~/context.server";

export async function loader({ context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const settings = { section: "contact-page", keyPrefix: "" };
  const content = await loadContent(app.db, slotsOf(contactPage, contactForm, contactDetails, settingSlots(settings)));
  return {
    content,
    head: pageHead(content, settings, {
      title: "Contact Us",
      description:
        "Talk to Arkadomus about your brand, campaign, website or software project. Call, email, message us on WhatsApp or visit our office in Swindon.",
    }),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** The contact page (docs/product.md section 2): hero, the form (mail opens in a new window), details. */
export default function Contact() {
  const whatsapp = whatsappLink(useSlot(agency.whatsapp), useSlot(contactDetails.whatsappMessage));
  return (
    <>
      <section aria-labelledby="contact-page-title" className="relative isolate overflow-hidden pt-32 pb-16 sm:pt-44 sm:pb-20">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_20%_0%,color-mix(in_oklch,var(--primary)_22%,transparent),transparent_60%),radial-gradient(ellipse_at_90%_30%,color-mix(in_oklch,var(--accent)_16%,transparent),transparent_55%)]"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 -z-10 [background-image:linear-gradient(var(--border)_1px,transparent_1px),linear-gradient(90deg,var(--border)_1px,transparent_1px)] [background-size:64px_64px] opacity-40 [mask-image:radial-gradient(ellipse_at_top,#000_30%,transparent_75%)]"
        />
        <div className="mx-auto max-w-7xl px-5 sm:px-8">
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card/70 px-4 py-1.5 text-sm font-medium text-muted-foreground backdrop-blur">
            <span aria-hidden="true" className="bg-gradient-brand size-2 rounded-full" />
            <ContentText slot={contactPage.subtitle} />
          </p>
          <h1
            id="contact-page-title"
            className="mt-6 max-w-4xl font-display text-5xl leading-[1.02] font-bold tracking-tight text-balance sm:text-6xl lg:text-7xl"
          >
            <ContentText slot={contactPage.title} className="block" />
            <ContentText slot={contactPage.titleHighlight} className="text-gradient block pb-2" />
          </h1>
          <ContentText
            slot={contactPage.description}
            as="p"
            className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-muted-foreground sm:text-xl"
          />
        </div>
      </section>

      <section aria-labelledby="contact-form-title" className="pb-24 sm:pb-32">
        <div className="mx-auto grid max-w-7xl gap-6 px-5 sm:px-8 lg:grid-cols-5 lg:gap-8">
          <Reveal className="flex flex-col gap-6 lg:col-span-3">
            <div className="rounded-3xl border border-border bg-card p-6 text-card-foreground shadow-xl shadow-black/5 sm:p-10">
              <ContentText slot={contactForm.title} as="h2" id="contact-form-title" className="mb-7 font-display text-3xl font-bold" />
              <ContactForm mailTarget="new-window" />
            </div>
            <a
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              data-whatsapp-link=""
              className="group flex items-center gap-5 rounded-3xl border border-border bg-card p-6 text-card-foreground shadow-sm transition-all duration-300 hover:-translate-y-0.5 hover:border-[#25d366]/60 hover:shadow-lg"
            >
              <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-[#25d366] text-white shadow-lg shadow-[#25d366]/30">
                <MessageCircle aria-hidden="true" className="size-7" />
              </span>
              <span className="min-w-0 flex-1">
                <ContentText slot={contactPage.quickTitle} className="block font-display text-lg font-bold" />
                <ContentText slot={contactPage.quickText} className="mt-1 block text-sm text-muted-foreground" />
              </span>
              <ArrowUpRight
                aria-hidden="true"
                className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
              />
            </a>
          </Reveal>
          <Reveal order={1} className="lg:col-span-2">
            <ContactDetails className="h-full" />
          </Reveal>
        </div>
      </section>
    </>
  );
}
