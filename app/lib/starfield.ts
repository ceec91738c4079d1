import { seededRandom } from "~/lib/random";

export type Star = {
  /** Direction from the centre of the screen, in degrees. */
  angle: number;
  /** Distance from the centre, in vmax. */
  distance: number;
  size: number;
};

/** Stars spread evenly over the screen around its centre (the warp flies out from there). */
export function makeStars(count: number, seed = 20_240_501): Star[] {
  const random = seededRandom(seed);
  const round = (n: number, digits = 2) => Number(n.toFixed(digits));
  return Array.from({ length: count }, () => ({
    angle: round(random() * 360, 1),
    distance: round(4 + Math.sqrt(random()) * 58, 1),
    size: round(1 + random() * 2, 1),
  }));
}

/** Where the faded floating logos sit (percent of the screen), clear of the centre. */
export const FLOATING_SPOTS = [
  { top: 10, left: 6 },
  { top: 14, left: 74 },
  { top: 34, left: 2 },
  { top: 38, left: 84 },
  { top: 58, left: 8 },
  { top: 62, left: 78 },
  { top: 5, left: 40 },
  { top: 72, left: 44 },
] as const;

/**
 * Picks `count` logos (distinct while there are enough) in random order, one per spot.
 * `avoid` is the current pick: the result always differs from it when it can.
 */
export function pickFloatingLogos<T>(logos: readonly T[], count: number, random: () => number, avoid?: readonly T[]): T[] {
  if (logos.length === 0) return [];
  for (let attempt = 0; attempt < 5; attempt++) {
    const pool = [...logos];
    const pick: T[] = [];
    for (let i = 0; i < count; i++) {
      if (pool.length === 0) pool.push(...logos);
      pick.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
    }
    const same = avoid && avoid.length === pick.length && avoid.every((x, i) => x === pick[i]);
    if (!same) return pick;
  }
  return [...(avoid ?? [])].reverse();
}
