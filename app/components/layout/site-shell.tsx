import type { ReactNode } from "react";
import { Tooltip } from "radix-ui";
import { Toaster } from "~/components/ui/toast";

/** Header, footer and the global elements around every page. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
      <main id="main">{children}</main>
      <Toaster />
    </Tooltip.Provider>
  );
}
