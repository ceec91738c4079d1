import { useEffect, useRef } from "react";
import { NavLink } from "react-router";
import { ArrowRight } from "~/components/ui/icons";
import { ContentText } from "~/components/content/content-text";
import { header } from "~/content/layout";
import { cn } from "~/lib/utils";
import { buttonClasses } from "~/components/ui/button";
import { HashLink } from "./hash-link";
import { pageLinks, serviceLinks } from "./nav-links";
import { revealTransition } from "./reveal-transition";

/**
 * The mobile menu's panel: every page and service, and the contact button. Loaded and
 * rendered the first time the menu opens (mobile-menu.tsx); it comes in from its starting
 * style then, and fades and slides on every later open and close. Opening puts the focus on
 * its first link.
 */
export default function MobileMenuPanel({ id, open, onChoose }: { id: string; open: boolean; onChoose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>("a")?.focus({ preventScroll: true });
  }, [open]);
  return (
    <div
      ref={panel}
      id={id}
      data-mobile-menu=""
      data-state={open ? "open" : "closed"}
      className={cn(
        // Absolute, not fixed: the header's backdrop filter makes it the containing block.
        "absolute inset-x-0 top-full z-40 h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-t border-border bg-background lg:hidden",
        open ? "visible translate-y-0 opacity-100 starting:-translate-y-3 starting:opacity-0" : "invisible -translate-y-3 opacity-0",
      )}
      style={{ transition: revealTransition(open) }}
    >
      <nav aria-label="Mobile" className="mx-auto flex max-w-7xl flex-col gap-8 px-5 pt-6 pb-12 sm:px-8">
        <ul className="grid gap-1">
          {pageLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                onClick={onChoose}
                className="font-display flex items-center justify-between rounded-2xl px-4 py-3 text-2xl font-semibold tracking-tight transition-colors hover:bg-muted aria-[current=page]:text-primary"
              >
                <ContentText slot={link.label} />
                <ArrowRight aria-hidden="true" className="size-5 text-muted-foreground" />
              </NavLink>
            </li>
          ))}
        </ul>
        <div>
          <ContentText
            slot={header.services}
            as="p"
            id={`${id}-services`}
            className="px-4 pb-2 text-xs font-semibold tracking-[0.2em] text-muted-foreground uppercase"
          />
          <ul aria-labelledby={`${id}-services`} className="grid gap-1 sm:grid-cols-2">
            {serviceLinks.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  onClick={onChoose}
                  className="flex items-center gap-3 rounded-2xl px-4 py-3 font-medium transition-colors hover:bg-muted aria-[current=page]:text-primary"
                >
                  <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-primary/10 text-primary">
                    <Icon aria-hidden="true" className="size-[18px]" />
                  </span>
                  <ContentText slot={label} />
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
        <HashLink to="/#contact" onClick={onChoose} className={buttonClasses({ variant: "gradient", size: "lg", className: "w-full" })}>
          <ContentText slot={header.cta} />
          <ArrowRight aria-hidden="true" />
        </HashLink>
      </nav>
    </div>
  );
}
