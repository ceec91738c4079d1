import { ArrowRight } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";

/**
 * 'Start Your Project' (docs/product.md section 2): scrolls smoothly to a contact section on this
 * page when there is one (the visitor's module, app/visitor/links.ts), else goes to the home
 * page's contact section.
 */
export function StartProjectButton({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <Link to="/#contact" data-start-project="" className={buttonClasses({ size: "lg", className })}>
      {children}
      <ArrowRight aria-hidden="true" />
    </Link>
  );
}
