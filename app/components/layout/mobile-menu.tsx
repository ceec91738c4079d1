import { useEffect, useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { ArrowRight, Menu, X } from "~/components/ui/icons";
import { ContentText } from "~/components/content/content-text";
import { header } from "~/content/layout";
import { cn } from "~/lib/utils";
import { buttonClasses } from "~/components/ui/button";
import { HashLink } from "./hash-link";
import { pageLinks, serviceLinks } from "./nav-links";
import { revealTransition } from "./reveal-transition";

const DESKTOP_QUERY = "(min-width: 64rem)";

/** The menu button and panel shown below the desktop width (lg). */
export function MobileMenu({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const location = useLocation();

  // Choosing a link (or any navigation) closes the menu.
  useEffect(() => setOpen(false), [location.pathname, location.hash]);

  useEffect(() => onOpenChange?.(open), [open, onOpenChange]);

  useEffect(() => {
    if (!open) return;
    const html = document.documentElement;
    html.style.overflow = "hidden";
    // The panel covers the page: what is under it is out of reach (Tab stays in the header).
    const header = buttonRef.current?.closest("header");
    const covered = header?.parentElement
      ? Array.from(header.parentElement.children).filter(
          (el): el is HTMLElement => el !== header && el instanceof HTMLElement && !el.inert,
        )
      : [];
    for (const el of covered) el.inert = true;
    panelRef.current?.querySelector<HTMLElement>("a")?.focus({ preventScroll: true });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const desktop = matchMedia(DESKTOP_QUERY);
    const onResize = () => desktop.matches && setOpen(false);
    document.addEventListener("keydown", onKeyDown);
    desktop.addEventListener("change", onResize);
    return () => {
      html.style.overflow = "";
      for (const el of covered) el.inert = false;
      document.removeEventListener("keydown", onKeyDown);
      desktop.removeEventListener("change", onResize);
    };
  }, [open]);

  const close = () => {
    // Unlock scrolling at once: a '/#' link scrolls in the same click.
    document.documentElement.style.overflow = "";
    setOpen(false);
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? "Close menu" : "Open menu"}
        data-mobile-menu-button=""
        onClick={() => setOpen((o) => !o)}
        className="inline-flex size-10 items-center justify-center rounded-full border border-border/70 bg-card/40 transition-colors hover:bg-muted lg:hidden"
      >
        {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        data-mobile-menu=""
        data-state={open ? "open" : "closed"}
        className={cn(
          // Absolute, not fixed: the header's backdrop filter makes it the containing block.
          "absolute inset-x-0 top-full z-40 h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-t border-border bg-background lg:hidden",
          open ? "visible translate-y-0 opacity-100" : "invisible -translate-y-3 opacity-0",
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
                  onClick={close}
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
              id={`${panelId}-services`}
              className="px-4 pb-2 text-xs font-semibold tracking-[0.2em] text-muted-foreground uppercase"
            />
            <ul aria-labelledby={`${panelId}-services`} className="grid gap-1 sm:grid-cols-2">
              {serviceLinks.map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    onClick={close}
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
          <HashLink to="/#contact" onClick={close} className={buttonClasses({ variant: "gradient", size: "lg", className: "w-full" })}>
            <ContentText slot={header.cta} />
            <ArrowRight aria-hidden="true" />
          </HashLink>
        </nav>
      </div>
    </>
  );
}
