import { useEffect, useRef } from "react";

/** A thin bar across the top of the viewport whose width is how far the page is scrolled. */
export function ScrollProgress() {
  const barRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      // At the top the bar is empty: measuring the page there would lay it all out at once,
      // right after hydration, for nothing.
      const scrollable = y > 0 ? document.documentElement.scrollHeight - window.innerHeight : 0;
      const progress = scrollable > 0 ? Math.min(1, Math.max(0, y / scrollable)) : 0;
      bar.style.transform = `scaleX(${progress})`;
      bar.dataset.progress = progress.toFixed(3);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    // Pages grow after load (images, client-side navigation): re-measure then too.
    const observer = new ResizeObserver(schedule);
    observer.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      observer.disconnect();
    };
  }, []);
  return (
    <div
      ref={barRef}
      data-scroll-progress=""
      data-progress="0"
      aria-hidden="true"
      style={{ transform: "scaleX(0)" }}
      className="bg-gradient-brand pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px] origin-left shadow-[0_0_12px_var(--primary)]"
    />
  );
}
