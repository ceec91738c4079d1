import type { ComponentProps, CSSProperties, ElementType } from "react";
import { cn } from "~/lib/utils";

type RevealProps<T extends ElementType> = {
  as?: T;
  /**
   * For staggered cards: how much later this element comes in than one without a delay,
   * in the same steps as the 0.1 s stagger of docs/product.md section 9 (app.css turns each
   * 0.1 into a little more scrolling).
   */
  delay?: number;
} & ComponentProps<T>;

/**
 * Fades and lifts its content in as it scrolls into view, from 10% visible (docs/product.md
 * section 9). The browser does it alone, with a scroll-driven animation (app.css): no script runs, what is
 * in view when the page opens is simply there, and where the browser has no scroll timelines
 * (or the visitor asks for less motion) nothing is hidden.
 */
export function Reveal<T extends ElementType = "div">({ as, delay = 0, className, style, ...props }: RevealProps<T>) {
  const Tag = (as ?? "div") as ElementType;
  return (
    <Tag className={cn("reveal", className)} style={delay ? ({ ...style, "--reveal-delay": delay } as CSSProperties) : style} {...props} />
  );
}
