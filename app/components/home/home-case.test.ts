import { describe, expect, it } from "vitest";
import { HOME_MIXES } from "~/lib/case-rules";
import { FEATURED_SIZE, GRID_SIZE, type HomeCase, pickHomeCases, toHomeCase } from "./home-case";

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
      featuredImage: "/a.webp",
      imageAlts: { "/a.webp": "A red door", "/b.webp": "Not the featured picture" },
      challenge: "secret draft notes",
      status: "published",
    };
    expect(Object.keys(toHomeCase(row)).sort()).toEqual([
      "category",
      "clientName",
      "description",
      "featuredAlt",
      "featuredImage",
      "id",
      "slug",
      "tags",
      "title",
    ]);
    expect(toHomeCase(row).featuredAlt).toBe("A red door");
  });
});

describe("the home page's mixes", () => {
  const cases = (n: number) =>
    Array.from({ length: n }, (_, i) =>
      toHomeCase({
        id: String(i),
        slug: `case-${i}`,
        title: `Case ${i}`,
        clientName: "C",
        category: "branding",
        description: "",
        tags: [],
        featuredImage: null,
        imageAlts: {},
      }),
    );
  const slugs = (picked: HomeCase[]) => picked.map((item) => item.slug);

  it("shows every one of 40 published cases in the cached mixes of one round, each mix without repeats", () => {
    const all = cases(40);
    const round = 123_456;
    const shown = new Set<string>();
    for (let turn = 0; turn < HOME_MIXES; turn++) {
      const { portfolio, featured } = pickHomeCases(all, round * HOME_MIXES + turn);
      expect(portfolio).toHaveLength(GRID_SIZE);
      expect(featured).toHaveLength(FEATURED_SIZE);
      expect(new Set(slugs(portfolio)).size).toBe(GRID_SIZE);
      expect(new Set(slugs(featured)).size).toBe(FEATURED_SIZE);
      for (const slug of slugs(portfolio)) shown.add(slug);
    }
    expect(shown.size).toBe(40);
  });

  it("picks the same mix again for the same seed (server and browser alike), and another for another turn", () => {
    const all = cases(40);
    expect(slugs(pickHomeCases(all, 77).portfolio)).toEqual(slugs(pickHomeCases(all, 77).portfolio));
    expect(slugs(pickHomeCases(all, 77).portfolio)).not.toEqual(slugs(pickHomeCases(all, 78).portfolio));
  });

  it("shows all of fewer cases than a grid holds", () => {
    const few = cases(5);
    expect(slugs(pickHomeCases(few, 9).portfolio).sort()).toEqual(slugs(few).sort());
    expect(pickHomeCases([], 9)).toEqual({ portfolio: [], featured: [] });
  });
});
