import type { Db } from "~/db/client.server";
import type { Storage } from "~/storage/storage.server";

/**
 * What a model write needs from the request: the database and the uploads store; `draft`
 * when the acting session is in draft mode, so that `write()` puts its changes in the
 * shared draft instead of live (docs/decisions/024).
 */
export type Store = { db: Db; storage: Storage; draft?: boolean };
