import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineSection } from "~/content/slot";
import { readEnv } from "~/lib/env.server";
import { restoreDeleted } from "~/models/deleted.server";
import { listRevisions, slotItem } from "~/models/revisions.server";
import { loadContent, restoreContent, uploadContentImage } from "~/models/site-content.server";
import type { Store } from "~/models/store.server";
import { addTeamMember, deleteTeamMember, updateTeamMember } from "~/models/team-members.server";
import { testDatabases } from "../../tests/databases";
import { useTestStore } from "../../tests/model-store";
import { startTestS3, type TestS3 } from "../../tests/s3-server";
import { createStorage } from "./create-storage.server";
import type { Storage } from "./storage.server";

const CDN = "https://cdn.example/pictures";
const page = defineSection("s3_history_page", { picture: ["image", ""] });
const picture = (background: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer();

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3("pictures");
});
afterAll(() => s3?.stop());

/** The bucket's files of one uploaded picture: itself and its widths. */
async function filesOf(storage: Storage, url: string | null) {
  const key = url && storage.keyOf(url);
  if (!key) return [];
  const stem = key.slice(0, -".webp".length);
  return (await storage.list()).map((file) => file.key).filter((k) => k === key || k.startsWith(`${stem}-`));
}

describe.each(testDatabases())("pictures in a bucket through history and undo (%s)", (_kind, open) => {
  const test = useTestStore(open);
  const store = (storage: Storage): Store => ({ db: test.db, storage });

  it("keeps a replaced picture while a version holds it, and a restore shows it again", async () => {
    const storage = await createStorage(readEnv(s3.env));
    const first = await uploadContentImage(store(storage), test.by, {
      ...page.picture,
      image: { bytes: await picture("#f00"), bucket: "uploads" },
      alt: null,
    });
    expect(first.url).toMatch(/^\/uploads\//);
    const second = await uploadContentImage(store(storage), test.by, {
      ...page.picture,
      image: { bytes: await picture("#0f0"), bucket: "uploads" },
      alt: null,
    });
    expect(await filesOf(storage, first.url)).toHaveLength(4);
    expect(await filesOf(storage, second.url)).toHaveLength(4);

    const [, firstVersion] = await listRevisions(test.db, slotItem(page.picture));
    await restoreContent(store(storage), test.by, { ...page.picture, revision: firstVersion.id });
    expect((await loadContent(test.db, [page.picture]))[`${page.picture.section}:${page.picture.key}`]).toBe(first.url);
    expect(await filesOf(storage, first.url)).toHaveLength(4);
  });

  it("with S3_PUBLIC_URL: portraits at the bucket's address, kept for an undo, removed once nothing holds them", async () => {
    const storage = await createStorage(readEnv({ ...s3.env, S3_PUBLIC_URL: CDN }));
    const member = await addTeamMember(store(storage), test.by, { name: "Ada", role: "Lead", bio: "", portrait: await picture("#00f") });
    expect(member.imageUrl).toMatch(new RegExp(`^${CDN}/about-images/team/[0-9a-f]{16}-\\d+\\.webp\\?v=\\d+$`));
    expect(await filesOf(storage, member.imageUrl)).toHaveLength(4);

    const replaced = await updateTeamMember(store(storage), test.by, member.id, {
      name: "Ada",
      role: "Lead",
      bio: "",
      portrait: await picture("#ff0"),
    });
    expect(await filesOf(storage, member.imageUrl)).toHaveLength(4); // the first version still shows it

    const undo = await deleteTeamMember(store(storage), test.by, member.id);
    expect(await filesOf(storage, replaced.imageUrl)).toHaveLength(4);
    await restoreDeleted(store(storage), test.by, undo);

    await deleteTeamMember(store(storage), test.by, member.id);
    await test.expireDeletes();
    // The next delete purges the expired one with its whole history, then the pictures nothing shows.
    const other = await addTeamMember(store(storage), test.by, { name: "Bo", role: "", bio: "" });
    await deleteTeamMember(store(storage), test.by, other.id);
    expect(await filesOf(storage, member.imageUrl)).toEqual([]);
    expect(await filesOf(storage, replaced.imageUrl)).toEqual([]);
  });
});
