import { isRouteErrorResponse } from "react-router";

/**
 * What one part of /admin shows when its data could not be read: the rest of the page
 * above it stays usable. A refusal of the guard is a 401/403 and says so.
 */
export function AdminSectionError({ error, title }: { error: unknown; title: string }) {
  const refused = isRouteErrorResponse(error) && (error.status === 401 || error.status === 403);
  if (!refused) console.error(`/admin: ${title} failed:`, error);
  return (
    <section role="alert" className="mt-14 rounded-2xl border border-destructive/40 bg-card p-6">
      <h2 className="font-display text-2xl font-bold">{title}</h2>
      <p className="mt-2 text-sm text-muted-foreground">
        {refused ? "Sign in as an administrator to see this." : "This part could not be loaded. Reload the page to try again."}
      </p>
    </section>
  );
}

/**
 * What a list of /admin shows in place of its rows when they could not be read
 * (routes/admin/read-softly.server.ts): said, never passed off as an empty list.
 */
export function UnreadableList({ what }: { what: string }) {
  return (
    <p role="alert" className="mt-6 rounded-2xl border border-destructive/40 bg-card p-4 text-sm">
      {`${what} could not be loaded right now, so none are shown. Reload the page to try again.`}
    </p>
  );
}
