/**
 * localStorage's `admin_session` mirrors the server's session for display (docs/product.md
 * section 3); it never grants a right. The app writes or clears it (edit-mode.tsx); a page on
 * the page face is a visitor's, so its module clears it (app/visitor/page-face.ts).
 */
export const ADMIN_SESSION_KEY = "admin_session";

/** Forgets the mirror: no session here. Storage may be unavailable (private mode). */
export function forgetAdminMirror() {
  try {
    localStorage.removeItem(ADMIN_SESSION_KEY);
  } catch {
    // Nothing stored, then.
  }
}
