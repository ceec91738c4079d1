import type { Route } from "./+types/framing";
import { FramingSchema } from "~/forms/framing";
import { restoreFraming, saveFraming } from "~/models/picture-framing.server";
import { appContext } from "~/context.server";
import { adminAction } from "./admin-action.server";

/** Sets a picture's focal point, or restores one from its History. Administrators only. */
export async function action(args: Route.ActionArgs) {
  const store = args.context.get(appContext);
  return adminAction(args, FramingSchema, async (input, by) => {
    if (input.intent === "save") {
      const from = input.fromX !== undefined && input.fromY !== undefined ? { x: input.fromX, y: input.fromY } : undefined;
      await saveFraming(store, by, input.url, { x: input.x, y: input.y }, { from });
    } else await restoreFraming(store, by, input.url, input.revision);
    return {};
  });
}
