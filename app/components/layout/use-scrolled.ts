import { useEffect, useState } from "react";

/** docs/product.md section 9: the header turns solid once the page is scrolled more than 50 px. */
export const HEADER_SCROLL_THRESHOLD = 50;

/** Whether the page is scrolled more than `threshold` pixels (false on the server). */
export function useScrolledPast(threshold = HEADER_SCROLL_THRESHOLD) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setScrolled(window.scrollY > threshold);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
    };
  }, [threshold]);
  return scrolled;
}
