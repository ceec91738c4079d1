import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useMatches } from "react-router";
import { altSlot, slotId, type ContentValues, type Slot } from "./slot";

const ContentContext = createContext<ContentValues>({});

/**
 * Makes the stored slot values of every matched route available to `useSlot`.
 * A loader that returns `{ content }` is all a page needs for its slots to show stored text.
 */
export function ContentProvider({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const values = useMemo(() => {
    const merged: ContentValues = {};
    for (const match of matches) {
      const data = match.loaderData as { content?: ContentValues } | undefined;
      if (data?.content) Object.assign(merged, data.content);
    }
    return merged;
  }, [matches]);
  return <ContentContext.Provider value={values}>{children}</ContentContext.Provider>;
}

/** The value a visitor sees for a slot: what is stored, else its default. */
export function useSlot(slot: Slot): string {
  const values = useContext(ContentContext);
  return values[slotId(slot)] ?? slot.default;
}

/** Whether a value is stored for the slot (else the default shows). */
export function useSlotIsStored(slot: Slot): boolean {
  return slotId(slot) in useContext(ContentContext);
}

/**
 * The alternative text written for an image slot's picture ("" for a decorative one), or
 * undefined while none is written and the place's own description stands.
 */
export function useStoredAlt(image: Slot): string | undefined {
  return useContext(ContentContext)[slotId(altSlot(image))];
}
