import type { ReactNode } from "react";
import { ContentText } from "~/components/content/content-text";
import type { Slot } from "~/content/slot";
import { cn } from "~/lib/utils";

type PageHeroProps = {
  subtitle: Slot;
  title: Slot;
  /** A second part of the title, shown in the brand gradient. */
  titleHighlight?: Slot;
  description: Slot;
  /** An icon shown in the subtitle pill. */
  icon?: ReactNode;
  /** A picture beside the text on wide screens. */
  aside?: ReactNode;
  children?: ReactNode;
  /** The space below the hero (padding classes). */
  bottomSpace?: string;
};

/** The opening block of an inner page: subtitle pill, large title and description. */
export function PageHero({
  subtitle,
  title,
  titleHighlight,
  description,
  icon,
  aside,
  children,
  bottomSpace = "pb-20 sm:pb-28",
}: PageHeroProps) {
  return (
    <section className={cn("relative isolate overflow-hidden pt-32 sm:pt-40", bottomSpace)}>
      <HeroBackdrop />
      <div className={cn("mx-auto max-w-7xl px-5 sm:px-8", aside && "grid items-center gap-14 lg:grid-cols-[1.15fr_0.85fr]")}>
        <div className="max-w-4xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card/70 px-4 py-1.5 text-xs font-semibold tracking-[0.18em] text-primary uppercase backdrop-blur">
            {icon}
            <ContentText slot={subtitle} />
          </p>
          <h1 className="mt-6 font-display text-[2.6rem] leading-[1.02] font-bold text-balance sm:text-6xl lg:text-7xl">
            <ContentText slot={title} />
            {titleHighlight ? (
              <>
                {" "}
                <ContentText slot={titleHighlight} className="text-gradient" />
              </>
            ) : null}
          </h1>
          <ContentText slot={description} as="p" className="mt-6 max-w-2xl text-lg leading-relaxed text-muted-foreground sm:text-xl" />
          {children ? <div className="mt-10 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {aside}
      </div>
    </section>
  );
}

/** Soft brand glows and a faint grid behind a hero; purely decorative. */
function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <div className="absolute -top-48 -left-32 size-[36rem] rounded-full bg-primary/25 blur-3xl dark:bg-primary/20" />
      <div className="absolute -top-24 right-[-10rem] size-[30rem] rounded-full bg-accent/20 blur-3xl dark:bg-accent/15" />
      <div className="absolute inset-0 bg-[linear-gradient(to_right,var(--border)_1px,transparent_1px),linear-gradient(to_bottom,var(--border)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black_20%,transparent_70%)] bg-[size:64px_64px] opacity-40" />
    </div>
  );
}
