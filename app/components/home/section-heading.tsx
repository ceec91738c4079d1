import { ContentText } from "~/components/content/content-text";
import type { Slot } from "~/content/slot";
import { cn } from "~/lib/utils";

type SectionHeadingProps = {
  subtitle: Slot;
  title: Slot;
  description?: Slot;
  /** Id of the heading, for the section's `aria-labelledby`. */
  id: string;
  align?: "left" | "center";
  className?: string;
};

/** Eyebrow, heading and short text opening a home page section. */
export function SectionHeading({ subtitle, title, description, id, align = "left", className }: SectionHeadingProps) {
  return (
    <div className={cn("max-w-2xl", align === "center" && "mx-auto text-center", className)}>
      <p className={cn("inline-flex items-center gap-3 text-sm font-semibold tracking-[0.2em] text-primary uppercase")}>
        <span aria-hidden="true" className="bg-gradient-brand h-px w-8" />
        <ContentText slot={subtitle} />
      </p>
      <ContentText
        slot={title}
        as="h2"
        id={id}
        className="mt-4 font-display text-4xl leading-[1.05] font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
      />
      {description ? (
        <ContentText slot={description} as="p" className="mt-5 text-lg leading-relaxed text-pretty text-muted-foreground" />
      ) : null}
    </div>
  );
}
