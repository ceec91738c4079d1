import { Outlet } from "react-router";
import type { Route } from "./+types/materials";
import { requireAdmin } from "~/auth/guard.server";
import { AdminSectionError, UnreadableList } from "~/components/admin/section-error";
import MaterialsManager from "~/components/editing/materials-manager";
import { FolderKanban } from "~/components/ui/icons";
import { adminContext, appContext } from "~/context.server";
import { listAllMaterials } from "~/models/materials.server";
import { readSoftly } from "./read-softly.server";

/** /admin, materials: every published case study, as the service pages list them. */
export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context.get(adminContext));
  const materials = await readSoftly("materials", () => listAllMaterials(context.get(appContext).db));
  return {
    materials: materials.rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    unreadable: materials.unreadable,
  };
}

export default function AdminMaterials({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section aria-labelledby="materials-heading" className="mt-14">
        <h2 id="materials-heading" className="flex items-center gap-2 font-display text-2xl font-bold">
          <FolderKanban className="size-5 text-primary" /> Materials
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">Every published case study, newest first, as the service pages list them.</p>
        {loaderData.unreadable ? <UnreadableList what="The materials" /> : <MaterialsManager materials={loaderData.materials} />}
      </section>
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminSectionError error={error} title="Materials" />;
}
