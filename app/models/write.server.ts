import type { Db } from "~/db/client.server";
import { publishChange, type Change } from "~/realtime/changes.server";
import { latestRevision, recordRevision, type RevisionInput } from "./revisions.server";
import { Refused } from "~/lib/refused";
import type { Store } from "./store.server";
import { removeUnusedImages } from "./uploads.server";
import { log } from "~/lib/log.server";

export const VERSION_MESSAGES = {
  conflict: "Someone else changed this while you were editing.",
  future: "This version does not exist yet. Reload the page and try again.",
} as const;

/** What a model's write function may do inside `write`. */
export type Write = {
  /** The transaction: every statement of the write goes through it. */
  tx: Db;
  /** The administrator making the change. */
  by: string;
  /** Records a revision of an item (who, when, before, after), in this transaction; its id. */
  revise(input: RevisionInput): Promise<string>;
  /**
   * Refuses a save started from `version` when the item (locked, at `stored.version`) has
   * changed since: 409 with who changed it, when, and its value now. A version the item
   * never had is refused too. No version given: the save is not a checked one.
   */
  expectVersion(item: string, stored: { version: number; value: unknown }, version: number | undefined): Promise<void>;
  /** Announces a change; it reaches open pages and the render cache once the write commits. */
  changed(change: Change): void;
  /** Work for after the commit, such as deleting the files of a removed image. */
  afterCommit(task: () => Promise<void>): void;
};

/**
 * The one way data is changed: `work` runs in one transaction on behalf of administrator
 * `by`; when it commits, the changes it announced are published and its after-commit tasks
 * run. When it throws, nothing is stored, published or deleted.
 */
export async function write<T>(store: Store, by: string, work: (w: Write) => Promise<T>): Promise<T> {
  const changes: Change[] = [];
  const tasks: Array<() => Promise<void>> = [];
  const result = await store.db.transaction(async (tx) => {
    return work({
      tx,
      by,
      async revise(input) {
        const { id, trimmed } = await recordRevision(tx, by, input);
        // Pictures only the trimmed versions held may go with them.
        if (trimmed.length > 0) tasks.push(() => removeUnusedImages(store, trimmed));
        return id;
      },
      async expectVersion(item, stored, version) {
        if (version === undefined || version === stored.version) return;
        if (version > stored.version) throw new Refused(VERSION_MESSAGES.future);
        const latest = await latestRevision(tx, item);
        throw new Refused(VERSION_MESSAGES.conflict, 409, {
          conflict: {
            by: latest?.by ?? "Another administrator",
            at: latest?.at ?? null,
            value: stored.value,
            version: stored.version,
          },
        });
      },
      changed: (change) => changes.push(change),
      afterCommit: (task) => tasks.push(task),
    });
  });
  const seen = new Set<string>();
  for (const change of changes) {
    const id = JSON.stringify(change);
    if (seen.has(id)) continue;
    seen.add(id);
    publishChange(change);
  }
  for (const task of tasks) {
    await task().catch((error: unknown) => log().error({ err: error }, "A task after a write failed"));
  }
  return result;
}
