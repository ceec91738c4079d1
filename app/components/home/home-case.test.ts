import { describe, expect, it } from "vitest";
import { toHomeCase } from "./home-case";

describe("the home page's view of a case", () => {
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
    expect(Object.keys(toHomeCase(row)).sort()).toEqual([
      "category",
      "clientName",
      "description",
      "featuredImage",
      "id",
      "slug",
      "tags",
      "title",
    ]);
  });
});
