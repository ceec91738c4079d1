import { Fragment, options, type VNode } from "preact";

/**
 * React's API runs on Preact (docs/decisions/012). What React does by itself and Preact
 * does not is done here, in the browser and on the server alike.
 */
const REACT_ONLY_PROPS = ["suppressHydrationWarning", "suppressContentEditableWarning"];
const inBrowser = typeof document !== "undefined";

const previous = options.vnode;
options.vnode = (vnode: VNode) => {
  if (typeof vnode.type === "string" && vnode.props) {
    const props = vnode.props as Record<string, unknown>;
    // A React-only prop never reaches the HTML as an attribute.
    for (const name of REACT_ONLY_PROPS) if (name in props) delete props[name];
    // The browser owns <html>: Preact hydrates a document's head and body into it, so the
    // app's <html> is only their wrapper there (its attributes never change).
    if (inBrowser && vnode.type === "html") (vnode as { type: unknown }).type = Fragment;
  }
  previous?.(vnode);
};
