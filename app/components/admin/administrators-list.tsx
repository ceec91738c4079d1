import { useState } from "react";
import { ACCOUNT_MESSAGES } from "~/auth/messages";
import { ConfirmDialog } from "~/components/editing/ui/confirm-dialog";
import { useAdminAction } from "~/components/editing/use-admin-action";
import { Button } from "~/components/ui/button";
import { ShieldCheck, Trash2, UserPlus } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import { NewAdminDialog } from "./new-admin-dialog";
import { UnreadableList } from "./section-error";

type Administrator = { id: string; name: string; email: string; createdAt: Date; twoStep: boolean };

/** `?index`: the administrators part's action, not its parents' (docs/decisions/014). */
export const ADMINISTRATORS_ACTION = "/admin?index";

/** The administrators: who they are, since when, two-step sign-in or not; 'Remove' on the others, asked first. */
export function AdministratorsList({
  meId,
  admins,
  unreadable,
  csrfToken,
}: {
  meId: string;
  admins: Administrator[];
  unreadable: boolean;
  csrfToken: string;
}) {
  return (
    <section aria-labelledby="admins-heading" className="mt-14">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="admins-heading" className="flex items-center gap-2 font-display text-2xl font-bold">
          <ShieldCheck className="size-5 text-primary" /> Administrators
        </h2>
        <NewAdminDialog
          action={ADMINISTRATORS_ACTION}
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
                <th scope="col" className="hidden px-5 py-3 font-medium md:table-cell">
                  Two-step sign-in
                </th>
                <th scope="col" className="px-5 py-3 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {admins.map((admin) => (
                <tr key={admin.id} className="border-t border-border">
                  <td className="px-5 py-3 font-medium">
                    {admin.name} {admin.id === meId ? <span className="text-muted-foreground">(you)</span> : null}
                  </td>
                  <td className="px-5 py-3 [overflow-wrap:anywhere]">{admin.email}</td>
                  <td className="hidden px-5 py-3 text-muted-foreground sm:table-cell">
                    {new Date(admin.createdAt).toLocaleDateString("en-GB", { dateStyle: "medium" })}
                  </td>
                  <td className="hidden px-5 py-3 text-muted-foreground md:table-cell">{admin.twoStep ? "On" : "Off"}</td>
                  <td className="px-5 py-3 text-right">{admin.id === meId ? null : <RemoveAdministrator admin={admin} />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function RemoveAdministrator({ admin }: { admin: Administrator }) {
  const [asking, setAsking] = useState(false);
  // Answered even once the row is gone (useAdminAction), which a removal makes it.
  const removing = useAdminAction<{ name: string }>(ADMINISTRATORS_ACTION, {
    onSuccess: (result) => toast({ title: ACCOUNT_MESSAGES.removed(result.name) }),
    onError: (result) => toast({ title: ACCOUNT_MESSAGES.removeError, description: result.error, variant: "destructive" }),
  });
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={removing.busy}
        onClick={() => setAsking(true)}
        aria-label={`Remove ${admin.name}`}
      >
        <Trash2 /> <span className="hidden sm:inline">Remove</span>
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Remove ${admin.name}?`}
        message={`${admin.name} (${admin.email}) is signed out at once, everywhere, and can no longer sign in. Their changes stay in the history.`}
        confirmLabel="Remove administrator"
        onConfirm={() => void removing.submit({ intent: "remove-admin", id: admin.id })}
      />
    </>
  );
}
