import { describeItem } from "~/content/where";

type Row = Parameters<typeof describeItem>[1];

/** A place in words ('Text "title line1" (hero)'), from whichever of its values names it. */
export function placeLabel(place: string, ...values: unknown[]) {
  const row = values.find((value) => value && typeof value === "object") ?? null;
  return describeItem(place, row as Row).label;
}
