import { useLayoutEffect, type ComponentProps, type MouseEvent } from "react";
import { Link, useLocation } from "react-router";

type HashLinkProps = Omit<ComponentProps<typeof Link>, "to"> & {
  /** A '/#section' address, e.g. "/#contact". */
  to: `/#${string}`;
};

/**
 * SPEC.md: a link beginning with '/#' scrolls smoothly to that section when the visitor is
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

/**
 * A page with '/#' targets scrolls to the one in the address once its content is in place.
 * React Router's own scroll runs when its component updates, which under Preact can be
 * before the new page is (each updated component commits on its own; decision 012).
 */
export function useScrollToHashOnArrival() {
  const { hash, key } = useLocation();
  useLayoutEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [key]); // once per arrival: the key changes with each navigation
}
