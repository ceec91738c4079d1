import { Suspense, type ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";
import { ContentText } from "~/components/content/content-text";
import { header } from "~/content/layout";
import { Toaster } from "~/components/ui/toast";
import { ScrollProgress } from "./scroll-progress";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { WhatsAppBubble } from "./whatsapp-bubble";
import CaseDetailSkeleton from "~/components/case/case-skeleton";
import "./shell.css";

/**
 * Header, footer and the global elements around every page. The header is fixed and
 * 4rem (5rem from lg) tall: pages start their first section with enough top padding.
 */
export function SiteShell({ children }: { children: ReactNode }) {
  // A case study's skeleton shows while one loads, from whichever page it was opened.
  const openingCase = usePendingCaseNavigation();
  return (
    <>
      <a
        href="#main"
        className="fixed top-3 left-3 z-[130] -translate-y-24 rounded-full bg-primary px-5 py-2.5 text-sm font-semibold text-primary-foreground shadow-lg transition-transform focus-visible:translate-y-0"
      >
        <ContentText slot={header.skipLink} />
      </a>
      <ScrollProgress />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {openingCase ? <CaseDetailSkeleton /> : null}
        {openingCase ? null : children}
      </main>
      {/* Below every page's first screen: React hydrates it after the page, in a pass of its own. */}
      <Suspense>
        <SiteFooter />
      </Suspense>
      <WhatsAppBubble />
      <Toaster />
    </>
  );
}

/** True while the router loads another case study page (/case/...). */
function usePendingCaseNavigation() {
  const navigation = useNavigation();
  const location = useLocation();
  const next = navigation.location?.pathname;
  return navigation.state === "loading" && !!next && next.startsWith("/case/") && next !== location.pathname;
}
