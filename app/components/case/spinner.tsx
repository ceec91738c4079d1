import { LoaderCircle } from "~/components/ui/icons";
import { cn } from "~/lib/utils";

/** A spinning indicator with a text for screen readers and, optionally, for everyone. */
export function Spinner({ label, showLabel = false, className }: { label: string; showLabel?: boolean; className?: string }) {
  return (
    <span role="status" className={cn("inline-flex items-center gap-2", className)}>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-primary" />
      <span className={showLabel ? "text-sm font-medium" : "sr-only"}>{label}</span>
    </span>
  );
}
