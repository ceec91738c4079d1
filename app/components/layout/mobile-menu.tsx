import { useId } from "react";
import { NavLink } from "react-router";
import { ArrowRight, Menu, X } from "~/components/ui/icons";
import { ContentText } from "~/components/content/content-text";
import { header } from "~/content/layout";
import { buttonClasses } from "~/components/ui/button";
import { HashLink } from "./hash-link";
import { pageLinks, serviceLinks } from "./nav-links";

/**
 * The menu button and panel shown below the desktop width (lg): markup only, drawn closed by
 * the server for every page. The visitor's module opens and closes it (app/visitor/mobile-menu.ts),
 * in both faces (docs/decisions/029). Above lg the panel is not displayed, so its texts, which
 * repeat the desktop header's, are never on screen twice.
 */
export function MobileMenu() {
  const panelId = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded="false"
        aria-controls={panelId}
        aria-label="Open menu"
        data-mobile-menu-button=""
        className="group inline-flex size-10 items-center justify-center rounded-full border border-border/70 bg-card/40 transition-colors hover:bg-muted lg:hidden"
      >
        <Menu aria-hidden="true" className="size-5 group-aria-expanded:hidden" />
        <X aria-hidden="true" className="hidden size-5 group-aria-expanded:block" />
      </button>
      <MobileMenuPanel id={panelId} />
    </>
  );
}

/** Every page and service, and the contact button; classes of its own (shell.css) keep each page's HTML small. */
function MobileMenuPanel({ id }: { id: string }) {
  return (
    <div id={id} data-mobile-menu="" data-state="closed" className="mobile-menu">
      <nav aria-label="Mobile" className="mx-auto flex max-w-7xl flex-col gap-8 px-5 pt-6 pb-12 sm:px-8">
        <ul className="grid gap-1">
          {pageLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className="mobile-menu-page">
                <ContentText slot={link.label} />
                <ArrowRight aria-hidden="true" className="size-5 text-muted-foreground" />
              </NavLink>
            </li>
          ))}
        </ul>
        <div>
          <ContentText slot={header.services} as="p" id={`${id}-services`} className="mobile-menu-heading" />
          <ul aria-labelledby={`${id}-services`} className="grid gap-1 sm:grid-cols-2">
            {serviceLinks.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink to={to} className="mobile-menu-service">
                  <span>
                    <Icon aria-hidden="true" className="size-[18px]" />
                  </span>
                  <ContentText slot={label} />
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
        <HashLink to="/#contact" className={buttonClasses({ variant: "gradient", size: "lg", className: "w-full" })}>
          <ContentText slot={header.cta} />
          <ArrowRight aria-hidden="true" />
        </HashLink>
      </nav>
    </div>
  );
}
