import { describe, expect, it } from "vitest";
import { Refused } from "~/lib/refused";
import { isPictureSlot, placeFacts, reviewed, withNamedConflicts } from "./draft-places.server";

describe("what the review is told of a place", () => {
  it("names a text, a picture and a case study, and tells pictures apart", () => {
    expect(placeFacts("slot:hero/title_line1")).toEqual({ label: 'Text "title line1" (hero)', picture: false });
    expect(isPictureSlot("slot:hero/background_image")).toBe(true);
    const change = {
      place: "slot:hero/title_line1",
      kind: "slot",
      label: "",
      pages: ["/"],
      shared: false,
      value: "New",
      base: null,
      by: "A",
      at: "",
    };
    expect(reviewed(change)).toMatchObject({ picture: false, defaultText: "We Build Brands" });
    expect(placeFacts("case:1", null, { title: "Atlas", slug: "atlas" })).toEqual({ label: 'Case study "Atlas"', picture: false });
  });

  it("names each conflict of a refused publish, and lets other errors through as they are", async () => {
    const conflict = { place: "slot:hero/title_line1", by: "Bob", at: null, live: "Theirs", mine: "Mine" };
    const refused = withNamedConflicts(async () => {
      throw new Refused("Changed live", 409, { conflicts: [conflict] });
    });
    await expect(refused).rejects.toMatchObject({
      status: 409,
      message: "Changed live",
      details: { conflicts: [{ ...conflict, label: 'Text "title line1" (hero)', picture: false }] },
    });
    const missing = new Refused("Missing", 409, { missing: [] });
    await expect(
      withNamedConflicts(async () => {
        throw missing;
      }),
    ).rejects.toBe(missing);
  });
});
