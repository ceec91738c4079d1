const BASE = "http://site.invalid";
// Browsers read `\` as `/` and drop tabs and line breaks from addresses, so `/\evil.example`
// and `/<tab>/evil.example` lead to another site: refused, raw or percent-encoded.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const UNSAFE = /[\\\u0000-\u001f\u007f-\u009f]/;

/**
 * Where to go after signing in: `to` when it is a path of this site, else "/". Resolved
 * against a fixed origin, keeping only its path, query and fragment when the origin stays.
 */
export function safeRedirect(to: string | null): string {
  if (!to || !to.startsWith("/")) return "/";
  let decoded: string;
  try {
    decoded = decodeURIComponent(to);
  } catch {
    return "/";
  }
  if (UNSAFE.test(to) || UNSAFE.test(decoded)) return "/";
  const url = new URL(to, BASE);
  return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : "/";
}
