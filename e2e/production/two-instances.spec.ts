import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { responsiveSrcSet } from "../../app/lib/responsive-image";
import { startTestS3, type TestS3 } from "../../tests/s3-server";
import { waitForHydration } from "../fixtures";
import { createAdmin, csrfTokenOf, freshDatabase, POSTGRES, signIn, startSite, type SiteProcess } from "./site";

/**
 * Production on several machines (issue 15, docs/decisions/015): two instances of the
 * production build share one PostgreSQL database and one bucket, each with a DATA_DIR of its
 * own. A picture uploaded through one shows on a page served by the other, and survives
 * both DATA_DIRs being deleted; a session and its CSRF token from one are good on the other.
 * Needs TEST_DATABASE_URL (CI sets it).
 */
const ADMIN = { email: "twins@example.com", name: "Twin Admin", password: "correct horse battery staple" };
// Clear of the shared sites (4173-4177), of operations.spec.ts (4210 up) and of the ports
// fetch refuses (4190 is one).
let nextPort = 4230;
/** The same on every instance: a CSRF token made by one is checked by the others. */
const SESSION_SECRET = crypto.randomBytes(32).toString("base64url");
const OFFICE_IMAGE = "The Arkadomus studio in Swindon";

test.describe.configure({ mode: "serial" });

/** A small photo-like PNG: a gradient, so that its widths differ in bytes. */
async function picture(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 128;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** The picture at `url` as `site` serves it: status, type and the sha256 of its bytes. */
async function served(site: SiteProcess, url: string) {
  const response = await fetch(new URL(url, site.url));
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    sha256: crypto.createHash("sha256").update(bytes).digest("hex"),
  };
}

/**
 * A visitor's /about of `site` shows the office picture `url`: its `<img>` names it and its
 * responsive widths, the browser has loaded it, and every width in its srcset loads as a
 * picture of that width (never enlarged past the upload's own `uploadWidth`).
 */
async function expectOfficePicture(page: Page, site: SiteProcess, url: string, uploadWidth: number) {
  await page.goto(`${site.url}/about`);
  await waitForHydration(page);
  const office = page.getByRole("img", { name: OFFICE_IMAGE });
  await expect(office).toHaveAttribute("src", url);
  const srcset = responsiveSrcSet(url);
  expect(srcset, "an upload's address has responsive widths").toBeTruthy();
  await expect(office).toHaveAttribute("srcset", srcset ?? "");
  // Lazy: it loads once near the viewport.
  await office.scrollIntoViewIfNeeded();
  await expect.poll(() => office.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
  const stem = new URL(url, site.url).pathname.replace(/\.webp$/, "");
  expect(await office.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(
    new RegExp(`^${stem}-(480|960|1600)\\.webp$`),
  );
  const candidates = (srcset ?? "").split(", ").map((candidate) => {
    const [address, width] = candidate.split(" ");
    return { address, width: Number(width.replace("w", "")) };
  });
  const widths = await page.evaluate(
    (addresses) =>
      Promise.all(
        addresses.map(async (address) => {
          const img = new Image();
          img.src = address;
          await img.decode();
          return img.naturalWidth;
        }),
      ),
    candidates.map(({ address }) => address),
  );
  expect(widths).toEqual(candidates.map(({ width }) => Math.min(width, uploadWidth)));
}

test("two instances on one database and bucket: a picture uploaded through one shows on the other, and outlives both DATA_DIRs", async ({
  page,
}) => {
  test.skip(!POSTGRES, "needs TEST_DATABASE_URL");
  // Four starts of the production build, two of them side by side, on a busy machine.
  test.setTimeout(300_000);
  const sites: SiteProcess[] = [];
  let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  let s3: TestS3 | undefined;
  try {
    s3 = await startTestS3("agency");
    database = await freshDatabase();
    // Migrations applied here, once: two instances starting side by side on a new database
    // would both apply them, and one may fail (compose.yaml restarts it; a test cannot).
    createAdmin(database.url, ADMIN);
    const env = { DATABASE_URL: database.url, SESSION_SECRET, SEED_DEMO: "0", LOG_LEVEL: "warn", ...s3.env };
    const startPair = async () => {
      const pair = await Promise.all(
        [nextPort++, nextPort++].map(async (port) => {
          const site = await startSite(port, env);
          sites.push(site);
          return site;
        }),
      );
      expect(pair[0].dataDir).not.toBe(pair[1].dataDir);
      for (const site of pair) {
        const ready = await fetch(`${site.url}/readyz`);
        expect(await ready.json(), `/readyz of ${site.url}`).toEqual({ status: "ready" });
      }
      return pair;
    };
    const [a, b] = await startPair();

    // B has the about page in its render cache, with the default picture, before the upload.
    for (const state of ["miss", "hit"]) {
      const before = await fetch(`${b.url}/about`);
      expect(before.status).toBe(200);
      expect(before.headers.get("x-render-cache")).toBe(state);
      expect(await before.text()).toContain("/about-images/office-1600.webp");
    }

    // The administrator signs in on A and uploads a picture into the office image slot there.
    const cookie = await signIn(a, ADMIN);
    const csrf = await csrfTokenOf(a, cookie);
    const uploadWidth = 1200;
    const form = new FormData();
    form.set("intent", "upload");
    form.set("section", "about");
    form.set("key", "office_image");
    form.set("type", "image");
    form.set("bucket", "about-images");
    form.set("file", new File([await picture(uploadWidth, 800)], "office.png", { type: "image/png" }));
    form.set("_csrf", csrf);
    const upload = await fetch(`${a.url}/api/content`, { method: "POST", body: form, headers: { Cookie: cookie, Origin: a.url } });
    const answer = (await upload.json()) as { ok: boolean; url?: string; error?: string };
    expect(answer, `upload answered ${upload.status}`).toMatchObject({
      ok: true,
      url: expect.stringMatching(/^\/uploads\/about-images\//),
    });
    const url = answer.url ?? "";
    const key = new URL(url, a.url).pathname.slice("/uploads/".length);

    // It is in the bucket, with its widths, and not in A's DATA_DIR.
    const client = new S3Client({
      endpoint: s3.env.S3_ENDPOINT,
      region: s3.env.S3_REGION,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
    });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.env.S3_BUCKET }));
    client.destroy();
    const stem = key.replace(/\.webp$/, "");
    expect((listed.Contents ?? []).map((object) => object.Key).sort()).toEqual(
      [key, `${stem}-1600.webp`, `${stem}-480.webp`, `${stem}-960.webp`].sort(),
    );
    expect(fs.existsSync(path.join(a.dataDir, "uploads", key))).toBe(false);

    // B heard of the change through the database: its cached page is dropped, and a visitor's
    // /about shows the new picture (the change reaches B a moment after A has answered).
    await expect.poll(async () => (await fetch(`${b.url}/about`)).text(), { timeout: 60_000 }).toContain(`src="${url}"`);
    await expectOfficePicture(page, b, url, uploadWidth);

    // Both instances serve the same picture, as a picture.
    const fromA = await served(a, url);
    expect(fromA).toMatchObject({ status: 200, type: "image/webp" });
    expect(await served(b, url)).toEqual(fromA);

    // The session from A writes through B, with A's CSRF token (the same SESSION_SECRET):
    // B's /admin gives that session the very same token.
    expect(await csrfTokenOf(b, cookie)).toBe(csrf);
    const title = `Two Instances ${crypto.randomBytes(4).toString("hex")}`;
    const save = await fetch(`${b.url}/api/content`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: b.url },
      body: new URLSearchParams({
        intent: "save",
        values: JSON.stringify([{ section: "about", key: "hero_title", type: "title", value: title }]),
        _csrf: csrf,
      }),
    });
    expect(await save.json(), `save answered ${save.status}`).toEqual({ ok: true });
    for (const site of [b, a]) {
      await expect.poll(async () => (await fetch(`${site.url}/about`)).text(), { timeout: 60_000 }).toContain(title);
    }
    await page.goto(`${b.url}/about`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(title);

    // Both instances go, and their DATA_DIRs with them.
    for (const site of [a, b]) {
      expect(await site.stop()).toBe(0);
      expect(fs.existsSync(site.dataDir), `${site.dataDir} removed`).toBe(false);
    }

    // Two new instances, fresh DATA_DIRs, the same database and bucket: the picture is still
    // served and shown, the text still there, and the session from A still good.
    const [c, d] = await startPair();
    expect([c.dataDir, d.dataDir]).not.toContain(a.dataDir);
    expect([c.dataDir, d.dataDir]).not.toContain(b.dataDir);
    for (const site of [c, d]) {
      expect(await served(site, url)).toEqual(fromA);
      await expectOfficePicture(page, site, url, uploadWidth);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
      expect(await csrfTokenOf(site, cookie)).toBe(csrf);
    }
  } finally {
    for (const site of sites) await site.stop();
    await s3?.stop();
    await database?.drop();
  }
});
