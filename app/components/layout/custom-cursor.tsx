import { lazy, Suspense, useEffect, useState } from "react";

const CursorFollower = lazy(() => import("./cursor-follower"));

/** Only for a precise pointer that hovers, with motion welcome and no forced colours. */
const CURSOR_QUERY = "(hover: hover) and (pointer: fine) and (prefers-reduced-motion: no-preference) and (forced-colors: none)";

/**
 * A small dot on the pointer and a ring trailing it, growing over links and buttons.
 * Not rendered on touch screens, with reduced motion, or before hydration.
 */
export function CustomCursor() {
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    const media = matchMedia(CURSOR_QUERY);
    const update = () => setEnabled(media.matches);
    update();
    media.addEventListener("change", update);
    return () => media.removeEventListener("change", update);
  }, []);
  return enabled ? (
    <Suspense fallback={null}>
      <CursorFollower />
    </Suspense>
  ) : null;
}
