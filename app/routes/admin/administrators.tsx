import type { Route } from "./+types/administrators";
import { createAdminAction } from "~/auth/create-admin.server";
import { readAdminForm, requireAdmin, SMALL_FORM } from "~/auth/guard.server";
import { NewAdminDialog } from "~/components/admin/new-admin-dialog";
import { AdminSectionError, UnreadableList } from "~/components/admin/section-error";
import { Button } from "~/components/ui/button";
import { ShieldCheck, UserPlus } from "~/components/ui/icons";
import { adminContext, appContext } from "~/context.server";
import { csrfTokenFor } from "~/auth/csrf.server";
import { listAdmins } from "~/models/admins.server";
import { readSoftly } from "./read-softly.server";

/** /admin, administrators: who they are, and 'Create New Administrator'. */
export async function loader({ context }: Route.LoaderArgs) {
  const session = requireAdmin(context.get(adminContext));
  const app = context.get(appContext);
  const admins = await readSoftly("administrators", () => listAdmins(app.db));
  return {
    meId: session.admin.id,
    admins: admins.rows,
    unreadable: admins.unreadable,
    csrfToken: csrfTokenFor(session.id, app.sessionSecret),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  // The session is checked (by the middleware) before the (small) body is read.
  const form = await readAdminForm(request, app, requireAdmin(context.get(adminContext)), SMALL_FORM);
  return createAdminAction(request, app, form);
}

export default function AdminAdministrators({ loaderData }: Route.ComponentProps) {
  const { meId, admins, unreadable, csrfToken } = loaderData;
  return (
    <section aria-labelledby="admins-heading" className="mt-14">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="admins-heading" className="flex items-center gap-2 font-display text-2xl font-bold">
          <ShieldCheck className="size-5 text-primary" /> Administrators
        </h2>
        {/* `?index`: this index route's action, not its parents' (docs/decisions/014). */}
        <NewAdminDialog
          action="/admin?index"
          csrfToken={csrfToken}
          trigger={
            <Button type="button">
              <UserPlus /> Create New Administrator
            </Button>
          }
        />
      </div>
      {unreadable ? (
        <UnreadableList what="The administrators" />
      ) : (
        <div className="mt-6 overflow-hidden rounded-2xl border border-border">
          <table className="w-full text-left text-sm">
            <thead className="bg-muted text-muted-foreground">
              <tr>
                <th scope="col" className="px-5 py-3 font-medium">
                  Name
                </th>
                <th scope="col" className="px-5 py-3 font-medium">
                  Email
                </th>
                <th scope="col" className="hidden px-5 py-3 font-medium sm:table-cell">
                  Since
                </th>
              </tr>
            </thead>
            <tbody>
              {admins.map((admin) => (
                <tr key={admin.id} className="border-t border-border">
                  <td className="px-5 py-3 font-medium">
                    {admin.name} {admin.id === meId ? <span className="text-muted-foreground">(you)</span> : null}
                  </td>
                  <td className="px-5 py-3">{admin.email}</td>
                  <td className="hidden px-5 py-3 text-muted-foreground sm:table-cell">
                    {new Date(admin.createdAt).toLocaleDateString("en-GB", { dateStyle: "medium" })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminSectionError error={error} title="Administrators" />;
}
