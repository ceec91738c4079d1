import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

const variants = {
  primary: "bg-primary text-primary-foreground shadow-lg shadow-primary/25 hover:brightness-110 hover:shadow-primary/40",
  gradient: "bg-gradient-brand text-white shadow-lg shadow-primary/25 hover:brightness-110",
  outline: "border border-border bg-card/70 backdrop-blur hover:bg-muted",
  ghost: "bg-transparent hover:bg-muted",
  /** White on a coloured card. */
  inverse: "bg-white text-neutral-950 shadow-lg shadow-black/20 focus-visible:outline-white",
  /** See-through, on the dark hero. */
  glass: "border border-white/30 bg-white/5 text-white backdrop-blur hover:bg-white/15",
} as const;

const sizes = {
  sm: "h-9 px-4 text-sm",
  md: "h-11 px-6 text-sm",
  lg: "h-13 px-8 text-base",
  xl: "h-14 px-8 text-base",
  icon: "size-10",
} as const;

export type ButtonProps = ComponentProps<"button"> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
};

export function buttonClasses({ variant = "primary", size = "md", className }: Pick<ButtonProps, "variant" | "size" | "className"> = {}) {
  // `.btn` (app.css) is the shape every button shares; the variant and size add the rest.
  return cn("btn", variants[variant], sizes[size], className);
}

/** A button; for a link that looks like one, use `buttonClasses` on the link. */
export function Button({ variant, size, className, ...props }: ButtonProps) {
  return <button className={buttonClasses({ variant, size, className })} {...props} />;
}
