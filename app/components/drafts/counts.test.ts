import { describe, expect, it } from "vitest";
import { countChanges, describeCounts, isOnPage } from "./counts";

const change = (pages: string[], shared = false, place = "slot:hero/title") => ({ place, pages, shared });

describe("the draft's counts in the administrator's bar", () => {
  it("counts a page's changes, shared ones and the rest apart", () => {
    const all = [change(["/"]), change(["/"]), change(["*"], true), change(["/about"])];
    expect(countChanges(all, "/")).toEqual({ here: 2, shared: 1, elsewhere: 1 });
    expect(describeCounts(countChanges(all, "/"))).toBe("2 changes on this page, 1 on every page, 1 elsewhere");
    expect(describeCounts(countChanges(all, "/about/"))).toBe("1 change on this page, 1 on every page, 2 elsewhere");
  });

  it("puts a case study on its own page, not on the lists that show its card", () => {
    const atlas = change(["/case/atlas", "/branding", "/cases", "/all-projects", "/"], false, "case:1");
    expect(isOnPage(atlas, "/case/atlas")).toBe(true);
    expect(isOnPage(atlas, "/")).toBe(false);
    expect(isOnPage(atlas, "/cases")).toBe(false);
  });

  it("never puts a shared place on one page", () => {
    expect(isOnPage(change(["*"], true), "/")).toBe(false);
    expect(describeCounts(countChanges([change(["*"], true)], "/"))).toBe("0 changes on this page, 1 on every page");
  });

  it("says when nothing waits", () => {
    expect(describeCounts(countChanges([], "/"))).toBe("No unpublished changes");
  });
});
