/**
 * A notice the page says as it opens (a part of it could not be read): drawn hidden by the
 * server, said in the Notifications region by the visitor's module (app/visitor/page-notice.ts),
 * in both faces.
 */
export function PageNotice({ children }: { children: string }) {
  return (
    <p hidden data-page-notice="">
      {children}
    </p>
  );
}
