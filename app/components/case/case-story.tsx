import { Lightbulb, Target, TrendingUp } from "~/components/ui/icons";
import { RichText } from "~/components/content/rich-text";
import type { ReactNode } from "react";
import { ContentText } from "~/components/content/content-text";
import { Reveal } from "~/components/layout/reveal";
import type { CaseSlots } from "~/content/cases";
import type { Slot } from "~/content/slot";
import type { CaseView } from "./case-view";

/** Challenge, solution and results: each card only when the case has that text. */
export function CaseStory({ item, slots }: { item: CaseView; slots: CaseSlots }) {
  const cards: Array<{ id: string; heading: Slot; text: string | null; icon: ReactNode; tone: string }> = [
    {
      id: "challenge",
      heading: slots.challengeHeading,
      text: item.challenge,
      icon: <Target />,
      tone: "from-rose-500 to-orange-400",
    },
    {
      id: "solution",
      heading: slots.solutionHeading,
      text: item.solution,
      icon: <Lightbulb />,
      tone: "from-primary to-fuchsia-500",
    },
    {
      id: "results",
      heading: slots.resultsHeading,
      text: item.results,
      icon: <TrendingUp />,
      tone: "from-emerald-500 to-teal-400",
    },
  ];
  const filled = cards.filter((card) => card.text?.trim());
  if (filled.length === 0) return null;
  return (
    <div className="grid gap-5">
      {filled.map((card, i) => (
        <Reveal
          key={card.id}
          as="section"
          order={i}
          data-testid={`case-${card.id}`}
          className="relative overflow-hidden rounded-3xl border border-border bg-card p-6 shadow-sm sm:p-8"
        >
          <div className="flex items-center gap-4">
            <span
              aria-hidden="true"
              className={`inline-flex size-11 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br ${card.tone} text-white shadow-md [&_svg]:size-5`}
            >
              {card.icon}
            </span>
            <ContentText slot={card.heading} as="h2" className="font-display text-xl font-bold sm:text-2xl" />
          </div>
          <p className="mt-4 leading-relaxed whitespace-pre-line text-muted-foreground">
            <RichText value={card.text} />
          </p>
        </Reveal>
      ))}
    </div>
  );
}
