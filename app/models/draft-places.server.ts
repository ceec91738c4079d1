import { ALL_SLOTS } from "~/content/registry";
import { describeItem } from "~/content/where";
import type { DraftEntry } from "~/models/drafts.server";
import type { PlaceConflict } from "~/models/publish.server";
import { Refused } from "~/lib/refused";

/**
 * What the review needs to show a place besides its values: its name in words, and whether
 * it holds a picture (shown as a thumbnail). Said by the server, so that the administrator's
 * browser does not load the content registry for it.
 */
export type PlaceFacts = { label: string; picture: boolean };

const slotOf = (place: string) => {
  const match = /^slot:([^/]+)\/(.+)$/.exec(place);
  return match ? ALL_SLOTS.get(`${match[1]}:${match[2]}`) : undefined;
};

/** Whether a place is an image slot (its type in the content registry). */
export function isPictureSlot(place: string) {
  return slotOf(place)?.type === "image";
}

export function placeFacts(place: string, ...values: unknown[]): PlaceFacts {
  const row = values.find((value) => value && typeof value === "object") ?? null;
  return { label: describeItem(place, row as Parameters<typeof describeItem>[1]).label, picture: isPictureSlot(place) };
}

/** A change as the review shows it: a slot's default too, what a null value shows. */
export type ReviewedDraft = DraftEntry & { picture: boolean; defaultText: string | null };
export type ReviewedConflict = PlaceConflict & PlaceFacts;

export const reviewed = (entry: DraftEntry): ReviewedDraft => ({
  ...entry,
  picture: isPictureSlot(entry.place),
  defaultText: slotOf(entry.place)?.default || null,
});

/** Runs a publish or an undo; a refusal for conflicts names each place and says whether it is a picture. */
export async function withNamedConflicts<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const conflicts = error instanceof Refused ? (error.details.conflicts as PlaceConflict[] | undefined) : undefined;
    if (!(error instanceof Refused) || !conflicts) throw error;
    const named: ReviewedConflict[] = conflicts.map((conflict) => ({
      ...conflict,
      ...placeFacts(conflict.place, conflict.mine, conflict.live),
    }));
    throw new Refused(error.message, error.status, { ...error.details, conflicts: named });
  }
}
