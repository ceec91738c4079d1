import { ArrowRight } from "~/components/ui/icons";
import type { MouseEvent, ReactNode } from "react";
import { Link } from "react-router";
import { scrollToElement } from "~/components/layout/hash-link";
import { buttonClasses } from "~/components/ui/button";

/**
 * 'Start Your Project' (docs/product.md section 2): scrolls smoothly to a contact section on this
 * page when there is one, else goes to the home page's contact section.
 */
export function StartProjectButton({ children, className }: { children: ReactNode; className?: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById("contact");
    if (!target) return;
    event.preventDefault();
    scrollToElement(target);
  };
  return (
    <Link to="/#contact" onClick={onClick} className={buttonClasses({ size: "lg", className })}>
      {children}
      <ArrowRight aria-hidden="true" />
    </Link>
  );
}
