import type { Route } from "./+types/deleted";
import { DeletedSchema } from "~/forms/deleted";
import { adminAction } from "./admin-action.server";
import { restoreDeleted } from "~/models/deleted.server";
import { appContext } from "~/context.server";

/** Brings a deleted case study, material, team member or logo back. Administrators only. */
export async function action(args: Route.ActionArgs) {
  return adminAction(args, DeletedSchema, async (input, by) => {
    const { kind, row } = await restoreDeleted(args.context.get(appContext), by, input.revision);
    return { kind, id: row.id, slug: typeof row.slug === "string" ? row.slug : undefined };
  });
}
