/**
 * A 'Share preview' link's address (docs/decisions/024), known to the server and to the
 * preview's banner alike (no zod here: the banner is in every page's script).
 * `<page>?preview=<token>` is seen through that link; `?preview=leave` leaves it.
 */
export const PREVIEW_PARAM = "preview";
export const LEAVE_PREVIEW = "leave";
/** Where a link that opens nothing leads: no page lives there, so it is the not-found page (404). */
export const PREVIEW_NOT_FOUND = "/preview";
