import type { Db } from "~/db/client.server";
import { publishChange, type Change } from "~/realtime/changes.server";
import { publishDraftChange } from "~/realtime/draft-changes.server";
import { latestRevision, recordRevision, type RevisionInput } from "./revisions.server";
import { Refused } from "~/lib/refused";
import type { Store } from "./store.server";
import { removeUnusedImages } from "./uploads.server";
import { log } from "~/lib/log.server";
import { draftChange, inDraftView, lockDrafts, recordDrafts } from "./drafts.server";
import { readPlace } from "./places.server";
import { lockSlugs } from "./case-slugs.server";
import { refuseScheduledPlaces } from "./scheduled-places.server";

export const VERSION_MESSAGES = {
  conflict: "Someone else changed this while you were editing.",
  future: "This version does not exist yet. Reload the page and try again.",
} as const;

/** Who made an item's latest change, and when (null: nobody known). */
export type LastChange = { by: string; at: string | null } | null;

/** What a model's write function may do inside `write`. */
export type Write = {
  /** The transaction: every statement of the write goes through it. */
  tx: Db;
  /** The administrator making the change. */
  by: string;
  /** Records a revision of an item (who, when, before, after), in this transaction; its id ("" in draft mode). */
  revise(input: RevisionInput): Promise<string>;
  /**
   * Refuses a save started from `version` when the item (locked, at `stored.version`) has
   * changed since: 409 with who changed it, when, and its value now. A version the item
   * never had is refused too. No version given: the save is not a checked one.
   */
  expectVersion(item: string, stored: { version: number; value: unknown }, version: number | undefined): Promise<void>;
  /** Who changed an item last (the draft's author in draft mode), for a conflict's answer. */
  lastChange(item: string): Promise<LastChange>;
  /**
   * Says that an item changed without a revision of its own (an order, a case's texts moving
   * with its address): live, nothing to do; in draft mode it is drafted like a revised one.
   */
  touched(item: string): void;
  /** Announces a change; it reaches open pages and the render cache once the write commits. */
  changed(change: Change): void;
  /** Work for after the commit, such as deleting the files of a removed image. */
  afterCommit(task: () => Promise<void>): void;
};

/**
 * The one way data is changed: `work` runs in one transaction on behalf of administrator
 * `by`; when it commits, the changes it announced are published and its after-commit tasks
 * run. When it throws, nothing is stored, published or deleted. A store in draft mode
 * (`store.draft`) puts the changes in the draft instead (`writeDraft`).
 */
export async function write<T>(store: Store, by: string, work: (w: Write) => Promise<T>): Promise<T> {
  if (store.draft) return writeDraft(store, by, work);
  const changes: Change[] = [];
  const tasks: Array<() => Promise<void>> = [];
  const result = await store.db.transaction(async (tx) => {
    const lastChange = (item: string) => latestRevision(tx, item);
    return work({
      tx,
      by,
      async revise(input) {
        const { id, trimmed } = await recordRevision(tx, by, input);
        // Pictures only the trimmed versions held may go with them.
        if (trimmed.length > 0) tasks.push(() => removeUnusedImages(store, trimmed));
        return id;
      },
      expectVersion: versionCheck(lastChange),
      lastChange,
      touched: () => {},
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

function versionCheck(lastChange: (item: string) => Promise<LastChange>): Write["expectVersion"] {
  return async (item, stored, version) => {
    if (version === undefined || version === stored.version) return;
    if (version > stored.version) throw new Refused(VERSION_MESSAGES.future);
    const latest = await lastChange(item);
    throw new Refused(VERSION_MESSAGES.conflict, 409, {
      conflict: {
        by: latest?.by ?? "Another administrator",
        at: latest?.at ?? null,
        value: stored.value,
        version: stored.version,
      },
    });
  };
}

/**
 * A write in draft mode (docs/decisions/024): the model's work runs unchanged over the draft
 * (a savepoint in which every draft is applied: its checks, stale saves and slugs see the
 * site as it will be), the items it revised or touched are read back there, the savepoint is
 * rolled back, and those values become the items' drafts. Nothing live changes: no revision,
 * no change event for visitors, no file deleted (a draft holds its pictures, and the live
 * site still shows the ones it replaces).
 */
async function writeDraft<T>(store: Store, by: string, work: (w: Write) => Promise<T>): Promise<T> {
  const { result, places } = await store.db.transaction(async (tx) => {
    await lockDrafts(tx);
    // Before the view writes any case row: a live save takes this lock, then its case's row.
    await lockSlugs(tx);
    const { result, values } = await inDraftView(tx, async (view) => {
      const items = new Set<string>();
      const lastChange = (item: string) => draftChange(view, item);
      const result = await work({
        tx: view,
        by,
        async revise(input) {
          items.add(input.item);
          // No revision: a delete's answer then offers no 'Undo' (discarding the draft undoes it).
          return "";
        },
        expectVersion: versionCheck(lastChange),
        lastChange,
        touched: (item) => items.add(item),
        changed: () => {},
        afterCommit: () => {},
      });
      const values = new Map<string, unknown>();
      for (const item of items) values.set(item, await readPlace(view, item));
      return { result, values };
    });
    // Editing a change that is scheduled asks first to unschedule it (issue 25).
    await refuseScheduledPlaces(tx, [...values.keys()]);
    await recordDrafts(tx, by, values);
    return { result, places: [...values.keys()] };
  });
  // Administrators' pages (and previews) hear it; visitors' pages do not.
  if (places.length > 0) publishDraftChange({ places });
  return result;
}
