import { describe, expect, it } from "vitest";
import { countChanges, describeCounts, isOnPage } from "./counts";

const change = (pages: string[], shared = false) => ({ pages, shared });

describe("the draft's counts in the administrator's bar", () => {
  it("counts a page's changes, shared ones and the rest apart", () => {
    const all = [change(["/"]), change(["/case/a", "/cases", "/"]), change(["*"], true), change(["/about"])];
    expect(countChanges(all, "/")).toEqual({ here: 2, shared: 1, elsewhere: 1 });
    expect(describeCounts(countChanges(all, "/"))).toBe("2 changes on this page, 1 on every page, 1 elsewhere");
    expect(describeCounts(countChanges(all, "/about/"))).toBe("1 change on this page, 1 on every page, 2 elsewhere");
  });

  it("never puts a shared place on one page", () => {
    expect(isOnPage(change(["*"], true), "/")).toBe(false);
    expect(describeCounts(countChanges([change(["*"], true)], "/"))).toBe("0 changes on this page, 1 on every page");
  });

  it("says when nothing waits", () => {
    expect(describeCounts(countChanges([], "/"))).toBe("No unpublished changes");
  });
});
