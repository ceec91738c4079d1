import { useLocation, useMatches } from "react-router";
import { ArrowRight } from "~/components/ui/icons";
import { ContentImage } from "~/components/content/content-image";
import { ContentText } from "~/components/content/content-text";
import { header } from "~/content/layout";
import { agency } from "~/content/agency";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { DesktopNav } from "./desktop-nav";
import { HashLink } from "./hash-link";
import { MobileMenu } from "./mobile-menu";
import { ThemeToggle } from "./theme-toggle";

/**
 * A route whose first section is dark in both themes (a video or photo hero) exports
 * `handle = { headerOverlay: true }`: the header then sits on it in light colours until the
 * page is scrolled. The home page's video hero does so by default.
 */
export type HeaderHandle = { headerOverlay?: boolean };

function useHeaderOverlay() {
  const { pathname } = useLocation();
  const matches = useMatches();
  return pathname === "/" || matches.some((m) => (m.handle as HeaderHandle | undefined)?.headerOverlay === true);
}

/**
 * The fixed site header; it turns more opaque and bordered once the page is scrolled, and
 * wears the dark palette on a dark hero until then: the visitor's module sets `data-scrolled`
 * and `data-overlay` (app/visitor/scroll.ts). The server's values are those at the top.
 */
export function SiteHeader() {
  const hero = useHeaderOverlay();
  return (
    <header
      data-site-header=""
      data-hero={hero ? "true" : "false"}
      data-scrolled="false"
      data-overlay={hero ? "true" : undefined}
      className={cn("site-header fixed inset-x-0 top-0 z-50 border-b text-foreground", hero && "dark")}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-5 sm:px-8 lg:h-20">
        <HashLink to="/#home" className="group flex shrink-0 items-center gap-2.5 rounded-xl">
          <ContentImage
            compact
            slot={header.logo}
            alt=""
            width={36}
            height={36}
            data-brand-logo=""
            className="size-9 rounded-xl shadow-md shadow-primary/20 transition-transform duration-300 group-hover:-rotate-6"
          />
          <ContentText slot={agency.name} className="font-display text-lg font-bold tracking-tight sm:text-xl" />
        </HashLink>

        <DesktopNav className="hidden lg:block" />

        <div className="flex items-center gap-2">
          <ThemeToggle />
          <div className="hidden sm:block">
            <HashLink to="/#contact" className={buttonClasses({ variant: "gradient", size: "sm" })}>
              <ContentText slot={header.cta} />
              <ArrowRight aria-hidden="true" />
            </HashLink>
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
