import { Moon, Sun } from "~/components/ui/icons";
import { Tooltip } from "~/components/ui/tooltip";
import { cn } from "~/lib/utils";

/**
 * Switches between the dark and light theme and remembers the choice: the visitor's module
 * does it (app/visitor/theme.ts) and sets `aria-pressed` (app/visitor/tooltip.ts picks the hint's text); the server cannot know the theme.
 */
export function ThemeToggle({ className }: { className?: string }) {
  return (
    <Tooltip
      content={
        <span data-dark="Switch to light mode" data-light="Switch to dark mode">
          Switch to dark mode
        </span>
      }
      side="bottom"
    >
      <button
        type="button"
        aria-label="Toggle dark mode"
        aria-pressed="false"
        data-theme-toggle=""
        className={cn(
          "relative inline-flex size-10 items-center justify-center rounded-full border border-border/70 bg-card/40 text-foreground transition-colors hover:bg-muted",
          className,
        )}
      >
        {/* Both icons are rendered; the page's theme class picks one, so the server's HTML is
            right (html.dark, not any .dark: the header may wear the dark palette on a hero). */}
        <Sun
          aria-hidden="true"
          className="size-[18px] scale-100 rotate-0 transition-transform duration-300 [html.dark_&]:scale-0 [html.dark_&]:-rotate-90"
        />
        <Moon
          aria-hidden="true"
          className="absolute size-[18px] scale-0 rotate-90 transition-transform duration-300 [html.dark_&]:scale-100 [html.dark_&]:rotate-0"
        />
      </button>
    </Tooltip>
  );
}
