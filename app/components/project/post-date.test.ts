import { describe, expect, it } from "vitest";
import { isoFromUsDate } from "./post-date";

describe("isoFromUsDate", () => {
  it("reads a long US date", () => {
    expect(isoFromUsDate("March 15, 2024")).toBe("2024-03-15");
    expect(isoFromUsDate("june 1, 2023")).toBe("2023-06-01");
  });

  it("gives nothing for other text, so no wrong machine date is printed", () => {
    expect(isoFromUsDate("15/03/2024")).toBeUndefined();
    expect(isoFromUsDate("Spring 2024")).toBeUndefined();
    expect(isoFromUsDate("Smarch 15, 2024")).toBeUndefined();
  });
});
