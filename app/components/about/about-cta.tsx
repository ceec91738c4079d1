import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ContentText } from "~/components/content/content-text";
import { Reveal } from "~/components/layout/reveal";
import { buttonClasses } from "~/components/ui/button";
import type { Slot } from "~/content/slot";

type CallToActionProps = { title: Slot; description: Slot; button: Slot };

/** A closing band inviting the visitor to get in touch. */
export function CallToAction({ title, description, button }: CallToActionProps) {
  return (
    <section className="py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <Reveal className="relative isolate overflow-hidden rounded-[2rem] bg-gradient-brand px-6 py-14 text-center text-white shadow-2xl shadow-primary/25 sm:px-12 sm:py-20">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_20%_20%,rgba(255,255,255,0.25),transparent_45%),radial-gradient(circle_at_80%_90%,rgba(0,0,0,0.2),transparent_50%)]"
          />
          <ContentText
            slot={title}
            as="h2"
            className="mx-auto max-w-3xl font-display text-3xl font-bold text-balance sm:text-5xl"
          />
          <ContentText
            slot={description}
            as="p"
            className="mx-auto mt-5 max-w-xl text-lg text-white/85"
          />
          <Link
            to="/contact"
            className={buttonClasses({
              size: "lg",
              className:
                "mt-9 bg-white text-neutral-950 shadow-xl shadow-black/20 hover:bg-white hover:brightness-100 hover:shadow-black/30 focus-visible:outline-white",
            })}
          >
            <ContentText slot={button} />
            <ArrowRight aria-hidden="true" />
          </Link>
        </Reveal>
      </div>
    </section>
  );
}
