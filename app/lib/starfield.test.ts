import { describe, expect, it } from "vitest";
import { seededRandom } from "~/lib/random";
import { makeStars, pickFloatingLogos } from "./starfield";

describe("intro starfield", () => {
  it("makes the same stars for the same seed, so server and browser agree", () => {
    expect(makeStars(100)).toEqual(makeStars(100));
    expect(makeStars(100)).toHaveLength(100);
    expect(makeStars(10, 1)).not.toEqual(makeStars(10, 2));
  });

  it("keeps every star on screen around the centre", () => {
    for (const star of makeStars(100)) {
      expect(star.angle).toBeGreaterThanOrEqual(0);
      expect(star.angle).toBeLessThan(360);
      expect(star.distance).toBeGreaterThan(0);
      expect(star.distance).toBeLessThanOrEqual(62);
    }
  });
});

describe("floating logos", () => {
  const logos = Array.from({ length: 22 }, (_, i) => `logo-${i}`);

  it("picks 8 distinct logos when there are enough", () => {
    const pick = pickFloatingLogos(logos, 8, seededRandom(1));
    expect(pick).toHaveLength(8);
    expect(new Set(pick).size).toBe(8);
  });

  it("repeats logos to fill 8 spots when fewer exist", () => {
    const pick = pickFloatingLogos(["a", "b", "c"], 8, seededRandom(1));
    expect(pick).toHaveLength(8);
    expect(new Set(pick)).toEqual(new Set(["a", "b", "c"]));
  });

  it("never returns the same arrangement as the current one", () => {
    const current = pickFloatingLogos(["a", "b"], 2, seededRandom(3));
    const alwaysSame = () => 0;
    const next = pickFloatingLogos(["a", "b"], 2, alwaysSame, current);
    expect(next).not.toEqual(current);
  });

  it("shows nothing without logos", () => {
    expect(pickFloatingLogos([], 8, Math.random)).toEqual([]);
  });
});
