/**
 * The custom cursor: only for a precise pointer that hovers, with motion welcome and no
 * forced colours. Its code (cursor-follower.ts) is fetched only where it shows, and it goes
 * when the media stop matching (the visitor asks for less motion).
 */
const media = matchMedia("(hover: hover) and (pointer: fine) and (prefers-reduced-motion: no-preference) and (forced-colors: none)");
let removeCursor: (() => void) | undefined;

const update = () => {
  removeCursor?.();
  removeCursor = undefined;
  if (media.matches) {
    import("./cursor-follower").then(({ follow }) => {
      if (media.matches && !removeCursor) removeCursor = follow();
    });
  }
};

update();
media.addEventListener("change", update);
