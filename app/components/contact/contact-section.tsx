import { ContentText } from "~/components/content/content-text";
import { Reveal } from "~/components/layout/reveal";
import { contactForm, contactSection } from "~/content/contact";
import { ContactDetails } from "./contact-details";
import { ContactForm } from "./contact-form";

/** The contact section of the home page (id "contact"): heading, details and the form. */
export function ContactSection() {
  return (
    <section id="contact" data-home-section="contact" aria-labelledby="contact-title" className="relative overflow-hidden py-24 sm:py-32">
      <div aria-hidden="true" className="pointer-events-none absolute top-1/3 -left-40 size-[32rem] rounded-full bg-primary/10 blur-3xl" />
      <div className="relative mx-auto max-w-7xl px-5 sm:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="inline-flex items-center gap-3 text-sm font-semibold tracking-[0.2em] text-primary uppercase">
            <span aria-hidden="true" className="bg-gradient-brand h-px w-8" />
            <ContentText slot={contactSection.subtitle} />
            <span aria-hidden="true" className="bg-gradient-brand h-px w-8" />
          </p>
          <ContentText
            slot={contactSection.title}
            as="h2"
            id="contact-title"
            className="mt-4 font-display text-4xl leading-[1.05] font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          />
          <ContentText
            slot={contactSection.description}
            as="p"
            className="mt-5 text-lg leading-relaxed text-pretty text-muted-foreground"
          />
        </div>

        <div className="mt-14 grid gap-6 lg:grid-cols-5 lg:gap-8">
          <Reveal className="lg:col-span-2">
            <ContactDetails className="h-full" />
          </Reveal>
          <Reveal order={1} className="lg:col-span-3">
            <div className="h-full rounded-3xl border border-border bg-card p-6 text-card-foreground shadow-xl shadow-black/5 sm:p-9">
              <ContentText slot={contactForm.title} as="h3" className="mb-7 font-display text-2xl font-bold" />
              <ContactForm mailTarget="same-window" />
            </div>
          </Reveal>
        </div>
      </div>
    </section>
  );
}
