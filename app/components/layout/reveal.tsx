import type { ComponentProps, CSSProperties, ElementType } from "react";
import { cn } from "~/lib/utils";

type RevealProps<T extends ElementType> = {
  as?: T;
  /** For cards in a row: the card's place in it (0, 1, 2...); each comes in 0.1 s after the one before (app.css). */
  order?: number;
} & ComponentProps<T>;

/**
 * Fades and lifts its content in, once, when 10% of it comes into view (docs/product.md
 * section 9); `order` staggers cards. The page's own inline script does it (REVEAL_SCRIPT,
 * reveal-script.server.ts), so it works before the page's modules arrive; without script, or when the
 * visitor asks for less motion, nothing is hidden.
 */
export function Reveal<T extends ElementType = "div">({ as, order = 0, className, style, ...props }: RevealProps<T>) {
  const Tag = (as ?? "div") as ElementType;
  return (
    <Tag className={cn("reveal", className)} style={order ? ({ ...style, "--reveal-order": order } as CSSProperties) : style} {...props} />
  );
}
