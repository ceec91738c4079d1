import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { teamMembers } from "~/db/schema";
import { testDatabases } from "~/db/test-databases";
import {
  addTeamMember,
  deleteTeamMember,
  listActiveTeamMembers,
  updateTeamMember,
} from "./team-members.server";

describe.each(testDatabases())("team members (%s)", (_kind, open) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await database.db.delete(teamMembers);
  });

  it("lists only active members, ordered by order_index ascending", async () => {
    await database.db.insert(teamMembers).values([
      { name: "Third", role: "r", bio: "b", orderIndex: 3 },
      { name: "First", role: "r", bio: "b", orderIndex: 1 },
      { name: "Hidden", role: "r", bio: "b", orderIndex: 0, isActive: false },
      { name: "Second", role: "r", bio: "b", orderIndex: 2 },
    ]);
    const names = (await listActiveTeamMembers(database.db)).map((m) => m.name);
    expect(names).toEqual(["First", "Second", "Third"]);
  });

  it("adds a member after the highest order_index, even with gaps", async () => {
    await database.db.insert(teamMembers).values([
      { name: "A", orderIndex: 1 },
      { name: "B", orderIndex: 4 },
    ]);
    const added = await addTeamMember(database.db, { name: "Jo Test", role: "Designer", bio: "Hi" });
    expect(added.orderIndex).toBe(5);
    expect(added.isActive).toBe(true);
    const names = (await listActiveTeamMembers(database.db)).map((m) => m.name);
    expect(names.at(-1)).toBe("Jo Test");
  });

  it("gives the first member of an empty team order_index 1", async () => {
    const added = await addTeamMember(database.db, { name: "Solo", role: "", bio: "" });
    expect(added.orderIndex).toBe(1);
  });

  it("updates name, role, bio and portrait of one member only", async () => {
    const a = await addTeamMember(database.db, { name: "A", role: "Old", bio: "Old bio" });
    const b = await addTeamMember(database.db, { name: "B", role: "Keep", bio: "Keep bio" });
    const updated = await updateTeamMember(database.db, a.id, {
      name: "A2",
      role: "New",
      bio: "New bio",
      imageUrl: "/uploads/a.webp",
    });
    expect(updated).toMatchObject({ name: "A2", role: "New", bio: "New bio", imageUrl: "/uploads/a.webp" });
    const list = await listActiveTeamMembers(database.db);
    expect(list.find((m) => m.id === b.id)).toMatchObject({ name: "B", role: "Keep", bio: "Keep bio" });
  });

  it("removes one member by id", async () => {
    const a = await addTeamMember(database.db, { name: "A", role: "", bio: "" });
    await addTeamMember(database.db, { name: "B", role: "", bio: "" });
    expect(await deleteTeamMember(database.db, a.id)).toBe(true);
    expect(await deleteTeamMember(database.db, a.id)).toBe(false);
    expect((await listActiveTeamMembers(database.db)).map((m) => m.name)).toEqual(["B"]);
  });
});
