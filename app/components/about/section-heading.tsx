import { ContentText } from "~/components/content/content-text";
import type { Slot } from "~/content/slot";
import { cn } from "~/lib/utils";

type SectionHeadingProps = {
  subtitle: Slot;
  title: Slot;
  description?: Slot;
  align?: "left" | "center";
  /** The id of the heading, for `aria-labelledby` on the section. */
  id?: string;
  className?: string;
};

/** Eyebrow, heading and short text that open a section of a page. */
export function SectionHeading({ subtitle, title, description, align = "left", id, className }: SectionHeadingProps) {
  return (
    <div className={cn("max-w-2xl", align === "center" && "mx-auto text-center", className)}>
      <ContentText slot={subtitle} as="p" className="text-sm font-semibold tracking-[0.18em] text-primary uppercase" />
      <ContentText slot={title} as="h2" id={id} className="mt-3 font-display text-3xl font-bold text-balance sm:text-4xl lg:text-5xl" />
      {description ? <ContentText slot={description} as="p" className="mt-4 text-lg leading-relaxed text-muted-foreground" /> : null}
    </div>
  );
}
