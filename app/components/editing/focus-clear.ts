import { useEffect, type RefObject } from "react";
import { subscribeToasts } from "~/components/ui/toast";

/**
 * Keeps what has the keyboard focus clear of the administrator's bar and of the notices over
 * the bottom of the page (WCAG 2.2, 2.4.11): the height they cover is `--admin-covered` on
 * <html>, which app.css makes the page's bottom scroll padding (so focusing scrolls the
 * control above them), and the bar's alone `--admin-bar`, the page's bottom padding (so its
 * end can be scrolled clear of the bar; notices come and go, and must not move the page).
 * A control they come to cover (a notice appears, the bar grows) is scrolled clear too.
 */
export function useFocusClearOfBar(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = document.documentElement;
    let covered = 0;
    const below = (element: Element | null | undefined) => {
      const top = element?.getBoundingClientRect().top;
      return top === undefined || top <= 0 ? 0 : Math.max(0, Math.ceil(window.innerHeight - top));
    };
    const measure = () => {
      const barHeight = below(bar.current);
      covered = Math.max(barHeight, ...[...document.querySelectorAll("[data-toaster] li")].map(below));
      root.style.setProperty("--admin-bar", `${barHeight}px`);
      root.style.setProperty("--admin-covered", `${covered}px`);
      keepClear();
    };
    const keepClear = () => {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || focused === document.body || bar.current?.contains(focused)) return;
      if (focused.closest("[data-toaster], [role=dialog]")) return;
      const box = focused.getBoundingClientRect();
      if (box.bottom > window.innerHeight - covered) focused.scrollIntoView({ block: "nearest" });
    };
    root.setAttribute("data-admin-bar", "");
    const resized = new ResizeObserver(measure);
    if (bar.current) resized.observe(bar.current);
    window.addEventListener("resize", measure);
    document.addEventListener("focusin", keepClear);
    // A notice comes in (or goes) once React has drawn it.
    const unsubscribe = subscribeToasts(() => requestAnimationFrame(measure));
    measure();
    return () => {
      resized.disconnect();
      window.removeEventListener("resize", measure);
      document.removeEventListener("focusin", keepClear);
      unsubscribe();
      root.removeAttribute("data-admin-bar");
      root.style.removeProperty("--admin-covered");
      root.style.removeProperty("--admin-bar");
    };
  }, [bar]);
}
