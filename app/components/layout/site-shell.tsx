import type { ReactNode } from "react";

/** Header, footer and the global elements around every page. */
export function SiteShell({ children }: { children: ReactNode }) {
  return <main id="main">{children}</main>;
}
