import { rootLog } from "~/lib/log.server";

/** One list of /admin as its loader hands it over: its rows, or none and the fact that it could not be read. */
export type SoftList<T> = { rows: T[]; unreadable: boolean };

/**
 * Reads one list of /admin (administrators, materials, activity, recently deleted) so that a
 * failure shows that list empty with a message and is logged, and the rest of the page
 * works: the parts of /admin are nested (docs/decisions/014), so a part whose loader threw
 * would take the parts inside it down with it.
 */
export async function readSoftly<T>(list: string, read: () => Promise<T[]>): Promise<SoftList<T>> {
  try {
    return { rows: await read(), unreadable: false };
  } catch (error) {
    rootLog.error({ err: error, list }, `/admin: the list "${list}" could not be read`);
    return { rows: [], unreadable: true };
  }
}
