import { describe, expect, it } from "vitest";
import { CASE_CATEGORIES } from "~/db/schema";
import { CaseFieldsSchema, cleanTags, MaterialSchema, splitTags } from "./case-study";
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from "./image-file";

/** The first message for each field a schema refuses, or null when the input is accepted. */
function problems(schema: typeof CaseFieldsSchema | typeof MaterialSchema, input: object) {
  const result = schema.safeParse(input);
  if (result.success) return null;
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

/** What the case editor sends for a case (every field is a text, tags a list). */
const caseForm = (overrides: Record<string, unknown> = {}) => ({
  title: "Harbour Rebrand",
  clientName: "Harbour & Oak",
  category: "branding",
  description: "A new identity.",
  challenge: "",
  solution: "",
  results: "",
  tags: ["Logo", "Print"],
  externalLink: "",
  slug: "",
  ...overrides,
});

/** What the materials form sends (tags as one comma-separated text). */
const materialForm = (overrides: Record<string, unknown> = {}) => ({
  id: "",
  title: "Harbour Rebrand",
  clientName: "Harbour & Oak",
  description: "A new identity.",
  featuredImage: "",
  tags: "Logo, Print",
  externalLink: "",
  category: "branding",
  ...overrides,
});

describe("tags", () => {
  it("splits the materials form's text on commas, trimming and dropping empty tags", () => {
    expect(splitTags(" a, b,,c , ")).toEqual(["a", "b", "c"]);
    expect(splitTags("")).toEqual([]);
  });

  it("trims a tag and collapses the spaces inside it", () => {
    expect(cleanTags(["  Logo  "])).toEqual(["Logo"]);
    expect(cleanTags(["Social   Media"])).toEqual(["Social Media"]);
  });

  it("drops duplicates whatever their case, keeping the first spelling", () => {
    expect(cleanTags(["Logo", "logo", " LOGO ", "Print"])).toEqual(["Logo", "Print"]);
    expect(splitTags("Web, web ,Shop")).toEqual(["Web", "Shop"]);
  });
});

describe("the case editor's fields", () => {
  it("accepts a filled-in case, with empty optional fields as none", () => {
    const parsed = CaseFieldsSchema.parse(caseForm());
    expect(parsed).toMatchObject({ challenge: null, externalLink: null, slug: undefined, tags: ["Logo", "Print"] });
  });

  it("accepts each of the six categories and nothing else", () => {
    for (const category of CASE_CATEGORIES) expect(problems(CaseFieldsSchema, caseForm({ category }))).toBeNull();
    for (const category of ["Branding", "photography", ""]) {
      expect(problems(CaseFieldsSchema, caseForm({ category }))).toEqual({ category: "Choose one of the six categories" });
    }
  });

  it("wants a title", () => {
    expect(problems(CaseFieldsSchema, caseForm({ title: "   " }))).toEqual({ title: "Give the case a title" });
  });

  it("takes only http(s) addresses as the external link", () => {
    expect(CaseFieldsSchema.parse(caseForm({ externalLink: " https://harbour.example/shop " })).externalLink).toBe(
      "https://harbour.example/shop",
    );
    expect(problems(CaseFieldsSchema, caseForm({ externalLink: "http://harbour.example" }))).toBeNull();
    for (const externalLink of ["javascript:alert(1)", "ftp://harbour.example", "harbour.example", "https://localhost"]) {
      expect(problems(CaseFieldsSchema, caseForm({ externalLink }))).toEqual({
        externalLink: "Enter a full address starting with https://",
      });
    }
  });

  it("takes an address of lower-case letters, digits and single hyphens", () => {
    expect(CaseFieldsSchema.parse(caseForm({ slug: "harbour-shop-2" })).slug).toBe("harbour-shop-2");
    for (const slug of ["Harbour", "harbour shop", "harbour--shop", "-harbour", "harbour-", "café", "a/b"]) {
      expect(problems(CaseFieldsSchema, caseForm({ slug }))).toEqual({ slug: "Use lower-case letters, digits and hyphens only" });
    }
  });

  it("reads one tag or none as a list, cleaned", () => {
    expect(CaseFieldsSchema.parse(caseForm({ tags: " Logo " })).tags).toEqual(["Logo"]);
    expect(CaseFieldsSchema.parse(caseForm({ tags: undefined })).tags).toEqual([]);
    expect(CaseFieldsSchema.parse(caseForm({ tags: ["Logo", "", "logo"] })).tags).toEqual(["Logo"]);
  });

  it("refuses more than 20 tags", () => {
    const tags = Array.from({ length: 21 }, (_, n) => `Tag ${n}`);
    expect(problems(CaseFieldsSchema, caseForm({ tags }))).toEqual({ tags: "A case has at most 20 tags" });
  });
});

describe("the materials form", () => {
  it("splits the tags text and reads empty fields as none", () => {
    expect(MaterialSchema.parse(materialForm({ tags: " a, b,,c , " }))).toMatchObject({
      id: undefined,
      featuredImage: null,
      externalLink: null,
      tags: ["a", "b", "c"],
    });
  });

  it("does not require a title, client or description (docs/product.md section 5)", () => {
    expect(problems(MaterialSchema, materialForm({ title: "", clientName: "", description: "" }))).toBeNull();
  });

  it("takes an image address of this site or an http(s) one, nothing else", () => {
    for (const featuredImage of ["/demo/harbour-1600.webp", "https://cdn.example.com/a.jpg"]) {
      expect(MaterialSchema.parse(materialForm({ featuredImage })).featuredImage).toBe(featuredImage);
    }
    for (const featuredImage of ["javascript:alert(1)", "data:image/png;base64,AAAA", "//evil.example/a.png"]) {
      expect(problems(MaterialSchema, materialForm({ featuredImage }))).toEqual({
        featuredImage: "Enter an image address starting with https:// or /",
      });
    }
  });

  it("refuses a category outside the six and an external link that is not http(s)", () => {
    expect(problems(MaterialSchema, materialForm({ category: "photography", externalLink: "javascript:alert(1)" }))).toEqual({
      category: "Choose one of the six categories",
      externalLink: "Enter a full address starting with https://",
    });
  });

  it("refuses an unknown record id", () => {
    expect(problems(MaterialSchema, materialForm({ id: "42" }))).toEqual({ id: "Unknown record" });
  });

  it("takes a chosen picture, ignores an empty file input, and refuses one over 5 MB", () => {
    const photo = new File([new Uint8Array(10)], "photo.jpg", { type: "image/jpeg" });
    expect(MaterialSchema.parse(materialForm({ file: photo })).file).toBe(photo);
    expect(MaterialSchema.parse(materialForm({ file: new File([], "") })).file).toBeUndefined();
    const huge = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], "huge.jpg", { type: "image/jpeg" });
    expect(problems(MaterialSchema, materialForm({ file: huge }))).toEqual({ file: IMAGE_MESSAGES.tooLarge });
  });
});
