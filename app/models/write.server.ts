import type { AppLoadContext } from "react-router";
import type { Db } from "~/db/client.server";
import { publishChange, type Change } from "~/realtime/changes.server";
import { recordRevision, type RevisionInput } from "./revisions.server";

/** What a model write needs from the request: the database and the uploads store. */
export type Store = Pick<AppLoadContext, "db" | "storage">;

/** A write that the server refuses for a reason the administrator can act on. */
export class Refused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 | 413 = 400,
    /** What the answer carries besides the message (a conflict's other version). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** What a model's write function may do inside `write`. */
export type Write = {
  /** The transaction: every statement of the write goes through it. */
  tx: Db;
  /** The administrator making the change. */
  by: string;
  /** Records a revision of an item (who, when, before, after), in this transaction; its id. */
  revise(input: RevisionInput): Promise<string>;
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
export async function write<T>(db: Db, by: string, work: (w: Write) => Promise<T>): Promise<T> {
  const changes: Change[] = [];
  const tasks: Array<() => Promise<void>> = [];
  const result = await db.transaction(async (tx) =>
    work({
      tx: tx as unknown as Db,
      by,
      revise: (input) => recordRevision(tx as unknown as Db, by, input),
      changed: (change) => changes.push(change),
      afterCommit: (task) => tasks.push(task),
    }),
  );
  const seen = new Set<string>();
  for (const change of changes) {
    const id = JSON.stringify(change);
    if (seen.has(id)) continue;
    seen.add(id);
    publishChange(change);
  }
  for (const task of tasks) {
    await task().catch((error) => console.error("A task after a write failed:", error));
  }
  return result;
}
