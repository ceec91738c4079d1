import { eq } from "drizzle-orm";
import type { Route } from "./+types/presence";
import { admins } from "~/db/schema";
import { PresenceSchema } from "~/forms/presence";
import { requireAdmin } from "~/auth/guard.server";
import { adminAction } from "./admin-action.server";
import { currentPresence, publishPresence } from "~/realtime/presence.server";
import { adminContext, appContext } from "~/context.server";

/**
 * Who is editing what now, for an administrator's editing tools as they load: the event
 * stream tells changes, and may have told the current state before the tools listened.
 */
export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context.get(adminContext));
  return { presence: currentPresence() };
}

/**
 * "<name> is editing": an administrator's editor says it is open, or closed. Not content:
 * other administrators' open pages hear it through the event stream, on every instance of
 * the site (app/realtime/presence.server.ts).
 */
export async function action(args: Route.ActionArgs) {
  return adminAction(args, PresenceSchema, async (input, by) => {
    const [admin] = await args.context.get(appContext).db.select({ name: admins.name }).from(admins).where(eq(admins.id, by));
    await publishPresence({ item: input.item, adminId: by, name: admin?.name ?? "An administrator", editing: input.intent === "editing" });
    return {};
  });
}
