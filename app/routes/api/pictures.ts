import type { Route } from "./+types/pictures";
import { requireAdmin } from "~/auth/guard.server";
import { listLibraryPictures } from "~/models/picture-library.server";
import { adminContext, appContext } from "~/context.server";

/** The picture library, newest first, searched by alternative text and place (`?q=`). Administrators only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context.get(adminContext));
  const search = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 200);
  return { pictures: await listLibraryPictures(context.get(appContext).db, search) };
}
