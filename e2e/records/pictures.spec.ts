import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { dismissIntro, gotoHydrated, putPictures } from "../fixtures";
import { adminPost, createCase, expectNotice, pngFile, unique, visitorPage } from "./kit";

/**
 * Every picture described in place, and the picture library (docs/product.md section 5): a
 * case's pictures described as they are added and afterwards, in visitors' HTML and open pages,
 * in the case's history; a picture of the library reused in another place without a second
 * upload; an image slot given another site's address; bad input refused with nothing stored
 * changed. (Portraits: team.spec.ts; logos: logos.spec.ts.)
 */

// The records site's home hero is these tests' own: one at a time.
test.describe.configure({ mode: "serial" });

/** The `alt` of every `<img>` of a page's HTML whose address starts with `src`. */
async function altsInHtml(page: Page, path: string, src: string) {
  const html = await (await page.request.get(path)).text();
  return [...html.matchAll(/<img\b[^>]*>/g)]
    .map(([tag]) => ({ src: /\ssrc="([^"]*)"/.exec(tag)?.[1] ?? "", alt: /\salt="([^"]*)"/.exec(tag)?.[1] }))
    .filter((img) => img.src.startsWith(src))
    .map((img) => img.alt);
}

test("a case's pictures are described as they are added and again later; visitors' HTML and open pages follow, and History brings the words back", async ({
  page,
  browser,
  baseURL,
}) => {
  const title = unique("Described Gallery");
  const { slug } = await createCase(page, title);
  await gotoHydrated(page, `/case/${slug}`);
  const manager = page.getByTestId("gallery-manager");
  const poster = unique("A red poster on a brick wall");
  await putPictures(
    page,
    manager.getByRole("button", { name: "Add images" }),
    [await pngFile("poster.png", "#c1121f", 800, 500), await pngFile("texture.png", "#669bbc", 800, 500)],
    [poster, "decorative"],
  );
  await expectNotice(page, "Project images updated successfully!");
  const sources = await manager
    .getByTestId("gallery-item")
    .locator("img")
    .evaluateAll((all) => all.map((img) => img.getAttribute("src")!));
  expect(sources).toHaveLength(2);

  // The page's HTML: the featured picture and the carousel say what the first shows.
  expect(await altsInHtml(page, `/case/${slug}`, sources[0])).toContain(poster);
  const visitor = await visitorPage(browser, baseURL!);
  await gotoHydrated(visitor.page, `/case/${slug}`);
  const current = visitor.page.getByTestId("gallery-current");
  await expect(current).toHaveAttribute("alt", poster);
  await visitor.page.getByRole("button", { name: "Next image" }).click();
  await expect(current).toHaveAttribute("alt", "");
  await visitor.page.getByRole("button", { name: "Previous image" }).click();
  await visitor.page.evaluate(() => Object.assign(window, { __samePage: true }));

  // Described again: the visitor's open page follows without a reload.
  const again = unique("The red poster, photographed at night");
  await manager.getByRole("button", { name: "Alt text of image 1" }).click();
  const dialog = page.getByRole("dialog", { name: "Alt text: image 1" });
  await expect(dialog.getByLabel("Alternative text")).toHaveValue(poster);
  await dialog.getByLabel("Alternative text").fill("x".repeat(301));
  await expect(dialog.getByText("Alternative text is at most 300 characters")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Save alt text" })).toBeDisabled();
  await dialog.getByLabel("Alternative text").fill(again);
  await dialog.getByRole("button", { name: "Save alt text" }).click();
  await expectNotice(page, "Alt text saved");
  await expect(current).toHaveAttribute("alt", again);
  expect(await visitor.page.evaluate(() => (window as Window & { __samePage?: boolean }).__samePage)).toBe(true);

  // The case's history keeps the first words; restoring that version brings them back.
  await page.getByRole("button", { name: "History", exact: true }).click();
  const versions = page.getByRole("dialog", { name: /^History: / }).getByTestId("history-version");
  await versions
    .nth(1)
    .getByRole("button", { name: /^Restore/ })
    .click();
  await expectNotice(page, "Version restored");
  await expect(current).toHaveAttribute("alt", poster);
  await visitor.close();
});

test("a picture of the library is found by its words and put in another place without a second upload; it stays while it shows anywhere", async ({
  page,
  browser,
  baseURL,
}) => {
  const words = unique("Kestrel lighthouse at dawn");
  const { id, slug } = await createCase(page, unique("Library Source"));
  await gotoHydrated(page, `/case/${slug}`);
  const manager = page.getByTestId("gallery-manager");
  await putPictures(
    page,
    manager.getByRole("button", { name: "Add images" }),
    [await pngFile("lighthouse.png", "#ffb703", 900, 600), await pngFile("sea.png", "#023047", 900, 600)],
    [words],
  );
  await expectNotice(page, "Project images updated successfully!");
  const lighthouse = (await manager.getByTestId("gallery-item").first().locator("img").getAttribute("src"))!;

  // The home page's hero takes it from the library, found by its words, with those words.
  await gotoHydrated(page, "/");
  await dismissIntro(page);
  const hero = page.locator("#home");
  await hero.getByRole("button", { name: "Upload image for background image" }).click();
  const picker = page.getByRole("dialog", { name: "Upload image: background image" });
  await picker.getByRole("button", { name: "Choose from library" }).click();
  const library = picker.getByTestId("picture-library");
  // Newest first: the pictures just uploaded lead the list.
  await expect(library.getByRole("listitem").first().locator("img")).toHaveAttribute("src", /^\/uploads\//);
  await library.getByLabel("Search the library").fill(words.toUpperCase());
  await expect(library.getByRole("listitem")).toHaveCount(1);
  await expect(library.getByRole("listitem")).toContainText(words);
  await library.getByLabel("Search the library").fill("no picture is described like this");
  await expect(library.getByText("No picture matches “no picture is described like this”.")).toBeVisible();
  await library.getByLabel("Search the library").fill(words);
  await library.getByRole("button", { name: `Choose “${words}”` }).click();
  await expect(picker.getByTestId("chosen-picture")).toContainText("From the library");
  await expect(picker.getByLabel("Alternative text")).toHaveValue(words);
  await picker.getByRole("button", { name: "Upload image", exact: true }).click();
  await expectNotice(page, "Image changed");
  await expect(picker).toBeHidden();

  const visitor = await visitorPage(browser, baseURL!);
  expect(await altsInHtml(visitor.page, "/", lighthouse)).toContain(words);

  // Taken out of its case, it still shows on the home page: its file stays.
  await adminPost(page, "/api/case-images", { intent: "remove", id, image: lighthouse });
  expect((await visitor.page.request.get(lighthouse)).status()).toBe(200);
  expect(await altsInHtml(visitor.page, "/", lighthouse)).toContain(words);
  await visitor.close();

  // Back to the hero's video.
  await gotoHydrated(page, "/");
  await dismissIntro(page);
  await page.locator("#home").getByRole("button", { name: "Remove image" }).click();
  await expectNotice(page, "Image removed");
});

test("alt text over 300 characters, a picture not in the library, and another site's private address are refused; nothing stored changes", async ({
  page,
}) => {
  await gotoHydrated(page, "/contact");
  const csrf = await page.locator('input[name="_csrf"]').first().inputValue();
  const post = (fields: Record<string, string>) => page.request.post("/api/content", { multipart: { ...fields, _csrf: csrf } });
  const hero = { section: "hero", key: "background_image", type: "image" };
  // Every version of the hero's picture and of its words: a refusal adds none.
  const versions = async () =>
    Promise.all(
      ["slot:hero/background_image", "slot:hero/background_image--alt"].map(async (item) =>
        (await page.request.get(`/api/history?item=${item}`)).json(),
      ),
    );
  const before = await versions();

  const tooLong = await post({
    intent: "save",
    values: JSON.stringify([{ ...hero, key: "background_image--alt", type: "text", value: "x".repeat(301) }]),
  });
  expect(tooLong.status()).toBe(400);
  expect((await tooLong.json()).error).toBe("Alternative text is at most 300 characters");

  const notInLibrary = await post({ intent: "choose", ...hero, picture: "/uploads/never-uploaded.webp", alt: "Never there" });
  expect(notInLibrary.status()).toBe(404);
  expect((await notInLibrary.json()).error).toBe("This picture is no longer in the library. Choose another one.");

  const privateHost = await post({ intent: "save", values: JSON.stringify([{ ...hero, value: "http://10.0.0.7/office.png" }]) });
  expect(privateHost.status()).toBe(400);
  expect((await privateHost.json()).error).toBe(
    "That address is not on the public web. Give the address of a picture on a public site, or upload it.",
  );
  expect(await versions()).toEqual(before);
});

test("an image slot given another site's address keeps a copy of the picture here", async ({ page }) => {
  // Another site, on this machine: the records site may fetch from loopback (for tests only).
  const photo = (await pngFile("photo.png", "#2a9d8f", 640, 400)).buffer;
  const other = http.createServer((_req, res) => res.writeHead(200, { "content-type": "image/png" }).end(photo));
  await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
  try {
    await gotoHydrated(page, "/");
    const address = `http://127.0.0.1:${(other.address() as AddressInfo).port}/photo.png`;
    await adminPost(page, "/api/content", {
      intent: "save",
      values: JSON.stringify([{ section: "hero", key: "background_image", type: "image", value: address }]),
    });
    const html = await (await page.request.get("/")).text();
    expect(html).not.toContain(address);
    const kept = /src="(\/uploads\/uploads\/[^"]+\.webp[^"]*)"/.exec(html)?.[1];
    expect(kept, "the hero's picture, kept on this site").toBeTruthy();
    expect((await page.request.get(kept!.replace(/&amp;/g, "&"))).status()).toBe(200);
    await adminPost(page, "/api/content", { intent: "remove", section: "hero", key: "background_image", type: "image" });
  } finally {
    other.closeAllConnections();
    await new Promise((resolve) => other.close(resolve));
  }
});
