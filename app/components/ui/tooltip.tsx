import {
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from "react";
import { cn } from "~/lib/utils";

/** docs/product.md section 9: tooltips open after 700 ms; within 300 ms of one closing, at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

type TooltipTiming = { delayDuration: number; skipDelayDuration: number };
const TimingContext = createContext<TooltipTiming>({
  delayDuration: TOOLTIP_DELAY_MS,
  skipDelayDuration: TOOLTIP_SKIP_DELAY_MS,
});

/**
 * The tooltip timings for everything inside (the shell wraps the whole app).
 * A small hand-made tooltip rather than Radix's: Radix's brings a positioning engine
 * (~20 KB gzip) into every page for two icon hints.
 */
export function TooltipProvider({
  delayDuration = TOOLTIP_DELAY_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
  children,
}: Partial<TooltipTiming> & { children: ReactNode }) {
  return <TimingContext.Provider value={{ delayDuration, skipDelayDuration }}>{children}</TimingContext.Provider>;
}

// Shared by every tooltip: while one is open, or shortly after one closed, the next opens at once.
let openTooltips = 0;
let lastClosedAt = -Infinity;

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
  /** One focusable element (a button or link) that shows the tooltip. */
  children: ReactElement<{ "aria-describedby"?: string }>;
  side?: keyof typeof placement;
  /** "end": the tooltip's right edge lines up with the trigger's (for triggers near the edge). */
  align?: "center" | "end";
  className?: string;
};

/** A short hint shown on mouse hover (after the delay) and on keyboard focus (at once). */
export function Tooltip({ content, children, side = "top", align = "center", className }: TooltipProps) {
  const { delayDuration, skipDelayDuration } = useContext(TimingContext);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    openTooltips++;
    const onKeyDown = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      openTooltips--;
      lastClosedAt = performance.now();
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (immediately: boolean) => {
    clearTimeout(timer.current);
    const skip = openTooltips > 0 || performance.now() - lastClosedAt < skipDelayDuration;
    if (immediately || skip) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delayDuration);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };

  const trigger = isValidElement(children) ? cloneElement(children, { "aria-describedby": open ? id : undefined }) : children;
  return (
    <span
      className="relative inline-flex"
      onPointerEnter={(event) => event.pointerType === "mouse" && show(false)}
      onPointerLeave={hide}
      onPointerDown={hide}
      onFocus={(event) => event.target.matches(":focus-visible") && show(true)}
      onBlur={hide}
    >
      {trigger}
      {open ? (
        <span
          role="tooltip"
          id={id}
          className={cn(
            "tooltip-content pointer-events-none absolute z-[110] w-max max-w-xs rounded-lg bg-foreground px-3 py-1.5 text-xs font-medium text-background shadow-lg",
            placement[side],
            align === "end" && side in alignEnd && alignEnd[side as keyof typeof alignEnd],
            className,
          )}
        >
          {content}
        </span>
      ) : null}
    </span>
  );
}
