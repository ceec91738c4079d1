import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { caseSlugRedirects, caseStudies, drafts, publishes, siteContent, teamMembers } from "~/db/schema";
import { isSharedPlace } from "~/content/where";
import { onChange, type Change } from "~/realtime/changes.server";
import { testDatabases } from "../../tests/databases";
import { useTestStore } from "../../tests/model-store";
import { loaderArgs, testContext } from "../../tests/route-args";
import { loader as sitemapLoader } from "~/routes/sitemap[.]xml";
import { createAdmin } from "./admins.server";
import { addGalleryImages } from "./case-images.server";
import { createCase, deleteCase, findPublishedCaseBySlug, saveCase } from "./case-studies.server";
import { listDeleted } from "./deleted.server";
import { discardDraft, inDraftView, listDrafts } from "./drafts.server";
import { addIntroLogo, listActiveIntroLogos, reorderIntroLogos } from "./intro-logos.server";
import { readPlace } from "./places.server";
import { listPublishes, planPublish, PUBLISH_MESSAGES, publishPlaces, undoPublish } from "./publish.server";
import { listRevisions } from "./revisions.server";
import { loadSections, saveContent } from "./site-content.server";
import type { Store } from "./store.server";
import { addTeamMember, deleteTeamMember } from "./team-members.server";

const png = () =>
  sharp({ create: { width: 24, height: 16, channels: 3, background: "#c63" } })
    .png()
    .toBuffer();

const title = { section: "hero", key: "title_line1", type: "title" as const };
const place = "slot:hero/title_line1";

async function draftPlaces(db: Db) {
  return (await db.select({ place: drafts.place }).from(drafts)).map((row) => row.place).sort();
}

describe.each(testDatabases())("publishing drafts (%s)", (_kind, open) => {
  const test = useTestStore(open);
  const draft = (): Store => ({ ...test.store, draft: true });
  let other: string;
  let heard: Change[] = [];
  let stop = () => {};
  beforeEach(async () => {
    other ??= (await createAdmin(test.db, { name: "Other Admin", email: `other-${Date.now()}@site.test`, password: "other-password" })).id;
    await test.db.delete(drafts);
    await saveContent(test.store, test.by, [{ ...title, value: "Live title" }]);
    heard = [];
    stop = onChange((change) => heard.push(change));
  });
  afterEach(() => stop());

  it("keeps the sitemap as it is while a text is drafted; its publish dates the page", async () => {
    const longAgo = new Date("2024-01-02T08:00:00Z");
    await test.db.update(siteContent).set({ updatedAt: longAgo });
    await test.db.update(caseStudies).set({ createdAt: longAgo });
    const homeLastmod = async () => {
      const response = await sitemapLoader(loaderArgs("http://site.test/sitemap.xml", testContext(test.db), {}));
      return /<loc>[^<]*\/<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/.exec(await response.text())?.[1];
    };
    expect(await homeLastmod()).toBe("2024-01-02");

    await saveContent(draft(), test.by, [{ ...title, value: "Drafted for the sitemap" }]);
    expect(await homeLastmod()).toBe("2024-01-02");
    await publishPlaces(test.store, test.by, [place]);
    expect(await homeLastmod()).toBe(new Date().toISOString().slice(0, 10));
  });

  it("publishes a drafted text live in one write: a publish revision, a publishes row, the draft gone, one change", async () => {
    await saveContent(draft(), test.by, [{ ...title, value: "Published title" }]);
    // An administrator in draft mode publishes: the publish itself is live.
    const result = await publishPlaces(draft(), test.by, [place]);

    expect(await readPlace(test.db, place)).toBe("Published title");
    expect(await draftPlaces(test.db)).toEqual([]);
    const [latest] = await listRevisions(test.db, place);
    expect(latest).toMatchObject({ action: "publish", before: "Live title", after: "Published title", by: "Test Admin" });
    const [row] = await test.db.select().from(publishes).where(eq(publishes.id, result.id));
    expect(row).toMatchObject({ by: test.by, places: [{ place, before: "Live title", after: "Published title" }], undoneAt: null });
    expect(heard).toEqual([{ table: "site_content", action: "update" }]);
    expect((await listPublishes(test.db))[0]).toMatchObject({ id: result.id, by: "Test Admin", places: [place], undoneAt: null });
  });

  it("refuses a place changed live since it was drafted, naming who; 'mine' publishes the draft, 'theirs' keeps the live value", async () => {
    await saveContent(draft(), test.by, [{ ...title, value: "Drafted" }]);
    await saveContent(test.store, other, [{ ...title, value: "Typo fixed live" }]);

    const refused = publishPlaces(test.store, test.by, [place]);
    await expect(refused).rejects.toMatchObject({
      status: 409,
      message: PUBLISH_MESSAGES.conflicts,
      details: { conflicts: [{ place, by: "Other Admin", live: "Typo fixed live", mine: "Drafted" }] },
    });
    expect(await readPlace(test.db, place)).toBe("Typo fixed live");
    expect(await draftPlaces(test.db)).toEqual([place]);

    await publishPlaces(test.store, test.by, [place], { keep: { [place]: "theirs" } });
    expect(await readPlace(test.db, place)).toBe("Typo fixed live");
    expect(await draftPlaces(test.db)).toEqual([]);

    await saveContent(draft(), test.by, [{ ...title, value: "Drafted again" }]);
    await saveContent(test.store, other, [{ ...title, value: "Changed live again" }]);
    await publishPlaces(test.store, test.by, [place], { keep: { [place]: "mine" } });
    expect(await readPlace(test.db, place)).toBe("Drafted again");
  });

  it("undoes a publish in one step, recorded in history, once; a place changed live since is a conflict", async () => {
    await saveContent(draft(), test.by, [{ ...title, value: "Published title" }]);
    const { id } = await publishPlaces(test.store, test.by, [place]);
    heard = [];

    await undoPublish(test.store, other, id);
    expect(await readPlace(test.db, place)).toBe("Live title");
    expect((await listRevisions(test.db, place))[0]).toMatchObject({ action: "restore", before: "Published title", by: "Other Admin" });
    expect(heard).toEqual([{ table: "site_content", action: "update" }]);
    expect((await test.db.select().from(publishes).where(eq(publishes.id, id)))[0]).toMatchObject({ undoneBy: other });
    await expect(undoPublish(test.store, test.by, id)).rejects.toMatchObject({ status: 409, message: PUBLISH_MESSAGES.undone });

    await saveContent(draft(), test.by, [{ ...title, value: "Second publish" }]);
    const second = await publishPlaces(test.store, test.by, [place]);
    await saveContent(test.store, other, [{ ...title, value: "Edited after the publish" }]);
    await expect(undoPublish(test.store, test.by, second.id)).rejects.toMatchObject({
      status: 409,
      details: { conflicts: [{ place, by: "Other Admin", live: "Edited after the publish", mine: "Live title" }] },
    });
    await undoPublish(test.store, test.by, second.id, { keep: { [place]: "mine" } });
    expect(await readPlace(test.db, place)).toBe("Live title");
  });

  it("takes a new case study along with a text of its page, and refuses a text whose case is nowhere", async () => {
    const made = await createCase(draft(), test.by);
    await saveContent(draft(), test.by, [{ section: `case_${made.slug}`, key: "back", type: "text", value: "Back to the work" }]);
    const text = `slot:case_${made.slug}/back`;
    expect(await planPublish(test.db, [text])).toEqual({
      places: [text, `case:${made.id}`],
      needed: [{ place: `case:${made.id}`, for: text }],
      missing: [],
    });

    const result = await publishPlaces(test.store, test.by, [text]);
    expect(result.needed).toEqual([{ place: `case:${made.id}`, for: text }]);
    expect(await findPublishedCaseBySlug(test.db, made.slug)).toMatchObject({ id: made.id });
    expect(await loadSections(test.db, [`case_${made.slug}`])).toEqual({ [`case_${made.slug}:back`]: "Back to the work" });
    expect((await listRevisions(test.db, `case:${made.id}`))[0]).toMatchObject({ action: "publish", before: null });

    await test.db.insert(drafts).values({ place: "slot:case_nowhere/back", value: "Orphan", base: null, by: test.by });
    await expect(publishPlaces(test.store, test.by, ["slot:case_nowhere/back"])).rejects.toMatchObject({
      status: 409,
      message: PUBLISH_MESSAGES.missing,
      details: { missing: [{ place: "slot:case_nowhere/back", needs: "/case/nowhere" }] },
    });
  });

  it("publishes a renamed case with its new gallery picture: texts and old address follow; undo puts it all back", async () => {
    const live = await createCase(test.store, test.by);
    await saveContent(test.store, test.by, [{ section: `case_${live.slug}`, key: "back", type: "text", value: "Back" }]);
    const renamed = await saveCase(draft(), test.by, live.id, { title: "Launch Case", version: live.version });
    await addGalleryImages(draft(), test.by, live.id, [{ bytes: await png(), alt: null }]);
    const [picture] = (await inDraftView(test.db, (view) => findPublishedCaseBySlug(view, "launch-case")))!.galleryImages;

    const { id, places } = await publishPlaces(test.store, test.by, [`case:${live.id}`]);

    expect(places.sort()).toEqual([`case:${live.id}`, `slot:case_${live.slug}/back`, "slot:case_launch-case/back"].sort());
    expect(await findPublishedCaseBySlug(test.db, renamed.slug)).toMatchObject({ title: "Launch Case", galleryImages: [picture] });
    expect(test.filesOf(picture).length).toBeGreaterThan(0);
    expect(await loadSections(test.db, ["case_launch-case", `case_${live.slug}`])).toEqual({ "case_launch-case:back": "Back" });
    expect(await test.db.select().from(caseSlugRedirects).where(eq(caseSlugRedirects.oldSlug, live.slug))).toHaveLength(1);
    expect(await draftPlaces(test.db)).toEqual([]);

    await undoPublish(test.store, test.by, id);
    expect(await findPublishedCaseBySlug(test.db, live.slug)).toMatchObject({ title: live.title, galleryImages: [] });
    expect(await loadSections(test.db, ["case_launch-case", `case_${live.slug}`])).toEqual({ [`case_${live.slug}:back`]: "Back" });
  });

  it("publishes a deleted case with its texts, listed in recently deleted; undo brings both back", async () => {
    const live = await createCase(test.store, test.by);
    await saveContent(test.store, test.by, [{ section: `case_${live.slug}`, key: "back", type: "text", value: "Back" }]);
    await deleteCase(draft(), test.by, live.id);

    const { id, places } = await publishPlaces(test.store, test.by, [`case:${live.id}`]);
    expect(places.sort()).toEqual([`case:${live.id}`, `slot:case_${live.slug}/back`].sort());
    expect(await test.db.select().from(caseStudies).where(eq(caseStudies.id, live.id))).toEqual([]);
    expect((await listDeleted(test.db)).map((item) => item.label)).toContain(live.title);

    await undoPublish(test.store, test.by, id);
    expect(await findPublishedCaseBySlug(test.db, live.slug)).toMatchObject({ id: live.id });
    expect(await loadSections(test.db, [`case_${live.slug}`])).toEqual({ [`case_${live.slug}:back`]: "Back" });
  });

  it("refuses a new case whose address a live case has taken meanwhile (the draft view shows it at a free one)", async () => {
    const made = await createCase(draft(), test.by);
    const taken = await createCase(test.store, test.by);
    expect(taken.slug).toBe(made.slug);
    expect((await inDraftView(test.db, (view) => readPlace(view, `case:${made.id}`))) as { slug: string }).toMatchObject({
      slug: `${made.slug}-2`,
    });
    await expect(publishPlaces(test.store, test.by, [`case:${made.id}`])).rejects.toMatchObject({ status: 409 });
    await discardDraft(test.store, `case:${made.id}`);
  });

  it("publishes a new team member and a deletion; a reorder of logos row by row", async () => {
    const leaving = await addTeamMember(test.store, test.by, { name: "Leaving Lou", role: "", bio: "" });
    const joining = await addTeamMember(draft(), test.by, { name: "Joining Jo", role: "", bio: "" });
    await deleteTeamMember(draft(), test.by, leaving.id);
    await publishPlaces(test.store, test.by, [`team:${joining.id}`, `team:${leaving.id}`]);
    const names = (await test.db.select().from(teamMembers)).map((member) => member.name);
    expect(names).toContain("Joining Jo");
    expect(names).not.toContain("Leaving Lou");

    const logos = [];
    for (let i = 0; i < 3; i++) logos.push(await addIntroLogo(test.store, test.by, { bytes: await png() }, null));
    const order = logos.map((logo) => logo.id).reverse();
    await reorderIntroLogos(draft(), test.by, order);
    await publishPlaces(
      test.store,
      test.by,
      (await listDrafts(test.db)).map((entry) => entry.place),
    );
    expect((await listActiveIntroLogos(test.db)).map((logo) => logo.id)).toEqual(order);
  });

  it("lists the draft with labels, pages and who; tells shared places apart; discards one, its pictures with it", async () => {
    await saveContent(draft(), test.by, [
      { ...title, value: "Listed" },
      { section: "footer", key: "rights", type: "text", value: "Shared rights" },
    ]);
    const made = await createCase(draft(), test.by);
    const entries = await listDrafts(test.db);
    expect(entries.find((entry) => entry.place === place)).toMatchObject({
      kind: "slot",
      pages: ["/"],
      shared: false,
      by: "Test Admin",
      value: "Listed",
      base: "Live title",
    });
    expect(entries.find((entry) => entry.place === "slot:footer/rights")).toMatchObject({ pages: ["*"], shared: true });
    expect(entries.find((entry) => entry.place === `case:${made.id}`)).toMatchObject({
      kind: "case",
      label: 'Case study "New Case Study"',
      pages: expect.arrayContaining([`/case/${made.slug}`, "/cases", "/"]),
    });
    expect([
      isSharedPlace("slot:agency/phone"),
      isSharedPlace("slot:header/home"),
      isSharedPlace(place),
      isSharedPlace(`case:${made.id}`),
    ]).toEqual([true, true, false, false]);

    await discardDraft(test.store, `case:${made.id}`);
    await discardDraft(test.store, "slot:footer/rights");
    expect(await draftPlaces(test.db)).toEqual([place]);

    const uploaded = await addTeamMember(draft(), test.by, { name: "Pictured", role: "", bio: "", portrait: await png() });
    const portrait = ((await listDrafts(test.db)).find((entry) => entry.place === `team:${uploaded.id}`)!.value as { imageUrl: string })
      .imageUrl;
    expect(test.filesOf(portrait).length).toBeGreaterThan(0);
    await discardDraft(test.store, `team:${uploaded.id}`);
    expect(test.filesOf(portrait)).toEqual([]);
  });
});
