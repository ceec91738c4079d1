import type { Db } from "~/db/client.server";
import type { Storage } from "~/storage/storage.server";

/** What a model write needs from the request: the database and the uploads store. */
export type Store = { db: Db; storage: Storage };
