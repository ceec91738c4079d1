import { data } from "react-router";
import type { Route } from "./+types/drafts";
import { requireAdmin } from "~/auth/guard.server";
import { setDraftMode } from "~/auth/session.server";
import { itemName } from "~/forms/form-data";
import { DraftsSchema } from "~/forms/drafts";
import { discardDraft, listDrafts } from "~/models/drafts.server";
import { listPublishes, planPublish, publishPlaces, undoPublish } from "~/models/publish.server";
import { adminAction } from "./admin-action.server";
import { reviewed, withNamedConflicts } from "~/models/draft-places.server";
import { adminContext, appContext } from "~/context.server";

/**
 * The draft (docs/decisions/024), for the administrator's bar and review: whether this session
 * is in draft mode, every change of the draft (and whether it is a picture), the latest publishes; with `?place=` (one or
 * more), what publishing those would take along or miss. Administrators only.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = requireAdmin(context.get(adminContext));
  const { db } = context.get(appContext);
  const asked = new URL(request.url).searchParams.getAll("place");
  const places = asked.map((place) => itemName.safeParse(place));
  if (places.some((place) => !place.success)) throw data({ error: "Unknown item" }, { status: 400 });
  const [drafts, publishes, plan] = await Promise.all([
    listDrafts(db),
    listPublishes(db),
    asked.length > 0 ? planPublish(db, asked) : null,
  ]);
  return data(
    { draftMode: session.draftMode, drafts: drafts.map(reviewed), publishes, plan },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/**
 * Draft mode on or off for this session; discard a change; publish chosen changes (with what
 * they need, or a refusal listing conflicts or what is missing); undo a publish.
 */
export async function action(args: Route.ActionArgs) {
  return adminAction(args, DraftsSchema, async (input, by) => {
    const store = args.context.get(appContext);
    switch (input.intent) {
      case "mode": {
        const session = requireAdmin(args.context.get(adminContext));
        await setDraftMode(store.db, session.id, input.on === "on");
        return { draftMode: input.on === "on" };
      }
      case "discard":
        return { places: await discardDraft(store, input.place) };
      case "publish":
        return withNamedConflicts(() => publishPlaces(store, by, input.place, { keep: input.keep }));
      case "undo":
        return withNamedConflicts(() => undoPublish(store, by, input.publish, { keep: input.keep }));
    }
  });
}
