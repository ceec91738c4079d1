import type { ComponentProps, MouseEvent } from "react";
import { Link, useLocation } from "react-router";

type HashLinkProps = Omit<ComponentProps<typeof Link>, "to"> & {
  /** A '/#section' address, e.g. "/#contact". */
  to: `/#${string}`;
};

/**
 * docs/product.md section 2: a link beginning with '/#' scrolls smoothly to that section when the visitor is
 * already on the root path; otherwise it navigates to the root with that anchor.
 */
export function HashLink({ to, onClick, ...props }: HashLinkProps) {
  const location = useLocation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || location.pathname !== "/") return;
    const target = document.getElementById(to.slice(2));
    if (!target) return;
    event.preventDefault();
    scrollToElement(target);
    history.replaceState(history.state, "", to);
  };
  return <Link to={to} onClick={handleClick} {...props} />;
}

export function scrollToElement(element: Element) {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  element.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
}
