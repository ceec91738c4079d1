import type { ReactNode } from "react";
import { CaseDetailSkeleton, usePendingCaseNavigation } from "~/components/case/case-skeleton";
import { ContentText } from "~/components/content/content-text";
import { header } from "~/content/layout";
import { Toaster } from "~/components/ui/toast";
import { TooltipProvider } from "~/components/ui/tooltip";
import { CustomCursor } from "./custom-cursor";
import { ScrollProgress } from "./scroll-progress";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { WhatsAppBubble } from "./whatsapp-bubble";
import "./shell.css";

/**
 * Header, footer and the global elements around every page. The header is fixed and
 * 4rem (5rem from lg) tall: pages start their first section with enough top padding.
 */
export function SiteShell({ children }: { children: ReactNode }) {
  // A case study's skeleton shows while one loads, from whichever page it was opened.
  const openingCase = usePendingCaseNavigation();
  return (
    <TooltipProvider>
      <a
        href="#main"
        className="fixed top-3 left-3 z-[130] -translate-y-24 rounded-full bg-primary px-5 py-2.5 text-sm font-semibold text-primary-foreground shadow-lg transition-transform focus-visible:translate-y-0"
      >
        <ContentText slot={header.skipLink} />
      </a>
      <ScrollProgress />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {openingCase ? <CaseDetailSkeleton /> : children}
      </main>
      <SiteFooter />
      <WhatsAppBubble />
      <Toaster />
      <CustomCursor />
    </TooltipProvider>
  );
}
