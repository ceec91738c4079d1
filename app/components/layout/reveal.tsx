import { useEffect, useRef, type ComponentProps, type ElementType } from "react";
import { cn } from "~/lib/utils";

/** SPEC.md: reveal animations trigger once 10% of the element is visible. */
export const REVEAL_THRESHOLD = 0.1;

type RevealProps<T extends ElementType> = {
  as?: T;
  /** Seconds to wait before this element animates in (for staggered cards). */
  delay?: number;
} & ComponentProps<T>;

/** Fades and lifts its content in when it scrolls into view (instant with reduced motion). */
export function Reveal<T extends ElementType = "div">({
  as,
  delay = 0,
  className,
  style,
  ...props
}: RevealProps<T>) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            entry.target.classList.add("is-visible");
            observer.unobserve(entry.target);
          }
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const Tag = (as ?? "div") as ElementType;
  return (
    <Tag
      ref={ref}
      className={cn("reveal", className)}
      style={delay ? { ...style, transitionDelay: `${delay}s` } : style}
      {...props}
    />
  );
}
