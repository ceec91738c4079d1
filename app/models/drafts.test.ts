import { asc, count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { caseStudies, drafts, introLogos, revisions, siteContent, teamMembers } from "~/db/schema";
import { onChange, type Change } from "~/realtime/changes.server";
import { testDatabases } from "../../tests/databases";
import { useTestStore } from "../../tests/model-store";
import { addGalleryImages } from "./case-images.server";
import { createCase, findPublishedCaseBySlug, saveCase } from "./case-studies.server";
import { inDraftView } from "./drafts.server";
import { addIntroLogo, listActiveIntroLogos, reorderIntroLogos } from "./intro-logos.server";
import { loadContent, saveContent, uploadContentImage } from "./site-content.server";
import { addTeamMember, deleteTeamMember, listActiveTeamMembers } from "./team-members.server";
import { removeUnusedImages } from "./uploads.server";
import { VERSION_MESSAGES } from "./write.server";
import type { Store } from "./store.server";

const png = () =>
  sharp({ create: { width: 24, height: 16, channels: 3, background: "#36c" } })
    .png()
    .toBuffer();

const heroTitle = { section: "hero", key: "title", type: "title" as const, default: "" };

/** Every row of the live tables a draft write must leave alone, and the revisions. */
async function liveState(db: Db) {
  return {
    content: await db.select().from(siteContent).orderBy(asc(siteContent.section), asc(siteContent.key)),
    cases: await db.select().from(caseStudies).orderBy(asc(caseStudies.id)),
    team: await db.select().from(teamMembers).orderBy(asc(teamMembers.id)),
    logos: await db.select().from(introLogos).orderBy(asc(introLogos.id)),
    revisions: (await db.select({ n: count() }).from(revisions))[0].n,
  };
}

async function draftOf(db: Db, place: string) {
  const [row] = await db.select().from(drafts).where(eq(drafts.place, place));
  return row ?? null;
}

describe.each(testDatabases())("draft writes (%s)", (_kind, open) => {
  const test = useTestStore(open);
  const draft = (): Store => ({ ...test.store, draft: true });
  let heard: Change[] = [];
  let stop = () => {};
  beforeEach(async () => {
    heard = [];
    stop = onChange((change) => heard.push(change));
    await test.db.delete(drafts);
  });
  afterEach(() => stop());

  it("keeps a saved text as a draft: live and history unchanged, no event, and the draft view shows it", async () => {
    await saveContent(test.store, test.by, [{ ...heroTitle, value: "Live title" }]);
    heard = [];
    const before = await liveState(test.db);

    await saveContent(draft(), test.by, [{ ...heroTitle, value: "Drafted title", base: "Live title" }]);

    expect(await liveState(test.db)).toEqual(before);
    expect(heard).toEqual([]);
    expect(await draftOf(test.db, "slot:hero/title")).toMatchObject({ value: "Drafted title", base: "Live title", by: test.by });
    expect(await inDraftView(test.db, (view) => loadContent(view, [heroTitle]))).toEqual({ "hero:title": "Drafted title" });
    // The view was rolled back: the live value is still what every visitor reads.
    expect(await loadContent(test.db, [heroTitle])).toEqual({ "hero:title": "Live title" });
  });

  it("refuses a draft save made from an older value, naming the draft's author; the first base stays", async () => {
    await saveContent(test.store, test.by, [{ ...heroTitle, value: "Live title" }]);
    await saveContent(draft(), test.by, [{ ...heroTitle, value: "First draft", base: "Live title" }]);
    const refused = saveContent(draft(), test.by, [{ ...heroTitle, value: "Second draft", base: "Live title" }]);
    await expect(refused).rejects.toMatchObject({
      status: 409,
      message: VERSION_MESSAGES.conflict,
      details: { conflict: { by: "Test Admin", value: "First draft" } },
    });
    await saveContent(draft(), test.by, [{ ...heroTitle, value: "Second draft", base: "First draft" }]);
    expect(await draftOf(test.db, "slot:hero/title")).toMatchObject({ value: "Second draft", base: "Live title" });
  });

  it("lets only one of two draft saves made at once from the same value through", async () => {
    await saveContent(test.store, test.by, [{ ...heroTitle, value: "Live title" }]);
    const results = await Promise.allSettled(
      ["One", "Other"].map((value) => saveContent(draft(), test.by, [{ ...heroTitle, value, base: "Live title" }])),
    );
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(results.find((result) => result.status === "rejected")).toMatchObject({ reason: { status: 409 } });
  });

  it("drops the draft of a place whose value is the live one again, and only then", async () => {
    await saveContent(test.store, test.by, [{ ...heroTitle, value: "Live title" }]);
    await saveContent(draft(), test.by, [{ ...heroTitle, value: "Changed" }]);
    await saveContent(draft(), test.by, [{ ...heroTitle, value: "Live title" }]);
    expect(await draftOf(test.db, "slot:hero/title")).toBeNull();

    await saveContent(draft(), test.by, [{ ...heroTitle, value: "Changed" }]);
    await saveContent(test.store, test.by, [{ ...heroTitle, value: "Changed live meanwhile" }]);
    // Back to the value it was drafted from, which is no longer the live one: still a change.
    await saveContent(draft(), test.by, [{ ...heroTitle, value: "Live title" }]);
    expect(await draftOf(test.db, "slot:hero/title")).toMatchObject({ value: "Live title", base: "Live title" });
    await saveContent(draft(), test.by, [{ ...heroTitle, value: "Changed live meanwhile" }]);
    expect(await draftOf(test.db, "slot:hero/title")).toBeNull();
  });

  it("keeps an uploaded picture as a draft of the slot and its alt text, its files held by the draft", async () => {
    const before = await liveState(test.db);
    const image = await uploadContentImage(draft(), test.by, {
      section: "hero",
      key: "background_image",
      image: { bytes: await png(), bucket: "uploads" },
      alt: "A drafted picture",
    });
    expect(await liveState(test.db)).toEqual(before);
    expect(heard).toEqual([]);
    expect(await draftOf(test.db, "slot:hero/background_image")).toMatchObject({ value: image.url, base: null });
    expect(await draftOf(test.db, "slot:hero/background_image--alt")).toMatchObject({ value: "A drafted picture" });
    // Nothing live shows the picture, but the draft does: its files stay.
    await removeUnusedImages(test.store, [image.url]);
    expect(test.filesOf(image.url).length).toBeGreaterThan(0);
    const slot = { section: "hero", key: "background_image", type: "image" as const, default: "" };
    expect(await inDraftView(test.db, (view) => loadContent(view, [slot]))).toEqual({
      "hero:background_image": image.url,
      "hero:background_image--alt": "A drafted picture",
    });
    // Discarded, nothing holds it any more.
    await test.db.delete(drafts);
    await removeUnusedImages(test.store, [image.url]);
    expect(test.filesOf(image.url)).toEqual([]);
  });

  it("keeps a case study's new title and gallery picture as one draft of the case, texts moving with its address", async () => {
    const live = await createCase(test.store, test.by);
    await saveContent(test.store, test.by, [{ section: `case_${live.slug}`, key: "back", type: "text", value: "Back to work" }]);
    heard = [];
    const before = await liveState(test.db);

    const renamed = await saveCase(draft(), test.by, live.id, { title: "Drafted Case", version: live.version });
    await addGalleryImages(draft(), test.by, live.id, [{ bytes: await png(), alt: "Drafted picture" }]);

    expect(await liveState(test.db)).toEqual(before);
    expect(heard).toEqual([]);
    const row = await draftOf(test.db, `case:${live.id}`);
    expect(row?.value).toMatchObject({ title: "Drafted Case", slug: "drafted-case", version: live.version + 2 });
    expect((row?.value as { galleryImages: string[] }).galleryImages).toHaveLength(1);
    expect(row?.base).toMatchObject({ title: live.title, slug: live.slug, version: live.version });
    // The case's own text moves to its new address in the draft, and away from the old one.
    expect(await draftOf(test.db, `slot:case_drafted-case/back`)).toMatchObject({ value: "Back to work", base: null });
    expect(await draftOf(test.db, `slot:case_${live.slug}/back`)).toMatchObject({ value: null, base: "Back to work" });

    const seen = await inDraftView(test.db, async (view) => ({
      found: await findPublishedCaseBySlug(view, renamed.slug),
      texts: await loadContent(view, [{ section: "case_drafted-case", key: "back", type: "text", default: "" }]),
    }));
    expect(seen.found).toMatchObject({ id: live.id, title: "Drafted Case" });
    expect(seen.found?.galleryImages).toEqual((row?.value as { galleryImages: string[] }).galleryImages);
    expect(seen.texts).toEqual({ "case_drafted-case:back": "Back to work" });
    // A second save from the version the live page showed is refused: the draft has moved on.
    await expect(saveCase(draft(), test.by, live.id, { title: "Stale", version: live.version })).rejects.toMatchObject({ status: 409 });
  });

  it("drafts a new team member and the deletion of a live one; a member made and deleted in the draft leaves nothing", async () => {
    const kept = await addTeamMember(test.store, test.by, { name: "Live Lee", role: "Lead", bio: "" });
    heard = [];
    const before = await liveState(test.db);

    const added = await addTeamMember(draft(), test.by, { name: "Drafted Dee", role: "Designer", bio: "" });
    const undo = await deleteTeamMember(draft(), test.by, kept.id);

    expect(undo).toBe("");
    expect(await liveState(test.db)).toEqual(before);
    expect(heard).toEqual([]);
    expect(await draftOf(test.db, `team:${added.id}`)).toMatchObject({ value: { name: "Drafted Dee" }, base: null });
    expect(await draftOf(test.db, `team:${kept.id}`)).toMatchObject({ value: null, base: { name: "Live Lee" } });
    const names = await inDraftView(test.db, async (view) => (await listActiveTeamMembers(view)).map((m) => m.name));
    expect(names).toEqual(["Drafted Dee"]);

    await deleteTeamMember(draft(), test.by, added.id);
    expect(await draftOf(test.db, `team:${added.id}`)).toBeNull();
  });

  it("drafts a new order of the intro logos, row by row", async () => {
    const logos = [];
    for (let i = 0; i < 3; i++) logos.push(await addIntroLogo(test.store, test.by, { bytes: await png() }, `Logo ${i}`));
    heard = [];
    const before = await liveState(test.db);
    const reversed = logos.map((logo) => logo.id).reverse();

    await reorderIntroLogos(draft(), test.by, reversed);

    expect(await liveState(test.db)).toEqual(before);
    expect(heard).toEqual([]);
    // The middle one keeps its place: only the two that moved are drafted.
    const drafted = (await test.db.select().from(drafts)).map((row) => row.place).sort();
    expect(drafted).toEqual([`logo:${logos[0].id}`, `logo:${logos[2].id}`].sort());
    const order = await inDraftView(test.db, async (view) => (await listActiveIntroLogos(view)).map((logo) => logo.id));
    expect(order).toEqual(reversed);
  });
});
