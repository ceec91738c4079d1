import type { IconComponent } from "~/components/ui/icons";
import { cn } from "~/lib/utils";

const SATELLITES = ["top-2 left-6 -rotate-6", "top-10 right-0 rotate-6", "bottom-4 left-16 rotate-3"] as const;

/** A decorative cluster of the page's service icons beside the hero text (wide screens). */
export function ServiceHeroArt({ icons }: { icons: readonly IconComponent[] }) {
  const [Main, ...others] = icons;
  return (
    <div aria-hidden="true" className="relative mx-auto hidden aspect-square w-full max-w-sm lg:block">
      <div className="absolute inset-10 rounded-full bg-gradient-brand opacity-25 blur-3xl" />
      <div className="absolute inset-6 rounded-full border border-dashed border-primary/30" />
      <div className="absolute inset-20 rounded-full border border-border" />
      <div className="absolute top-1/2 left-1/2 flex size-40 -translate-x-1/2 -translate-y-1/2 rotate-3 items-center justify-center rounded-[2.25rem] bg-gradient-brand text-white shadow-2xl shadow-primary/40">
        <Main className="size-20" strokeWidth={1.5} />
      </div>
      {others.slice(0, 3).map((Icon, index) => (
        <div
          key={index}
          className={cn(
            "absolute flex size-20 items-center justify-center rounded-3xl border border-border bg-card/90 text-primary shadow-xl shadow-primary/10 backdrop-blur",
            SATELLITES[index],
          )}
        >
          <Icon className="size-9" strokeWidth={1.75} />
        </div>
      ))}
    </div>
  );
}
