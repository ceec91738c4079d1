/**
 * The page face's body as the server drew it (docs/decisions/029), copied before any behaviour
 * changes the page: the visitor's module imports this first. Live updates compare a new
 * version with it (app/visitor/live.ts). Copied into a document of its own, which loads
 * nothing (a copy's pictures would be fetched).
 */
export const drawnBody =
  document.documentElement.dataset.face === "page" ? document.implementation.createHTMLDocument().importNode(document.body, true) : null;
