import type { ComponentProps } from "react";
import { Link } from "react-router";

type HashLinkProps = Omit<ComponentProps<typeof Link>, "to"> & {
  /** A '/#section' address, e.g. "/#contact". */
  to: `/#${string}`;
};

/**
 * docs/product.md section 2: a link beginning with '/#' scrolls smoothly to that section when the
 * visitor is already on the home page (the visitor's module, app/visitor/links.ts); otherwise it
 * goes to the home page at that section.
 */
export function HashLink(props: HashLinkProps) {
  return <Link data-hash-link="" {...props} />;
}
