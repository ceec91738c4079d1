import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { teamMembers, type TeamMember } from "~/db/schema";

/** The team grid of the about page: active members, order_index ascending. */
export async function listActiveTeamMembers(db: Db): Promise<TeamMember[]> {
  return db
    .select()
    .from(teamMembers)
    .where(eq(teamMembers.isActive, true))
    .orderBy(asc(teamMembers.orderIndex), asc(teamMembers.createdAt));
}

export type TeamMemberInput = {
  name: string;
  role: string;
  bio: string;
  imageUrl?: string | null;
};

/** Adds a member at the end of the grid: order_index is the current maximum plus one. */
export async function addTeamMember(db: Db, input: TeamMemberInput): Promise<TeamMember> {
  const [row] = await db
    .insert(teamMembers)
    .values({
      name: input.name,
      role: input.role,
      bio: input.bio,
      imageUrl: input.imageUrl ?? null,
      orderIndex: sql`(select coalesce(max(${teamMembers.orderIndex}), 0) + 1 from ${teamMembers})`,
    })
    .returning();
  return row;
}

/** Changes a member's name, role, bio and portrait; null when no such member exists. */
export async function updateTeamMember(
  db: Db,
  id: string,
  input: TeamMemberInput,
): Promise<TeamMember | null> {
  const [row] = await db
    .update(teamMembers)
    .set({ name: input.name, role: input.role, bio: input.bio, imageUrl: input.imageUrl ?? null })
    .where(eq(teamMembers.id, id))
    .returning();
  return row ?? null;
}

/** Removes a member; true when a row was removed. */
export async function deleteTeamMember(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(teamMembers)
    .where(eq(teamMembers.id, id))
    .returning({ id: teamMembers.id });
  return rows.length > 0;
}
