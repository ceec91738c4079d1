import { useState } from "react";
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
import { useScrolledPast } from "./use-scrolled";

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

/** The fixed site header; it turns more opaque and bordered once the page is scrolled. */
export function SiteHeader() {
  const scrolled = useScrolledPast();
  const [menuOpen, setMenuOpen] = useState(false);
  const overlay = useHeaderOverlay() && !scrolled && !menuOpen;
  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      data-overlay={overlay ? "true" : undefined}
      className={cn(
        "fixed inset-x-0 top-0 z-50 border-b text-foreground transition-[background-color,border-color,box-shadow] duration-300",
        overlay
          ? // Over a dark hero: the dark palette inside the header, on a faint shade for legibility.
            "dark border-transparent bg-transparent bg-linear-to-b bg-origin-border from-black/45 to-transparent"
          : scrolled
            ? "border-border bg-[var(--header-solid)] shadow-lg shadow-black/[0.04] backdrop-blur-xl backdrop-saturate-150 dark:shadow-black/30"
            : "border-transparent bg-[var(--header)] backdrop-blur-xl backdrop-saturate-150",
      )}
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
          <MobileMenu onOpenChange={setMenuOpen} />
        </div>
      </div>
    </header>
  );
}
