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
    near.observe(element);
  });
}
