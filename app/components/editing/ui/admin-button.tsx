import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

const variants = {
  /** The main action of a control group: save, add. */
  primary: "bg-primary text-primary-foreground shadow-md hover:brightness-110",
  /** Beside a primary action, or on its own over a picture. */
  secondary: "border border-border bg-background/95 text-foreground shadow-sm hover:bg-muted",
  /** Delete, remove. */
  danger: "bg-red-700 text-white shadow-md hover:bg-red-800",
  /** Quiet: inside lists and toolbars. */
  ghost: "text-foreground hover:bg-muted",
  /** Quiet, for removing. */
  quietDanger: "text-red-700 hover:bg-red-500/10 dark:text-red-400",
} as const;

const sizes = {
  sm: "h-8 gap-1.5 px-3 text-xs [&_svg]:size-3.5",
  md: "h-10 gap-2 px-4 text-sm [&_svg]:size-4",
  icon: "size-8 [&_svg]:size-4",
} as const;

export type AdminButtonProps = ComponentProps<"button"> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
};

export function adminButtonClasses({
  variant = "secondary",
  size = "sm",
  className,
}: Pick<AdminButtonProps, "variant" | "size" | "className"> = {}) {
  return cn(
    "inline-flex shrink-0 cursor-pointer items-center justify-center rounded-full font-semibold whitespace-nowrap transition disabled:pointer-events-none disabled:opacity-50 [&_svg]:shrink-0",
    variants[variant],
    sizes[size],
    className,
  );
}

/** The administrators' compact button; visitors never load it. */
export function AdminButton({ variant, size, className, type = "button", ...props }: AdminButtonProps) {
  return <button type={type} className={adminButtonClasses({ variant, size, className })} {...props} />;
}
