import { data } from "react-router";
import type { Route } from "./+types/history";
import { requireAdmin } from "~/auth/guard.server";
import { itemName } from "~/forms/form-data";
import { listRevisions } from "~/models/revisions.server";
import { adminContext, appContext } from "~/context.server";

/** The versions of one text, image or record, the latest first. Administrators only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context.get(adminContext));
  const item = itemName.safeParse(new URL(request.url).searchParams.get("item"));
  if (!item.success) throw data({ error: "Unknown item" }, { status: 400 });
  return { revisions: await listRevisions(context.get(appContext).db, item.data) };
}
