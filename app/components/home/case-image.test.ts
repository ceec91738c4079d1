import { describe, expect, it } from "vitest";
import { caseImageSources, categoryLabel, toHomeCase } from "./case-image";

describe("case pictures and labels", () => {
  it("offers both widths of a bundled demo picture", () => {
    expect(caseImageSources("/demo/acme-1-1600.webp")).toEqual({
      src: "/demo/acme-1-800.webp",
      srcSet: "/demo/acme-1-800.webp 800w, /demo/acme-1-1600.webp 1600w",
    });
  });

  it("uses any other address as it is", () => {
    expect(caseImageSources("/uploads/case-studies/a.webp?v=1")).toEqual({
      src: "/uploads/case-studies/a.webp?v=1",
    });
  });

  it("shows category hyphens as spaces", () => {
    expect(categoryLabel("social-media")).toBe("social media");
    expect(categoryLabel("digital-marketing")).toBe("digital marketing");
    expect(categoryLabel("branding")).toBe("branding");
  });

  it("sends only the fields the home page shows", () => {
    const row = {
      id: "1",
      slug: "s",
      title: "T",
      clientName: "C",
      category: "branding",
      description: "D",
      tags: ["a"],
      featuredImage: null,
      challenge: "secret draft notes",
      status: "published",
    };
    expect(Object.keys(toHomeCase(row)).sort()).toEqual(
      ["category", "clientName", "description", "featuredImage", "id", "slug", "tags", "title"],
    );
  });
});
