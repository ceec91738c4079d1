import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { teamMembers, type TeamMember } from "~/db/schema";
import { withStoredImages } from "~/storage/images.server";
import { reorderRows } from "./ordering.server";
import { keepDeleted } from "./deleted.server";
import { findRevision, REVISION_MESSAGES } from "./revisions.server";
import { requireLibraryPictures } from "./picture-library.server";
import { removeUnusedImages } from "./uploads.server";
import { Refused } from "~/lib/refused";
import type { Store } from "./store.server";
import { readAsSeen } from "./drafts.server";
import { write } from "./write.server";

const byOrder = [asc(teamMembers.orderIndex), asc(teamMembers.createdAt)];

/** The team grid of the about page: active members, order_index ascending. */
export async function listActiveTeamMembers(db: Db): Promise<TeamMember[]> {
  return db
    .select()
    .from(teamMembers)
    .where(eq(teamMembers.isActive, true))
    .orderBy(...byOrder);
}

/** Every member, hidden ones included, for administrators. */
export async function listAllTeamMembers(db: Db): Promise<TeamMember[]> {
  return db
    .select()
    .from(teamMembers)
    .orderBy(...byOrder);
}

export const TEAM_MESSAGES = {
  missing: "This team member no longer exists. Reload the page.",
  changed: "The team changed meanwhile. Reload the page and try again.",
} as const;

export type TeamMemberInput = {
  name: string;
  role: string;
  bio: string;
  isActive?: boolean;
  /** A new portrait's bytes, decoded and stored in 'about-images'... */
  portrait?: Buffer;
  /** ...or a picture of the library (models/picture-library.server.ts). */
  portraitPicture?: string;
  /** The portrait's alternative text ("" decorative, null none: the name stands); left out, kept. */
  portraitAlt?: string | null;
  removePortrait?: boolean;
  /** The member's version the editor started from; a newer one stored refuses the save. */
  version?: number;
};

const PORTRAITS = { bucket: "about-images", prefix: "team" } as const;

/** Stores the portrait (if any) or checks the library's, then runs the write; a failed write leaves no file. */
async function withPortrait<T>(store: Store, input: TeamMemberInput, use: (url: string | undefined) => Promise<T>) {
  if (!input.portrait) {
    const picture = input.portraitPicture;
    if (picture) await readAsSeen(store, (db) => requireLibraryPictures(db, picture));
    return use(picture);
  }
  return withStoredImages(store.storage, [{ bytes: input.portrait, ...PORTRAITS }], ([image]) => use(image.url));
}

/** Adds a member at the end of the grid: order_index is the current maximum plus one. */
export async function addTeamMember(store: Store, by: string, input: TeamMemberInput): Promise<TeamMember> {
  return withPortrait(store, input, (imageUrl) =>
    write(store, by, async (w) => {
      const [row] = await w.tx
        .insert(teamMembers)
        .values({
          name: input.name,
          role: input.role,
          bio: input.bio,
          isActive: input.isActive ?? true,
          imageUrl: imageUrl ?? null,
          imageAlt: imageUrl ? (input.portraitAlt ?? null) : null,
          orderIndex: sql`(select coalesce(max(${teamMembers.orderIndex}), 0) + 1 from ${teamMembers})`,
        })
        .returning();
      await w.revise({ item: `team:${row.id}`, action: "create", before: null, after: row });
      w.changed({ table: "team_members", action: "insert", id: row.id });
      return row;
    }),
  );
}

/** Changes a member's name, role, bio, visibility and portrait (the old portrait's files go). */
export async function updateTeamMember(store: Store, by: string, id: string, input: TeamMemberInput) {
  return withPortrait(store, input, (newUrl) =>
    write(store, by, async (w) => {
      const [current] = await w.tx.select().from(teamMembers).where(eq(teamMembers.id, id)).for("update");
      if (!current) throw new Refused(TEAM_MESSAGES.missing, 404);
      await w.expectVersion(`team:${id}`, { version: current.version, value: current }, input.version);
      const imageUrl = newUrl ?? (input.removePortrait ? null : current.imageUrl);
      // Words written for one picture never describe another.
      const keptAlt = imageUrl === current.imageUrl ? current.imageAlt : null;
      const imageAlt = imageUrl ? (input.portraitAlt === undefined ? keptAlt : input.portraitAlt) : null;
      const [row] = await w.tx
        .update(teamMembers)
        .set({
          name: input.name,
          role: input.role,
          bio: input.bio,
          isActive: input.isActive ?? current.isActive,
          imageUrl,
          imageAlt,
          version: current.version + 1,
        })
        .where(eq(teamMembers.id, id))
        .returning();
      if (current.imageUrl !== imageUrl) w.afterCommit(() => removeUnusedImages(store, [current.imageUrl]));
      await w.revise({ item: `team:${id}`, action: "update", before: current, after: row });
      w.changed({ table: "team_members", action: "update", id });
      return row;
    }),
  );
}

/**
 * Makes a past version of a member (name, role, bio, visibility, portrait) theirs again, as
 * a new revision (History). The portrait of the version comes back: kept revisions keep
 * their files.
 */
export async function restoreTeamMember(store: Store, by: string, id: string, revisionId: string) {
  return write(store, by, async (w) => {
    const [current] = await w.tx.select().from(teamMembers).where(eq(teamMembers.id, id)).for("update");
    if (!current) throw new Refused(TEAM_MESSAGES.missing, 404);
    const revision = await findRevision(w.tx, revisionId);
    if (!revision || revision.item !== `team:${id}`) throw new Refused(REVISION_MESSAGES.otherItem, 404);
    const version = revision.after as Partial<TeamMember> | null;
    if (!version || typeof version.name !== "string") throw new Refused(REVISION_MESSAGES.notRestorable);
    const [row] = await w.tx
      .update(teamMembers)
      .set({
        name: version.name,
        role: version.role ?? current.role,
        bio: version.bio ?? current.bio,
        isActive: version.isActive ?? current.isActive,
        imageUrl: version.imageUrl ?? null,
        imageAlt: version.imageAlt ?? null,
        version: current.version + 1,
      })
      .where(eq(teamMembers.id, id))
      .returning();
    if (current.imageUrl !== row.imageUrl) w.afterCommit(() => removeUnusedImages(store, [current.imageUrl]));
    await w.revise({ item: `team:${id}`, action: "restore", before: current, after: row });
    w.changed({ table: "team_members", action: "update", id });
    return row;
  });
}

/** Removes a member; the delete's revision keeps them and their portrait for an undo. */
export async function deleteTeamMember(store: Store, by: string, id: string) {
  return write(store, by, async (w) => {
    const [row] = await w.tx.delete(teamMembers).where(eq(teamMembers.id, id)).returning();
    if (!row) throw new Refused(TEAM_MESSAGES.missing, 404);
    w.changed({ table: "team_members", action: "delete", id });
    return keepDeleted(store, w, "team", row);
  });
}

/** Puts every member in the given order (all of them, each once). */
export async function reorderTeamMembers(store: Store, by: string, ids: string[]) {
  await write(store, by, async (w) => {
    await reorderRows(w.tx, teamMembers, ids, TEAM_MESSAGES.changed);
    // An order is no revision (docs/decisions/010), but a draft keeps each row's.
    for (const id of ids) w.touched(`team:${id}`);
    w.changed({ table: "team_members", action: "update" });
  });
}
