import { useId, type ReactElement, type ReactNode } from "react";
import { cn } from "~/lib/utils";

const placement = {
  top: "bottom-full left-1/2 mb-2 -translate-x-1/2",
  bottom: "top-full left-1/2 mt-2 -translate-x-1/2",
  left: "right-full top-1/2 mr-2 -translate-y-1/2",
  right: "left-full top-1/2 ml-2 -translate-y-1/2",
} as const;
const alignEnd = { top: "left-auto right-0 translate-x-0", bottom: "left-auto right-0 translate-x-0" };

type TooltipProps = {
  /** What the tooltip says. */
  content: ReactNode;
  /** One focusable element (a button or link) that shows the tooltip; it comes first. */
  children: ReactElement;
  side?: keyof typeof placement;
  /** "end": the tooltip's right edge lines up with the trigger's (for triggers near the edge). */
  align?: "center" | "end";
  className?: string;
};

/**
 * A short hint shown on mouse hover (after 700 ms, at once within 300 ms of another closing)
 * and on keyboard focus (at once); Escape hides it. The visitor's module shows it
 * (app/visitor/tooltip.ts), a copy of the hidden text here. A small hand-made tooltip rather
 * than Radix's: Radix's brings a positioning engine (~20 KB gzip) into every page.
 */
export function Tooltip({ content, children, side = "top", align = "center", className }: TooltipProps) {
  const id = useId();
  return (
    <span data-tooltip="" className="relative inline-flex">
      {children}
      <span
        hidden
        data-tooltip-text={id}
        className={cn(
          "tooltip-content pointer-events-none absolute z-[110] w-max max-w-xs rounded-lg bg-foreground px-3 py-1.5 text-xs font-medium text-background shadow-lg",
          placement[side],
          align === "end" && side in alignEnd && alignEnd[side as keyof typeof alignEnd],
          className,
        )}
      >
        {content}
      </span>
    </span>
  );
}
