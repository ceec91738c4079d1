/**
 * A path of this site: one `/` first, and no `//`, backslash or control character anywhere.
 * Browsers read `\` as `/` and drop tabs and line breaks, so `/\evil.example/x.png` and
 * `/\t/evil.example` are addresses of another site.
 */
export function isLocalPath(value: string) {
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  return value.startsWith("/") && !/\/\/|\\|[\u0000-\u001f\u007f]/.test(value);
}

/** An address of another site (`http:` or `https:` with a host): opened in a new tab, marked as such. */
export function isWebAddress(value: string) {
  return /^https?:\/\/[^\s/?#@\\]+(?:[/?#][^\s]*)?$/i.test(value);
}

export const MAX_LINK_LENGTH = 2_000;

/**
 * What a formatted text may link to (docs/decisions/025): another site by `http(s):`, an
 * e-mail address, a telephone number, or a path of this site. Never `javascript:`, `data:`
 * or `//host` (a path that is another site).
 */
export function isAllowedLink(value: string) {
  if (value.length === 0 || value.length > MAX_LINK_LENGTH) return false;
  return isWebAddress(value) || /^mailto:[^\s<>"\\]+$/i.test(value) || /^tel:\+?[0-9][0-9().-]*$/i.test(value) || isLocalPath(value);
}
