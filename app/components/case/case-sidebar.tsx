import { ArrowRight, ArrowUpRight, Building2, CalendarDays, Layers, Tag } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { ContentText } from "~/components/content/content-text";
import { HashLink } from "~/components/layout/hash-link";
import { buttonClasses } from "~/components/ui/button";
import type { CaseSlots } from "~/content/cases";
import { categoryLabel } from "~/lib/case-rules";
import type { CaseView } from "./case-view";
import { formatCaseDate } from "./case-date";

/** The sticky column of a case page: the project's details and an invitation to get in touch. */
export function CaseSidebar({ item, slots }: { item: CaseView; slots: CaseSlots }) {
  return (
    <aside className="space-y-6 lg:sticky lg:top-28" aria-label="Project details">
      <section className="rounded-3xl border border-border bg-card p-6 shadow-sm sm:p-8">
        <ContentText slot={slots.detailsHeading} as="h2" className="font-display text-xl font-bold" />
        <dl className="mt-6 space-y-5 text-sm">
          <Detail icon={<Building2 />} label={<ContentText slot={slots.clientLabel} />}>
            {item.clientName}
          </Detail>
          <Detail icon={<Layers />} label={<ContentText slot={slots.categoryLabel} />}>
            <span className="capitalize">{categoryLabel(item.category)}</span>
          </Detail>
          <Detail icon={<CalendarDays />} label={<ContentText slot={slots.dateLabel} />}>
            <time dateTime={item.createdAt}>{formatCaseDate(item.createdAt)}</time>
          </Detail>
          {item.tags.length > 0 ? (
            <Detail icon={<Tag />} label={<ContentText slot={slots.tagsLabel} />}>
              <ul className="mt-1 flex flex-wrap gap-1.5">
                {item.tags.map((tag) => (
                  <li key={tag} className="rounded-full bg-muted px-2.5 py-1 text-xs font-medium">
                    {tag}
                  </li>
                ))}
              </ul>
            </Detail>
          ) : null}
        </dl>
        {item.externalLink ? (
          <a
            href={item.externalLink}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: "outline", className: "mt-7 w-full" })}
          >
            <ContentText slot={slots.visitProject} />
            <ArrowUpRight aria-hidden="true" />
          </a>
        ) : null}
      </section>

      <section className="relative isolate overflow-hidden rounded-3xl bg-gradient-brand p-6 text-white shadow-xl shadow-primary/25 sm:p-8">
        {/* A scrim keeps the white text readable on the light end of the gradient. */}
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-black/10 dark:bg-black/35" />
        <div aria-hidden="true" className="absolute -top-16 -right-16 -z-10 size-48 rounded-full bg-white/20 blur-2xl" />
        <ContentText slot={slots.contactTitle} as="h2" className="font-display text-2xl font-bold" />
        <ContentText slot={slots.contactText} as="p" className="mt-3 text-sm leading-relaxed text-white/85" />
        <HashLink to="/#contact" className={buttonClasses({ variant: "inverse", className: "mt-6 w-full" })}>
          <ContentText slot={slots.contactButton} />
          <ArrowRight aria-hidden="true" />
        </HashLink>
      </section>
    </aside>
  );
}

function Detail({ icon, label, children }: { icon: ReactNode; label: ReactNode; children: ReactNode }) {
  return (
    // dt and dd are direct children of this group, as a description list wants; the icon
    // sits in the dt, placed in the left gutter.
    <div className="relative min-h-9 pl-12">
      <dt className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
        <span
          aria-hidden="true"
          className="absolute top-0.5 left-0 inline-flex size-9 items-center justify-center rounded-xl bg-primary/10 text-primary [&_svg]:size-4"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 font-medium text-foreground">{children}</dd>
    </div>
  );
}
