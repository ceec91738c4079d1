import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/history";
import { requireAdminSession } from "~/auth/guard.server";
import { listRevisions } from "~/models/revisions.server";

/** An item's name as revisions store it (models/revisions.server.ts). */
const ItemSchema = z
  .string()
  .regex(/^(slot:[a-z0-9][a-z0-9_-]{0,79}\/[a-z0-9][a-z0-9_-]{0,79}|(case|material|team|logo):[0-9a-f-]{36})$/);

/** The versions of one text, image or record, the latest first. Administrators only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminSession(request, context);
  const item = ItemSchema.safeParse(new URL(request.url).searchParams.get("item"));
  if (!item.success) throw data({ error: "Unknown item" }, { status: 400 });
  return { revisions: await listRevisions(context.db, item.data) };
}
