import type { Route } from "./+types/administrators";
import { AdministratorsInput, runAdministratorsIntent } from "~/auth/administrators.server";
import { csrfTokenFor } from "~/auth/csrf.server";
import { requireAdmin } from "~/auth/guard.server";
import { AdministratorsList } from "~/components/admin/administrators-list";
import { AdminSectionError } from "~/components/admin/section-error";
import { YourAccount } from "~/components/admin/your-account";
import { adminContext, appContext } from "~/context.server";
import { listAdmins } from "~/models/admins.server";
import { twoStepOf } from "~/models/two-step.server";
import { adminAction } from "../api/admin-action.server";
import { readSoftly } from "./read-softly.server";

/**
 * /admin, administrators: who they are, 'Create New Administrator' and 'Remove'; then the
 * signed-in administrator's own account: password, two-step sign-in, sign out everywhere.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const session = requireAdmin(context.get(adminContext));
  const app = context.get(appContext);
  const admins = await readSoftly("administrators", () => listAdmins(app.db));
  const twoStep = await readSoftly("two-step sign-in", async () => {
    const state = await twoStepOf(app.db, session.admin.id);
    return state ? [{ on: state.on, recoveryCodesLeft: state.recoveryCodesLeft }] : [];
  });
  return {
    meId: session.admin.id,
    admins: admins.rows,
    unreadable: admins.unreadable,
    csrfToken: csrfTokenFor(session.id, app.sessionSecret),
    // Null when it could not be read: the card says so rather than guess "Off".
    twoStep: twoStep.rows[0] ?? null,
  };
}

export async function action(args: Route.ActionArgs) {
  const app = args.context.get(appContext);
  // The guard's verdict is checked by adminAction before `run` is called.
  const check = args.context.get(adminContext);
  const host = new URL(app.env.PUBLIC_URL ?? args.request.url).host;
  return adminAction(args, AdministratorsInput, (input) => runAdministratorsIntent(app, requireAdmin(check), input, host));
}

export default function AdminAdministrators({ loaderData }: Route.ComponentProps) {
  const { meId, admins, unreadable, csrfToken, twoStep } = loaderData;
  return (
    <>
      <AdministratorsList meId={meId} admins={admins} unreadable={unreadable} csrfToken={csrfToken} />
      <YourAccount csrfToken={csrfToken} twoStep={twoStep} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminSectionError error={error} title="Administrators" />;
}
