/**
 * The page face's islands (components/island.tsx): each is hydrated when the visitor reaches
 * for it (the pointer over it, a touch or the focus in it) or it comes near the screen; their
 * module, with React, comes then (`html[data-islands]`). In the app, React runs them already.
 */
import { onElements } from "./dom";

export function startIslands() {
  const islands = document.documentElement.dataset.islands;
  if (!islands) return;
  const near = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) wake(entry.target as HTMLElement);
    },
    { rootMargin: "200px" },
  );
  const wake = (element: HTMLElement) => {
    near.unobserve(element);
    void import(/* @vite-ignore */ islands).then(() => element.dispatchEvent(new Event("island-wake", { bubbles: true })));
  };
  onElements<HTMLElement>("[data-island]", (element) => {
    for (const type of ["pointerover", "touchstart", "focusin"])
      element.addEventListener(type, () => wake(element), { once: true, passive: true });
    // A click that comes before React does is kept, and given to the same control once React hears it.
    element.addEventListener(
      "click",
      (event) => {
        // The control pressed (the click may land on its icon, an SVG element).
        const target = event.target instanceof Element ? event.target.closest<HTMLElement>("button, a, [tabindex]") : null;
        if (element.hasAttribute("data-island-hydrated") || !target) return;
        event.preventDefault();
        event.stopPropagation();
        element.addEventListener("island-hydrated", () => target.click(), { once: true });
        wake(element);
      },
      true,
    );
    near.observe(element);
  });
}
