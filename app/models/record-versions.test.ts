import sharp from "sharp";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { caseStudies, revisions, teamMembers } from "~/db/schema";
import { testDatabases } from "../../tests/databases";
import { useTestStore } from "../../tests/model-store";
import { replaceFeaturedImage } from "./case-images.server";
import { createCase, restoreCase, saveCase, type CaseChanges } from "./case-studies.server";
import { KEPT_REVISIONS, listRevisions, REVISION_MESSAGES } from "./revisions.server";
import { addTeamMember, restoreTeamMember, updateTeamMember } from "./team-members.server";
import { VERSION_MESSAGES } from "./write.server";

const picture = (background: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer();

const fields = (title: string, version?: number): CaseChanges => ({
  title,
  clientName: "Harbour & Oak",
  category: "web-design",
  description: `About ${title}`,
  tags: ["Shop"],
  version,
});

/** Issue 8: each record carries a version; saves from an old one are refused; any version restores. */
describe.each(testDatabases())("record versions (%s)", (_kind, open) => {
  const test = useTestStore(open);
  const caseRow = async (id: string) => (await test.db.select().from(caseStudies).where(eq(caseStudies.id, id)))[0];
  const memberRow = async (id: string) => (await test.db.select().from(teamMembers).where(eq(teamMembers.id, id)))[0];

  it("counts a case's saves, gallery changes included", async () => {
    const created = await createCase(test.store, test.by);
    expect(created.version).toBe(1);
    const saved = await saveCase(test.store, test.by, created.id, fields("Versioned", 1));
    expect(saved.version).toBe(2);
    await replaceFeaturedImage(test.store, test.by, created.id, { bytes: await picture("#ff0000") }, null);
    expect((await caseRow(created.id)).version).toBe(3);
  });

  it("refuses a case save made from an older version: who, when, their fields; nothing changes", async () => {
    const created = await createCase(test.store, test.by);
    await saveCase(test.store, test.by, created.id, fields("Theirs", 1));
    const before = await caseRow(created.id);
    const history = await listRevisions(test.db, `case:${created.id}`);

    const refused = saveCase(test.store, test.by, created.id, fields("Mine", 1));
    await expect(refused).rejects.toMatchObject({
      status: 409,
      message: VERSION_MESSAGES.conflict,
      details: { conflict: { by: "Test Admin", at: history[0].at, version: 2, value: { title: "Theirs" } } },
    });
    expect(await caseRow(created.id)).toEqual(before);
    expect(await listRevisions(test.db, `case:${created.id}`)).toEqual(history);

    // Overwriting knowingly: the save names their version.
    const mine = await saveCase(test.store, test.by, created.id, fields("Mine", 2));
    expect(mine).toMatchObject({ title: "Mine", version: 3 });
  });

  it("refuses a version from the future, and a save without a version is not checked", async () => {
    const created = await createCase(test.store, test.by);
    await expect(saveCase(test.store, test.by, created.id, fields("Later", 7))).rejects.toMatchObject({
      status: 400,
      message: VERSION_MESSAGES.future,
    });
    expect((await caseRow(created.id)).title).toBe("New Case Study");
    expect(await saveCase(test.store, test.by, created.id, fields("Unchecked"))).toMatchObject({ version: 2 });
  });

  it("restores a past version of a case with its picture, keeping its address, as a new revision", async () => {
    const created = await createCase(test.store, test.by);
    const first = await replaceFeaturedImage(test.store, test.by, created.id, { bytes: await picture("#00ff00") }, null);
    await saveCase(test.store, test.by, created.id, fields("First title", 2));
    await replaceFeaturedImage(test.store, test.by, created.id, { bytes: await picture("#0000ff") }, null);
    const renamed = await saveCase(test.store, test.by, created.id, fields("Second title", 4));
    // The replaced picture stays on disk while a kept version holds it.
    expect(test.filesOf(first.url).length).toBeGreaterThan(0);

    const [, , withFirstPicture] = await listRevisions(test.db, `case:${created.id}`);
    const restored = await restoreCase(test.store, test.by, created.id, withFirstPicture.id);
    expect(restored).toMatchObject({ title: "First title", featuredImage: first.url, slug: renamed.slug, version: 6 });
    const [latest] = await listRevisions(test.db, `case:${created.id}`);
    expect(latest).toMatchObject({ action: "restore", after: { title: "First title" } });
  });

  it("refuses a version of another record, and changes nothing", async () => {
    const one = await createCase(test.store, test.by);
    const other = await createCase(test.store, test.by);
    const [ofOther] = await listRevisions(test.db, `case:${other.id}`);
    const count = (await test.db.select().from(revisions)).length;
    await expect(restoreCase(test.store, test.by, one.id, ofOther.id)).rejects.toThrow(REVISION_MESSAGES.otherItem);
    expect((await test.db.select().from(revisions)).length).toBe(count);
    expect(await caseRow(one.id)).toMatchObject({ version: 1 });
  });

  it("refuses a team member's save from an older version, and restores a past version with its portrait", async () => {
    const added = await addTeamMember(test.store, test.by, {
      name: "Ada",
      role: "Designer",
      bio: "Draws",
      portrait: await picture("#ff00ff"),
    });
    await updateTeamMember(test.store, test.by, added.id, { name: "Ada L.", role: "Lead", bio: "Leads", removePortrait: true, version: 1 });
    await expect(updateTeamMember(test.store, test.by, added.id, { name: "Ada M.", role: "", bio: "", version: 1 })).rejects.toMatchObject({
      status: 409,
      details: { conflict: { version: 2, value: { name: "Ada L." } } },
    });
    expect(await memberRow(added.id)).toMatchObject({ name: "Ada L.", imageUrl: null, version: 2 });

    const [, created] = await listRevisions(test.db, `team:${added.id}`);
    await restoreTeamMember(test.store, test.by, added.id, created.id);
    expect(await memberRow(added.id)).toMatchObject({ name: "Ada", role: "Designer", imageUrl: added.imageUrl, version: 3 });
    expect(test.filesOf(added.imageUrl).length).toBeGreaterThan(0);
  });

  it(`removes a picture's files once the last of ${KEPT_REVISIONS} kept versions that held it goes`, async () => {
    const added = await addTeamMember(test.store, test.by, { name: "Bo", role: "", bio: "", portrait: await picture("#123456") });
    let version = 1;
    await updateTeamMember(test.store, test.by, added.id, { name: "Bo", role: "", bio: "", removePortrait: true, version: version++ });
    expect(test.filesOf(added.imageUrl).length).toBeGreaterThan(0);
    for (let n = 1; n < KEPT_REVISIONS; n++) {
      await updateTeamMember(test.store, test.by, added.id, { name: "Bo", role: "", bio: `Bio ${n}`, version: version++ });
    }
    // The creation went; the first update (before: the portrait) is the oldest one kept.
    expect(test.filesOf(added.imageUrl).length).toBeGreaterThan(0);
    await updateTeamMember(test.store, test.by, added.id, { name: "Bo", role: "", bio: "Last", version: version++ });
    expect(test.filesOf(added.imageUrl)).toEqual([]);
  });
});
