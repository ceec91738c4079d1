/**
 * What only the page face needs (docs/decisions/029): live updates from the page as the
 * server drew it (`drawn`, a copy of the body taken before any behaviour ran), and islands.
 * The page face is a visitor's: no administrator's session is mirrored here.
 */
import { forgetAdminMirror } from "~/lib/admin-mirror";
import { startIslands } from "./islands";
import { startLive } from "./live";

export function start(drawn: HTMLElement) {
  forgetAdminMirror();
  startLive(drawn);
  startIslands();
}
