import { ArrowLeft } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";

/**
 * Returns to the previous page when the visitor came from a page of this site (the visitor's
 * module, app/visitor/links.ts), else goes to `fallback`: a page opened from a shared link
 * still has a way back. A plain link without JavaScript.
 */
export function BackButton({ fallback, children, className }: { fallback: string; children: ReactNode; className?: string }) {
  return (
    <Link to={fallback} data-back-link="" className={buttonClasses({ variant: "outline", size: "sm", className })}>
      <ArrowLeft aria-hidden="true" />
      {children}
    </Link>
  );
}
