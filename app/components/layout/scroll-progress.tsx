/**
 * A thin bar across the top of the viewport whose width is how far the page is scrolled
 * (the visitor's module sets it: app/visitor/scroll.ts).
 */
export function ScrollProgress() {
  return (
    <div
      data-scroll-progress=""
      data-progress="0"
      aria-hidden="true"
      style={{ transform: "scaleX(0)" }}
      className="bg-gradient-brand pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px] origin-left shadow-[0_0_12px_var(--primary)]"
    />
  );
}
