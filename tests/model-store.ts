import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "~/db/client.server";
import { revisions } from "~/db/schema";
import { createAdmin } from "~/models/admins.server";
import type { Store } from "~/models/store.server";
import { createDiskStorage } from "~/storage/storage.server";

export type TestStore = Awaited<ReturnType<typeof openTestStore>>;

/**
 * The model tests' fixture: a database of `open` (tests/databases.ts) for the enclosing
 * `describe`, with an uploads folder and an administrator, opened before its first test and
 * closed after its last. The object is filled in before the first test runs.
 */
export function useTestStore(open: () => Promise<Database>): TestStore {
  const test = {} as TestStore;
  let database: Database | undefined;
  beforeAll(async () => {
    database = await open();
    Object.assign(test, await openTestStore(database));
  });
  afterAll(async () => {
    test.close?.();
    await database?.close();
  });
  return test;
}

/**
 * For data-access tests of writes: the database with a real uploads folder of its own, and
 * an administrator to act as. `close` removes the folder; the database stays open.
 */
export async function openTestStore(database: Database) {
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-store-"));
  const store: Store = { db: database.db, storage: createDiskStorage(uploadsDir) };
  const admin = await createAdmin(database.db, {
    name: "Test Admin",
    email: `admin-${path.basename(uploadsDir)}@site.test`,
    password: "test-password",
  });
  /** Every file in the uploads folder, as paths relative to it. */
  const files = () => (fs.readdirSync(uploadsDir, { recursive: true }) as string[]).filter((f) => f.includes(".")).sort();
  return {
    db: database.db,
    store,
    by: admin.id,
    uploadsDir,
    files,
    /** The files of one uploaded image: itself and its width variants. */
    filesOf: (url: string | null) => {
      if (!url) return [];
      const stem = url
        .split("?")[0]
        .replace(/^\/uploads\//, "")
        .replace(/\.webp$/, "");
      return files().filter((f) => f === `${stem}.webp` || f.startsWith(`${stem}-`));
    },
    /** Empties the uploads folder (between tests). */
    clearUploads: () => {
      fs.rmSync(uploadsDir, { recursive: true, force: true });
      fs.mkdirSync(uploadsDir);
    },
    /** Makes every delete so far older than its undo period (purged at the next delete). */
    expireDeletes: () =>
      database.db
        .update(revisions)
        .set({ createdAt: sql`now() - interval '31 days'` })
        .where(eq(revisions.action, "delete")),
    close: () => fs.rmSync(uploadsDir, { recursive: true, force: true }),
  };
}
