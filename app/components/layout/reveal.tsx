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
 * root.tsx), so it works before the page's modules arrive; without script, or when the
 * visitor asks for less motion, nothing is hidden.
 */
export function Reveal<T extends ElementType = "div">({ as, order = 0, className, style, ...props }: RevealProps<T>) {
  const Tag = (as ?? "div") as ElementType;
  return (
    <Tag className={cn("reveal", className)} style={order ? ({ ...style, "--reveal-order": order } as CSSProperties) : style} {...props} />
  );
}

/**
 * Watches every `.reveal` on the page, those added later too (another page opened within the
 * site, a card that arrives live). On its first report an element in view stays as it is:
 * what shows when a page opens is there at once, never faded out and in. One out of view
 * waits, hidden (`data-reveal="wait"`, app.css), until 10% of it is in view (or a tenth of
 * the screen's height, for one taller than ten screens), then comes in (`"in"`) and is left
 * alone. Hiding only what the observer found out of view costs no layout of its own, and
 * nothing the visitor can see disappears.
 */
export const REVEAL_SCRIPT = `(function(){if(!window.IntersectionObserver||matchMedia('(prefers-reduced-motion: reduce)').matches)return;var o=new IntersectionObserver(function(es){es.forEach(function(e){var t=e.target,d=t.dataset;if(!d.reveal){if(e.isIntersecting){o.unobserve(t);d.reveal='shown'}else d.reveal='wait'}else if(e.intersectionRatio>=0.1||e.intersectionRect.height>=innerHeight/10){o.unobserve(t);d.reveal='in'}})},{threshold:[0,0.1]});function w(n){if(n.nodeType!==1)return;if(n.matches('.reveal:not([data-reveal])'))o.observe(n);n.querySelectorAll('.reveal:not([data-reveal])').forEach(function(e){o.observe(e)})}w(document.body);new MutationObserver(function(rs){rs.forEach(function(r){r.addedNodes.forEach(w)})}).observe(document.body,{childList:true,subtree:true})})()`;
