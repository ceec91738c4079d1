import { describe, expect, it } from "vitest";
import { placeName } from "./place-name";

describe("placeName", () => {
  it("names a place by its section and key, in words", () => {
    expect(placeName({ section: "hero", key: "title_line1" })).toBe("hero title, first line");
    expect(placeName({ section: "about", key: "story_paragraph1" })).toBe("about story paragraph 1");
    expect(placeName({ section: "service-tiles", key: "web_design" })).toBe("service tile web design");
  });

  it("does not say the section twice", () => {
    expect(placeName({ section: "header", key: "header_cta" })).toBe("header call to action");
  });

  it("tells the home page's titles apart", () => {
    const titles = ["hero", "portfolio", "service-tiles", "services"].map((section) => placeName({ section, key: "title" }));
    expect(new Set(titles).size).toBe(titles.length);
  });
});
