/**
 * Bad input to every write route, sent by a signed-in administrator with a valid CSRF token,
 * so that only the input is wrong: unknown or malformed ids, ids of another kind of record,
 * values of the wrong type or size, pictures that are not pictures or are too large, taken
 * or reserved slugs, out-of-date lists, and requests that are not forms at all. Each must be
 * refused with a fitting status (400, 404, 409 or 413) and a message the administrator can
 * act on, and must leave the database and the uploads folder as they were.
 */
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/databases";
import type { CaseStudy, IntroLogo, TeamMember } from "~/db/schema";
import { hugePng, manyFramesGif } from "../../../tests/costly-images";
import {
  ORIGIN,
  oversizedFile,
  openTestSite,
  pngFile,
  seedCase,
  seedContent,
  seedIntroLogo,
  seedTeamMember,
  svgFile,
  textFileNamedPng,
  type Action,
  formOf,
  type Fields,
  type TestSite,
} from "../../../tests/action-site";
import { RICH_MESSAGES } from "~/forms/rich-text";
import { action as caseImagesAction } from "./case-images";
import { action as casesAction } from "./cases";
import { action as contentAction } from "./content";
import { action as framingAction } from "./framing";
import { action as introLogosAction } from "./intro-logos";
import { action as materialsAction } from "./materials";
import { action as teamAction } from "./team";

type Route = { path: string; action: Action };

const CASES: Route = { path: "/api/cases", action: casesAction };
const CASE_IMAGES: Route = { path: "/api/case-images", action: caseImagesAction };
const MATERIALS: Route = { path: "/api/materials", action: materialsAction };
const TEAM: Route = { path: "/api/team", action: teamAction };
const INTRO_LOGOS: Route = { path: "/api/intro-logos", action: introLogosAction };
const CONTENT: Route = { path: "/api/content", action: contentAction };
const FRAMING: Route = { path: "/api/framing", action: framingAction };

/** The words of docs/product.md section 5 for a refused picture. */
const NOT_AN_IMAGE = "Please select an image file";
/** The materials form's own wording for the same refusal (docs/product.md section 5). */
const NOT_A_VALID_IMAGE = "Please select a valid image file";
const IMAGE_TOO_LARGE = "Image size must be less than 5MB";
const TOO_MANY_FIELDS = "This request has too many fields (at most 1,000).";
const TOO_MANY_FRAMES = "This animation has too many frames (at most 200). Shorten it, or upload a still picture.";
const TOO_MANY_PIXELS = "This image is too large to process (at most 50 megapixels). Make it smaller and try again.";

/**
 * A picture of 5 MB and 1 byte: 413 is meant, 400 is what the schema answers today (see
 * 'known bugs' at the end); either passes here, the message and "nothing changed" may not.
 */
const OVERSIZED_STATUS = [413];

const unknownId = () => crypto.randomUUID();

describe.each(testDatabases())("bad input on %s", (_kind, open) => {
  let site: TestSite;
  /** Rows to aim at: each test must leave them exactly as they are. */
  let seeded: {
    /** Published, two uploaded pictures. */
    case: CaseStudy;
    /** Published, one uploaded picture, slug 'other-case'. */
    other: CaseStudy;
    /** Published, a full gallery of 15 pictures. */
    full: CaseStudy;
    members: TeamMember[];
    logos: IntroLogo[];
  };

  beforeAll(async () => {
    site = await openTestSite(open);
    await seedContent(site);
    seeded = {
      case: await seedCase(site, "Seeded Case", 2),
      other: await seedCase(site, "Other Case", 1),
      full: await seedCase(site, "Full Case", 15),
      members: [await seedTeamMember(site, "Ada"), await seedTeamMember(site, "Grace")],
      logos: [await seedIntroLogo(site), await seedIntroLogo(site)],
    };
  });

  afterAll(async () => {
    await site?.close();
  });

  /**
   * Sends `fields` to `route` as the administrator, and expects a refusal with `status` (or
   * one of them) and `error` (a text, or a matcher) that changed neither the database nor
   * the uploads folder.
   */
  async function expectRefusal(route: Route, fields: Fields, status: number | number[], error: unknown) {
    const before = await site.snapshot();
    const answer = await site.send(route.action, route.path, fields);
    expect(answer.body).toMatchObject({ ok: false, error });
    expect([status].flat()).toContain(answer.status);
    expect(await site.snapshot()).toEqual(before);
    return answer;
  }

  /** What every route refuses alike: an intent it does not know, none at all, and JSON. */
  function refusesRequestsWithoutAKnownIntent(route: Route) {
    const unknownIntent = "Unknown action. Reload the page and try again.";

    it("refuses an unknown intent with 400, and nothing changes", async () => {
      const answer = await expectRefusal(route, { intent: "explode", id: seeded.case.id }, 400, unknownIntent);
      expect(answer.body.fieldErrors).toMatchObject({ intent: unknownIntent });
    });

    it("refuses a form without an intent with 400, and nothing changes", async () => {
      await expectRefusal(route, { id: seeded.case.id }, 400, unknownIntent);
    });

    it("refuses a JSON body instead of a form with 400, and nothing changes", async () => {
      const before = await site.snapshot();
      const answer = await site.sendJson(route.action, route.path, { intent: "delete", id: seeded.case.id });
      expect(answer).toMatchObject({ status: 400, body: { ok: false, error: "The request could not be read." } });
      expect(await site.snapshot()).toEqual(before);
    });
  }

  /** The case editor's fields, all valid: a test changes the one it is about. */
  const caseForm = (changes: Fields = {}): Fields => ({
    intent: "save",
    id: seeded.case.id,
    title: "Seeded Case",
    clientName: "Seed Client",
    category: "branding",
    description: "About Seeded Case",
    challenge: "",
    solution: "",
    results: "",
    tags: ["Seed"],
    externalLink: "",
    slug: "",
    ...changes,
  });

  /** The materials form's fields, all valid: a test changes the one it is about. */
  const materialForm = (changes: Fields = {}): Fields => ({
    intent: "save",
    id: seeded.case.id,
    title: "Seeded Case",
    clientName: "Seed Client",
    description: "About Seeded Case",
    featuredImage: "",
    tags: "Seed",
    externalLink: "",
    category: "branding",
    ...changes,
  });

  /** The team member form's fields, all valid. */
  const memberForm = (changes: Fields = {}): Fields => ({
    intent: "add",
    name: "Linus",
    role: "Developer",
    bio: "",
    isActive: "true",
    ...changes,
  });

  describe("POST /api/cases", () => {
    const missing = "This case study no longer exists. Reload the page.";

    it("refuses saving an unknown case with 404, and nothing changes", async () => {
      await expectRefusal(CASES, caseForm({ id: unknownId() }), 404, missing);
    });

    it("refuses a malformed version with 400, and nothing changes", async () => {
      await expectRefusal(CASES, caseForm({ version: "abc" }), 400, "Unknown version. Reload the page and try again.");
    });

    it("refuses a version from the future with 400, and nothing changes", async () => {
      await expectRefusal(CASES, caseForm({ version: "999999" }), 400, "This version does not exist yet. Reload the page and try again.");
    });

    it("refuses a save from an older version with 409, who changed it and their version, and nothing changes", async () => {
      // Someone else's save first: the form's version is then an older one.
      const answer = await site.send(CASES.action, CASES.path, caseForm({ version: String(seeded.case.version) }));
      expect(answer.status).toBe(200);
      const stale = await expectRefusal(
        CASES,
        caseForm({ title: "Mine", version: String(seeded.case.version) }),
        409,
        "Someone else changed this while you were editing.",
      );
      expect(stale.body.conflict).toMatchObject({ version: seeded.case.version + 1, value: { title: "Seeded Case" } });
      seeded.case = { ...seeded.case, version: seeded.case.version + 1 };
    });

    it("refuses restoring a version of another case with 404, and nothing changes", async () => {
      const other = await site.history(`case:${seeded.other.id}`);
      await expectRefusal(
        CASES,
        { intent: "restore", id: seeded.case.id, revision: other[0].id },
        404,
        "This version belongs to another item.",
      );
    });

    it("refuses a formatted text with a javascript: link or an unknown mark with 400, and nothing changes", async () => {
      const jsLink = `{rich:1}${JSON.stringify([{ text: "click", link: "javascript:alert(1)" }])}`;
      const underline = `{rich:1}${JSON.stringify([{ text: "under", marks: ["underline"] }])}`;
      const refusedLink = await expectRefusal(CASES, caseForm({ results: jsLink }), 400, RICH_MESSAGES.badLink);
      expect(refusedLink.body.fieldErrors).toMatchObject({ results: RICH_MESSAGES.badLink });
      const refusedMark = await expectRefusal(CASES, caseForm({ description: underline }), 400, RICH_MESSAGES.unknownMark);
      expect(refusedMark.body.fieldErrors).toMatchObject({ description: RICH_MESSAGES.unknownMark });
    });

    it("refuses deleting an unknown case with 404, and nothing changes", async () => {
      await expectRefusal(CASES, { intent: "delete", id: unknownId() }, 404, missing);
    });

    it("refuses deleting a team member's id as a case with 404, and the member stays", async () => {
      await expectRefusal(CASES, { intent: "delete", id: seeded.members[0].id }, 404, missing);
    });

    it("refuses a malformed id with 400, and nothing changes", async () => {
      await expectRefusal(CASES, { intent: "delete", id: "abc" }, 400, "Unknown record");
    });

    it("refuses saving under a malformed id with 400, and nothing changes", async () => {
      await expectRefusal(CASES, caseForm({ id: "abc" }), 400, "Unknown record");
    });

    it("refuses a category outside the six with 400, and nothing changes", async () => {
      const answer = await expectRefusal(CASES, caseForm({ category: "Banana" }), 400, "Choose one of the six categories");
      expect(answer.body.fieldErrors).toEqual({ category: "Choose one of the six categories" });
    });

    it("refuses more than 20 tags with 400, and nothing changes", async () => {
      const tags = Array.from({ length: 21 }, (_, i) => `Tag ${i + 1}`);
      await expectRefusal(CASES, caseForm({ tags }), 400, "A case has at most 20 tags");
    });

    it("refuses a title of 201 characters with 400, and nothing changes", async () => {
      await expectRefusal(CASES, caseForm({ title: "T".repeat(201) }), 400, "The title is too long (at most 200 characters)");
    });

    it("refuses an empty title with 400, and nothing changes", async () => {
      await expectRefusal(CASES, caseForm({ title: "   " }), 400, "Give the case a title");
    });

    it("refuses an external link that is not a web address with 400, and nothing changes", async () => {
      await expectRefusal(CASES, caseForm({ externalLink: "javascript:alert(1)" }), 400, "Enter a full address starting with https://");
    });

    it("refuses a slug with characters an address cannot hold with 400, and nothing changes", async () => {
      await expectRefusal(CASES, caseForm({ slug: "Bad Slug!" }), 400, "Use lower-case letters, digits and hyphens only");
    });

    it("refuses another case's slug with 409, and nothing changes", async () => {
      await expectRefusal(
        CASES,
        caseForm({ slug: seeded.other.slug }),
        409,
        `The address /case/${seeded.other.slug} is already used by another case study.`,
      );
    });

    it("refuses another case's slug for the virtual new project with 409, and no case is added", async () => {
      await expectRefusal(
        CASES,
        caseForm({ id: "new", title: "Brand New", slug: seeded.other.slug }),
        409,
        `The address /case/${seeded.other.slug} is already used by another case study.`,
      );
    });

    it("refuses the reserved slug 'new-project' with 409, and nothing changes", async () => {
      await expectRefusal(CASES, caseForm({ slug: "new-project" }), 409, "That address is kept for new projects. Choose another.");
    });

    refusesRequestsWithoutAKnownIntent(CASES);
  });

  describe("POST /api/case-images", () => {
    const notInGallery = "This image is no longer in the gallery. Reload the page.";
    const galleryChanged = "The gallery changed meanwhile. Reload the page and try again.";

    it("refuses adding a picture to an unknown case with 404, and leaves no file", async () => {
      await expectRefusal(
        CASE_IMAGES,
        { intent: "add", id: unknownId(), files: [pngFile()] },
        404,
        "This case study no longer exists. Reload the page.",
      );
    });

    it("refuses adding to a team member's id as a case with 404, and leaves no file", async () => {
      await expectRefusal(
        CASE_IMAGES,
        { intent: "add", id: seeded.members[0].id, files: [pngFile()] },
        404,
        "This case study no longer exists. Reload the page.",
      );
    });

    it("refuses a malformed case id with 400, and nothing changes", async () => {
      await expectRefusal(CASE_IMAGES, { intent: "remove", id: "abc", image: seeded.case.galleryImages[0] }, 400, "Unknown record");
    });

    it("refuses a 16th picture with 400, and the gallery of 15 stays", async () => {
      expect(seeded.full.galleryImages).toHaveLength(15);
      await expectRefusal(
        CASE_IMAGES,
        { intent: "add", id: seeded.full.id, files: [pngFile()] },
        400,
        "A case holds at most 15 images. Remove one before adding another.",
      );
    });

    it("refuses a text file renamed .png with 400 and the message of docs/product.md section 5, and leaves no file", async () => {
      await expectRefusal(CASE_IMAGES, { intent: "add", id: seeded.case.id, files: [textFileNamedPng()] }, 400, NOT_AN_IMAGE);
    });

    it("refuses an SVG with 400 and the message of docs/product.md section 5, and leaves no file", async () => {
      await expectRefusal(CASE_IMAGES, { intent: "add", id: seeded.case.id, files: [svgFile()] }, 400, NOT_AN_IMAGE);
    });

    it("refuses a real picture sent with a text file, and leaves neither's file", async () => {
      await expectRefusal(CASE_IMAGES, { intent: "add", id: seeded.case.id, files: [pngFile(), textFileNamedPng()] }, 400, NOT_AN_IMAGE);
    });

    it("refuses an add without a file with 400, and nothing changes", async () => {
      await expectRefusal(CASE_IMAGES, { intent: "add", id: seeded.case.id }, 400, NOT_AN_IMAGE);
    });

    it("refuses a picture of 5 MB and 1 byte with the message of docs/product.md section 5, and leaves no file", async () => {
      await expectRefusal(CASE_IMAGES, { intent: "add", id: seeded.case.id, files: [oversizedFile()] }, OVERSIZED_STATUS, IMAGE_TOO_LARGE);
    });

    it("refuses removing a case's only picture with 400, and it stays", async () => {
      expect(seeded.other.galleryImages).toHaveLength(1);
      await expectRefusal(
        CASE_IMAGES,
        { intent: "remove", id: seeded.other.id, image: seeded.other.galleryImages[0] },
        400,
        "A case study needs at least one image. Add another before removing this one.",
      );
    });

    it("refuses removing a picture the case does not have with 404, and nothing changes", async () => {
      await expectRefusal(CASE_IMAGES, { intent: "remove", id: seeded.case.id, image: seeded.other.galleryImages[0] }, 404, notInGallery);
    });

    it("refuses featuring a picture the case does not have with 404, and nothing changes", async () => {
      await expectRefusal(CASE_IMAGES, { intent: "feature", id: seeded.case.id, image: "/uploads/elsewhere.webp" }, 404, notInGallery);
    });

    it("refuses a reorder that leaves a picture out with 409, and the order stays", async () => {
      await expectRefusal(
        CASE_IMAGES,
        { intent: "reorder", id: seeded.case.id, images: [seeded.case.galleryImages[1]] },
        409,
        galleryChanged,
      );
    });

    it("refuses a reorder with another case's picture with 409, and the order stays", async () => {
      const images = [seeded.case.galleryImages[1], seeded.other.galleryImages[0]];
      await expectRefusal(CASE_IMAGES, { intent: "reorder", id: seeded.case.id, images }, 409, galleryChanged);
    });

    it("refuses a reorder naming a picture twice with 409, and the order stays", async () => {
      const images = [seeded.case.galleryImages[0], seeded.case.galleryImages[0]];
      await expectRefusal(CASE_IMAGES, { intent: "reorder", id: seeded.case.id, images }, 409, galleryChanged);
    });

    it("refuses a new featured picture for an unknown case with 404, and leaves no file", async () => {
      await expectRefusal(
        CASE_IMAGES,
        { intent: "replace-featured", id: unknownId(), file: pngFile() },
        404,
        "This case study no longer exists. Reload the page.",
      );
    });

    it("refuses a text file as the new featured picture with 400, and leaves no file", async () => {
      await expectRefusal(CASE_IMAGES, { intent: "replace-featured", id: seeded.case.id, file: textFileNamedPng() }, 400, NOT_AN_IMAGE);
    });

    refusesRequestsWithoutAKnownIntent(CASE_IMAGES);
  });

  describe("POST /api/materials", () => {
    const missing = "This case study no longer exists. Reload the page.";

    it("refuses saving an unknown material with 404, and leaves no file of its picture", async () => {
      await expectRefusal(MATERIALS, materialForm({ id: unknownId(), file: pngFile() }), 404, missing);
    });

    it("refuses deleting an unknown material with 404, and nothing changes", async () => {
      await expectRefusal(MATERIALS, { intent: "delete", id: unknownId() }, 404, missing);
    });

    it("refuses deleting an intro logo's id as a material with 404, and the logo stays", async () => {
      await expectRefusal(MATERIALS, { intent: "delete", id: seeded.logos[0].id }, 404, missing);
    });

    it("refuses a malformed id with 400, and nothing changes", async () => {
      await expectRefusal(MATERIALS, { intent: "delete", id: "abc" }, 400, "Unknown record");
    });

    it("refuses a category outside the six with 400, and nothing changes", async () => {
      await expectRefusal(MATERIALS, materialForm({ category: "Banana" }), 400, "Choose one of the six categories");
    });

    it("refuses a title of 201 characters with 400, and nothing changes", async () => {
      await expectRefusal(MATERIALS, materialForm({ title: "T".repeat(201) }), 400, "The title is too long (at most 200 characters)");
    });

    it("refuses more than 20 tags with 400, and nothing changes", async () => {
      const tags = Array.from({ length: 21 }, (_, i) => `Tag ${i + 1}`).join(", ");
      await expectRefusal(MATERIALS, materialForm({ tags }), 400, "A case has at most 20 tags");
    });

    it("refuses a 'javascript:' image address with 400, and nothing changes", async () => {
      await expectRefusal(
        MATERIALS,
        materialForm({ featuredImage: "javascript:alert(1)" }),
        400,
        "Enter an image address starting with https:// or /",
      );
    });

    it("refuses a text file renamed .png with 400 and the message of docs/product.md section 5, and leaves no file", async () => {
      await expectRefusal(MATERIALS, materialForm({ file: textFileNamedPng() }), 400, NOT_A_VALID_IMAGE);
    });

    it("refuses an SVG with 400 and the message of docs/product.md section 5, and leaves no file", async () => {
      await expectRefusal(MATERIALS, materialForm({ file: svgFile() }), 400, NOT_A_VALID_IMAGE);
    });

    it("refuses a picture of 5 MB and 1 byte with the message of docs/product.md section 5, and leaves no file", async () => {
      await expectRefusal(MATERIALS, materialForm({ file: oversizedFile() }), OVERSIZED_STATUS, IMAGE_TOO_LARGE);
    });

    it("refuses a body far over 5 MB with 413 unread, and nothing changes", async () => {
      await expectRefusal(MATERIALS, materialForm({ file: oversizedFile(512 * 1024) }), 413, IMAGE_TOO_LARGE);
    });

    refusesRequestsWithoutAKnownIntent(MATERIALS);
  });

  describe("POST /api/team", () => {
    const missing = "This team member no longer exists. Reload the page.";
    const teamChanged = "The team changed meanwhile. Reload the page and try again.";

    it("refuses a save from an older version of a member with 409, and nothing changes", async () => {
      const ada = seeded.members[0];
      // Someone else's save first: the form's version is then an older one.
      const saved = await site.send(
        TEAM.action,
        TEAM.path,
        memberForm({ intent: "update", id: ada.id, name: "Ada", version: String(ada.version) }),
      );
      expect(saved.status).toBe(200);
      await expectRefusal(
        TEAM,
        memberForm({ intent: "update", id: ada.id, name: "Ada X", version: String(ada.version) }),
        409,
        "Someone else changed this while you were editing.",
      );
      seeded.members[0] = { ...ada, version: ada.version + 1 };
    });

    it("refuses restoring a version of another member with 404, and nothing changes", async () => {
      const grace = await site.history(`team:${seeded.members[1].id}`);
      await expectRefusal(
        TEAM,
        { intent: "restore", id: seeded.members[0].id, revision: grace[0].id },
        404,
        "This version belongs to another item.",
      );
    });

    it("refuses updating an unknown member with 404, and leaves no file of the new portrait", async () => {
      await expectRefusal(TEAM, memberForm({ intent: "update", id: unknownId(), portrait: pngFile() }), 404, missing);
    });

    it("refuses updating a case's id as a member with 404, and the case stays", async () => {
      await expectRefusal(TEAM, memberForm({ intent: "update", id: seeded.case.id }), 404, missing);
    });

    it("refuses deleting an unknown member with 404, and nothing changes", async () => {
      await expectRefusal(TEAM, { intent: "delete", id: unknownId() }, 404, missing);
    });

    it("refuses a malformed id with 400, and nothing changes", async () => {
      await expectRefusal(TEAM, { intent: "delete", id: "abc" }, 400, "Unknown record");
    });

    it("refuses isActive 'maybe' with 400, and no member is added", async () => {
      const answer = await expectRefusal(TEAM, memberForm({ isActive: "maybe" }), 400, "Shown must be true or false");
      expect(Object.keys(answer.body.fieldErrors ?? {})).toEqual(["isActive"]);
    });

    it("refuses an empty name with 400, and no member is added", async () => {
      await expectRefusal(TEAM, memberForm({ name: "" }), 400, "Enter the member's name");
    });

    it("refuses a name of 121 characters with 400, and no member is added", async () => {
      await expectRefusal(TEAM, memberForm({ name: "N".repeat(121) }), 400, "The name is too long (at most 120 characters)");
    });

    it("refuses a text file renamed .png as a portrait with 400 and the message of docs/product.md section 5, and leaves no file", async () => {
      await expectRefusal(TEAM, memberForm({ portrait: textFileNamedPng() }), 400, NOT_AN_IMAGE);
    });

    it("refuses an SVG portrait with 400 and the message of docs/product.md section 5, and leaves no file", async () => {
      await expectRefusal(TEAM, memberForm({ portrait: svgFile() }), 400, NOT_AN_IMAGE);
    });

    it("refuses a portrait of 5 MB and 1 byte with the message of docs/product.md section 5, and leaves no file", async () => {
      await expectRefusal(TEAM, memberForm({ portrait: oversizedFile() }), OVERSIZED_STATUS, IMAGE_TOO_LARGE);
    });

    it("refuses a body far over 5 MB with 413 unread, and nothing changes", async () => {
      await expectRefusal(TEAM, memberForm({ portrait: oversizedFile(512 * 1024) }), 413, IMAGE_TOO_LARGE);
    });

    it("refuses a reorder that leaves a member out with 409, and the order stays", async () => {
      await expectRefusal(TEAM, { intent: "reorder", ids: [seeded.members[1].id] }, 409, teamChanged);
    });

    it("refuses a reorder with an unknown id with 409, and the order stays", async () => {
      const ids = [seeded.members[1].id, seeded.members[0].id, unknownId()];
      await expectRefusal(TEAM, { intent: "reorder", ids }, 409, teamChanged);
    });

    it("refuses a reorder naming a member twice with 409, and the order stays", async () => {
      await expectRefusal(TEAM, { intent: "reorder", ids: [seeded.members[0].id, seeded.members[0].id] }, 409, teamChanged);
    });

    refusesRequestsWithoutAKnownIntent(TEAM);
  });

  describe("POST /api/framing", () => {
    const outOfRange = "The focal point is between 0% and 100% across and down";
    const unknownPicture = "This picture is not on the site any more. Reload the page.";
    const cover = () => seeded.case.galleryImages[0];

    refusesRequestsWithoutAKnownIntent(FRAMING);

    it.each([
      ["beyond 100%", "101", "50"],
      ["below 0%", "50", "-1"],
      ["not a number", "NaN", "50"],
      ["a fraction", "12.5", "50"],
      ["empty", "", "50"],
    ])("refuses a point %s with 400 and says why, and nothing changes", async (_label, x, y) => {
      await expectRefusal(FRAMING, { intent: "save", url: cover(), x, y }, 400, outOfRange);
    });

    it("refuses a picture no page shows with 404 and says why, and nothing changes", async () => {
      await expectRefusal(FRAMING, { intent: "save", url: "/uploads/not-a-picture-here.webp", x: "10", y: "10" }, 404, unknownPicture);
    });

    it("refuses another site's address or a script with 400, and nothing changes", async () => {
      await expectRefusal(FRAMING, { intent: "save", url: "javascript:alert(1)", x: "10", y: "10" }, 400, unknownPicture);
      await expectRefusal(FRAMING, { intent: "save", url: "//evil.test/x.png", x: "10", y: "10" }, 400, unknownPicture);
    });

    it("refuses restoring a version of another item with 404, and nothing changes", async () => {
      const other = await site.history(`case:${seeded.other.id}`);
      await expectRefusal(
        FRAMING,
        { intent: "restore", url: cover(), revision: other[0].id },
        404,
        "This version belongs to another item.",
      );
    });
  });

  describe("POST /api/intro-logos", () => {
    const missing = "This logo no longer exists. Reload the page.";

    it("refuses a text file renamed .png with 400 and the message of docs/product.md section 5, and leaves no file", async () => {
      await expectRefusal(INTRO_LOGOS, { intent: "add", file: textFileNamedPng() }, 400, NOT_AN_IMAGE);
    });

    it("refuses an SVG logo with 400 and the message of docs/product.md section 5, and leaves no file", async () => {
      await expectRefusal(INTRO_LOGOS, { intent: "add", file: svgFile() }, 400, NOT_AN_IMAGE);
    });

    it("refuses a logo of 5 MB and 1 byte with the message of docs/product.md section 5, and leaves no file", async () => {
      await expectRefusal(INTRO_LOGOS, { intent: "add", file: oversizedFile() }, OVERSIZED_STATUS, IMAGE_TOO_LARGE);
    });

    it("refuses a body far over 5 MB with 413 unread, and nothing changes", async () => {
      await expectRefusal(INTRO_LOGOS, { intent: "add", file: oversizedFile(512 * 1024) }, 413, IMAGE_TOO_LARGE);
    });

    it("refuses an add without a file with 400, and nothing changes", async () => {
      await expectRefusal(INTRO_LOGOS, { intent: "add" }, 400, NOT_AN_IMAGE);
    });

    it("refuses deleting an unknown logo with 404, and nothing changes", async () => {
      await expectRefusal(INTRO_LOGOS, { intent: "delete", id: unknownId() }, 404, missing);
    });

    it("refuses deleting a case's id as a logo with 404, and the case stays", async () => {
      await expectRefusal(INTRO_LOGOS, { intent: "delete", id: seeded.case.id }, 404, missing);
    });

    it("refuses a malformed id with 400, and nothing changes", async () => {
      await expectRefusal(INTRO_LOGOS, { intent: "delete", id: "abc" }, 400, "Unknown record");
    });

    it("refuses a reorder that leaves a logo out with 409, and the order stays", async () => {
      await expectRefusal(
        INTRO_LOGOS,
        { intent: "reorder", ids: [seeded.logos[1].id] },
        409,
        "The logos changed meanwhile. Reload the page and try again.",
      );
    });

    refusesRequestsWithoutAKnownIntent(INTRO_LOGOS);
  });

  describe("POST /api/content", () => {
    const save = (...values: Array<Record<string, string>>): Fields => ({ intent: "save", values: JSON.stringify(values) });
    const upload = (changes: Fields): Fields => ({
      intent: "upload",
      key: "background_image",
      section: "hero",
      type: "image",
      bucket: "uploads",
      ...changes,
    });

    it("refuses a description with a javascript: link, an unknown mark or nested runs with 400, and nothing changes", async () => {
      const description = (runs: unknown) =>
        save({ key: "description", section: "hero", type: "description", value: `{rich:1}${JSON.stringify(runs)}` });
      await expectRefusal(CONTENT, description([{ text: "x", link: "javascript:alert(1)" }]), 400, RICH_MESSAGES.badLink);
      await expectRefusal(CONTENT, description([{ text: "x", marks: ["underline"] }]), 400, RICH_MESSAGES.unknownMark);
      await expectRefusal(CONTENT, description([{ text: "x", runs: [{ text: "y" }] }]), 400, RICH_MESSAGES.unknownMark);
    });

    it("refuses an unknown content slot with 400, and nothing changes", async () => {
      await expectRefusal(CONTENT, save({ key: "nonsense", section: "hero", type: "text", value: "x" }), 400, "Unknown content slot");
    });

    it("refuses a known slot saved as another type with 400, and nothing changes", async () => {
      await expectRefusal(
        CONTENT,
        save({ key: "subtitle", section: "hero", type: "image", value: "/x.webp" }),
        400,
        "Unknown content slot",
      );
    });

    it("refuses removing an unknown content slot with 400, and nothing changes", async () => {
      await expectRefusal(CONTENT, { intent: "remove", key: "nonsense", section: "hero", type: "text" }, 400, "Unknown content slot");
    });

    it("refuses a value of 20001 characters with 400, and nothing changes", async () => {
      await expectRefusal(
        CONTENT,
        save({ key: "subtitle", section: "hero", type: "text", value: "x".repeat(20_001) }),
        400,
        "This text is too long",
      );
    });

    it("refuses an image value 'javascript:alert(1)' with 400, and nothing changes", async () => {
      await expectRefusal(
        CONTENT,
        save({ key: "background_image", section: "hero", type: "image", value: "javascript:alert(1)" }),
        400,
        "Not an image address",
      );
    });

    it("refuses alt text of a slot that holds no picture with 400, and nothing changes", async () => {
      await expectRefusal(
        CONTENT,
        save({ key: "subtitle--alt", section: "hero", type: "text", value: "A picture" }),
        400,
        "Unknown content slot",
      );
    });

    it("refuses alt text of 301 characters with 400, and nothing changes", async () => {
      await expectRefusal(
        CONTENT,
        save({ key: "background_image--alt", section: "hero", type: "text", value: "x".repeat(301) }),
        400,
        "Alternative text is at most 300 characters",
      );
    });

    it("refuses an empty or blank page title with 400, and nothing changes (docs/product.md section 5)", async () => {
      for (const value of ["", "   \n "]) {
        await expectRefusal(
          CONTENT,
          save({ key: "page_title", section: "about", type: "title", value }),
          400,
          "Give the page a title, or use the default",
        );
      }
    });

    it("refuses a page title of 121 characters with 400, and nothing changes", async () => {
      await expectRefusal(
        CONTENT,
        save({ key: "page_title", section: `case_${seeded.case.slug}`, type: "title", value: "T".repeat(121) }),
        400,
        "A page title is at most 120 characters",
      );
    });

    it("refuses a page description of 2,000 characters with 400, and nothing changes", async () => {
      await expectRefusal(
        CONTENT,
        save({ key: "page_description", section: `case_${seeded.case.slug}`, type: "description", value: "d".repeat(2000) }),
        400,
        "A page description is at most 320 characters",
      );
    });

    it("refuses a blank page description among valid settings with 400, and stores none of them", async () => {
      await expectRefusal(
        CONTENT,
        save(
          { key: "nexus-financial_page_title", section: "project-blog", type: "title", value: "A fine title" },
          { key: "nexus-financial_page_description", section: "project-blog", type: "description", value: " " },
        ),
        400,
        "Describe the page, or use the default",
      );
    });

    it("refuses values that are not JSON with 400, and nothing changes", async () => {
      await expectRefusal(CONTENT, { intent: "save", values: "{not json" }, 400, "Invalid content");
    });

    it("refuses a text file renamed .png with 400 and the message of docs/product.md section 5, and leaves no file", async () => {
      await expectRefusal(CONTENT, upload({ file: textFileNamedPng() }), 400, NOT_AN_IMAGE);
    });

    it("refuses an SVG with 400 and the message of docs/product.md section 5, and leaves no file", async () => {
      await expectRefusal(CONTENT, upload({ file: svgFile() }), 400, NOT_AN_IMAGE);
    });

    it("refuses a picture of 5 MB and 1 byte with the message of docs/product.md section 5, and leaves no file", async () => {
      await expectRefusal(CONTENT, upload({ file: oversizedFile() }), OVERSIZED_STATUS, IMAGE_TOO_LARGE);
    });

    it("refuses a body far over 5 MB with 413 unread, and nothing changes", async () => {
      await expectRefusal(CONTENT, upload({ file: oversizedFile(512 * 1024) }), 413, IMAGE_TOO_LARGE);
    });

    it("refuses a picture for a text slot with 400, and leaves no file", async () => {
      await expectRefusal(CONTENT, upload({ key: "subtitle", type: "text", file: pngFile() }), 400, "Only image slots take a picture");
    });

    refusesRequestsWithoutAKnownIntent(CONTENT);
  });

  describe("refusals that once slipped through", () => {
    it.each([
      ["/api/case-images", CASE_IMAGES, () => ({ intent: "add", id: seeded.case.id, files: [oversizedFile()] })],
      ["/api/materials", MATERIALS, () => materialForm({ file: oversizedFile() })],
      ["/api/team", TEAM, () => memberForm({ portrait: oversizedFile() })],
      ["/api/intro-logos", INTRO_LOGOS, () => ({ intent: "add", file: oversizedFile() })],
      [
        "/api/content",
        CONTENT,
        () => ({ intent: "upload", key: "background_image", section: "hero", type: "image", file: oversizedFile() }),
      ],
    ] as Array<[string, Route, () => Fields]>)("%s answers a picture of 5 MB and 1 byte with 413", async (_path, route, fields) => {
      await expectRefusal(route, fields(), 413, IMAGE_TOO_LARGE);
    });

    it("the materials form's empty image address does not remove a case's only picture", async () => {
      const lonely = await seedCase(site, "Lonely Case", 1);
      const before = await site.snapshot();
      await expectRefusal(
        MATERIALS,
        materialForm({ id: lonely.id, title: "Lonely Case", featuredImage: "" }),
        400,
        "A case study needs at least one image. Add another before removing this one.",
      );
      const after = await site.snapshot();
      expect(after.caseStudies.find((row) => row.id === lonely.id)?.galleryImages).toEqual(lonely.galleryImages);
      expect(after.uploads).toEqual(before.uploads);
    });

    it("a case's own texts are refused for a case that does not exist", async () => {
      await expectRefusal(
        CONTENT,
        { intent: "save", values: JSON.stringify([{ key: "back", section: "case_ghost", type: "text", value: "Boo" }]) },
        404,
        "Unknown content slot",
      );
    });
  });

  describe("requests that would cost the server more than they are worth", () => {
    /** Sends `body` as it is, with `contentType`, from the administrator's page (session, origin, CSRF header). */
    async function sendRaw(route: Route, body: string | Uint8Array<ArrayBuffer>, contentType: string) {
      const before = await site.snapshot();
      const request = new Request(`${ORIGIN}${route.path}`, {
        method: "POST",
        headers: { origin: ORIGIN, cookie: site.cookie, "x-csrf-token": site.csrf, "content-type": contentType },
        body,
      });
      const answer = await site.call(route.action, request);
      expect(await site.snapshot()).toEqual(before);
      return answer;
    }

    /** A multipart body of `fields`, as Node's fetch would send it. */
    async function multipart(fields: Fields) {
      const request = new Request(ORIGIN, { method: "POST", body: formOf(fields) });
      return { body: new Uint8Array(await request.arrayBuffer()), contentType: request.headers.get("content-type") ?? "" };
    }

    it("refuses a form of 20,000 fields (200 KB, under the size limit) with 413 before parsing it, and nothing changes", async () => {
      const body = Array.from({ length: 20_000 }, (_, i) => `f${i}=x`).join("&");
      expect(body.length).toBeLessThan(256 * 1024);
      const answer = await sendRaw(TEAM, body, "application/x-www-form-urlencoded");
      expect(answer).toEqual({ status: 413, body: { ok: false, error: TOO_MANY_FIELDS } });
    });

    it("refuses 1,001 fields as multipart with 413, and 100,000 in a gallery's large body, and nothing changes", async () => {
      const ids = Array.from({ length: 999 }, () => seeded.members[0].id);
      const justOver = await multipart({ intent: "reorder", ids, _csrf: site.csrf });
      expect(await sendRaw(TEAM, justOver.body, justOver.contentType)).toEqual({
        status: 413,
        body: { ok: false, error: TOO_MANY_FIELDS },
      });
      const many = await multipart({ intent: "add", id: seeded.case.id, alt: Array<string>(100_000).fill("") });
      expect(await sendRaw(CASE_IMAGES, many.body, many.contentType)).toEqual({ status: 413, body: { ok: false, error: TOO_MANY_FIELDS } });
    });

    it("reads the largest form the site sends (500 logos in a new order), which is then judged on its ids", async () => {
      const ids = Array.from({ length: 500 }, () => unknownId());
      await expectRefusal(INTRO_LOGOS, { intent: "reorder", ids }, 409, "The logos changed meanwhile. Reload the page and try again.");
    });

    it("refuses a multipart body whose boundary is not one, with 400, and nothing changes", async () => {
      const form = await multipart({ intent: "delete", id: seeded.case.id });
      const answer = await sendRaw(CASES, form.body, "multipart/form-data; boundary=");
      expect(answer).toEqual({ status: 400, body: { ok: false, error: "The request could not be read." } });
    });

    const gif = () => new File([new Uint8Array(manyFramesGif(1_500, 400, 400))], "spinner.gif", { type: "image/gif" });
    const png = () => new File([new Uint8Array(hugePng(16_000))], "plan.png", { type: "image/png" });

    it.each([
      ["/api/case-images", () => CASE_IMAGES, () => ({ intent: "add", id: seeded.case.id, files: [gif()] })],
      ["/api/content", () => CONTENT, () => ({ intent: "upload", key: "background_image", section: "hero", type: "image", file: gif() })],
      ["/api/team", () => TEAM, () => memberForm({ portrait: gif() })],
      ["/api/intro-logos", () => INTRO_LOGOS, () => ({ intent: "add", file: gif() })],
      ["/api/materials", () => MATERIALS, () => materialForm({ file: gif() })],
    ] as Array<[string, () => Route, () => Fields]>)(
      "%s refuses a GIF of 1,500 frames (35 KB) with 413 and says why, and leaves no file",
      async (_path, route, fields) => {
        await expectRefusal(route(), fields(), 413, TOO_MANY_FRAMES);
      },
    );

    it("refuses a PNG of 31 KB that declares 16000 x 16000 pixels with 413 and says why, and leaves no file", async () => {
      await expectRefusal(CASE_IMAGES, { intent: "add", id: seeded.case.id, files: [pngFile(), png()] }, 413, TOO_MANY_PIXELS);
      await expectRefusal(
        CONTENT,
        { intent: "upload", key: "background_image", section: "hero", type: "image", file: png() },
        413,
        TOO_MANY_PIXELS,
      );
    });
  });
});
