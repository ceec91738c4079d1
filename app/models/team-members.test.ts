import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { teamMembers } from "~/db/schema";
import { testDatabases } from "../../tests/databases";
import { useTestStore } from "../../tests/model-store";
import {
  addTeamMember,
  deleteTeamMember,
  listActiveTeamMembers,
  listAllTeamMembers,
  reorderTeamMembers,
  TEAM_MESSAGES,
  updateTeamMember,
  type TeamMemberInput,
} from "./team-members.server";

const portrait = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: "#7c5cff" } })
    .png()
    .toBuffer();
const notAnImage = Buffer.from("hello, I am a text file named portrait.png");
const missingId = "00000000-0000-4000-8000-000000000000";
const member = (name: string, more: Partial<TeamMemberInput> = {}): TeamMemberInput => ({ name, role: "", bio: "", ...more });

describe.each(testDatabases())("team members (%s)", (_kind, open) => {
  const test = useTestStore(open);
  const add = (input: TeamMemberInput) => addTeamMember(test.store, test.by, input);
  const names = async () => (await listActiveTeamMembers(test.db)).map((m) => m.name);
  /** The files of one stored portrait: the picture and its three sizes. */

  beforeEach(async () => {
    await test.db.delete(teamMembers);
  });

  it("lists only active members, ordered by order_index ascending", async () => {
    await test.db.insert(teamMembers).values([
      { name: "Third", role: "r", bio: "b", orderIndex: 3 },
      { name: "First", role: "r", bio: "b", orderIndex: 1 },
      { name: "Hidden", role: "r", bio: "b", orderIndex: 0, isActive: false },
      { name: "Second", role: "r", bio: "b", orderIndex: 2 },
    ]);
    expect(await names()).toEqual(["First", "Second", "Third"]);
  });

  it("adds a member after the highest order_index, even with gaps", async () => {
    await test.db.insert(teamMembers).values([
      { name: "A", orderIndex: 1 },
      { name: "B", orderIndex: 4 },
    ]);
    const added = await add({ name: "Jo Test", role: "Designer", bio: "Hi" });
    expect(added).toMatchObject({ orderIndex: 5, isActive: true, imageUrl: null });
    expect((await names()).at(-1)).toBe("Jo Test");
  });

  it("gives the first member of an empty team order_index 1", async () => {
    expect((await add(member("Solo"))).orderIndex).toBe(1);
  });

  it("stores an added member's portrait in about-images", async () => {
    const added = await add(member("Pic", { portrait: await portrait() }));
    expect(added.imageUrl).toMatch(/^\/uploads\/about-images\/team\/[^/]+\.webp\?v=\d+$/);
    expect(test.filesOf(added.imageUrl)).toHaveLength(4);
  });

  it("updates name, role, bio and portrait of one member only", async () => {
    const a = await add({ name: "A", role: "Old", bio: "Old bio" });
    const b = await add({ name: "B", role: "Keep", bio: "Keep bio" });
    const updated = await updateTeamMember(test.store, test.by, a.id, {
      name: "A2",
      role: "New",
      bio: "New bio",
      portrait: await portrait(),
    });
    expect(updated).toMatchObject({ name: "A2", role: "New", bio: "New bio" });
    expect(updated.imageUrl).toMatch(/^\/uploads\/about-images\//);
    const list = await listActiveTeamMembers(test.db);
    expect(list.find((m) => m.id === b.id)).toMatchObject({ name: "B", role: "Keep", bio: "Keep bio", imageUrl: null });
  });

  it("hides a member from the about page but keeps them for administrators", async () => {
    const a = await add(member("Shy"));
    await updateTeamMember(test.store, test.by, a.id, member("Shy", { isActive: false }));
    expect(await names()).toEqual([]);
    expect((await listAllTeamMembers(test.db)).map((m) => m.name)).toEqual(["Shy"]);
  });

  it("keeps the old portrait's files for the member's history when the portrait is replaced", async () => {
    const a = await add(member("A", { portrait: await portrait() }));
    const updated = await updateTeamMember(test.store, test.by, a.id, member("A", { portrait: await portrait() }));
    expect(test.filesOf(a.imageUrl)).toHaveLength(4);
    expect(test.filesOf(updated.imageUrl)).toHaveLength(4);
  });

  it("removes the portrait; its files stay for the member's history", async () => {
    const a = await add(member("A", { portrait: await portrait() }));
    const updated = await updateTeamMember(test.store, test.by, a.id, member("A", { removePortrait: true }));
    expect(updated.imageUrl).toBeNull();
    expect(test.filesOf(a.imageUrl)).toHaveLength(4);
  });

  it("keeps the portrait when saved without a new one", async () => {
    const a = await add(member("A", { portrait: await portrait() }));
    const updated = await updateTeamMember(test.store, test.by, a.id, member("A", { role: "Lead" }));
    expect(updated.imageUrl).toBe(a.imageUrl);
    expect(test.filesOf(a.imageUrl)).toHaveLength(4);
  });

  it("removes one member by id; their portrait's files stay for an undo until purged", async () => {
    const a = await add(member("A", { portrait: await portrait() }));
    const b = await add(member("B"));
    await deleteTeamMember(test.store, test.by, a.id);
    expect(await names()).toEqual(["B"]);
    expect(test.filesOf(a.imageUrl)).toHaveLength(4);
    await test.expireDeletes();
    await deleteTeamMember(test.store, test.by, b.id);
    expect(test.filesOf(a.imageUrl)).toEqual([]);
  });

  it("refuses to change or delete a member that no longer exists (404)", async () => {
    const gone = { status: 404, message: TEAM_MESSAGES.missing };
    await expect(deleteTeamMember(test.store, test.by, missingId)).rejects.toMatchObject(gone);
    await expect(updateTeamMember(test.store, test.by, missingId, member("X"))).rejects.toMatchObject(gone);
  });

  it("leaves no file behind when a write with a portrait fails", async () => {
    const before = test.files();
    await expect(updateTeamMember(test.store, test.by, missingId, member("X", { portrait: await portrait() }))).rejects.toMatchObject({
      status: 404,
    });
    await expect(add(member("Y", { portrait: notAnImage }))).rejects.toThrow("Please select an image file");
    expect(test.files()).toEqual(before);
    expect(await listAllTeamMembers(test.db)).toEqual([]);
  });

  it("puts members in the order given", async () => {
    const [a, b, c] = [await add(member("A")), await add(member("B")), await add(member("C"))];
    await reorderTeamMembers(test.store, test.by, [c.id, a.id, b.id]);
    expect(await names()).toEqual(["C", "A", "B"]);
  });

  it("refuses (409) an order that is not exactly the current members, changing nothing", async () => {
    const [a, b, c] = [await add(member("A")), await add(member("B")), await add(member("C"))];
    const changed = { status: 409, message: TEAM_MESSAGES.changed };
    for (const ids of [
      [c.id, a.id],
      [c.id, a.id, b.id, missingId],
      [c.id, c.id, a.id],
      [c.id, a.id, missingId],
    ]) {
      await expect(reorderTeamMembers(test.store, test.by, ids)).rejects.toMatchObject(changed);
    }
    expect(await names()).toEqual(["A", "B", "C"]);
  });
});
