import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { caseStudies, introLogos, revisions, siteContent, teamMembers } from "~/db/schema";
import { testDatabases } from "../../tests/databases";
import { useTestStore } from "../../tests/model-store";
import { createCase, deleteCase, saveCase } from "./case-studies.server";
import { DELETED_MESSAGES, listDeleted, restoreDeleted } from "./deleted.server";
import { addIntroLogo, deleteIntroLogo } from "./intro-logos.server";
import { loadSections, saveContent } from "./site-content.server";
import { addTeamMember, deleteTeamMember } from "./team-members.server";

const picture = (background: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer();

describe.each(testDatabases())("deletes that can be undone (%s)", (_kind, open) => {
  const test = useTestStore(open);

  it("brings a deleted case study back as it was: same id, address, texts and pictures", async () => {
    const created = await createCase(test.store, test.by);
    const edited = await saveCase(test.store, test.by, created.id, { title: "Harbour Lights", clientName: "Harbour" });
    await saveContent(test.store, test.by, [{ section: `case_${edited.slug}`, key: "cta_text", type: "text", value: "Own words" }]);
    const undo = await deleteCase(test.store, test.by, created.id);
    expect(await test.db.select().from(caseStudies).where(eq(caseStudies.id, created.id))).toEqual([]);
    expect((await listDeleted(test.db)).map(({ kind, label, by }) => ({ kind, label, by }))).toContainEqual({
      kind: "case",
      label: "Harbour Lights",
      by: "Test Admin",
    });

    const { row } = await restoreDeleted(test.store, test.by, undo);
    const [back] = await test.db.select().from(caseStudies).where(eq(caseStudies.id, created.id));
    expect(back).toEqual(edited);
    expect(row.slug).toBe(edited.slug);
    expect(await loadSections(test.db, [`case_${edited.slug}`])).toEqual({ [`case_${edited.slug}:cta_text`]: "Own words" });
    expect((await listDeleted(test.db)).map((item) => item.revision)).not.toContain(undo);
  });

  it("refuses to bring back twice, and a case whose address was taken meanwhile gets a free one", async () => {
    const created = await createCase(test.store, test.by);
    const { slug } = await saveCase(test.store, test.by, created.id, { title: "Taken Name" });
    const undo = await deleteCase(test.store, test.by, created.id);
    const other = await createCase(test.store, test.by);
    await saveCase(test.store, test.by, other.id, { title: "Taken Name" });
    const { row } = await restoreDeleted(test.store, test.by, undo);
    expect(row.slug).toBe(`${slug}-2`);
    await expect(restoreDeleted(test.store, test.by, undo)).rejects.toMatchObject({ status: 409, message: DELETED_MESSAGES.back });
  });

  it("brings back a team member with their portrait, and a logo with its picture", async () => {
    const member = await addTeamMember(test.store, test.by, { name: "Ada", role: "Lead", bio: "Hi", portrait: await picture("#ff0000") });
    const logo = await addIntroLogo(test.store, test.by, { bytes: await picture("#00ff00") }, null);
    const undoMember = await deleteTeamMember(test.store, test.by, member.id);
    const undoLogo = await deleteIntroLogo(test.store, test.by, logo.id);
    expect(test.filesOf(member.imageUrl)).toHaveLength(4);
    expect(test.filesOf(logo.logoUrl)).toHaveLength(4);

    await restoreDeleted(test.store, test.by, undoMember);
    await restoreDeleted(test.store, test.by, undoLogo);
    expect(await test.db.select().from(teamMembers).where(eq(teamMembers.id, member.id))).toEqual([member]);
    expect(await test.db.select().from(introLogos).where(eq(introLogos.id, logo.id))).toEqual([logo]);
  });

  it("refuses what is not a delete, or is no longer kept, and changes nothing", async () => {
    const member = await addTeamMember(test.store, test.by, { name: "Bo", role: "", bio: "" });
    const [created] = await test.db
      .select()
      .from(revisions)
      .where(eq(revisions.item, `team:${member.id}`));
    const before = await test.db.select().from(teamMembers);
    await expect(restoreDeleted(test.store, test.by, created.id)).rejects.toMatchObject({ status: 404, message: DELETED_MESSAGES.gone });

    const undo = await deleteTeamMember(test.store, test.by, member.id);
    await test.expireDeletes();
    expect((await listDeleted(test.db)).map((item) => item.revision)).not.toContain(undo);
    await expect(restoreDeleted(test.store, test.by, undo)).rejects.toMatchObject({ status: 404, message: DELETED_MESSAGES.gone });
    expect(await test.db.select().from(teamMembers)).toEqual(before.filter((row) => row.id !== member.id));
  });

  it("purges an expired delete at the next one: its history goes, and no text is left of it", async () => {
    const created = await createCase(test.store, test.by);
    const doomed = await deleteCase(test.store, test.by, created.id);
    await test.expireDeletes();
    await deleteCase(test.store, test.by, (await createCase(test.store, test.by)).id);
    expect(await test.db.select().from(revisions).where(eq(revisions.id, doomed))).toEqual([]);
    expect(
      await test.db
        .select()
        .from(revisions)
        .where(eq(revisions.item, `case:${created.id}`)),
    ).toEqual([]);
    expect(
      await test.db
        .select()
        .from(siteContent)
        .where(eq(siteContent.section, `case_${created.slug}`)),
    ).toEqual([]);
  });
});
